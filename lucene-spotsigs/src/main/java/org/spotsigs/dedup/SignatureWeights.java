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
package org.spotsigs.dedup;

import com.carrotsearch.hppc.IntArrayList;
import java.io.BufferedReader;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.MathUtil;
import org.spotsigs.core.Measure;
import org.spotsigs.index.SignatureVector;

/**
 * Weights per signature for the weighted Jaccard similarity of O. Alonso, D. Fetterly, M. Manasse:
 * "Duplicate News Story Detection Revisited", AIRS 2013:
 *
 * <pre>J_w(A, B) = sum_k w_k min(a_k, b_k) / sum_k w_k max(a_k, b_k)</pre>
 *
 * with the multiset counts {@code a_k}, {@code b_k} (or 1 for every signature a document has, on
 * sets). Weights are decimals with at most six places, held exactly as integers in millionths; so
 * every decision is exact, in integer arithmetic.
 *
 * <p>Because {@code w min(a, b) = min(w a, w b)} for {@code w >= 0}, the weighted Jaccard of two
 * vectors is the multiset Jaccard of the vectors whose counts are multiplied by their signatures'
 * weights. {@link #apply} makes that collection (weights divided by their greatest common divisor,
 * which changes no ratio; signatures of weight 0 left out), and the one exact matcher, with its
 * length window and delta bounds, runs on it under {@link Measure#MULTISET}: the weighted route is
 * not a second implementation, and the pairs, their overlap and union (in units of that divisor),
 * are exact.
 *
 * <p>Sources of weights:
 *
 * <ul>
 *   <li>{@link #fromFile}: {@code signature<TAB>weight} per line, and a default for signatures the
 *       file does not list;
 *   <li>{@link #idf()}: the phrase IDF of the paper, {@code ln(N / df)}, with {@code N} the number
 *       of documents with at least one signature and {@code df} the number of those that have the
 *       signature, rounded half up to six places (computed with {@link StrictMath#log}, so the same
 *       on every machine); a signature in every document weighs 0;
 *   <li>{@link #idfCutoff(long)}: the same, except that a signature in more than {@code n}
 *       documents weighs 0 (the paper's cut-off on phrases common to many documents: boilerplate).
 * </ul>
 */
public final class SignatureWeights {
  /** Weights are held in millionths. */
  public static final long SCALE = 1_000_000L;

  private enum Kind {
    FILE,
    IDF,
    IDF_CUTOFF
  }

  private final Kind kind;
  private final Map<BytesRef, Long> listed;
  private final long defaultWeight;
  private final long cutoff;
  private final String description;

  /** Weights from a file: the greatest common divisor of the listed weights and the default. */
  private final long fileGcd;

  private SignatureWeights(
      Kind kind, Map<BytesRef, Long> listed, long defaultWeight, long cutoff, String description) {
    this.kind = kind;
    this.listed = listed;
    this.defaultWeight = defaultWeight;
    this.cutoff = cutoff;
    this.description = description;
    long g = defaultWeight;
    if (listed != null) {
      for (long w : listed.values()) {
        g = MathUtil.gcd(g, w);
      }
    }
    this.fileGcd = g;
  }

  /**
   * Whether the weights are fixed (a file), not learned from a collection (idf).
   *
   * @return true for weights from a file or from {@link #toTsv()} text, which an index can hold
   */
  public boolean isFixed() {
    return kind == Kind.FILE;
  }

  /**
   * The phrase IDF weights.
   *
   * @return weights {@code ln(N / df)}, learned from the collection they are applied to
   */
  public static SignatureWeights idf() {
    return new SignatureWeights(Kind.IDF, null, 0, 0, "idf");
  }

  /**
   * The phrase IDF weights, 0 for a signature in more than {@code n} documents.
   *
   * @param n the cut-off: the most documents a signature with a weight can be in, at least 1
   * @return weights learned from the collection they are applied to
   * @throws IllegalArgumentException if {@code n} is less than 1
   */
  public static SignatureWeights idfCutoff(long n) {
    if (n < 1) {
      throw new IllegalArgumentException("the idf cut-off must be at least 1 document, got " + n);
    }
    return new SignatureWeights(Kind.IDF_CUTOFF, null, 0, n, "idf-cutoff:" + n);
  }

  /**
   * Weights read from {@code file}: one {@code signature<TAB>weight} per line (blank lines and
   * lines starting with {@code #} are skipped; a signature that itself starts with {@code #} or
   * {@code \} is written with a {@code \} before it, as {@link #toTsv()} writes it); a signature
   * the file does not list weighs {@code defaultWeight} (in millionths, see {@link #parseWeight}).
   *
   * @param file a UTF-8 text file of weights (decimals with at most six places)
   * @param defaultWeight the weight of an unlisted signature in millionths ({@link #SCALE} for 1, 0
   *     to leave unlisted signatures out), not negative
   * @return fixed weights
   * @throws IllegalArgumentException if {@code defaultWeight} is negative
   * @throws IOException if the file cannot be read, or a line is malformed (the message names the
   *     file, the line and the reason)
   */
  public static SignatureWeights fromFile(Path file, long defaultWeight) throws IOException {
    checkWeight(defaultWeight);
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return parse(in, file.toString(), defaultWeight, false);
    }
  }

  /**
   * Weights written by {@link #toTsv()} (a first line {@code #default<TAB>W}, then the listed
   * signatures), for instance recorded with an index.
   *
   * @param tsv the text, as {@link #toTsv()} writes it; without a {@code #default} line the default
   *     weight is 1
   * @param name what the text is called in error messages and in {@link #toString()}
   * @return fixed weights
   * @throws IOException if a line is malformed (the message names {@code name}, the line and the
   *     reason)
   */
  public static SignatureWeights fromTsv(String tsv, String name) throws IOException {
    return parse(new BufferedReader(new java.io.StringReader(tsv)), name, SCALE, true);
  }

  private static SignatureWeights parse(
      BufferedReader in, String name, long defaultWeight, boolean defaultLine) throws IOException {
    Map<BytesRef, Long> listed = new HashMap<>();
    int lineNo = 0;
    for (String line; (line = in.readLine()) != null; ) {
      lineNo++;
      String where = name + ":" + lineNo;
      if (defaultLine && line.startsWith("#default\t")) {
        try {
          defaultWeight = parseWeight(line.substring("#default\t".length()).trim());
        } catch (IllegalArgumentException e) {
          throw new IOException(where + ": " + e.getMessage(), e);
        }
        continue;
      }
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      int tab = line.lastIndexOf('\t');
      if (tab <= 0) {
        throw new IOException(where + ": expected signature<TAB>weight");
      }
      long w;
      try {
        w = parseWeight(line.substring(tab + 1).trim());
      } catch (IllegalArgumentException e) {
        throw new IOException(where + ": " + e.getMessage(), e);
      }
      String signature = line.substring(line.charAt(0) == ESCAPE ? 1 : 0, tab);
      if (signature.isEmpty()) {
        throw new IOException(where + ": expected signature<TAB>weight");
      }
      if (listed.put(new BytesRef(signature), w) != null) {
        throw new IOException(where + ": signature '" + signature + "' listed twice");
      }
    }
    return new SignatureWeights(
        Kind.FILE, listed, defaultWeight, 0, name + " (default " + format(defaultWeight) + ")");
  }

  /**
   * Put before a signature that starts with {@code #} (which would read as a comment) or with
   * itself, in the text of {@link #toTsv()} and in a file of weights.
   */
  private static final char ESCAPE = '\\';

  /**
   * Fixed weights as text: {@code #default<TAB>W}, then {@code signature<TAB>weight} lines (a
   * signature that starts with {@code #} or {@code \} with a {@code \} before it).
   *
   * @return the text that {@link #fromTsv} reads back, the signatures sorted, one line each
   * @throws IllegalStateException for weights learned from a collection (idf)
   */
  public String toTsv() {
    if (kind != Kind.FILE) {
      throw new IllegalStateException(description + " weights are learned from a collection");
    }
    StringBuilder sb = new StringBuilder("#default\t").append(format(defaultWeight)).append('\n');
    listed.entrySet().stream()
        .sorted(Map.Entry.comparingByKey())
        .forEach(
            e -> {
              String signature = e.getKey().utf8ToString();
              if (signature.charAt(0) == '#' || signature.charAt(0) == ESCAPE) {
                sb.append(ESCAPE);
              }
              sb.append(signature).append('\t').append(format(e.getValue())).append('\n');
            });
    return sb.toString();
  }

  /**
   * The vector whose multiset Jaccard with others weighted the same way is their weighted Jaccard
   * (fixed weights only, divided by {@link #fixedUnit()}; what an index holds and its queries use).
   *
   * @param v the vector to weight
   * @param base the measure the weights apply to: under {@link Measure#SET} every signature counts
   *     1 before it is weighted, under {@link Measure#MULTISET} its count
   * @return a new vector of the signatures whose weight is not 0, each count multiplied by the
   *     weight divided by {@link #fixedUnit()}; the language of {@code v} is kept
   * @throws IllegalStateException for weights learned from a collection (idf): they change as the
   *     collection grows, so an index could not keep them exact
   * @throws IllegalArgumentException if a weighted count exceeds 2^31 - 1
   */
  public SignatureVector apply(SignatureVector v, Measure base) {
    if (kind != Kind.FILE) {
      throw new IllegalStateException(
          description
              + " weights depend on the whole collection; an index needs fixed weights (a file)");
    }
    SignatureVector.Builder b = SignatureVector.builder();
    for (int i = 0; i < v.size(); i++) {
      long w = listed.getOrDefault(v.term(i), defaultWeight);
      if (w == 0) {
        continue;
      }
      b.add(v.term(i), weightedCount(base == Measure.SET ? 1 : v.count(i), w / fileGcd, v.term(i)));
    }
    return b.build().withLanguage(v.language());
  }

  /**
   * The divisor of fixed weights (their greatest common divisor, in millionths).
   *
   * @return the greatest common divisor of the default and listed weights in millionths, 0 if all
   *     are 0; 0 for weights learned from a collection
   */
  public long fixedUnit() {
    return fileGcd;
  }

  private static int weightedCount(long count, long unitWeight, BytesRef term) {
    long c = count * unitWeight;
    if (c > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(
          "the weighted count of signature "
              + (term == null ? "?" : "'" + term.utf8ToString() + "'")
              + " ("
              + c
              + ") exceeds 2^31 - 1; use weights with fewer decimal places or smaller weights");
    }
    return (int) c;
  }

  /**
   * A non-negative decimal with at most six places ({@code 2}, {@code 0.5}, {@code 1.234567}) in
   * millionths, exactly.
   *
   * @param text the decimal, without surrounding spaces
   * @return the weight in millionths, in {@code [0, 10^18]}
   * @throws IllegalArgumentException if it is not such a number, or above 10^12
   */
  public static long parseWeight(String text) {
    BigDecimal d;
    try {
      d = new BigDecimal(text);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("weight '" + text + "' is not a decimal number", e);
    }
    if (d.signum() < 0) {
      throw new IllegalArgumentException("weight " + text + " is negative");
    }
    if (d.stripTrailingZeros().scale() > 6) {
      throw new IllegalArgumentException(
          "weight " + text + " has more than 6 decimal places (weights are exact in millionths)");
    }
    if (d.compareTo(BigDecimal.valueOf(1_000_000_000_000L)) > 0) {
      throw new IllegalArgumentException("weight " + text + " is above 10^12");
    }
    long w = d.movePointRight(6).longValueExact();
    checkWeight(w);
    return w;
  }

  private static void checkWeight(long w) {
    if (w < 0) {
      throw new IllegalArgumentException("a weight must not be negative");
    }
  }

  /**
   * A weight in millionths as a decimal.
   *
   * @param weight the weight in millionths
   * @return the decimal without trailing zeros or exponent, as {@link #parseWeight} reads it
   */
  public static String format(long weight) {
    return BigDecimal.valueOf(weight, 6).stripTrailingZeros().toPlainString();
  }

  /**
   * The weight (in millionths) of every term id of {@code vc}: from the file, or from the
   * documents' frequencies in {@code vc}.
   *
   * @param vc the collection; for weights from a file it must know its signatures ({@link
   *     VectorCollection#term(int)}), as one built from vectors does
   * @return a new array of {@code vc.numTerms()} weights in millionths, indexed by term id; 0 for a
   *     term in no non-empty document and, under a cut-off, for one in too many
   * @throws IllegalArgumentException if the weights are from a file and {@code vc} lacks the
   *     signatures (it was loaded from an index)
   */
  public long[] weights(VectorCollection vc) {
    int numTerms = vc.numTerms();
    long[] w = new long[numTerms];
    if (kind == Kind.FILE) {
      for (int t = 0; t < numTerms; t++) {
        BytesRef term = vc.term(t);
        if (term == null) {
          throw new IllegalArgumentException(
              "weights from a file need the signatures themselves, which this collection lacks");
        }
        w[t] = listed.getOrDefault(term, defaultWeight);
      }
      return w;
    }
    long[] df = new long[numTerms];
    long n = 0;
    for (int d = 0; d < vc.size(); d++) {
      if (vc.cardinality(d) > 0) {
        n++;
        for (int i = vc.start(d), e = vc.end(d); i < e; i++) {
          df[vc.termId(i)]++;
        }
      }
    }
    for (int t = 0; t < numTerms; t++) {
      if (df[t] == 0 || (kind == Kind.IDF_CUTOFF && df[t] > cutoff)) {
        continue;
      }
      w[t] = idfMillionths(df[t], n);
    }
    return w;
  }

  /**
   * {@code ln(n / df)} in millionths, rounded half up.
   *
   * @param df the signature's document frequency, in {@code [1, n]}
   * @param n the number of documents with at least one signature
   * @return the IDF in millionths, 0 when {@code df == n}
   */
  public static long idfMillionths(long df, long n) {
    return (long) Math.floor(StrictMath.log((double) n / df) * SCALE + 0.5);
  }

  /**
   * The collection whose multiset Jaccard is the weighted Jaccard of {@code vc} under these
   * weights: every count ({@code 1} on {@code base} = SET) times its signature's weight divided by
   * the weights' greatest common divisor; signatures of weight 0 left out. Match it with {@link
   * Measure#MULTISET}.
   *
   * @param vc the collection to weight; it is not changed
   * @param base the measure the weights apply to: under {@link Measure#SET} every signature counts
   *     1 before it is weighted, under {@link Measure#MULTISET} its count
   * @return a new collection with the same documents, positions, external ids and term ids
   * @throws IllegalArgumentException if a weighted count exceeds 2^31 - 1 (fewer decimal places or
   *     smaller weights make it fit), or if the weights are from a file and {@code vc} lacks the
   *     signatures (it was loaded from an index)
   */
  public VectorCollection apply(VectorCollection vc, Measure base) {
    long[] w = weights(vc);
    long g = 0;
    if (kind == Kind.FILE) {
      g = fileGcd; // the same unit on every route, whatever the collection holds
    } else {
      for (long x : w) {
        g = MathUtil.gcd(g, x);
      }
    }
    int size = vc.size();
    IntArrayList ids = new IntArrayList();
    IntArrayList cnts = new IntArrayList();
    int[] start = new int[size + 1];
    for (int d = 0; d < size; d++) {
      for (int i = vc.start(d), e = vc.end(d); i < e; i++) {
        int t = vc.termId(i);
        if (w[t] == 0) {
          continue;
        }
        ids.add(t);
        cnts.add(weightedCount(base == Measure.SET ? 1 : vc.count(i), w[t] / g, vc.term(t)));
      }
      start[d + 1] = ids.size();
    }
    return vc.withEntries(start, ids.toArray(), cnts.toArray());
  }

  @Override
  public String toString() {
    return description;
  }
}
