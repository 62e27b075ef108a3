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
package org.spotsigs.bench;

import java.util.ArrayList;
import java.util.List;
import org.spotsigs.bench.RealCorpus.Source;

/**
 * A document being edited: its header block, its body as paragraphs, its trailer, and layout
 * choices applied only when it is {@linkplain #render() rendered} (line wrapping, line endings,
 * HTML, indentation). Not thread-safe.
 */
final class Draft {
  final Source source;

  /**
   * Header lines (NEWS, MAIL) or the SGML up to and including {@code <BODY>} (NEWSWIRE); may be
   * empty.
   */
  String head;

  /** The body, one string per paragraph (lines joined by '\n', no blank lines). */
  final List<String> paragraphs;

  /** After the body (NEWSWIRE: {@code </BODY>...}); may be empty. */
  String tail;

  /** Re-wrap every paragraph at this width (0: keep the line breaks). */
  int wrapWidth;

  boolean crlf;
  boolean html;
  String indent = "";
  boolean doubleSpaces;
  boolean trailingSpaces;

  private Draft(Source source, String head, List<String> paragraphs, String tail) {
    this.source = source;
    this.head = head;
    this.paragraphs = paragraphs;
    this.tail = tail;
  }

  static Draft of(Source source, String head, List<String> paragraphs, String tail) {
    return new Draft(source, head, new ArrayList<>(paragraphs), tail);
  }

  /** Splits a real document into header, paragraphs and trailer, by its source. */
  static Draft parse(RealCorpus.Document doc) {
    String text = doc.text();
    String head = "";
    String body = text;
    String tail = "";
    switch (doc.source()) {
      case NEWS -> {
        int blank = text.indexOf("\n\n");
        if (blank >= 0) {
          head = text.substring(0, blank + 1);
          body = text.substring(blank + 2);
        }
      }
      case MAIL -> {
        int nl = text.indexOf('\n');
        if (text.startsWith("Subject:") && nl >= 0) {
          head = text.substring(0, nl + 1);
          body = text.substring(nl + 1);
        }
      }
      case NEWSWIRE -> {
        int b = text.indexOf("<BODY>");
        int e = text.indexOf("</BODY>");
        if (b >= 0 && e > b) {
          head = text.substring(0, b + 6);
          body = text.substring(b + 6, e);
          tail = text.substring(e);
        } else {
          head = text;
          body = "";
        }
      }
      case PLAIN -> {}
    }
    return new Draft(doc.source(), head, paragraphs(body), tail);
  }

  /**
   * The paragraphs of a text: runs of lines separated by blank lines; trailing spaces of lines
   * kept.
   */
  static List<String> paragraphs(String body) {
    List<String> out = new ArrayList<>();
    int start = -1; // start of the current paragraph
    int end = -1; // end of its last non-blank line
    int pos = 0;
    int n = body.length();
    while (pos < n) {
      int nl = body.indexOf('\n', pos);
      int lineEnd = nl < 0 ? n : nl;
      if (isBlank(body, pos, lineEnd)) {
        if (start >= 0) {
          out.add(body.substring(start, end));
          start = -1;
        }
      } else {
        if (start < 0) {
          start = pos;
        }
        end = lineEnd > pos && body.charAt(lineEnd - 1) == '\r' ? lineEnd - 1 : lineEnd;
      }
      pos = lineEnd + 1;
    }
    if (start >= 0) {
      out.add(body.substring(start, end));
    }
    return out;
  }

  private static boolean isBlank(CharSequence s, int from, int to) {
    for (int i = from; i < to; i++) {
      if (!Character.isWhitespace(s.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /** Total characters of the body's paragraphs. */
  int bodyLength() {
    int n = 0;
    for (String p : paragraphs) {
      n += p.length();
    }
    return n;
  }

  /** The document as text, with the layout applied to the body. */
  String render() {
    StringBuilder sb =
        new StringBuilder(
            head.length() + bodyLength() + tail.length() + 64 + paragraphs.size() * 8);
    if (html) {
      sb.append(head);
      renderHtml(sb);
    } else {
      sb.append(head);
      for (int i = 0; i < paragraphs.size(); i++) {
        if (i > 0) {
          sb.append("\n\n");
        }
        appendParagraph(sb, paragraphs.get(i));
      }
      if (!paragraphs.isEmpty()) {
        sb.append('\n');
      }
    }
    sb.append(tail);
    String out = sb.toString();
    return crlf ? out.replace("\r\n", "\n").replace("\n", "\r\n") : out;
  }

  private void renderHtml(StringBuilder sb) {
    sb.append("<html><head><meta charset=\"utf-8\"></head>\n<body>\n");
    for (String p : paragraphs) {
      sb.append("<p>");
      int from = sb.length();
      appendParagraph(sb, p);
      escapeHtml(sb, from);
      sb.append("</p>\n");
    }
    sb.append("</body></html>\n");
  }

  private static void escapeHtml(StringBuilder sb, int from) {
    for (int i = sb.length() - 1; i >= from; i--) {
      char c = sb.charAt(i);
      String entity =
          switch (c) {
            case '&' -> "&amp;";
            case '<' -> "&lt;";
            case '>' -> "&gt;";
            case '\n' -> "<br>\n";
            default -> null;
          };
      if (entity != null) {
        sb.replace(i, i + 1, entity);
      }
    }
  }

  private void appendParagraph(StringBuilder sb, String p) {
    String text = wrapWidth > 0 ? wrap(p, wrapWidth) : p;
    if (indent.isEmpty() && !doubleSpaces && !trailingSpaces) {
      sb.append(text);
      return;
    }
    int lineStart = 0;
    while (true) {
      int nl = text.indexOf('\n', lineStart);
      String line = text.substring(lineStart, nl < 0 ? text.length() : nl);
      sb.append(indent).append(doubleSpaces ? line.replace(". ", ".  ") : line);
      if (trailingSpaces) {
        sb.append("  ");
      }
      if (nl < 0) {
        return;
      }
      sb.append('\n');
      lineStart = nl + 1;
    }
  }

  /**
   * Joins the lines of a paragraph and wraps it at {@code width} (words longer than a line stay
   * whole).
   */
  static String wrap(String p, int width) {
    StringBuilder sb = new StringBuilder(p.length() + 8);
    int lineStart = 0;
    int i = 0;
    int n = p.length();
    while (i < n) {
      while (i < n && Character.isWhitespace(p.charAt(i))) {
        i++;
      }
      int w = i;
      while (i < n && !Character.isWhitespace(p.charAt(i))) {
        i++;
      }
      if (w == i) {
        break;
      }
      if (sb.length() > lineStart) {
        if (sb.length() - lineStart + 1 + (i - w) > width) {
          sb.append('\n');
          lineStart = sb.length();
        } else {
          sb.append(' ');
        }
      }
      sb.append(p, w, i);
    }
    return sb.toString();
  }
}
