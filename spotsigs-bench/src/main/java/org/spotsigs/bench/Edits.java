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
import org.spotsigs.bench.RealCorpus.Source;

/**
 * The edits that make a near-duplicate variant of a document, as they happen to real copies: a
 * changed header, a dropped, added or moved paragraph or sentence, typos, substituted words, a
 * quoting reply, a cut-off tail, a footer or signature, a new layout (line wrapping, line endings,
 * HTML, indentation, spacing). Every edit is a function of the draft and the generator's state.
 */
final class Edits {
  private Edits() {}

  /** What an edit does. */
  enum Op {
    HEADER,
    DROP,
    ADD,
    REORDER,
    TYPOS,
    SUBSTITUTE,
    QUOTE,
    TRUNCATE,
    FOOTER,
    LAYOUT
  }

  /** Paragraphs of other documents, for added paragraphs and replies. */
  @FunctionalInterface
  interface Donors {
    /** A paragraph of a random other document (not empty). */
    String paragraph(Rng r);
  }

  /** Relative frequencies of the edits (light edits are common, heavy ones rarer). */
  private static final Op[] WEIGHTED;

  static {
    List<Op> w = new ArrayList<>();
    Collections.addAll(
        w,
        Op.HEADER,
        Op.HEADER,
        Op.HEADER,
        Op.FOOTER,
        Op.FOOTER,
        Op.FOOTER,
        Op.LAYOUT,
        Op.LAYOUT,
        Op.LAYOUT,
        Op.TYPOS,
        Op.TYPOS,
        Op.TYPOS,
        Op.SUBSTITUTE,
        Op.SUBSTITUTE,
        Op.DROP,
        Op.DROP,
        Op.ADD,
        Op.ADD,
        Op.REORDER,
        Op.REORDER,
        Op.QUOTE,
        Op.TRUNCATE);
    WEIGHTED = w.toArray(new Op[0]);
  }

  /** A random number of random edits (1, often 2, rarely up to 6); returns what was applied. */
  static List<Op> applyRandom(Draft d, Rng r, Donors donors) {
    int n = 1;
    while (n < 6 && r.chance(0.45)) {
      n++;
    }
    List<Op> applied = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      Op op = r.pick(WEIGHTED);
      apply(op, d, r, donors);
      applied.add(op);
    }
    return applied;
  }

  static void apply(Op op, Draft d, Rng r, Donors donors) {
    switch (op) {
      case HEADER -> header(d, r);
      case DROP -> drop(d, r);
      case ADD -> add(d, r, donors);
      case REORDER -> reorder(d, r);
      case TYPOS -> typos(d, r);
      case SUBSTITUTE -> substitute(d, r);
      case QUOTE -> quote(d, r, donors);
      case TRUNCATE -> truncate(d, r);
      case FOOTER -> d.paragraphs.add(Boilerplate.footer(r));
      case LAYOUT -> layout(d, r);
    }
  }

  // ---- header ----

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

  // ---- body ----

  static void drop(Draft d, Rng r) {
    List<String> ps = d.paragraphs;
    if (ps.size() >= 3 && r.chance(0.5)) {
      ps.remove(r.nextInt(ps.size()));
      return;
    }
    List<Integer> multi = paragraphsWithSentences(ps, 2);
    if (!multi.isEmpty()) {
      int i = r.pick(multi);
      int[] b = sentences(ps.get(i));
      int s = r.nextInt(b.length - 1);
      String p = ps.get(i);
      ps.set(i, (p.substring(0, b[s]) + p.substring(b[s + 1])).strip());
    } else if (ps.size() >= 2) {
      ps.remove(r.nextInt(ps.size()));
    }
  }

  static void add(Draft d, Rng r, Donors donors) {
    String donor = cap(donors.paragraph(r), r);
    List<String> ps = d.paragraphs;
    if (!ps.isEmpty() && r.chance(0.3)) {
      int[] b = sentences(donor);
      String sentence = donor.substring(b[0], b[1]).strip();
      int i = r.nextInt(ps.size());
      ps.set(i, ps.get(i) + " " + sentence);
    } else {
      ps.add(r.nextInt(ps.size() + 1), donor);
    }
  }

  static void reorder(Draft d, Rng r) {
    List<String> ps = d.paragraphs;
    List<Integer> multi = paragraphsWithSentences(ps, 2);
    if (ps.size() >= 2 && (multi.isEmpty() || r.chance(0.5))) {
      int i = r.nextInt(ps.size());
      int j = r.nextInt(ps.size() - 1);
      ps.add(j >= i ? j + 1 : j, ps.remove(i));
    } else if (!multi.isEmpty()) {
      int i = r.pick(multi);
      String p = ps.get(i);
      int[] b = sentences(p);
      int s = r.nextInt(b.length - 1);
      int t = r.nextInt(b.length - 1);
      if (s == t) {
        t = (s + 1) % (b.length - 1);
      }
      int lo = Math.min(s, t);
      int hi = Math.max(s, t);
      String first = p.substring(b[lo], b[lo + 1]).strip();
      String second = p.substring(b[hi], b[hi + 1]).strip();
      ps.set(
          i,
          (p.substring(0, b[lo])
                  + second
                  + " "
                  + p.substring(b[lo + 1], b[hi])
                  + first
                  + " "
                  + p.substring(b[hi + 1]))
              .strip());
    }
  }

  static void typos(Draft d, Rng r) {
    int k = Math.min(12, 1 + r.nextInt(2 + d.bodyLength() / 400));
    for (int t = 0; t < k; t++) {
      int[] w = randomWord(d, r, true);
      if (w == null) {
        return;
      }
      String p = d.paragraphs.get(w[0]);
      int s = w[1];
      int e = w[2];
      int at = s + 1 + r.nextInt(e - s - 2); // an inner letter
      String edited =
          switch (r.nextInt(4)) {
            case 0 ->
                p.substring(0, at) + p.charAt(at + 1) + p.charAt(at) + p.substring(at + 2); // swap
            case 1 -> p.substring(0, at) + p.substring(at + 1); // drop
            case 2 -> p.substring(0, at) + p.charAt(at) + p.substring(at); // double
            default ->
                p.substring(0, at) + (char) ('a' + r.nextInt(26)) + p.substring(at + 1); // replace
          };
      d.paragraphs.set(w[0], edited);
    }
  }

  static void substitute(Draft d, Rng r) {
    int k = Math.min(10, 1 + r.nextInt(2 + d.bodyLength() / 500));
    for (int t = 0; t < k; t++) {
      for (int attempt = 0; attempt < 8; attempt++) {
        int[] w = randomWord(d, r, false);
        if (w == null) {
          return;
        }
        String p = d.paragraphs.get(w[0]);
        String word = p.substring(w[1], w[2]);
        String replacement = null;
        if (Character.isDigit(word.charAt(0))) {
          int at = r.nextInt(word.length());
          if (Character.isDigit(word.charAt(at))) {
            replacement =
                word.substring(0, at)
                    + (char) ('0' + (word.charAt(at) - '0' + 1 + r.nextInt(9)) % 10)
                    + word.substring(at + 1);
          }
        } else {
          String syn = Boilerplate.SYNONYMS.get(word.toLowerCase(Locale.ROOT));
          if (syn != null) {
            replacement = Character.isUpperCase(word.charAt(0)) ? Boilerplate.capitalize(syn) : syn;
          } else if (attempt == 7) {
            int[] other = wordIn(p, r.nextInt(p.length()), false);
            replacement = other == null ? null : p.substring(other[0], other[1]);
          }
        }
        if (replacement != null) {
          d.paragraphs.set(w[0], p.substring(0, w[1]) + replacement + p.substring(w[2]));
          break;
        }
      }
    }
  }

  static void quote(Draft d, Rng r, Donors donors) {
    List<String> reply = new ArrayList<>();
    int n = r.between(1, 2);
    for (int i = 0; i < n; i++) {
      reply.add(cap(donors.paragraph(r), r));
    }
    List<String> original = new ArrayList<>(d.paragraphs);
    d.paragraphs.clear();
    switch (d.source) {
      case NEWS, PLAIN -> {
        String who = Boilerplate.email(r) + " (" + Boilerplate.name(r) + ")";
        StringBuilder quoted =
            new StringBuilder(
                d.source == Source.NEWS
                    ? "In article <" + Boilerplate.messageId(r) + ">, " + who + " writes:"
                    : "On " + Boilerplate.date(r) + ", " + who + " wrote:");
        for (int i = 0; i < original.size(); i++) {
          if (i > 0) {
            quoted.append("\n>");
          }
          for (String line : original.get(i).split("\n")) {
            quoted.append("\n> ").append(line);
          }
        }
        boolean top = r.chance(0.4);
        if (top) {
          d.paragraphs.addAll(reply);
        }
        d.paragraphs.add(quoted.toString());
        if (!top) {
          d.paragraphs.addAll(reply);
        }
        if (d.source == Source.NEWS) {
          d.head = newsHeaderReply(d.head);
        }
      }
      case MAIL -> {
        d.paragraphs.addAll(reply);
        d.paragraphs.add(
            r.chance(0.5)
                ? "-----Original Message-----\nFrom: "
                    + Boilerplate.name(r)
                    + "\nSent: "
                    + Boilerplate.date(r)
                    + "\nTo: "
                    + Boilerplate.name(r)
                : "----- Forwarded by "
                    + Boilerplate.name(r)
                    + "/HOU/ECT on "
                    + String.format(
                        Locale.ROOT, "%02d/%02d/2001", r.between(1, 12), r.between(1, 28))
                    + " -----");
        d.paragraphs.addAll(original);
      }
      case NEWSWIRE -> { // wires do not quote: a correction notice instead
        d.paragraphs.add(
            r.pick(
                new String[] {
                  "(Corrects figure in third paragraph)",
                  "(Adds background)",
                  "(Recasts with company comment)"
                }));
        d.paragraphs.addAll(original);
      }
    }
  }

  private static String newsHeaderReply(String head) {
    List<String> lines = lines(head);
    int s = find(lines, "Subject:");
    if (s >= 0 && !lines.get(s).startsWith("Subject: Re:")) {
      lines.set(s, "Subject: Re:" + lines.get(s).substring("Subject:".length()));
    }
    return lines.isEmpty() ? head : String.join("\n", lines) + "\n";
  }

  static void truncate(Draft d, Rng r) {
    int total = d.bodyLength();
    if (total < 40) {
      return;
    }
    int keep = (int) (total * (0.55 + 0.4 * r.nextDouble()));
    List<String> ps = d.paragraphs;
    int seen = 0;
    for (int i = 0; i < ps.size(); i++) {
      String p = ps.get(i);
      if (seen + p.length() > keep) {
        int cut = p.lastIndexOf(' ', Math.max(0, keep - seen));
        ps.subList(i + (cut > 0 ? 1 : 0), ps.size()).clear();
        if (cut > 0) {
          ps.set(i, p.substring(0, cut));
        }
        break;
      }
      seen += p.length();
    }
    if (r.chance(0.5)) {
      ps.add(r.pick(new String[] {"[...]", "(more)", "-- continued --", "Read the full story"}));
    }
  }

  static void layout(Draft d, Rng r) {
    switch (r.nextInt(6)) {
      case 0 -> d.wrapWidth = r.between(40, 100);
      case 1 -> d.crlf = true;
      case 2 -> {
        d.html = true;
        if (r.chance(0.6)) {
          d.paragraphs.add(0, r.pick(Boilerplate.NAV));
          d.paragraphs.add(r.pick(Boilerplate.NAV));
        }
      }
      case 3 -> d.indent = r.chance(0.5) ? "\t" : "    ";
      case 4 -> d.doubleSpaces = true;
      default -> d.trailingSpaces = true;
    }
  }

  // ---- helpers ----

  /**
   * Sentence boundaries of {@code p}: 0, the end of each sentence (after its trailing whitespace),
   * p.length().
   */
  static int[] sentences(String p) {
    int[] b = new int[8];
    int n = 1;
    int len = p.length();
    for (int i = 0; i < len - 1; i++) {
      char c = p.charAt(i);
      if ((c == '.' || c == '!' || c == '?') && Character.isWhitespace(p.charAt(i + 1))) {
        int j = i + 1;
        while (j < len && Character.isWhitespace(p.charAt(j))) {
          j++;
        }
        if (j < len) {
          if (n + 1 >= b.length) {
            b = java.util.Arrays.copyOf(b, b.length * 2);
          }
          b[n++] = j;
        }
        i = j - 1;
      }
    }
    b[n++] = len;
    return java.util.Arrays.copyOf(b, n);
  }

  private static List<Integer> paragraphsWithSentences(List<String> ps, int min) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < ps.size(); i++) {
      if (sentences(ps.get(i)).length - 1 >= min) {
        out.add(i);
      }
    }
    return out;
  }

  /**
   * A random word of the body: {paragraph, start, end}. Letters only and at least 4 long when
   * {@code lettersOnly} (for typos), else letters or digits; null if the body has none (after a few
   * tries).
   */
  private static int[] randomWord(Draft d, Rng r, boolean lettersOnly) {
    int total = d.bodyLength();
    if (total == 0) {
      return null;
    }
    for (int attempt = 0; attempt < 10; attempt++) {
      int pos = r.nextInt(total);
      int i = 0;
      while (pos >= d.paragraphs.get(i).length()) {
        pos -= d.paragraphs.get(i).length();
        i++;
      }
      int[] w = wordIn(d.paragraphs.get(i), pos, lettersOnly);
      if (w != null && (!lettersOnly || w[1] - w[0] >= 4)) {
        return new int[] {i, w[0], w[1]};
      }
    }
    return null;
  }

  /**
   * The word (ASCII letters, or letters and digits) at or after {@code pos} in {@code p}: {start,
   * end}, or null.
   */
  private static int[] wordIn(String p, int pos, boolean lettersOnly) {
    int n = p.length();
    int i = pos;
    while (i < n && !wordChar(p.charAt(i), lettersOnly)) {
      i++;
    }
    if (i == n) {
      return null;
    }
    int s = i;
    while (s > 0 && wordChar(p.charAt(s - 1), lettersOnly)) {
      s--;
    }
    int e = i;
    while (e < n && wordChar(p.charAt(e), lettersOnly)) {
      e++;
    }
    return new int[] {s, e};
  }

  private static boolean wordChar(char c, boolean lettersOnly) {
    return (c >= 'a' && c <= 'z')
        || (c >= 'A' && c <= 'Z')
        || (!lettersOnly && c >= '0' && c <= '9');
  }

  /** A donor paragraph of at most about 600 characters (cut at a space). */
  private static String cap(String p, Rng r) {
    int max = r.between(200, 600);
    if (p.length() <= max) {
      return p;
    }
    int cut = p.lastIndexOf(' ', max);
    return p.substring(0, cut > 0 ? cut : max);
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
