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
 * <p>Most stop words and antecedents are short ASCII words, looked up in their packed form ({@link
 * PackedWords}); longer or non-ASCII words go to a {@link CharArrayMap} (behind a filter), and a
 * word longer than every word with a role is no one's without any lookup. Immutable after
 * construction; thread-safe.
 */
final class WordRoles {
  static final SpotSpec[] STOP = new SpotSpec[0];

  /** Packed words, and the role of each by slot. */
  private final PackedWords packed;

  private final SpotSpec[][] values;
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
    packed = new PackedWords(all.size());
    values = new SpotSpec[packed.slots()][];
    int max = 0;
    for (Map.Entry<Object, SpotSpec[]> e : all.entrySet()) {
      char[] word = (char[]) e.getKey();
      max = Math.max(max, word.length);
      long key = PackedWords.pack(word, 0, word.length, false);
      if (key != -1) {
        values[packed.add(key)] = e.getValue();
      } else {
        others.put(word, e.getValue());
        int bit = filterBit(word, 0, word.length);
        othersFilter[bit >>> 6] |= 1L << bit;
      }
    }
    this.maxLength = max;
  }

  /** The length of the longest word with a role: a longer word has none. */
  int maxLength() {
    return maxLength;
  }

  /** The role of {@code buffer[offset, offset + length)}. */
  SpotSpec[] get(char[] buffer, int offset, int length) {
    if (length > maxLength) {
      return null;
    }
    long key = PackedWords.pack(buffer, offset, length, false);
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

  /**
   * The role of the word whose {@linkplain PackedWords#pack(long, int) packed} form is {@code key}
   * (not -1).
   */
  SpotSpec[] get(long key) {
    int slot = packed.find(key);
    return slot < 0 ? null : values[slot];
  }
}
