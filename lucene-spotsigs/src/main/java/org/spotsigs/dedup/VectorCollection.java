package org.spotsigs.dedup;

import com.carrotsearch.hppc.IntArrayList;
import java.io.IOException;
import java.util.Arrays;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.MultiBits;
import org.apache.lucene.index.MultiTerms;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.Bits;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.BytesRefHash;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.search.Measure;

/**
 * Signature vectors of many documents in memory, in compressed-row form: for document {@code d}
 * (0-based, in the order added), entries {@code start(d) .. start(d+1)} of {@link #termIds()} hold
 * its signatures as integer term ids in ascending order, with their counts in {@link #counts()}.
 * Each document also has an external id (a top-level Lucene doc id, or whatever the builder was
 * given).
 *
 * <p>Term ids stand for distinct signature strings of this collection (one id per string, assigned
 * by a dictionary), so comparing ids is comparing signatures: exact. Immutable after construction;
 * thread-safe for reading.
 */
public final class VectorCollection {
  private final int[] start;
  private final int[] termIds;
  private final int[] counts;
  private final int[] externalIds;
  private final int numTerms;

  /** The signature of every term id, when the collection was built from vectors (else null). */
  private final BytesRefHash dictionary;

  VectorCollection(int[] start, int[] termIds, int[] counts, int[] externalIds, int numTerms) {
    this(start, termIds, counts, externalIds, numTerms, null);
  }

  VectorCollection(
      int[] start,
      int[] termIds,
      int[] counts,
      int[] externalIds,
      int numTerms,
      BytesRefHash dictionary) {
    this.start = start;
    this.termIds = termIds;
    this.counts = counts;
    this.externalIds = externalIds;
    this.numTerms = numTerms;
    this.dictionary = dictionary;
  }

  /**
   * The signature of {@code termId}, or null if the collection does not know it (one loaded from an
   * index).
   */
  public BytesRef term(int termId) {
    return dictionary == null ? null : dictionary.get(termId, new BytesRef());
  }

  /** The same term ids with other entries (a filtered or weighted copy keeps the dictionary). */
  VectorCollection withEntries(int[] start, int[] termIds, int[] counts) {
    return new VectorCollection(start, termIds, counts, externalIds, numTerms, dictionary);
  }

  /** Number of documents. */
  public int size() {
    return externalIds.length;
  }

  /** Number of distinct signatures (term ids are in {@code [0, numTerms)}). */
  public int numTerms() {
    return numTerms;
  }

  /** First entry of document {@code doc}. */
  public int start(int doc) {
    return start[doc];
  }

  /** One past the last entry of document {@code doc}. */
  public int end(int doc) {
    return start[doc + 1];
  }

  /**
   * The term id of entry {@code entry} (an index in {@code [start(d), end(d))} of some document d).
   */
  public int termId(int entry) {
    return termIds[entry];
  }

  /** The count of entry {@code entry}: how often its signature occurs in its document (>= 1). */
  public int count(int entry) {
    return counts[entry];
  }

  /** Document starts: entries of d are [starts()[d], starts()[d + 1]). Do not modify. */
  int[] starts() {
    return start;
  }

  /** Term ids of all documents (see {@link #start(int)}). Do not modify. */
  int[] termIds() {
    return termIds;
  }

  /** Counts parallel to {@link #termIds()}. Do not modify. */
  int[] counts() {
    return counts;
  }

  /** The external id of {@code doc}. */
  public int externalId(int doc) {
    return externalIds[doc];
  }

  /** Number of distinct signatures of {@code doc}. */
  public int cardinality(int doc) {
    return start[doc + 1] - start[doc];
  }

  /** |doc| under {@code measure}. */
  public long length(int doc, Measure measure) {
    if (measure == Measure.SET) {
      return cardinality(doc);
    }
    long sum = 0;
    for (int i = start[doc], e = start[doc + 1]; i < e; i++) {
      sum += counts[i];
    }
    return sum;
  }

  /** Total number of (term id, count) entries. */
  public long entries() {
    return termIds.length;
  }

  public static Builder builder() {
    return new Builder();
  }

  /**
   * Loads the signature vectors of every live document of {@code reader} from the postings of the
   * schema's signature field; external ids are top-level doc ids. Documents without signatures are
   * included with empty vectors.
   */
  public static VectorCollection fromIndex(IndexReader reader, SpotSigsSchema schema)
      throws IOException {
    int maxDoc = reader.maxDoc();
    Bits live = MultiBits.getLiveDocs(reader);
    int[] ordOf = new int[maxDoc];
    IntArrayList external = new IntArrayList();
    for (int d = 0; d < maxDoc; d++) {
      if (live == null || live.get(d)) {
        ordOf[d] = external.size();
        external.add(d);
      } else {
        ordOf[d] = -1;
      }
    }
    int n = external.size();
    int[] start = new int[n + 1];
    Terms terms = MultiTerms.getTerms(reader, schema.field());
    if (terms == null) {
      return new VectorCollection(start, new int[0], new int[0], external.toArray(), 0);
    }
    // Pass 1: number of distinct signatures per document.
    TermsEnum te = terms.iterator();
    PostingsEnum pe = null;
    int numTerms = 0;
    while (te.next() != null) {
      numTerms++;
      pe = te.postings(pe, PostingsEnum.NONE);
      for (int d = pe.nextDoc(); d != DocIdSetIterator.NO_MORE_DOCS; d = pe.nextDoc()) {
        int ord = ordOf[d];
        if (ord >= 0) {
          start[ord + 1]++;
        }
      }
    }
    for (int i = 0; i < n; i++) {
      start[i + 1] += start[i];
    }
    int[] ids = new int[start[n]];
    int[] cnts = new int[start[n]];
    int[] fill = Arrays.copyOf(start, n);
    // Pass 2: terms in sorted order, so every document's ids come out ascending.
    te = terms.iterator();
    int t = 0;
    while (te.next() != null) {
      pe = te.postings(pe, PostingsEnum.FREQS);
      for (int d = pe.nextDoc(); d != DocIdSetIterator.NO_MORE_DOCS; d = pe.nextDoc()) {
        int ord = ordOf[d];
        if (ord >= 0) {
          int at = fill[ord]++;
          ids[at] = t;
          cnts[at] = pe.freq();
        }
      }
      t++;
    }
    return new VectorCollection(start, ids, cnts, external.toArray(), numTerms);
  }

  /** Collects vectors one document at a time; not thread-safe. */
  public static final class Builder {
    private final BytesRefHash dictionary = new BytesRefHash();
    private final IntArrayList start = new IntArrayList();
    private final IntArrayList termIds = new IntArrayList();
    private final IntArrayList counts = new IntArrayList();
    private final IntArrayList externalIds = new IntArrayList();
    private int[] scratchIds = new int[64];
    private int[] scratchCounts = new int[64];
    private long[] packed = new long[64];

    private Builder() {
      start.add(0);
    }

    /** Adds a document with external id = its position; returns that position. */
    public int add(SignatureVector vector) {
      return add(vector, externalIds.size());
    }

    /** Adds a document with the given external id; returns its position in the collection. */
    public int add(SignatureVector vector, int externalId) {
      int n = vector.size();
      if (scratchIds.length < n) {
        scratchIds = new int[n];
        scratchCounts = new int[n];
      }
      for (int i = 0; i < n; i++) {
        BytesRef term = vector.term(i);
        int id = dictionary.add(term);
        scratchIds[i] = id < 0 ? -id - 1 : id;
        scratchCounts[i] = vector.count(i);
      }
      sortById(scratchIds, scratchCounts, n);
      for (int i = 0; i < n; i++) {
        termIds.add(scratchIds[i]);
        counts.add(scratchCounts[i]);
      }
      start.add(termIds.size());
      externalIds.add(externalId);
      return externalIds.size() - 1;
    }

    /** Number of documents added so far. */
    public int size() {
      return externalIds.size();
    }

    public VectorCollection build() {
      return new VectorCollection(
          start.toArray(),
          termIds.toArray(),
          counts.toArray(),
          externalIds.toArray(),
          dictionary.size(),
          dictionary);
    }

    /** Sorts the first n (id, count) entries by id (ids are distinct and non-negative). */
    private void sortById(int[] ids, int[] cnts, int n) {
      if (packed.length < n) {
        packed = new long[ArrayUtil.oversize(n, Long.BYTES)];
      }
      for (int i = 0; i < n; i++) {
        packed[i] = ((long) ids[i] << 32) | cnts[i];
      }
      Arrays.sort(packed, 0, n);
      for (int i = 0; i < n; i++) {
        ids[i] = (int) (packed[i] >>> 32);
        cnts[i] = (int) packed[i];
      }
    }
  }
}
