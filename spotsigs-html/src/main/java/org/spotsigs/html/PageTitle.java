package org.spotsigs.html;

import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * The title a page gives itself in its head: the {@code og:title} of its metadata (the headline a
 * site shares, without the site's name as a rule), else its {@code <title>}; empty when it has
 * neither.
 */
final class PageTitle {
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
      Element t = doc.selectFirst("title");
      title = t == null ? "" : t.text().strip();
    }
    return title;
  }
}
