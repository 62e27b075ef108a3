package org.spotsigs.analysis;

import java.util.List;
import java.util.Map;
import org.apache.lucene.analysis.CharArrayMap;
import org.apache.lucene.analysis.CharArraySet;

/**
 * The role of each word for {@link SpotChains}, looked up once per word of every document: null for
 * a word chains take, an empty array for a stop word, the specs of an antecedent (which chains step
 * over too).
 *
 * <p>Most stop words and antecedents are short ASCII words, so a word of up to 8 ASCII characters
 * is packed into a long (8 bits a character, plus its length) and looked up in an open-addressing
 * table of longs at most a quarter full (most words have no role and end at an empty slot); longer
 * or non-ASCII words go to a {@link CharArrayMap}, and a word longer than every word with a role is
 * no one's without any lookup. Immutable after construction; thread-safe.
 */
final class WordRoles {
  static final SpotSpec[] STOP = new SpotSpec[0];

  /** Packed words (never 0: the length is part of the key), 0 for an empty slot. */
  private final long[] keys;

  private final SpotSpec[][] values;
  private final int shift;
  private final CharArrayMap<SpotSpec[]> others;

  /**
   * A filter of the words in {@link #others}: one bit per (length, first and last character); a
   * word whose bit is clear is in no role, without a look into the map.
   */
  private final long[] othersFilter = new long[16];

  private final int maxLength;

  WordRoles(SpotSet spotSet, CharArraySet stopWords) {
    CharArrayMap<SpotSpec[]> all =
        new CharArrayMap<>(stopWords.size() + spotSet.byAntecedent().size(), false);
    for (Object w : stopWords) {
      all.put((char[]) w, STOP);
    }
    for (Map.Entry<String, List<SpotSpec>> e : spotSet.byAntecedent().entrySet()) {
      all.put(e.getKey(), e.getValue().toArray(new SpotSpec[0]));
    }
    others = new CharArrayMap<>(all.size(), false);
    int bits = Math.max(4, 32 - Integer.numberOfLeadingZeros(4 * all.size()));
    keys = new long[1 << bits];
    values = new SpotSpec[1 << bits][];
    shift = 64 - bits;
    int max = 0;
    for (Map.Entry<Object, SpotSpec[]> e : all.entrySet()) {
      char[] word = (char[]) e.getKey();
      max = Math.max(max, word.length);
      long key = pack(word, 0, word.length);
      if (key != -1) {
        int slot = slot(key);
        while (keys[slot] != 0) {
          slot = (slot + 1) & (keys.length - 1);
        }
        keys[slot] = key;
        values[slot] = e.getValue();
      } else {
        others.put(word, e.getValue());
        int bit = filterBit(word, 0, word.length);
        othersFilter[bit >>> 6] |= 1L << bit;
      }
    }
    this.maxLength = max;
  }

  private int slot(long key) {
    return (int) ((key * 0x9E3779B97F4A7C15L) >>> shift);
  }

  /** The role of {@code buffer[offset, offset + length)}. */
  SpotSpec[] get(char[] buffer, int offset, int length) {
    if (length > maxLength) {
      return null;
    }
    long key = pack(buffer, offset, length);
    if (key != -1) {
      return get(key);
    }
    int bit = filterBit(buffer, offset, length);
    return (othersFilter[bit >>> 6] & (1L << bit)) == 0 ? null : others.get(buffer, offset, length);
  }

  /** The filter bit of a word (0 to 1023). */
  private static int filterBit(char[] buffer, int offset, int length) {
    int h = length * 0x9E3779B1 + buffer[offset] * 0x85EBCA77 + buffer[offset + length - 1];
    return (h ^ (h >>> 15)) & 1023;
  }

  /** The role of the word whose {@linkplain #pack packed} form is {@code key} (not -1). */
  SpotSpec[] get(long key) {
    int mask = keys.length - 1;
    for (int slot = slot(key); ; slot = (slot + 1) & mask) {
      long k = keys[slot];
      if (k == key) {
        return values[slot];
      }
      if (k == 0) {
        return null;
      }
    }
  }

  /**
   * The packed form of a word of {@code length} characters whose characters, all ASCII, were
   * shifted into {@code chars} one after the other ({@code chars = chars << 8 | c}): what {@link
   * #pack} gives; -1 for a word longer than 7.
   */
  static long pack(long chars, int length) {
    return length == 0 || length > 7 ? -1 : (long) length << (8 * length) | chars;
  }

  /** Up to 7 ASCII characters and their number in a long, or -1 for other words. */
  static long pack(char[] buffer, int offset, int length) {
    if (length == 0 || length > 7) {
      return -1;
    }
    long key = length;
    for (int i = offset, end = offset + length; i < end; i++) {
      char c = buffer[i];
      if (c >= 128) {
        return -1;
      }
      key = (key << 8) | c;
    }
    return key;
  }
}
