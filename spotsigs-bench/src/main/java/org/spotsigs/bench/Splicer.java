package org.spotsigs.bench;

import java.util.ArrayList;
import java.util.List;

/**
 * "New" documents spliced from runs of paragraphs of several different real documents. The parts
 * are of similar length and no part is more than half of the text (more parts are added until none
 * is), so a spliced document is not a near-duplicate of any document it borrows from.
 */
final class Splicer {
  static final int MIN_PARTS = 3;
  static final int MAX_PARTS = 8;
  private static final int MAX_TRIES = 64;

  private final List<RealCorpus.Document> pool;

  Splicer(List<RealCorpus.Document> pool) {
    this.pool = pool;
  }

  /** A spliced document; {@code parts} receives the indexes (in the pool) of the documents it borrows from. */
  Draft splice(Rng r, List<Integer> parts) {
    int target = r.between(150, 700);
    List<String> texts = new ArrayList<>();
    Draft first = null;
    int longest = 0;
    int total = 0;
    for (int tries = 0; tries < MAX_TRIES && texts.size() < MAX_PARTS
        && (texts.size() < MIN_PARTS || 2 * longest > total); tries++) {
      int idx = r.nextInt(pool.size());
      if (parts.contains(idx)) {
        continue;
      }
      Draft d = Draft.parse(pool.get(idx));
      if (d.paragraphs.isEmpty()) {
        continue;
      }
      String part = window(d.paragraphs, r, texts.isEmpty() ? target : Math.max(target, longest));
      if (first == null) {
        first = d;
      }
      parts.add(idx);
      texts.add(part);
      longest = Math.max(longest, part.length());
      total += part.length();
    }
    if (first == null) {
      return Draft.of(RealCorpus.Source.PLAIN, "", List.of(), "");
    }
    int big = 0;
    for (int i = 1; i < texts.size(); i++) {
      big = texts.get(i).length() > texts.get(big).length() ? i : big;
    }
    int others = total - longest;
    if (longest > others && others > 0) { // still unbalanced (short donors): cut the longest part down to the rest
      String p = texts.get(big);
      int cut = p.lastIndexOf(' ', others);
      texts.set(big, p.substring(0, cut > others / 2 ? cut : others));
    }
    Draft out = Draft.of(first.source, first.head, texts, first.tail);
    Edits.header(out, r);
    return out;
  }

  /** Paragraphs from a random one on, until about {@code target} characters (cut at a space past 1.5 x target). */
  private static String window(List<String> ps, Rng r, int target) {
    StringBuilder sb = new StringBuilder();
    for (int i = r.nextInt(ps.size()); i < ps.size() && sb.length() < target; i++) {
      if (!sb.isEmpty()) {
        sb.append("\n\n");
      }
      sb.append(ps.get(i));
    }
    if (sb.length() > target * 3 / 2) {
      int cut = sb.lastIndexOf(" ", target);
      sb.setLength(cut > target / 2 ? cut : target);
    }
    return sb.toString();
  }
}
