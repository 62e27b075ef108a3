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
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * The edits of a draft's header ({@link Edits}), as each kind of source changes one: the fields of
 * a news posting or a mail, the tags of a newswire story, the byline of a plain page.
 */
final class HeaderEdits {
  private HeaderEdits() {}

  /** A changed header, as the draft's source changes one. */
  static void header(Draft d, Rng r) {
    switch (d.source) {
      case NEWS -> d.head = newsHeader(d.head, r, d);
      case MAIL -> d.head = mailHeader(d.head, r);
      case NEWSWIRE -> d.head = newswireHeader(d.head, r);
      case PLAIN ->
          d.head =
              d.head.isEmpty() || r.chance(0.5)
                  ? "Posted by " + Boilerplate.name(r) + " on " + Boilerplate.date(r) + "\n\n"
                  : "";
    }
  }

  private static String newsHeader(String head, Rng r, Draft d) {
    List<String> lines = lines(head);
    int changes = r.between(1, 2);
    for (int c = 0; c < changes; c++) {
      switch (r.nextInt(6)) {
        case 0 -> {
          int s = find(lines, "Subject:");
          if (s >= 0 && !lines.get(s).startsWith("Subject: Re:")) {
            lines.set(s, "Subject: Re:" + lines.get(s).substring("Subject:".length()));
          } else {
            lines.add("Subject: Re: " + r.pick(Boilerplate.NEWSGROUPS));
          }
        }
        case 1 -> set(lines, "Organization:", r.pick(Boilerplate.ORGANIZATIONS));
        case 2 -> {
          long count = 0;
          for (String p : d.paragraphs) {
            count += 2 + p.chars().filter(ch -> ch == '\n').count();
          }
          set(lines, "Lines:", Long.toString(count));
        }
        case 3 ->
            lines.add(
                r.pick(
                    new String[] {
                      "NNTP-Posting-Host: " + r.pick(Boilerplate.HOSTS),
                      "Message-ID: <" + Boilerplate.messageId(r) + ">",
                      "Date: " + Boilerplate.date(r),
                      "Newsgroups: "
                          + r.pick(Boilerplate.NEWSGROUPS)
                          + ","
                          + r.pick(Boilerplate.NEWSGROUPS),
                      "Reply-To: " + Boilerplate.email(r),
                      "X-Newsreader: TIN [version 1.1 PL8]",
                      "Distribution: world"
                    }));
        case 4 -> {
          List<Integer> removable = new ArrayList<>();
          for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).startsWith("From:") && !lines.get(i).startsWith("Subject:")) {
              removable.add(i);
            }
          }
          if (!removable.isEmpty()) {
            lines.remove((int) r.pick(removable));
          }
        }
        default -> set(lines, "From:", Boilerplate.email(r) + " (" + Boilerplate.name(r) + ")");
      }
    }
    return String.join("\n", lines) + "\n";
  }

  private static String mailHeader(String head, Rng r) {
    List<String> lines = lines(head);
    int s = find(lines, "Subject:");
    if (s < 0) {
      lines.add(0, "Subject: ");
      s = 0;
    }
    boolean subject = r.chance(0.6);
    if (subject) {
      lines.set(
          s,
          "Subject: "
              + r.pick(new String[] {"re : ", "fw : ", "fwd : ", "RE: ", "FW: "})
              + lines.get(s).substring("Subject:".length()).trim());
    }
    if (!subject || r.chance(0.5)) {
      lines.add(s + 1, "From: " + Boilerplate.email(r));
      lines.add(s + 2, "To: " + Boilerplate.email(r));
      lines.add(s + 3, "Date: " + Boilerplate.date(r));
      if (r.chance(0.3)) {
        lines.add(s + 4, "X-Mailer: Microsoft Outlook Express 6.00.2600.0000");
      }
    }
    return String.join("\n", lines) + "\n";
  }

  private static String newswireHeader(String head, Rng r) {
    String h = head;
    int changes = r.between(1, 2);
    for (int c = 0; c < changes; c++) {
      switch (r.nextInt(5)) {
        case 0 ->
            h =
                replaceBetween(
                    h,
                    "<DATE>",
                    "</DATE>",
                    String.format(
                        Locale.ROOT,
                        "%2d-%s-1987 %02d:%02d:%02d.%02d",
                        r.between(1, 28),
                        r.pick(Boilerplate.MONTHS),
                        r.nextInt(24),
                        r.nextInt(60),
                        r.nextInt(60),
                        r.nextInt(100)));
        case 1 ->
            h = replaceBetween(h, "NEWID=\"", "\"", Integer.toString(r.between(30000, 99999)));
        case 2 ->
            h =
                replaceBetween(
                    h, "<TOPICS>", "</TOPICS>", "<D>" + r.pick(Boilerplate.TOPICS) + "</D>");
        case 3 ->
            h =
                replaceBetween(
                    h,
                    "<TITLE>",
                    "</TITLE>",
                    r.pick(new String[] {"CORRECTED - ", "REPEAT - ", "UPDATE 1-"})
                        + between(h, "<TITLE>", "</TITLE>"));
        default ->
            h =
                replaceBetween(
                    h,
                    "<DATELINE>",
                    "</DATELINE>",
                    "    "
                        + r.pick(Boilerplate.CITIES)
                        + ", "
                        + Boilerplate.capitalize(
                            r.pick(Boilerplate.MONTHS).toLowerCase(Locale.ROOT))
                        + " "
                        + r.between(1, 28)
                        + " - ");
      }
    }
    return h;
  }

  /** A news header made that of a reply: its subject starts with "Re:". */
  static String newsReply(String head) {
    List<String> lines = lines(head);
    int s = find(lines, "Subject:");
    if (s >= 0 && !lines.get(s).startsWith("Subject: Re:")) {
      lines.set(s, "Subject: Re:" + lines.get(s).substring("Subject:".length()));
    }
    return lines.isEmpty() ? head : String.join("\n", lines) + "\n";
  }

  private static List<String> lines(String head) {
    List<String> lines = new ArrayList<>();
    if (!head.isEmpty()) {
      Collections.addAll(lines, head.split("\n", -1));
      if (lines.get(lines.size() - 1).isEmpty()) {
        lines.remove(lines.size() - 1);
      }
    }
    return lines;
  }

  private static int find(List<String> lines, String prefix) {
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).startsWith(prefix)) {
        return i;
      }
    }
    return -1;
  }

  private static void set(List<String> lines, String prefix, String value) {
    int i = find(lines, prefix);
    if (i >= 0) {
      lines.set(i, prefix + " " + value);
    } else {
      lines.add(prefix + " " + value);
    }
  }

  private static String between(String s, String open, String close) {
    int a = s.indexOf(open);
    int b = a < 0 ? -1 : s.indexOf(close, a + open.length());
    return b < 0 ? "" : s.substring(a + open.length(), b);
  }

  /**
   * {@code s} with the text between {@code open} and {@code close} replaced (unchanged if they are
   * absent).
   */
  private static String replaceBetween(String s, String open, String close, String value) {
    int a = s.indexOf(open);
    int b = a < 0 ? -1 : s.indexOf(close, a + open.length());
    return b < 0 ? s : s.substring(0, a + open.length()) + value + s.substring(b);
  }
}
