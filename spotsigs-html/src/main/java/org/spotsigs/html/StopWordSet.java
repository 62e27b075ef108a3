package org.spotsigs.html;

import com.carrotsearch.hppc.LongHashSet;
import java.util.Collection;
import org.apache.lucene.analysis.CharArraySet;

/**
 * Stop words looked up regardless of case, fast for the common case: a word of up to eight ASCII
 * letters is packed into a long (eight bits a character, lower-cased) and looked up in a primitive
 * hash set; other words go to a {@link CharArraySet}. Immutable after construction; thread-safe.
 */
final class StopWordSet {
  private final LongHashSet packed = new LongHashSet();
  private final CharArraySet others;
  private final int maxLength;
  private final int size;

  StopWordSet(Collection<String> words) {
    CharArraySet all = new CharArraySet(words, true);
    others = new CharArraySet(all.size(), true);
    int max = 0;
    for (Object o : all) {
      char[] w = (char[]) o;
      max = Math.max(max, w.length);
      long key = pack(w, 0, w.length);
      if (key != -1) {
        packed.add(key);
      } else {
        others.add(w);
      }
    }
    this.maxLength = max;
    this.size = all.size();
  }

  /** The longest stop word's length. */
  int maxLength() {
    return maxLength;
  }

  int size() {
    return size;
  }

  boolean contains(char[] text, int offset, int length) {
    long key = pack(text, offset, length);
    return key != -1
        ? packed.contains(key)
        : !others.isEmpty() && others.contains(text, offset, length);
  }

  /** The lower-cased word packed into a long, or -1 if it is longer than 8 or not all ASCII. */
  private static long pack(char[] text, int offset, int length) {
    if (length > 8) {
      return -1;
    }
    long key = 0;
    for (int i = offset; i < offset + length; i++) {
      char c = text[i];
      if (c >= 128) {
        return -1;
      }
      if (c >= 'A' && c <= 'Z') {
        c += 'a' - 'A';
      }
      key = (key << 8) | c;
    }
    return (key << 4) | length;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof StopWordSet s && s.packed.equals(packed) && s.others.equals(others);
  }

  @Override
  public int hashCode() {
    return packed.hashCode();
  }
}
