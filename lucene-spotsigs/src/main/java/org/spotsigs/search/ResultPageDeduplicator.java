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
package org.spotsigs.search;

import com.carrotsearch.hppc.IntArrayList;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.lucene.index.BinaryDocValues;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.util.BytesRef;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.ForwardVector;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.util.IntArraySorter;

/**
 * Folds near-duplicates out of a ranked result list: a hit is kept unless its similarity to a
 * higher-ranked kept hit is at least tau; then it is folded into the highest-ranked such kept hit
 * and listed there with its exact similarity. {@link #search} fetches as many ranked hits as it
 * needs to fill a page of {@code k} kept results.
 *
 * <p>Exact: every decision compares the two forward vectors in integer arithmetic ({@link
 * Threshold}). Cost: the kept hits are held in a small in-memory inverted index ({@link
 * KeptVectors}), and each examined hit is a query against it through the same {@link
 * DeltaTraversal} as every other near-duplicate search, its candidates verified in rank order until
 * the first match; no pairwise comparison with every kept hit. Vectors are read from doc values in
 * doc-id order, once per hit. Documents without signatures are kept and never folded. Thread-safe
 * (stateless).
 */
public final class ResultPageDeduplicator {
  private final SpotSigsSchema schema;
  private final Threshold tau;
  private final Measure measure;

  /**
   * A deduplicator of the pages of an index whose documents carry SpotSigs signatures.
   *
   * @param field the base signature field of {@link SpotSigsSchema}, whose forward vectors are read
   * @param tau the similarity threshold: a hit at or above it to a kept hit is folded
   * @param measure the measure the similarity is computed under
   * @throws IllegalArgumentException if {@code field} is null or empty
   * @throws NullPointerException if {@code tau} or {@code measure} is null
   */
  public ResultPageDeduplicator(String field, Threshold tau, Measure measure) {
    this.measure = Objects.requireNonNull(measure, "measure"); // named before the schema's check
    this.schema = SpotSigsSchema.of(field, measure);
    this.tau = Objects.requireNonNull(tau, "tau");
  }

  /**
   * The top {@code k} results of {@code query} with near-duplicates folded.
   *
   * @param searcher the searcher to run {@code query} on; its index holds the forward vectors
   * @param query the ranking query, run again with {@code searchAfter} for further hits as needed
   * @param k the number of kept results wanted, at least 1
   * @return the kept results in rank order with what each folded, fewer than {@code k} only if the
   *     query ran out of hits
   * @throws IllegalArgumentException if {@code k} is less than 1
   * @throws IOException if searching or reading the forward vectors fails
   */
  public FoldedResults search(IndexSearcher searcher, Query query, int k) throws IOException {
    if (k < 1) {
      throw new IllegalArgumentException("k must be >= 1, got " + k);
    }
    State state = new State(k);
    int batch = Math.max(16, 2 * k);
    ScoreDoc after = null;
    boolean exhausted = false;
    long fetched = 0;
    while (state.kept.size() < k) {
      TopDocs top =
          after == null ? searcher.search(query, batch) : searcher.searchAfter(after, query, batch);
      ScoreDoc[] hits = top.scoreDocs;
      fetched += hits.length;
      fold(searcher.getIndexReader(), hits, state);
      if (hits.length < batch) {
        // the query's last hits: exhausted unless the page filled before the last of them
        exhausted = state.examined == fetched;
        break;
      }
      after = hits[hits.length - 1];
    }
    return state.result(exhausted);
  }

  /**
   * Folds an already ranked list: returns the first {@code k} kept results (or fewer if the list
   * runs out) and what they folded.
   *
   * @param reader the top-level reader the hits' doc ids refer to, with their forward vectors
   * @param ranked the hits in rank order
   * @param k the number of kept results wanted; hits after the {@code k}-th kept one are not
   *     examined
   * @return the kept results in rank order with what each folded; {@link FoldedResults#exhausted()}
   *     is true if every hit of {@code ranked} was examined (the list ran out before or at the
   *     {@code k}-th kept one)
   * @throws IllegalArgumentException if {@code k} is less than 1
   * @throws IOException if reading the forward vectors fails
   */
  public FoldedResults fold(IndexReader reader, ScoreDoc[] ranked, int k) throws IOException {
    if (k < 1) {
      throw new IllegalArgumentException("k must be >= 1, got " + k);
    }
    State state = new State(k);
    fold(reader, ranked, state);
    return state.result(state.examined == ranked.length);
  }

  /**
   * Folds signature vectors listed in rank order ({@code null}: a hit without a vector, kept and
   * never folded): every vector is kept unless its similarity to a kept vector above it is at least
   * tau, and is then folded into the highest-ranked such one. The same rule as {@link
   * #fold(IndexReader, ScoreDoc[], int)}, for hits whose vectors come from elsewhere (another node,
   * another index).
   *
   * @param ranked the hits' signature vectors in rank order, null for a hit without one
   * @return for every position of {@code ranked}, whether it is kept or which position it is folded
   *     into, with the exact similarity
   */
  public Folding fold(List<SignatureVector> ranked) {
    int n = ranked.size();
    int[] into = new int[n];
    long[] overlaps = new long[n];
    long[] unions = new long[n];
    State state = new State(Integer.MAX_VALUE);
    List<Integer> positions = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      SignatureVector vector = ranked.get(i);
      int j = state.offer(vector == null ? null : state.vectors.query(vector));
      if (j < 0) {
        positions.add(i);
        into[i] = -1;
      } else {
        into[i] = positions.get(j);
        overlaps[i] = state.overlap;
        unions[i] = state.union;
      }
    }
    return new Folding(into, overlaps, unions);
  }

  /**
   * The folding of a ranked list of vectors.
   *
   * @param into for each position, the position of the kept vector it is folded into, or -1 if it
   *     is kept
   * @param overlaps for each folded position, the exact overlap with the vector it is folded into
   * @param unions for each folded position, the exact union with the vector it is folded into
   */
  public record Folding(int[] into, long[] overlaps, long[] unions) {
    /**
     * Whether position {@code i} is kept.
     *
     * @param i a position of the ranked list, in {@code [0, into().length)}
     * @return true if it is kept, false if it is folded
     */
    public boolean kept(int i) {
      return into[i] < 0;
    }

    /**
     * The similarity of folded position {@code i} to the vector it is folded into.
     *
     * @param i a folded position of the ranked list
     * @return overlap / union as a double, for display only; NaN for a kept position
     */
    public double similarity(int i) {
      return (double) overlaps[i] / unions[i];
    }
  }

  private void fold(IndexReader reader, ScoreDoc[] hits, State state) throws IOException {
    if (state.kept.size() >= state.k || hits.length == 0) {
      return;
    }
    BytesRef[] encoded = readVectors(reader, hits);
    ForwardVector.Reader vector = new ForwardVector.Reader();
    for (int i = 0; i < hits.length && state.kept.size() < state.k; i++) {
      state.examined++;
      KeptVectors.Query query = null;
      if (encoded[i] != null) {
        vector.reset(encoded[i]);
        query = state.vectors.queryAdding(vector);
      }
      int into = state.offer(query);
      if (into >= 0) {
        state.folded.get(into).add(new FoldedResults.Folded(hits[i], state.overlap, state.union));
      } else {
        state.kept.add(hits[i]);
        state.folded.add(new ArrayList<>());
      }
    }
  }

  /** The encoded vectors of the hits (null where there is none), read in doc-id order. */
  private BytesRef[] readVectors(IndexReader reader, ScoreDoc[] hits) throws IOException {
    int n = hits.length;
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    IntArraySorter.sort(order, 0, n, (x, y) -> Integer.compare(hits[x].doc, hits[y].doc));
    BytesRef[] encoded = new BytesRef[n];
    List<LeafReaderContext> leaves = reader.leaves();
    int leafIndex = -1;
    LeafReaderContext ctx = null;
    BinaryDocValues vectorDv = null;
    for (int i : order) {
      int doc = hits[i].doc;
      int li = ReaderUtil.subIndex(doc, leaves);
      if (li != leafIndex) {
        leafIndex = li;
        ctx = leaves.get(li);
        vectorDv = ctx.reader().getBinaryDocValues(schema.vectorField());
      }
      if (vectorDv != null && vectorDv.advanceExact(doc - ctx.docBase)) {
        encoded[i] = BytesRef.deepCopyOf(vectorDv.binaryValue());
      }
    }
    return encoded;
  }

  /**
   * The kept hits of one page, their vectors in a {@link KeptVectors} (positions = order kept, hits
   * without signatures left out), and a searcher of it.
   */
  private final class State {
    final int k;
    final List<ScoreDoc> kept = new ArrayList<>();
    final List<List<FoldedResults.Folded>> folded = new ArrayList<>();
    int examined;

    final KeptVectors vectors = new KeptVectors(tau, measure, Partitioning.single());
    final KeptVectors.Searcher searcher = vectors.searcher();

    /** The kept hit (its index among the kept ones) of each position of {@link #vectors}. */
    final IntArrayList keptHit = new IntArrayList();

    /** The hits kept so far, with and without signatures. */
    int keptCount;

    long overlap;
    long union;

    State(int k) {
      this.k = k;
    }

    /**
     * Decides about the hit of {@code query} (null: it has no vector, so it is kept and never
     * folded): returns the index among the kept hits of the highest-ranked one it is folded into
     * (with {@link #overlap} and {@link #union}), or -1 after keeping it.
     */
    int offer(KeptVectors.Query query) {
      if (query != null) {
        KeptVectors.Match first = searcher.first(query, 0);
        if (first != null) {
          overlap = first.overlap();
          union = first.union();
          return keptHit.get(first.position());
        }
        if (vectors.keep(query) >= 0) {
          keptHit.add(keptCount);
        }
      }
      keptCount++;
      return -1;
    }

    FoldedResults result(boolean exhausted) {
      List<FoldedResults.Hit> hits = new ArrayList<>(kept.size());
      for (int i = 0; i < kept.size(); i++) {
        hits.add(new FoldedResults.Hit(kept.get(i), List.copyOf(folded.get(i))));
      }
      return new FoldedResults(List.copyOf(hits), examined, exhausted);
    }
  }
}
