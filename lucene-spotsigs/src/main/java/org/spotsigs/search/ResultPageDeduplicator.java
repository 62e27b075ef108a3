package org.spotsigs.search;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.lucene.index.BinaryDocValues;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.util.BytesRef;
import org.spotsigs.util.IntArraySorter;
import org.spotsigs.index.ForwardVector;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;

/**
 * Folds near-duplicates out of a ranked result list: a hit is kept unless its similarity to a
 * higher-ranked kept hit is at least tau; then it is folded into the highest-ranked such kept hit
 * and listed there with its exact similarity. {@link #search} fetches as many ranked hits as it
 * needs to fill a page of {@code k} kept results.
 *
 * <p>Exact: every decision compares the two forward vectors in integer arithmetic ({@link
 * Threshold}). Cost: at most {@code k} comparisons per examined hit, each skipped when the lengths
 * alone rule tau out; vectors are read from doc values in doc-id order, once per hit. Documents
 * without signatures are kept and never folded. Thread-safe (stateless).
 */
public final class ResultPageDeduplicator {
  private final SpotSigsSchema schema;
  private final Threshold tau;
  private final Measure measure;

  public ResultPageDeduplicator(String field, Threshold tau, Measure measure) {
    this.schema = SpotSigsSchema.of(field, measure);
    this.tau = Objects.requireNonNull(tau, "tau");
    this.measure = Objects.requireNonNull(measure, "measure");
  }

  /** The top {@code k} results of {@code query} with near-duplicates folded. */
  public FoldedResults search(IndexSearcher searcher, Query query, int k) throws IOException {
    if (k < 1) {
      throw new IllegalArgumentException("k must be >= 1, got " + k);
    }
    State state = new State(k);
    int batch = Math.max(16, 2 * k);
    ScoreDoc after = null;
    boolean exhausted = false;
    while (state.kept.size() < k) {
      TopDocs top = after == null ? searcher.search(query, batch) : searcher.searchAfter(after, query, batch);
      ScoreDoc[] hits = top.scoreDocs;
      fold(searcher.getIndexReader(), hits, state);
      if (hits.length < batch) {
        exhausted = true;
        break;
      }
      after = hits[hits.length - 1];
    }
    return state.result(exhausted);
  }

  /**
   * Folds an already ranked list: returns the first {@code k} kept results (or fewer if the list
   * runs out) and what they folded.
   */
  public FoldedResults fold(IndexReader reader, ScoreDoc[] ranked, int k) throws IOException {
    State state = new State(k);
    fold(reader, ranked, state);
    return state.result(state.kept.size() < k);
  }

  private void fold(IndexReader reader, ScoreDoc[] hits, State state) throws IOException {
    if (state.kept.size() >= state.k || hits.length == 0) {
      return;
    }
    Page page = readPage(reader, hits);
    for (int i = 0; i < hits.length && state.kept.size() < state.k; i++) {
      state.examined++;
      long len = page.lengths[i];
      Lazy hit = new Lazy(page.encoded[i]);
      int into = -1;
      if (len > 0) {
        long lo = tau.minLength(len);
        long hi = tau.maxLength(len);
        for (int j = 0; j < state.kept.size(); j++) {
          long kLen = state.keptLength.get(j);
          if (kLen < lo || kLen > hi) {
            continue; // the lengths alone rule tau out: nothing to decode
          }
          long overlap = hit.vector().overlap(state.keptVectors.get(j).vector(), measure);
          if (overlap >= tau.minOverlap(len, kLen)) {
            into = j;
            state.folded.get(j).add(new FoldedResults.Folded(hits[i], overlap, len + kLen - overlap));
            break;
          }
        }
      }
      if (into < 0) {
        state.kept.add(hits[i]);
        state.keptVectors.add(hit);
        state.keptLength.add(len);
        state.folded.add(new ArrayList<>());
      }
    }
  }

  /** A forward vector decoded on first use. */
  private static final class Lazy {
    private BytesRef encoded;
    private SignatureVector vector;

    Lazy(BytesRef encoded) {
      this.encoded = encoded;
    }

    SignatureVector vector() {
      if (vector == null) {
        vector = encoded == null ? SignatureVector.empty() : ForwardVector.decode(encoded);
        encoded = null;
      }
      return vector;
    }
  }

  private record Page(long[] lengths, BytesRef[] encoded) {}

  /** Lengths and encoded vectors of the hits, read in doc-id order (one iterator per segment and field). */
  private Page readPage(IndexReader reader, ScoreDoc[] hits) throws IOException {
    int n = hits.length;
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    IntArraySorter.sort(order, 0, n, (x, y) -> Integer.compare(hits[x].doc, hits[y].doc));
    long[] lengths = new long[n];
    BytesRef[] encoded = new BytesRef[n];
    List<LeafReaderContext> leaves = reader.leaves();
    int leafIndex = -1;
    LeafReaderContext ctx = null;
    NumericDocValues lengthDv = null;
    BinaryDocValues vectorDv = null;
    for (int i : order) {
      int doc = hits[i].doc;
      int li = ReaderUtil.subIndex(doc, leaves);
      if (li != leafIndex) {
        leafIndex = li;
        ctx = leaves.get(li);
        lengthDv = ctx.reader().getNumericDocValues(schema.lengthField(measure));
        vectorDv = ctx.reader().getBinaryDocValues(schema.vectorField());
      }
      int local = doc - ctx.docBase;
      if (lengthDv != null && vectorDv != null && lengthDv.advanceExact(local) && vectorDv.advanceExact(local)) {
        lengths[i] = lengthDv.longValue();
        encoded[i] = BytesRef.deepCopyOf(vectorDv.binaryValue());
      }
    }
    return new Page(lengths, encoded);
  }

  private static final class State {
    final int k;
    final List<ScoreDoc> kept = new ArrayList<>();
    final List<Lazy> keptVectors = new ArrayList<>();
    final List<Long> keptLength = new ArrayList<>();
    final List<List<FoldedResults.Folded>> folded = new ArrayList<>();
    int examined;

    State(int k) {
      this.k = k;
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
