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

import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Evaluator;
import org.jsoup.select.QueryParser;

/**
 * The title a page gives itself in its head: the {@code og:title} of its metadata (the headline a
 * site shares, without the site's name as a rule), else its {@code <title>}; empty when it has
 * neither.
 */
final class PageTitle {
  /**
   * The {@code title} query, parsed once: a query given as a string is parsed on every call, which
   * cost more than the search itself on pages whose head has no title.
   */
  private static final Evaluator TITLE = QueryParser.parse("title");

  private PageTitle() {}

  static String of(Document doc) {
    Element head = doc.head();
    String title = "";
    for (Element e = head == null ? null : head.firstElementChild();
        e != null;
        e = e.nextElementSibling()) {
      String tag = e.normalName();
      if (tag.equals("meta")
          && (e.attr("property").equalsIgnoreCase("og:title")
              || e.attr("name").equalsIgnoreCase("og:title"))
          && !e.attr("content").isBlank()) {
        return e.attr("content").strip();
      }
      if (tag.equals("title") && title.isEmpty()) {
        title = e.text().strip();
      }
    }
    if (title.isEmpty()) {
      Element t = doc.selectFirst(TITLE);
      title = t == null ? "" : t.text().strip();
    }
    return title;
  }
}
