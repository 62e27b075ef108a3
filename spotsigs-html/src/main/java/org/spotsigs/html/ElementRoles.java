/*
 * Copyright 2026 the lucene-spotsigs authors
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */
package org.spotsigs.html;

import java.util.Set;

/**
 * What each HTML element is to the segmentation into blocks ({@link BlockSegmenter}): skipped with
 * everything inside it, a block boundary, a line break, a link, a space; by its normal tag name.
 */
final class ElementRoles {
  private ElementRoles() {}

  /**
   * What an element is to the segmentation: skipped, a block boundary, a line break, a link, an
   * image; 0 otherwise.
   */
  static final byte SKIP = 1;

  static final byte BLOCK_LEVEL = 2;
  static final byte BREAK = 3;
  static final byte LINK = 4;
  static final byte SPACE = 5;
  static final byte PRE = 6;

  private static final Set<String> SKIPPED =
      Set.of(
          "script",
          "style",
          "noscript",
          "template",
          "svg",
          "math",
          "iframe",
          "frame",
          "frameset",
          "object",
          "embed",
          "applet",
          "canvas",
          "video",
          "audio",
          "map",
          "select",
          "option",
          "optgroup",
          "datalist",
          "textarea",
          "button",
          "input",
          "head",
          "title",
          "meta",
          "link",
          "base",
          "dialog");

  private static final Set<String> BLOCK =
      Set.of(
          "address",
          "article",
          "aside",
          "blockquote",
          "body",
          "caption",
          "center",
          "dd",
          "details",
          "dir",
          "div",
          "dl",
          "dt",
          "fieldset",
          "figcaption",
          "figure",
          "footer",
          "form",
          "h1",
          "h2",
          "h3",
          "h4",
          "h5",
          "h6",
          "header",
          "hgroup",
          "hr",
          "html",
          "legend",
          "li",
          "main",
          "menu",
          "nav",
          "ol",
          "p",
          "pre",
          "section",
          "summary",
          "table",
          "tbody",
          "td",
          "tfoot",
          "th",
          "thead",
          "tr",
          "ul");

  private static final java.util.Map<String, Byte> ROLES = roles();

  private static java.util.Map<String, Byte> roles() {
    java.util.Map<String, Byte> roles = new java.util.HashMap<>();
    for (String t : BLOCK) {
      roles.put(t, BLOCK_LEVEL);
    }
    roles.put("pre", PRE);
    for (String t : SKIPPED) {
      roles.put(t, SKIP);
    }
    roles.put("br", BREAK);
    roles.put("a", LINK);
    roles.put("img", SPACE);
    return java.util.Map.copyOf(roles);
  }

  /** Whether {@code tag} (a normal name) starts and ends a block. */
  static boolean isBlock(String tag) {
    byte role = role(tag);
    return role == BLOCK_LEVEL || role == PRE;
  }

  static byte role(String tag) {
    Byte r = ROLES.get(tag);
    return r == null ? 0 : r;
  }
}
