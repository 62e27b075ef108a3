package org.spotsigs.html;

import java.util.Collection;
import org.apache.lucene.analysis.CharArraySet;
import org.spotsigs.analysis.PackedWords;

/**
 * Stop words looked up regardless of case, fast for the common case: a word of up to seven ASCII
 * characters is looked up, lower-cased, in its packed form ({@link PackedWords}); other words go to
 * a {@link CharArraySet}. Immutable after construction; thread-safe.
 */
final class StopWordSet {
  private final PackedWords packed;
  private final CharArraySet others;
  private final CharArraySet all;
  private final int maxLength;

  StopWordSet(Collection<String> words) {
    all = new CharArraySet(words, true);
    others = new CharArraySet(all.size(), true);
    packed = new PackedWords(all.size());
    int max = 0;
    for (Object o : all) {
      char[] w = (char[]) o;
      max = Math.max(max, w.length);
      long key = PackedWords.pack(w, 0, w.length, true);
      if (key != -1) {
        packed.add(key);
      } else {
        others.add(w);
      }
    }
    this.maxLength = max;
  }

  /** The longest stop word's length. */
  int maxLength() {
    return maxLength;
  }

  int size() {
    return all.size();
  }

  boolean contains(char[] text, int offset, int length) {
    long key = PackedWords.pack(text, offset, length, true);
    return key != -1 ? contains(key) : !others.isEmpty() && others.contains(text, offset, length);
  }

  /**
   * Whether the word whose lower-cased {@linkplain PackedWords#pack(long, int) packed} form is
   * {@code key} (not -1) is a stop word.
   */
  boolean contains(long key) {
    return packed.find(key) >= 0;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof StopWordSet s && s.all.equals(all);
  }

  @Override
  public int hashCode() {
    return 31 * maxLength + all.size(); // equal sets have equal sizes and longest words
  }
}
