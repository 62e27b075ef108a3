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
import org.jsoup.nodes.Element;

/** Where elements stand in a page's tree: depth, ancestors, the child on the way down. */
final class PageTree {
  private PageTree() {}

  static int depth(Element e) {
    int d = 0;
    for (; e != null; e = e.parent()) {
      d++;
    }
    return d;
  }

  static Element commonAncestor(Element a, Element b) {
    int da = depth(a);
    int db = depth(b);
    while (da > db) {
      a = a.parent();
      da--;
    }
    while (db > da) {
      b = b.parent();
      db--;
    }
    while (a != b) {
      a = a.parent();
      b = b.parent();
    }
    return a;
  }

  /** Whether {@code e} is {@code container} or lies inside it. */
  static boolean isInside(Element e, Element container) {
    for (; e != null; e = e.parent()) {
      if (e == container) {
        return true;
      }
    }
    return false;
  }

  /** The child of {@code ancestor} that holds {@code e}, or null if {@code e} is not below it. */
  static Element childOf(Element e, Element ancestor) {
    for (; e != null; e = e.parent()) {
      if (e.parent() == ancestor) {
        return e;
      }
    }
    return null;
  }

  /** The tag names from {@code ancestor} down to {@code e}, e.g. {@code div/p}. */
  static String tagPath(Element e, Element ancestor) {
    StringBuilder sb = new StringBuilder();
    for (; e != ancestor; e = e.parent()) {
      sb.insert(0, '/').insert(1, e.normalName());
    }
    return sb.toString();
  }

  /** The nearest of {@code elements} that is or holds {@code e}, or null. */
  static Element enclosing(Element e, Set<Element> elements) {
    while (e != null && !elements.contains(e)) {
      e = e.parent();
    }
    return e;
  }
}
