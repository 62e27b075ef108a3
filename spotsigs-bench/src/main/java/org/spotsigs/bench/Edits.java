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
 * HTML, indentation, spacing). Every edit is a function of the draft and the generator's state. The
 * edits of the header are {@link HeaderEdits}.
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
      case HEADER -> HeaderEdits.header(d, r);
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

  // ---- body ----

  static void drop(Draft d, Rng r) {
    List<String> ps = d.paragraphs;
    if (ps.size() >= 3 && r.chance(0.5)) {
      ps.remove(r.nextInt(ps.size()));
      return;
    }
    List<Integer> multi = DraftText.paragraphsWithSentences(ps, 2);
    if (!multi.isEmpty()) {
      int i = r.pick(multi);
      int[] b = DraftText.sentences(ps.get(i));
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
      int[] b = DraftText.sentences(donor);
      String sentence = donor.substring(b[0], b[1]).strip();
      int i = r.nextInt(ps.size());
      ps.set(i, ps.get(i) + " " + sentence);
    } else {
      ps.add(r.nextInt(ps.size() + 1), donor);
    }
  }

  static void reorder(Draft d, Rng r) {
    List<String> ps = d.paragraphs;
    List<Integer> multi = DraftText.paragraphsWithSentences(ps, 2);
    if (ps.size() >= 2 && (multi.isEmpty() || r.chance(0.5))) {
      int i = r.nextInt(ps.size());
      int j = r.nextInt(ps.size() - 1);
      ps.add(j >= i ? j + 1 : j, ps.remove(i));
    } else if (!multi.isEmpty()) {
      int i = r.pick(multi);
      String p = ps.get(i);
      int[] b = DraftText.sentences(p);
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
      int[] w = DraftText.randomWord(d, r, true);
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
        int[] w = DraftText.randomWord(d, r, false);
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
            int[] other = DraftText.wordIn(p, r.nextInt(p.length()), false);
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
          d.head = HeaderEdits.newsReply(d.head);
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

  /** A donor paragraph of at most about 600 characters (cut at a space). */
  private static String cap(String p, Rng r) {
    int max = r.between(200, 600);
    if (p.length() <= max) {
      return p;
    }
    int cut = p.lastIndexOf(' ', max);
    return p.substring(0, cut > 0 ? cut : max);
  }
}
