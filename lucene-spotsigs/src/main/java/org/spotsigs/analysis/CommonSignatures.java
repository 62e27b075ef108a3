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

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.MultiTerms;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.BytesRefHash;

/**
 * A learned list of "common" signatures: those that occur in more documents than a limit, which in
 * a live index are boilerplate (site templates, legal lines, navigation phrased as sentences)
 * rather than content (the SpotSigs paper, section 5.1; O. Alonso, D. Fetterly, M. Manasse:
 * "Duplicate News Story Detection Revisited", AIRS 2013). Applied at analysis time ({@link
 * SpotSigsAnalyzer.Builder#commonSignatures}, or Lucene's {@code stop} filter with this file as its
 * word list after {@code spotSigs}), the same list keeps index and queries consistent, so the
 * matching stays exact with respect to the filtered vectors.
 *
 * <p>File format: UTF-8, one signature per line, {@code #} comments. Learn it with {@link Learner}
 * (from documents) or {@link #fromIndex} (from an index's signature field).
 */
public final class CommonSignatures {
  private final List<String> signatures;
  private final String provenance;

  private CommonSignatures(List<String> signatures, String provenance) {
    this.signatures = Collections.unmodifiableList(signatures);
    this.provenance = provenance;
  }

  /**
   * A list of the given signatures.
   *
   * @param signatures the common signatures, as the analyzer emits them; copied and sorted
   *     (duplicates are kept)
   * @return a list whose provenance is {@code given}
   */
  public static CommonSignatures of(java.util.Collection<String> signatures) {
    List<String> list = new ArrayList<>(signatures);
    Collections.sort(list);
    return new CommonSignatures(list, "given");
  }

  /**
   * The signatures, sorted.
   *
   * @return the signatures in {@link String} order, unmodifiable
   */
  public List<String> signatures() {
    return signatures;
  }

  /**
   * As a set for a stop filter.
   *
   * @return a new case-sensitive set of the signatures, e.g. for Lucene's {@code StopFilter}
   */
  public CharArraySet asSet() {
    return new CharArraySet(signatures, false);
  }

  /**
   * Signatures of {@code field} in {@code reader} whose document frequency is above {@code maxDf}
   * (document frequencies as the index reports them, deleted documents included until merged away).
   *
   * @param reader the index to read
   * @param field the field that holds the signatures
   * @param maxDf the largest document frequency that is not common, e.g. from {@link #maxDf}
   * @return the signatures whose document frequency is greater than {@code maxDf}, sorted; empty if
   *     the field has no terms
   * @throws IOException if the index cannot be read
   */
  public static CommonSignatures fromIndex(IndexReader reader, String field, long maxDf)
      throws IOException {
    List<String> out = new ArrayList<>();
    Terms terms = MultiTerms.getTerms(reader, field);
    if (terms != null) {
      TermsEnum te = terms.iterator();
      for (BytesRef t = te.next(); t != null; t = te.next()) {
        if (te.docFreq() > maxDf) {
          out.add(t.utf8ToString());
        }
      }
    }
    return new CommonSignatures(
        out,
        String.format(
            Locale.ROOT, "df > %d in %d documents of field %s", maxDf, reader.numDocs(), field));
  }

  /**
   * The limit as a share of the collection: more than {@code share * n} documents.
   *
   * @param share the share of the documents above which a signature is common, in (0, 1]
   * @param n the number of documents of the collection
   * @return {@code floor(share * n)}, the {@code maxDf} for {@link #fromIndex} and {@link
   *     Learner#build}
   * @throws IllegalArgumentException if {@code share} is not in (0, 1] (NaN included)
   */
  public static long maxDf(double share, long n) {
    if (!(share > 0 && share <= 1)) {
      throw new IllegalArgumentException("share must be in (0, 1], got " + share);
    }
    return (long) Math.floor(share * n);
  }

  /**
   * Reads a list written by {@link #write}.
   *
   * @param file a UTF-8 file with one signature a line; blank lines and lines that begin with
   *     {@code #} are skipped, and white space around a signature is stripped
   * @return the list, sorted
   * @throws IOException if the file cannot be read (or is not valid UTF-8)
   */
  public static CommonSignatures read(Path file) throws IOException {
    List<String> out = new ArrayList<>();
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      for (String line; (line = in.readLine()) != null; ) {
        String s = line.strip();
        if (!s.isEmpty() && !s.startsWith("#")) {
          out.add(s);
        }
      }
    }
    Collections.sort(out);
    return new CommonSignatures(out, "read from " + file);
  }

  /**
   * Writes the list (replacing {@code file} only once complete).
   *
   * @param file the file to write or replace; its parent directories are created if missing
   * @throws IOException if the file cannot be written, or the temporary file beside it cannot be
   *     moved over it atomically (e.g. {@link java.nio.file.AtomicMoveNotSupportedException})
   */
  public void write(Path file) throws IOException {
    Path dir = file.toAbsolutePath().getParent();
    Files.createDirectories(dir);
    Path tmp = Files.createTempFile(dir, ".common-signatures", ".tmp");
    try {
      try (BufferedWriter w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
        write(w);
      }
      Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } finally {
      Files.deleteIfExists(tmp);
    }
  }

  /**
   * Writes the list, one signature a line after a comment line saying where it comes from.
   *
   * @param w the writer; neither flushed nor closed
   * @throws IOException if {@code w} throws it
   */
  public void write(java.io.Writer w) throws IOException {
    w.write("# spotsigs common signatures: " + provenance + "\n");
    for (String s : signatures) {
      w.write(s);
      w.write('\n');
    }
  }

  /** Counts document frequencies over documents given one at a time; not thread-safe. */
  public static final class Learner {
    private final BytesRefHash terms = new BytesRefHash();
    private int[] df = new int[1024];
    private long documents;

    /** A learner that has seen no document. */
    public Learner() {}

    /**
     * Adds one document's distinct signatures.
     *
     * @param vector the document's signatures, each counted once for the document whatever its
     *     count in it
     */
    public void add(org.spotsigs.index.SignatureVector vector) {
      documents++;
      for (int i = 0; i < vector.size(); i++) {
        int id = terms.add(vector.term(i));
        if (id < 0) {
          id = -id - 1;
        } else {
          df = ArrayUtil.grow(df, id + 1);
        }
        df[id]++;
      }
    }

    /**
     * The number of documents added.
     *
     * @return the number of calls of {@link #add} so far
     */
    public long documents() {
      return documents;
    }

    /**
     * Signatures in more than {@code maxDf} of the documents added.
     *
     * @param maxDf the largest document frequency that is not common, e.g. from {@link
     *     CommonSignatures#maxDf} with {@link #documents()}
     * @return the common signatures, sorted; this learner is left as it is and may go on
     */
    public CommonSignatures build(long maxDf) {
      List<String> out = new ArrayList<>();
      BytesRef scratch = new BytesRef();
      for (int id = 0; id < terms.size(); id++) {
        if (df[id] > maxDf) {
          out.add(terms.get(id, scratch).utf8ToString());
        }
      }
      Collections.sort(out);
      return new CommonSignatures(
          out, String.format(Locale.ROOT, "df > %d in %d documents", maxDf, documents));
    }
  }
}
