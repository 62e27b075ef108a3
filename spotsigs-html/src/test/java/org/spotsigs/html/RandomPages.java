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

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random web pages written for the tests: an article (headline, byline, paragraphs of natural
 * sentences) inside a site frame (navigation, a sidebar with an "about" box written in full
 * sentences and teasers, a footer with a copyright notice), optionally with a comment thread after
 * the article, scripts and styles in the head and body, inline links and entities. The article and
 * frame use different vocabularies, so a test can tell whose words reached the output.
 */
final class RandomPages {
  private static final String[] STOP = {
    "the", "a", "of", "to", "and", "in", "is", "was", "that", "it", "for", "on", "with", "as", "at",
    "by", "from", "this", "have", "be", "are", "has", "had", "not", "but", "which"
  };
  private static final String[] ARTICLE = {
    "council",
    "budget",
    "river",
    "bridge",
    "mayor",
    "engineers",
    "vote",
    "residents",
    "traffic",
    "repairs",
    "summer",
    "contract",
    "inspection",
    "funding",
    "concrete",
    "schedule",
    "committee",
    "report",
    "estimate",
    "delays",
    "county",
    "workers",
    "project",
    "weather",
    "season"
  };
  private static final String[] FRAME = {
    "newsletter",
    "subscribe",
    "partners",
    "advertising",
    "privacy",
    "policy",
    "cookies",
    "rights",
    "reserved",
    "staff",
    "editors",
    "readers",
    "archive",
    "network",
    "community",
    "membership"
  };

  /** A page and what it is made of. */
  record Page(
      String html, String headline, List<String> articleParagraphs, List<String> frameTexts) {}

  private RandomPages() {}

  static String sentence(Random r, String[] content, int words) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < words; i++) {
      String w =
          r.nextInt(5) < 2 ? STOP[r.nextInt(STOP.length)] : content[r.nextInt(content.length)];
      if (i == 0) {
        w = Character.toUpperCase(w.charAt(0)) + w.substring(1);
      }
      sb.append(i == 0 ? "" : " ").append(w);
    }
    return sb.append('.').toString();
  }

  static String paragraph(Random r, String[] content, int minWords, int maxWords) {
    int words = minWords + r.nextInt(maxWords - minWords + 1);
    StringBuilder sb = new StringBuilder();
    while (words > 0) {
      int n = Math.min(words, 6 + r.nextInt(12));
      sb.append(sb.length() == 0 ? "" : " ").append(sentence(r, content, n));
      words -= n;
    }
    return sb.toString();
  }

  /**
   * A {@link #paragraph} at least 30 % of whose words are stop words that every version of the
   * extraction counts as stop words (a random paragraph has 40 % on average; a few fall below the
   * 20 % the extraction asks of prose). A sentence's last word is not counted: the extraction's
   * versions 1 to 6 read a word directly followed by punctuation ("on.") as no stop word, so a
   * paragraph whose stop words often end its sentences could be no prose to them although its words
   * say it is.
   */
  static String prose(Random r, String[] content, int minWords, int maxWords) {
    while (true) {
      String p = paragraph(r, content, minWords, maxWords);
      String[] words = p.toLowerCase(java.util.Locale.ROOT).split(" ");
      int stop = 0;
      for (String w : words) {
        if (w.endsWith(".")) {
          continue; // the last word of a sentence: no stop word to the extraction
        }
        for (String s : STOP) {
          if (s.equals(w)) {
            stop++;
            break;
          }
        }
      }
      if (10 * stop >= 3 * words.length) {
        return p;
      }
    }
  }

  /**
   * A random page; with {@code plainSpaces}, no text node holds two white space characters in a row
   * or an entity.
   */
  static Page page(Random r, boolean plainSpaces) {
    String headline = sentence(r, ARTICLE, 5 + r.nextInt(5));
    headline = headline.substring(0, headline.length() - 1);
    List<String> paragraphs = new ArrayList<>();
    for (int i = 4 + r.nextInt(8); i > 0; i--) {
      paragraphs.add(paragraph(r, ARTICLE, 25, 80));
    }
    List<String> frame = new ArrayList<>();
    StringBuilder h =
        new StringBuilder("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>")
            .append(headline)
            .append(" | The Daily Example</title>\n");
    h.append(
        "<script>var x = '<p>not text</p>'; if (a < b && c > d) { document.write('<scr' + 'ipt>'); }</script>\n");
    h.append("<style>p { color: red } .nav > li { float: left }</style></head>\n<body>\n");
    h.append("<div class=\"header\"><ul class=\"nav\">");
    for (int i = 3 + r.nextInt(6); i > 0; i--) {
      String item = FRAME[r.nextInt(FRAME.length)];
      h.append("<li><a href=\"/").append(item).append("\">").append(item).append("</a></li>");
    }
    h.append("</ul></div>\n<div class=\"main\"><div class=\"content\">\n");
    h.append("<h1>").append(headline).append("</h1>\n");
    h.append("<p class=\"byline\">By Jane Doe, ")
        .append(r.nextInt(28) + 1)
        .append(" March 2024</p>\n");
    boolean wrap = r.nextInt(4) == 0;
    for (int i = 0; i < paragraphs.size(); i++) {
      String p = paragraphs.get(i);
      String markup = plainSpaces ? inlineMarkup(r, p) : messy(r, inlineMarkup(r, p));
      h.append(wrap ? "<div class=\"para\"><p>" : "<p>")
          .append(markup)
          .append(wrap ? "</p></div>\n" : "</p>\n");
      if (i == 1 && r.nextBoolean()) {
        h.append("<div class=\"ad\"><span>Advertisement</span><script>ad();</script></div>\n");
      }
    }
    h.append("</div>\n");
    if (r.nextBoolean()) {
      h.append("<div class=\"comments\"><h3>Comments</h3><ol>");
      for (int i = 3 + r.nextInt(6); i > 0; i--) {
        String c = paragraph(r, FRAME, 20, 60);
        frame.add(c);
        h.append("<li class=\"comment\"><div class=\"meta\"><a href=\"/u/")
            .append(i)
            .append("\">reader")
            .append(i)
            .append("</a> wrote on 12 May</div><p>")
            .append(c)
            .append("</p><a href=\"#reply\">Reply</a></li>");
      }
      h.append("</ol></div>\n");
    }
    String about = paragraph(r, FRAME, 25, 45);
    frame.add(about);
    h.append("<div class=\"sidebar\"><h3>About us</h3><p>").append(about).append("</p><ul>");
    for (int i = 3 + r.nextInt(5); i > 0; i--) {
      String teaser = sentence(r, FRAME, 6 + r.nextInt(6));
      frame.add(teaser);
      h.append("<li><a href=\"/t").append(i).append("\">").append(teaser).append("</a></li>");
    }
    h.append("</ul></div></div>\n");
    String copyright = "Copyright 2024 The Daily Example. " + paragraph(r, FRAME, 15, 25);
    frame.add(copyright);
    h.append("<div class=\"footer\"><p>").append(copyright).append("</p></div>\n</body></html>\n");
    return new Page(h.toString(), headline, paragraphs, frame);
  }

  /** Puts a link or emphasis around a few words, without changing the text. */
  private static String inlineMarkup(Random r, String p) {
    String[] words = p.split(" ");
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < words.length; i++) {
      sb.append(i == 0 ? "" : " ");
      int k = r.nextInt(40);
      if (k == 0) {
        sb.append("<a href=\"/w/").append(i).append("\">").append(words[i]).append("</a>");
      } else if (k == 1) {
        sb.append("<b>").append(words[i]).append("</b>");
      } else {
        sb.append(words[i]);
      }
    }
    return sb.toString();
  }

  /** White space runs and line breaks inside the text, and entities for some characters. */
  private static String messy(Random r, String markup) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < markup.length(); i++) {
      char c = markup.charAt(i);
      if (c == ' ' && r.nextInt(10) == 0) {
        sb.append(r.nextBoolean() ? "\n   " : "  ");
      } else if (c == '.' && r.nextInt(20) == 0) {
        sb.append("&#46;");
      } else {
        sb.append(c);
      }
    }
    return sb.toString();
  }
}
