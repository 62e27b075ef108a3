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

/**
 * A set of short words for lookups on every word of a text: a word of 1 to 7 ASCII characters is
 * packed into a long (8 bits a character, and its length), and the packed words are kept in an
 * open-addressing table at most a quarter full, so that a lookup is a multiplication and, for most
 * words of a text (which are in no such set), one probe that ends at an empty slot. Longer or
 * non-ASCII words have no packed form; the caller keeps those elsewhere. Immutable once filled;
 * thread-safe for lookups.
 */
public final class PackedWords {
  /** Packed words (never 0: the length is part of the key), 0 for an empty slot. */
  private final long[] keys;

  private final int shift;
  private int size;

  /**
   * A table for at most {@code capacity} words.
   *
   * @param capacity the number of distinct words that will be added; the table has at least four
   *     times as many slots (16 at least), and may take more words before {@link #add} refuses one
   */
  public PackedWords(int capacity) {
    int bits = Math.max(4, 32 - Integer.numberOfLeadingZeros(4 * Math.max(1, capacity)));
    keys = new long[1 << bits];
    shift = 64 - bits;
  }

  /**
   * The packed form of {@code buffer[offset, offset + length)}, lower-cased first if {@code
   * lowerCase} (ASCII letters only), or -1 if the word is empty, longer than 7 or not all ASCII.
   *
   * @param buffer the characters; not modified
   * @param offset the index of the word's first character
   * @param length the word's length in characters
   * @param lowerCase whether to lower-case the ASCII letters {@code A} to {@code Z} first
   * @return the packed form (never 0 or -1), or -1 if the word has none
   */
  public static long pack(char[] buffer, int offset, int length, boolean lowerCase) {
    if (length == 0 || length > 7) {
      return -1;
    }
    long chars = 0;
    for (int i = offset, end = offset + length; i < end; i++) {
      char c = buffer[i];
      if (c >= 128) {
        return -1;
      }
      if (lowerCase && c >= 'A' && c <= 'Z') {
        c += 'a' - 'A';
      }
      chars = chars << 8 | c;
    }
    return pack(chars, length);
  }

  /**
   * The packed form of a word of {@code length} ASCII characters shifted into {@code chars} one
   * after the other ({@code chars = chars << 8 | c}), as {@link #pack(char[], int, int, boolean)}
   * gives it; -1 for a word of no or more than 7 characters.
   *
   * @param chars the word's characters, 8 bits each, the first in the highest used byte
   * @param length the word's length in characters, 1 to 7 for a packed form
   * @return the packed form, or -1 if {@code length} is 0 or more than 7
   */
  public static long pack(long chars, int length) {
    return length == 0 || length > 7 ? -1 : (long) length << (8 * length) | chars;
  }

  /**
   * Adds a packed word (not -1); returns its slot.
   *
   * @param key the packed form of the word, as {@link #pack(char[], int, int, boolean)} gives it
   * @return the word's slot, in {@code [0, slots())}; the same for the same word, if added again
   * @throws IllegalArgumentException if {@code key} is -1 or 0 (no packed word)
   * @throws IllegalStateException if the word is new and the table would be more than a quarter
   *     full (more words than the capacity given)
   */
  public int add(long key) {
    if (key == -1 || key == 0) {
      throw new IllegalArgumentException("not a packed word: " + key);
    }
    int mask = keys.length - 1;
    int slot = slot(key);
    while (keys[slot] != 0 && keys[slot] != key) {
      slot = (slot + 1) & mask;
    }
    if (keys[slot] == 0) {
      if (4 * (size + 1) > keys.length) {
        throw new IllegalStateException("more words than the capacity");
      }
      keys[slot] = key;
      size++;
    }
    return slot;
  }

  /**
   * The slot of a packed word (not -1), or -1 if it is not in the set.
   *
   * @param key the packed form of the word, neither -1 nor 0
   * @return the slot {@link #add} gave the word, or -1 if it was not added
   */
  public int find(long key) {
    int mask = keys.length - 1;
    for (int slot = slot(key); ; slot = (slot + 1) & mask) {
      long k = keys[slot];
      if (k == key) {
        return slot;
      }
      if (k == 0) {
        return -1;
      }
    }
  }

  /**
   * The number of slots (slots are in {@code [0, slots())}).
   *
   * @return the size of the table, a power of two: the length of an array indexed by slot
   */
  public int slots() {
    return keys.length;
  }

  private int slot(long key) {
    return (int) ((key * 0x9E3779B97F4A7C15L) >>> shift);
  }
}
