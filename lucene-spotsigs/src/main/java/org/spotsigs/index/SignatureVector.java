package org.spotsigs.index;

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
import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.IntroSorter;
import org.spotsigs.search.Measure;
import org.spotsigs.search.Overlap;

/**
 * A document's spot signatures as a multiset: distinct signature terms, sorted in {@link BytesRef}
 * (unsigned byte) order, each with its count (>= 1).
 *
 * <p>This is the unit the index schema writes and the matcher compares. Its {@linkplain
 * #length(Measure) length} is the number of distinct terms for {@link Measure#SET} and the sum of
 * the counts for {@link Measure#MULTISET}. Immutable and thread-safe.
 */
public final class SignatureVector {
  private static final SignatureVector EMPTY = new SignatureVector(new BytesRef[0], new int[0]);

  private final BytesRef[] terms;
  private final int[] counts;
  private final long totalCount;

  private SignatureVector(BytesRef[] terms, int[] counts) {
    this.terms = terms;
    this.counts = counts;
    long sum = 0;
    for (int c : counts) {
      sum += c;
    }
    this.totalCount = sum;
  }

  /** The vector with no signatures. */
  public static SignatureVector empty() {
    return EMPTY;
  }

  /**
   * Runs {@code analyzer} over {@code text} and counts the terms it emits (through the analyzer's
   * direct path if it is a {@link SignatureExtractor} that has one: same result, faster).
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

  /** Runs {@code analyzer} over {@code reader} and counts the terms it emits. */
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

  /** A vector from signature -> count; counts must be >= 1. */
  public static SignatureVector of(Map<String, Integer> counts) {
    Builder b = new Builder();
    for (Map.Entry<String, Integer> e : counts.entrySet()) {
      b.add(e.getKey(), e.getValue());
    }
    return b.build();
  }

  /**
   * A vector from terms already sorted in {@link BytesRef} order without duplicates, and their
   * counts. The arrays are taken as they are (not copied).
   *
   * @throws IllegalArgumentException if the terms are not strictly increasing or a count is {@code
   *     < 1}
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
    return terms.length == 0 ? EMPTY : new SignatureVector(terms, counts);
  }

  public static Builder builder() {
    return new Builder();
  }

  /** Number of distinct signatures. */
  public int size() {
    return terms.length;
  }

  public boolean isEmpty() {
    return terms.length == 0;
  }

  /** The {@code i}-th distinct signature, in sorted order. Do not modify. */
  public BytesRef term(int i) {
    return terms[i];
  }

  /** Count of the {@code i}-th signature. */
  public int count(int i) {
    return counts[i];
  }

  /** Sum of the counts: the multiset length |d|. */
  public long totalCount() {
    return totalCount;
  }

  /** |d| under the given measure: distinct signatures (SET) or total count (MULTISET). */
  public long length(Measure measure) {
    return measure == Measure.SET ? terms.length : totalCount;
  }

  /**
   * The exact overlap with {@code other}: shared distinct signatures (SET) or the sum of the
   * smaller count over shared signatures (MULTISET).
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

  /** Jaccard similarity with {@code other} under {@code measure}; 0 if both are empty. */
  public double similarity(SignatureVector other, Measure measure) {
    long overlap = overlap(other, measure);
    long union = length(measure) + other.length(measure) - overlap;
    return union == 0 ? 0 : (double) overlap / union;
  }

  /** signature -> count, in sorted order. */
  public Map<String, Integer> toMap() {
    Map<String, Integer> map = new LinkedHashMap<>();
    for (int i = 0; i < terms.length; i++) {
      map.put(terms[i].utf8ToString(), counts[i]);
    }
    return map;
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
   * Accumulates signature counts; not thread-safe. Terms are collected as they come and sorted once
   * in {@link #build()}, which keeps the cost per document proportional to its signatures.
   */
  public static final class Builder {
    private BytesRef[] terms = new BytesRef[16];
    private int[] counts = new int[16];
    private int size;

    private Builder() {}

    /** Adds {@code count} (>= 1) occurrences of {@code term} (the bytes are copied). */
    public Builder add(BytesRef term, int count) {
      if (count < 1) {
        throw new IllegalArgumentException(
            "count of '" + term.utf8ToString() + "' must be >= 1, got " + count);
      }
      if (size == terms.length) {
        terms = ArrayUtil.grow(terms, size + 1);
        counts = ArrayUtil.grow(counts, size + 1);
      }
      terms[size] = BytesRef.deepCopyOf(term);
      counts[size] = count;
      size++;
      return this;
    }

    public Builder add(String term, int count) {
      if (term == null || term.isEmpty()) {
        throw new IllegalArgumentException("signature must not be empty");
      }
      return add(new BytesRef(term), count);
    }

    public SignatureVector build() {
      if (size == 0) {
        return EMPTY;
      }
      // in place, with a sorter of its own: a comparator shared with other call sites would not
      // inline
      new IntroSorter() {
        BytesRef pivot;

        @Override
        protected void setPivot(int i) {
          pivot = terms[i];
        }

        @Override
        protected int comparePivot(int j) {
          return pivot.compareTo(terms[j]);
        }

        @Override
        protected int compare(int i, int j) {
          return terms[i].compareTo(terms[j]);
        }

        @Override
        protected void swap(int i, int j) {
          BytesRef t = terms[i];
          terms[i] = terms[j];
          terms[j] = t;
          int c = counts[i];
          counts[i] = counts[j];
          counts[j] = c;
        }
      }.sort(0, size);
      int distinct = 0;
      for (int i = 0; i < size; i++) {
        if (distinct > 0 && terms[distinct - 1].bytesEquals(terms[i])) {
          counts[distinct - 1] = Math.addExact(counts[distinct - 1], counts[i]);
        } else {
          terms[distinct] = terms[i];
          counts[distinct] = counts[i];
          distinct++;
        }
      }
      return new SignatureVector(
          ArrayUtil.copyOfSubArray(terms, 0, distinct),
          ArrayUtil.copyOfSubArray(counts, 0, distinct));
    }
  }
}
