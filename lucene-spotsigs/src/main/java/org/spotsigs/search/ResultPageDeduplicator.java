package org.spotsigs.search;

import com.carrotsearch.hppc.IntArrayList;
import com.carrotsearch.hppc.LongArrayList;
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
import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.ByteBlockPool;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.BytesRefHash;
import org.spotsigs.index.ForwardVector;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.util.IntArraySorter;

/**
 * Folds near-duplicates out of a ranked result list: a hit is kept unless its similarity to a
 * higher-ranked kept hit is at least tau; then it is folded into the highest-ranked such kept hit
 * and listed there with its exact similarity. {@link #search} fetches as many ranked hits as it
 * needs to fill a page of {@code k} kept results.
 *
 * <p>Exact: every decision compares the two forward vectors in integer arithmetic ({@link
 * Threshold}). Cost: each examined hit's signatures are looked up once in an inverted index of the
 * kept hits' signatures (built per call), which accumulates its overlap with every kept hit it
 * shares a signature with; no pairwise merge. Vectors are read from doc values in doc-id order,
 * once per hit. Documents
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
    ForwardVector.Reader vector = new ForwardVector.Reader();
    for (int i = 0; i < hits.length && state.kept.size() < state.k; i++) {
      state.examined++;
      long len = page.lengths[i];
      if (len == 0 || page.encoded[i] == null) {
        state.keep(hits[i], 0, 0); // no signatures: kept, never folded, folds nothing
        continue;
      }
      vector.reset(page.encoded[i]);
      int n = state.probe(vector, measure);
      long lo = tau.minLength(len);
      long hi = tau.maxLength(len);
      int into = -1;
      long overlap = 0;
      for (int t = 0; t < state.touched.size(); t++) {
        int j = state.touched.get(t);
        long kLen = state.keptLength.get(j);
        long o = state.overlap[j];
        if ((into < 0 || j < into) && kLen >= lo && kLen <= hi && o >= tau.minOverlap(len, kLen)) {
          into = j;
          overlap = o;
        }
        state.overlap[j] = 0;
      }
      state.touched.clear();
      if (into >= 0) {
        long kLen = state.keptLength.get(into);
        state.folded.get(into).add(new FoldedResults.Folded(hits[i], overlap, len + kLen - overlap));
      } else {
        state.keep(hits[i], len, n);
      }
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

  /**
   * The kept hits of one page and an inverted index of their signatures (page-local term ids,
   * postings as linked entries in parallel arrays), so that a new hit's overlap with every kept hit
   * is accumulated in one pass over its own signatures instead of one merge per kept hit.
   */
  private static final class State {
    final int k;
    final List<ScoreDoc> kept = new ArrayList<>();
    final LongArrayList keptLength = new LongArrayList();
    final List<List<FoldedResults.Folded>> folded = new ArrayList<>();
    int examined;

    private final BytesRefHash dictionary;
    private int[] head = new int[64]; // term id -> first posting entry + 1 (0: none)
    private int[] entryNext = new int[64]; // entry -> next entry + 1 (0: end)
    private int[] entryKept = new int[64];
    private int[] entryCount = new int[64];
    private int entries;
    private int[] scratchIds = new int[64];
    private int[] scratchCounts = new int[64];
    long[] overlap = new long[16];
    final IntArrayList touched = new IntArrayList();

    State(int k) {
      this.k = k;
      // sized for about two pages of hits of typical length, so that it rarely rehashes
      int capacity = Integer.highestOneBit(Math.clamp(64L * k, 16, 1 << 16) - 1) << 1;
      this.dictionary = new BytesRefHash(new ByteBlockPool(new ByteBlockPool.DirectAllocator()), capacity,
          new BytesRefHash.DirectBytesStartArray(capacity));
    }

    /**
     * Accumulates the overlap of {@code vector} with every kept hit that shares a signature with it
     * into {@link #overlap} (those hits listed once in {@link #touched}); remembers the vector's
     * term ids for {@link #keep}. Returns the number of distinct signatures read.
     */
    int probe(ForwardVector.Reader vector, Measure measure) {
      int n = vector.size();
      if (scratchIds.length < n) {
        scratchIds = new int[ArrayUtil.oversize(n, Integer.BYTES)];
        scratchCounts = new int[scratchIds.length];
      }
      for (int t = 0; vector.next(); t++) {
        int id = dictionary.add(vector.term());
        int count = vector.count();
        if (id < 0) {
          id = -id - 1;
          for (int e = head[id]; e != 0; e = entryNext[e - 1]) {
            int j = entryKept[e - 1];
            if (overlap[j] == 0) {
              touched.add(j);
            }
            overlap[j] += measure == Measure.SET ? 1 : Math.min(count, entryCount[e - 1]);
          }
        } else if (id >= head.length) {
          head = ArrayUtil.grow(head, id + 1);
        }
        scratchIds[t] = id;
        scratchCounts[t] = count;
      }
      return n;
    }

    /** Keeps {@code hit}; its signatures are the {@code n} last probed. */
    void keep(ScoreDoc hit, long length, int n) {
      int j = kept.size();
      kept.add(hit);
      keptLength.add(length);
      folded.add(new ArrayList<>());
      if (overlap.length <= j) {
        overlap = ArrayUtil.grow(overlap, j + 1);
      }
      if (entryKept.length < entries + n) {
        int size = ArrayUtil.oversize(entries + n, Integer.BYTES);
        entryNext = ArrayUtil.growExact(entryNext, size);
        entryKept = ArrayUtil.growExact(entryKept, size);
        entryCount = ArrayUtil.growExact(entryCount, size);
      }
      for (int t = 0; t < n; t++) {
        int id = scratchIds[t];
        entryNext[entries] = head[id];
        entryKept[entries] = j;
        entryCount[entries] = scratchCounts[t];
        head[id] = ++entries;
      }
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
