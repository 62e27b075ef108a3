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
package org.spotsigs.index;

import java.io.CharArrayReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.TermToBytesRefAttribute;
import org.apache.lucene.util.Accountable;
import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.RamUsageEstimator;
import org.apache.lucene.util.UnicodeUtil;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Overlap;

/**
 * A document's spot signatures as a multiset: distinct signature terms, sorted in {@link BytesRef}
 * (unsigned byte) order, each with its count (>= 1).
 *
 * <p>This is the unit the index schema writes and the matcher compares. Its {@linkplain
 * #length(Measure) length} is the number of distinct terms for {@link Measure#SET} and the sum of
 * the counts for {@link Measure#MULTISET}. Immutable and thread-safe.
 *
 * <p>Longer than 400 lines: the value class is two thirds of it, and the rest is its {@link
 * Builder}, nested because it is part of the public API ({@link #builder()}) and hands the vector
 * it builds its arrays through the private constructor, without a copy; its sort is its own so that
 * the comparisons inline on the path every document takes.
 */
public final class SignatureVector implements Accountable {
  private static final long BASE_RAM_BYTES =
      RamUsageEstimator.shallowSizeOfInstance(SignatureVector.class);
  private static final long TERM_RAM_BYTES =
      RamUsageEstimator.shallowSizeOfInstance(BytesRef.class);

  private static final SignatureVector EMPTY =
      new SignatureVector(new BytesRef[0], new int[0], null);

  /** The first character of a {@linkplain #isFingerprint() text fingerprint} term. */
  public static final char FINGERPRINT_MARK = '#';

  private final BytesRef[] terms;
  private final int[] counts;
  private final long totalCount;
  private final String language;

  private SignatureVector(BytesRef[] terms, int[] counts, String language) {
    this.terms = terms;
    this.counts = counts;
    this.language = language;
    long sum = 0;
    for (int c : counts) {
      sum += c;
    }
    this.totalCount = sum;
  }

  /**
   * The vector with no signatures.
   *
   * @return the shared empty vector, with no language
   */
  public static SignatureVector empty() {
    return EMPTY;
  }

  /**
   * Runs {@code analyzer} over {@code text} and counts the terms it emits (through the analyzer's
   * direct path if it is a {@link SignatureExtractor} that has one: same result, faster).
   *
   * @param analyzer the analyzer whose terms are the signatures, such as a SpotSigs analyzer
   * @param field the field name given to the analyzer
   * @param text the document's text
   * @return the counted terms; the empty vector if the analyzer emits none
   * @throws UncheckedIOException if the token stream throws an {@link IOException}
   */
  public static SignatureVector analyze(Analyzer analyzer, String field, String text) {
    if (analyzer instanceof SignatureExtractor direct) {
      SignatureVector v = direct.extract(field, text);
      if (v != null) {
        return v;
      }
    }
    return analyze(analyzer, field, new StringReader(text));
  }

  /**
   * {@link #analyze(Analyzer, String, String)} of the characters {@code text[0, length)}, which a
   * {@link SignatureExtractor} may read in place.
   *
   * @param analyzer the analyzer whose terms are the signatures, such as a SpotSigs analyzer
   * @param field the field name given to the analyzer
   * @param text the characters of the document's text, from index 0; not modified
   * @param length the number of characters of the text, at most {@code text.length}
   * @return the counted terms; the empty vector if the analyzer emits none
   * @throws UncheckedIOException if the token stream throws an {@link IOException}
   */
  public static SignatureVector analyze(Analyzer analyzer, String field, char[] text, int length) {
    if (analyzer instanceof SignatureExtractor direct) {
      SignatureVector v = direct.extract(field, text, length);
      if (v != null) {
        return v;
      }
    }
    return analyze(analyzer, field, new CharArrayReader(text, 0, length));
  }

  /**
   * Runs {@code analyzer} over {@code reader} and counts the terms it emits. Never takes a {@link
   * SignatureExtractor}'s direct path.
   *
   * @param analyzer the analyzer whose terms are the signatures, such as a SpotSigs analyzer
   * @param field the field name given to the analyzer
   * @param reader the document's text; read to the end and closed by the token stream
   * @return the counted terms; the empty vector if the analyzer emits none
   * @throws UncheckedIOException if reading or analyzing throws an {@link IOException}
   */
  public static SignatureVector analyze(Analyzer analyzer, String field, Reader reader) {
    Builder builder = new Builder();
    try (TokenStream ts = analyzer.tokenStream(field, reader)) {
      TermToBytesRefAttribute termAtt = ts.addAttribute(TermToBytesRefAttribute.class);
      ts.reset();
      while (ts.incrementToken()) {
        builder.add(termAtt.getBytesRef(), 1);
      }
      ts.end();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return builder.build();
  }

  /**
   * A vector from signature -&gt; count; counts must be &gt;= 1.
   *
   * @param counts the count of each signature; signatures non-empty, counts at least 1. Copied
   * @return the vector, with no language
   * @throws IllegalArgumentException if a signature is null or empty, or a count is below 1
   */
  public static SignatureVector of(Map<String, Integer> counts) {
    Builder b = new Builder();
    for (Map.Entry<String, Integer> e : counts.entrySet()) {
      if (e.getValue() == null) {
        throw new IllegalArgumentException("count of '" + e.getKey() + "' is missing (null)");
      }
      b.add(e.getKey(), e.getValue());
    }
    return b.build();
  }

  /**
   * A vector from terms already sorted in {@link BytesRef} order without duplicates, and their
   * counts. The arrays are taken as they are (not copied).
   *
   * @param terms the distinct terms, strictly increasing in {@link BytesRef} order; must not be
   *     modified afterwards
   * @param counts the count of each term, parallel to {@code terms}; must not be modified
   *     afterwards
   * @return the vector, with no language; the shared {@linkplain #empty() empty} vector if there
   *     are no terms
   * @throws IllegalArgumentException if the terms are not strictly increasing or a count is {@code
   *     < 1}, or the two arrays differ in length
   */
  public static SignatureVector ofSorted(BytesRef[] terms, int[] counts) {
    if (terms.length != counts.length) {
      throw new IllegalArgumentException("terms and counts differ in length");
    }
    for (int i = 0; i < terms.length; i++) {
      if (counts[i] < 1) {
        throw new IllegalArgumentException(
            "count of '" + terms[i].utf8ToString() + "' must be >= 1, got " + counts[i]);
      }
      if (i > 0 && terms[i - 1].compareTo(terms[i]) >= 0) {
        throw new IllegalArgumentException("terms must be strictly increasing at index " + i);
      }
    }
    return terms.length == 0 ? EMPTY : new SignatureVector(terms, counts, null);
  }

  /**
   * The language this vector's signatures were taken in, as the analyzer recorded it: a {@link
   * org.spotsigs.analysis.Language} code, {@code und} for the language-agnostic analysis of a text
   * in no supported language, or null when nothing was recorded (a vector built from terms, or read
   * from an index written before languages were recorded). Not part of {@link #equals}: two vectors
   * with the same signatures are the same multiset.
   *
   * @return the language code, or null if none was recorded
   */
  public String language() {
    return language;
  }

  /**
   * This vector with {@link #language()} {@code language} (null: none).
   *
   * @param language the language code to record, or null for none
   * @return this vector if it already has that language, else a copy sharing its terms and counts
   */
  public SignatureVector withLanguage(String language) {
    if (java.util.Objects.equals(language, this.language)) {
      return this;
    }
    return new SignatureVector(terms, counts, language);
  }

  /**
   * This vector with {@code prefix} put before every term (the order of the terms is kept: a common
   * prefix does not change {@link BytesRef} order).
   *
   * @param prefix the bytes put before every term; copied
   * @return this vector if it is empty or {@code prefix} is, else a new vector with the same counts
   *     and language
   */
  public SignatureVector withPrefix(BytesRef prefix) {
    if (terms.length == 0 || prefix.length == 0) {
      return this;
    }
    int bytes = 0;
    for (BytesRef t : terms) {
      bytes += prefix.length + t.length;
    }
    byte[] all = new byte[bytes];
    BytesRef[] out = new BytesRef[terms.length];
    int at = 0;
    for (int i = 0; i < terms.length; i++) {
      BytesRef t = terms[i];
      System.arraycopy(prefix.bytes, prefix.offset, all, at, prefix.length);
      System.arraycopy(t.bytes, t.offset, all, at + prefix.length, t.length);
      out[i] = new BytesRef(all, at, prefix.length + t.length);
      at += prefix.length + t.length;
    }
    return new SignatureVector(out, counts, language);
  }

  /**
   * Whether this vector is a text fingerprint: one term that begins with {@link #FINGERPRINT_MARK},
   * which no signature does (the analyzer gives a document with fewer signatures than its minimum
   * the fingerprint of its normalized text instead).
   *
   * @return true if this vector is a text fingerprint rather than spot signatures
   */
  public boolean isFingerprint() {
    return terms.length == 1
        && terms[0].length > 0
        && terms[0].bytes[terms[0].offset] == FINGERPRINT_MARK;
  }

  /**
   * A new builder, to collect a vector term by term.
   *
   * @return an empty builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Number of distinct signatures.
   *
   * @return the number of distinct signatures: the length under {@link Measure#SET}
   */
  public int size() {
    return terms.length;
  }

  /**
   * Whether this vector has no signatures.
   *
   * @return true if {@link #size()} is 0
   */
  public boolean isEmpty() {
    return terms.length == 0;
  }

  /**
   * The {@code i}-th distinct signature, in sorted order. Do not modify.
   *
   * @param i the index of the signature, in {@code [0, size())}
   * @return the signature's term, shared with this vector
   * @throws ArrayIndexOutOfBoundsException if {@code i} is out of range
   */
  public BytesRef term(int i) {
    return terms[i];
  }

  /**
   * Count of the {@code i}-th signature.
   *
   * @param i the index of the signature, in {@code [0, size())}
   * @return the number of occurrences of the signature, at least 1
   * @throws ArrayIndexOutOfBoundsException if {@code i} is out of range
   */
  public int count(int i) {
    return counts[i];
  }

  /**
   * Sum of the counts: the multiset length |d|.
   *
   * @return the total number of signatures: the length under {@link Measure#MULTISET}
   */
  public long totalCount() {
    return totalCount;
  }

  /**
   * |d| under the given measure: distinct signatures (SET) or total count (MULTISET).
   *
   * @param measure the measure
   * @return {@link #size()} under {@link Measure#SET}, {@link #totalCount()} under {@link
   *     Measure#MULTISET}
   */
  public long length(Measure measure) {
    return measure == Measure.SET ? terms.length : totalCount;
  }

  /**
   * The exact overlap with {@code other}: shared distinct signatures (SET) or the sum of the
   * smaller count over shared signatures (MULTISET).
   *
   * @param other the vector to compare with
   * @param measure the measure the overlap is counted under
   * @return the overlap, at least 0 and at most the smaller of the two lengths
   */
  public long overlap(SignatureVector other, Measure measure) {
    return Overlap.atLeast(
        new PairMerge(this, other, measure == Measure.SET),
        length(measure),
        other.length(measure),
        0);
  }

  /** Two vectors merged in term order (for {@link Overlap}). */
  private static final class PairMerge implements Overlap.Merge {
    private final SignatureVector a;
    private final SignatureVector b;
    private final boolean set;
    private int i = -1;
    private int j = -1;

    PairMerge(SignatureVector a, SignatureVector b, boolean set) {
      this.a = a;
      this.b = b;
      this.set = set;
    }

    @Override
    public boolean nextA() {
      return ++i < a.terms.length;
    }

    @Override
    public boolean nextB() {
      return ++j < b.terms.length;
    }

    @Override
    public int compare() {
      return a.terms[i].compareTo(b.terms[j]);
    }

    @Override
    public long weightA() {
      return set ? 1 : a.counts[i];
    }

    @Override
    public long weightB() {
      return set ? 1 : b.counts[j];
    }
  }

  /**
   * Jaccard similarity with {@code other} under {@code measure}; 0 if both are empty. A double, for
   * display: the matcher decides against tau exactly, with {@link org.spotsigs.core.Threshold}.
   *
   * @param other the vector to compare with
   * @param measure the measure of the Jaccard similarity
   * @return overlap over union, in [0, 1]
   */
  public double similarity(SignatureVector other, Measure measure) {
    long overlap = overlap(other, measure);
    long union = length(measure) + other.length(measure) - overlap;
    return union == 0 ? 0 : (double) overlap / union;
  }

  /**
   * signature -&gt; count, in sorted order.
   *
   * @return a new modifiable map from each signature (decoded from UTF-8) to its count, iterated in
   *     the vector's term order
   */
  public Map<String, Integer> toMap() {
    Map<String, Integer> map = new LinkedHashMap<>();
    for (int i = 0; i < terms.length; i++) {
      map.put(terms[i].utf8ToString(), counts[i]);
    }
    return map;
  }

  /**
   * The heap the vector holds: its terms and their bytes (terms built together share one array,
   * counted once) and counts.
   */
  @Override
  public long ramBytesUsed() {
    long bytes =
        BASE_RAM_BYTES
            + RamUsageEstimator.shallowSizeOf(terms)
            + RamUsageEstimator.sizeOf(counts)
            + terms.length * TERM_RAM_BYTES;
    byte[] last = null;
    for (BytesRef t : terms) {
      if (t.bytes != last) {
        bytes += RamUsageEstimator.sizeOf(t.bytes);
        last = t.bytes;
      }
    }
    return bytes;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SignatureVector v
        && Arrays.equals(counts, v.counts)
        && Arrays.equals(terms, v.terms);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(terms) + Arrays.hashCode(counts);
  }

  @Override
  public String toString() {
    return toMap().toString();
  }

  /**
   * Accumulates signature counts; not thread-safe. Terms are collected as they come, their bytes
   * appended to one array, and sorted once in {@link #build()}, which keeps the cost per document
   * proportional to its signatures and its allocations to a few arrays (the built vector's terms
   * are views of one array of bytes). {@link #clear()} makes the builder reusable.
   */
  public static final class Builder {
    /** The bytes of every term added, one after the other. */
    private byte[] bytes = new byte[256];

    private int used;

    /** Term {@code i} is {@code bytes[start[i], start[i + 1])}. */
    private int[] start = new int[17];

    private int[] counts = new int[16];

    /** The first 8 bytes of each term, big-endian, zero-padded: most comparisons end there. */
    private long[] prefix = new long[16];

    private int[] order = new int[16];
    private int size;
    private byte[] scratch = new byte[64];

    private Builder() {}

    /**
     * Forgets every term added, so that the builder can collect another vector.
     *
     * @return this builder
     */
    public Builder clear() {
      size = 0;
      used = 0;
      return this;
    }

    /**
     * Adds {@code count} (&gt;= 1) occurrences of {@code term} (the bytes are copied).
     *
     * @param term the signature's term; not empty
     * @param count the number of occurrences, at least 1
     * @return this builder
     * @throws IllegalArgumentException if {@code count} is below 1 or {@code term} is empty
     */
    public Builder add(BytesRef term, int count) {
      if (count < 1) {
        throw new IllegalArgumentException(
            "count of '" + term.utf8ToString() + "' must be >= 1, got " + count);
      }
      ensureBytes(term.length);
      System.arraycopy(term.bytes, term.offset, bytes, used, term.length);
      used += term.length;
      return added(count);
    }

    /**
     * Adds {@code count} occurrences of {@code term}, encoded as UTF-8.
     *
     * @param term the signature; not null or empty
     * @param count the number of occurrences, at least 1
     * @return this builder
     * @throws IllegalArgumentException if {@code term} is null or empty or {@code count} is below 1
     */
    public Builder add(String term, int count) {
      if (term == null || term.isEmpty()) {
        throw new IllegalArgumentException("signature must not be empty");
      }
      return add(new BytesRef(term), count);
    }

    /**
     * Adds one occurrence of the term whose UTF-16 text is {@code chars[offset, offset + length)},
     * encoded as UTF-8 as {@link BytesRef#BytesRef(CharSequence)} does (an unpaired surrogate
     * becomes U+FFFD).
     *
     * @param chars the characters; not modified
     * @param offset the index of the term's first character in {@code chars}
     * @param length the number of characters of the term, at least 1
     * @return this builder
     * @throws IllegalArgumentException if {@code length} is 0 (an empty term)
     */
    public Builder addChars(char[] chars, int offset, int length) {
      ensureBytes(length);
      int end = offset + length;
      int i = offset;
      int out = used;
      byte[] b = bytes;
      while (i < end) {
        char c = chars[i];
        if (c >= 0x80) {
          break;
        }
        b[out++] = (byte) c;
        i++;
      }
      if (i < end) { // the rest has other characters: up to 3 bytes each
        int rest = end - i;
        if (scratch.length < rest * UnicodeUtil.MAX_UTF8_BYTES_PER_CHAR) {
          scratch = new byte[ArrayUtil.oversize(rest * UnicodeUtil.MAX_UTF8_BYTES_PER_CHAR, 1)];
        }
        int n = UnicodeUtil.UTF16toUTF8(chars, i, rest, scratch);
        used = out;
        ensureBytes(n);
        System.arraycopy(scratch, 0, bytes, used, n);
        out = used + n;
      }
      used = out;
      return added(1);
    }

    /** Room for {@code length} more bytes (of a term that may be UTF-16 chars: 3 bytes each). */
    private void ensureBytes(int length) {
      if (used + length > bytes.length) {
        bytes = ArrayUtil.grow(bytes, used + length);
      }
    }

    /** The term just appended (bytes {@code start[size], used}) is complete. */
    private Builder added(int count) {
      if (size + 1 >= start.length) {
        start = ArrayUtil.grow(start, size + 2);
      }
      if (size == counts.length) {
        int capacity = ArrayUtil.oversize(size + 1, Long.BYTES);
        counts = ArrayUtil.growExact(counts, capacity);
        prefix = ArrayUtil.growExact(prefix, capacity);
      }
      int from = start[size];
      int length = used - from;
      if (length == 0) {
        used = from;
        throw new IllegalArgumentException("signature must not be empty");
      }
      long p = 0;
      int k = Math.min(8, length);
      for (int i = 0; i < k; i++) {
        p = (p << 8) | (bytes[from + i] & 0xFF);
      }
      prefix[size] = p << (8 * (8 - k));
      counts[size] = count;
      size++;
      start[size] = used;
      return this;
    }

    /**
     * The vector of the terms added; the builder may then be {@linkplain #clear() cleared}.
     *
     * @return the vector, with counts of equal terms summed and no language; the shared empty
     *     vector if nothing was added
     * @throws ArithmeticException if the summed count of a term overflows an {@code int}
     */
    public SignatureVector build() {
      if (size == 0) {
        return EMPTY;
      }
      if (order.length < size) {
        order = new int[ArrayUtil.oversize(size, Integer.BYTES)];
      }
      final int[] ord = order;
      for (int i = 0; i < size; i++) {
        ord[i] = i;
      }
      sort(ord, 0, size);
      // distinct terms in order, their counts summed, their bytes in one array
      int distinct = 0;
      int distinctBytes = 0;
      int[] outStart = new int[size + 1];
      int[] outCount = new int[size];
      int[] outTerm = new int[size];
      for (int k = 0; k < size; k++) {
        int t = ord[k];
        if (distinct > 0 && compareTerms(outTerm[distinct - 1], t) == 0) {
          outCount[distinct - 1] = Math.addExact(outCount[distinct - 1], counts[t]);
        } else {
          outTerm[distinct] = t;
          outCount[distinct] = counts[t];
          distinctBytes += start[t + 1] - start[t];
          distinct++;
        }
      }
      byte[] all = new byte[distinctBytes];
      BytesRef[] terms = new BytesRef[distinct];
      int at = 0;
      for (int k = 0; k < distinct; k++) {
        int t = outTerm[k];
        int length = start[t + 1] - start[t];
        System.arraycopy(bytes, start[t], all, at, length);
        terms[k] = new BytesRef(all, at, length);
        at += length;
      }
      return new SignatureVector(terms, ArrayUtil.copyOfSubArray(outCount, 0, distinct), null);
    }

    /**
     * Sorts {@code ord[from, to)} by term: a quicksort (median of three) down to runs of 16, which
     * insertion sort finishes. A sort of its own, so that its comparisons inline (a sorter shared
     * with other call sites would see many comparators).
     */
    private void sort(int[] ord, int from, int to) {
      while (to - from > 16) {
        int mid = (from + to) >>> 1;
        int last = to - 1;
        if (compareTerms(ord[mid], ord[from]) < 0) {
          swap(ord, mid, from);
        }
        if (compareTerms(ord[last], ord[mid]) < 0) {
          swap(ord, last, mid);
          if (compareTerms(ord[mid], ord[from]) < 0) {
            swap(ord, mid, from);
          }
        }
        int pivot = ord[mid];
        int i = from;
        int j = last;
        while (i <= j) {
          while (compareTerms(ord[i], pivot) < 0) {
            i++;
          }
          while (compareTerms(ord[j], pivot) > 0) {
            j--;
          }
          if (i <= j) {
            swap(ord, i++, j--);
          }
        }
        // the smaller part recursively, the larger in the loop: depth O(log n)
        if (j - from < to - i) {
          sort(ord, from, j + 1);
          from = i;
        } else {
          sort(ord, i, to);
          to = j + 1;
        }
      }
      for (int i = from + 1; i < to; i++) {
        int t = ord[i];
        int j = i - 1;
        while (j >= from && compareTerms(ord[j], t) > 0) {
          ord[j + 1] = ord[j];
          j--;
        }
        ord[j + 1] = t;
      }
    }

    private static void swap(int[] a, int i, int j) {
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
    }

    /** Terms {@code a} and {@code b} compared as unsigned bytes ({@link BytesRef} order). */
    private int compareTerms(int a, int b) {
      int c = Long.compareUnsigned(prefix[a], prefix[b]);
      if (c != 0) {
        return c;
      }
      return Arrays.compareUnsigned(bytes, start[a], start[a + 1], bytes, start[b], start[b + 1]);
    }
  }
}
