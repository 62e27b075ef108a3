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

import java.io.IOException;
import java.util.Arrays;
import org.apache.lucene.document.IntPoint;
import org.apache.lucene.index.BinaryDocValues;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.PointValues;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.TermState;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.Bits;
import org.spotsigs.core.Overlap;
import org.spotsigs.index.SpotSigsSchema;

/**
 * The Lucene back-end of {@link DeltaTraversal} for one query in one segment: the postings of the
 * query's signatures (positions are segment doc ids) and the candidates' lengths and forward
 * vectors from doc values. In a segment sorted by {@link SpotSigsSchema#indexSort()} the documents
 * of a length window are one doc-id range ({@link LengthWindow}); otherwise lengths are checked per
 * candidate. Terms are looked up on first use. Not thread-safe.
 */
final class SegmentLists implements InvertedLists, ForwardVectors {
  /** Matches of one segment, doc ids ascending. */
  record Result(int[] docs, long[] overlaps, long[] unions) {
    static final Result EMPTY = new Result(new int[0], new long[0], new long[0]);

    int size() {
      return docs.length;
    }

    double similarity(int i) {
      return (double) overlaps[i] / unions[i];
    }
  }

  private final LeafReader leaf;
  private final SpotSigsSchema schema;
  private final QueryVector q;
  private final String lengthField;
  private final Terms terms;

  /** Null when the segment is not sorted by the query's length. */
  private final LengthWindow window;

  private final int maxDoc;

  /** Candidates shorter than this are not wanted (0: any length). */
  private long minLength;

  /** The last window boundaries found: firstAtMost(atMost) = from; windowEnd(atLeast) = end. */
  private long atMost = Long.MIN_VALUE;

  private int from;
  private long atLeast = Long.MIN_VALUE;
  private int end;

  private TermsEnum te;
  private TermState[] states;
  private int[] docFreqs;
  private PostingsEnum postings;

  private NumericDocValues lengths;
  private BinaryDocValues vectors;
  private QueryVector.ForwardMerge merge;

  SegmentLists(LeafReader leaf, SpotSigsSchema schema, QueryVector q) throws IOException {
    this.leaf = leaf;
    this.schema = schema;
    this.q = q;
    this.lengthField = schema.lengthField(q.measure);
    this.terms = leaf.terms(schema.field());
    this.window = schema.isSortedBy(leaf, q.measure) ? new LengthWindow(leaf, lengthField) : null;
    this.maxDoc = leaf.maxDoc();
    this.end = maxDoc;
  }

  /**
   * Every live document of the segment (or of {@code acceptDocs}) whose similarity to the query is
   * at least tau, found by {@code traversal} (which may be reused from segment to segment); the
   * work is added to {@code stats}.
   *
   * @param excludeDoc a segment-local doc id never to consider (the query document itself), or -1
   * @param maxMatches stop once this many matches are verified (lowest doc ids first)
   * @param minLength only candidates at least this long (0: any)
   */
  static Result match(
      LeafReader leaf,
      Bits acceptDocs,
      int excludeDoc,
      SpotSigsSchema schema,
      QueryVector q,
      DeltaTraversal traversal,
      MatchStats stats,
      int maxMatches,
      long minLength)
      throws IOException {
    if (q.length == 0 || leaf.terms(schema.field()) == null) {
      return Result.EMPTY;
    }
    SegmentLists lists = new SegmentLists(leaf, schema, q);
    if (!lists.mayHold(
        Math.max(minLength, traversal.tau().minLength(q.length)),
        traversal.tau().maxLength(q.length))) {
      return Result.EMPTY;
    }
    lists.minLength = minLength;
    return lists.search(
        traversal, new DeltaTraversal.Limits(acceptDocs, excludeDoc, maxMatches), stats);
  }

  /**
   * False when no document of the segment can be between {@code minLength} and {@code maxLength}
   * long, by the range of the length field's points (read from the segment's metadata, before any
   * term is looked up); true when the range meets them or is not known for every document.
   */
  boolean mayHold(long minLength, long maxLength) throws IOException {
    PointValues points = leaf.getPointValues(lengthField);
    if (points == null || points.getDocCount() != maxDoc || points.getNumDimensions() != 1) {
      return true;
    }
    long shortest = IntPoint.decodeDimension(points.getMinPackedValue(), 0);
    long longest = IntPoint.decodeDimension(points.getMaxPackedValue(), 0);
    return longest >= minLength && shortest <= maxLength;
  }

  /**
   * The matches of this segment (see {@link #match}); the work is added to {@code stats} unless it
   * is null.
   */
  Result search(DeltaTraversal traversal, DeltaTraversal.Limits limits, MatchStats stats)
      throws IOException {
    ResultBuilder hits = new ResultBuilder();
    traversal.search(this, this, q.length, limits, hits);
    if (stats != null) {
      traversal.addTo(stats);
    }
    return hits.build();
  }

  /** Collects the matches of a segment. */
  private static final class ResultBuilder implements DeltaTraversal.Collector {
    private int[] docs = new int[8];
    private long[] overlaps = new long[8];
    private long[] unions = new long[8];
    private int size;

    @Override
    public void collect(int doc, long overlap, long union) {
      if (size == docs.length) {
        docs = ArrayUtil.grow(docs, size + 1);
        overlaps = ArrayUtil.growExact(overlaps, docs.length);
        unions = ArrayUtil.growExact(unions, docs.length);
      }
      docs[size] = doc;
      overlaps[size] = overlap;
      unions[size] = union;
      size++;
    }

    Result build() {
      return size == 0
          ? Result.EMPTY
          : new Result(
              Arrays.copyOf(docs, size),
              Arrays.copyOf(overlaps, size),
              Arrays.copyOf(unions, size));
    }
  }

  private void seekTerms() throws IOException {
    int n = q.size();
    states = new TermState[n];
    docFreqs = new int[n];
    if (terms == null) {
      return;
    }
    te = terms.iterator();
    for (int i = 0; i < n; i++) {
      if (te.seekExact(q.term(i))) {
        docFreqs[i] = te.docFreq();
        states[i] = te.termState();
      }
    }
  }

  @Override
  public int size() {
    return q.size();
  }

  @Override
  public long weight(int i) {
    return q.weight(i);
  }

  @Override
  public long listLength(int i) throws IOException {
    if (states == null) {
      seekTerms();
    }
    return docFreqs[i];
  }

  @Override
  public DocIdSetIterator list(int i) throws IOException {
    if (states == null) {
      seekTerms();
    }
    if (states[i] == null) {
      return null;
    }
    te.seekExact(q.term(i), states[i]);
    postings = te.postings(postings, PostingsEnum.NONE);
    return postings;
  }

  @Override
  public long minLength() {
    return minLength;
  }

  /**
   * Binary search on the sorted lengths. The traversal asks for windows that only shrink (the upper
   * bound falls as its delta1 grows), so each search starts where the last one ended.
   */
  @Override
  public int firstAtMost(long maxLength) throws IOException {
    if (window == null) {
      return 0;
    }
    if (maxLength != atMost) {
      int lo = maxLength < atMost ? from : 0;
      int hi = atLeast != Long.MIN_VALUE && maxLength >= atLeast - 1 ? end : maxDoc;
      from = window.firstDocAtMost(maxLength, lo, Math.max(lo, hi));
      atMost = maxLength;
    }
    return from;
  }

  /**
   * A list this short is walked from the last boundary found for a larger bound (or from the start)
   * instead of searching the lengths again: a search reads dozens of doc values and may open them
   * afresh, more than verifying and rejecting the few candidates before the window.
   */
  private static final long SHORT_LIST = 8;

  @Override
  public int walkFrom(long maxLength, long listLength) throws IOException {
    if (listLength < SHORT_LIST) {
      return maxLength <= atMost ? from : 0; // from is exact for atMost, so a bound for less
    }
    return firstAtMost(maxLength);
  }

  @Override
  public int walkEnd(long minLength, long listLength) throws IOException {
    if (listLength < SHORT_LIST) {
      return minLength >= atLeast ? end : maxDoc; // end is exact for atLeast, so a bound for more
    }
    return windowEnd(minLength);
  }

  @Override
  public int windowEnd(long minLength) throws IOException {
    if (window == null) {
      return maxDoc;
    }
    if (minLength != atLeast) {
      int lo = atMost != Long.MIN_VALUE && minLength - 1 <= atMost ? from : 0;
      end = window.firstDocAtMost(minLength - 1, lo, maxDoc);
      atLeast = minLength;
    }
    return end;
  }

  @Override
  public boolean positionOrderOnly() {
    return true;
  }

  @Override
  public long length(int doc) throws IOException {
    if (merge == null) {
      lengths = leaf.getNumericDocValues(lengthField);
      vectors = leaf.getBinaryDocValues(schema.vectorField());
      if (lengths == null || vectors == null) {
        throw new IllegalStateException(
            "segment has postings in '"
                + schema.field()
                + "' but no '"
                + lengthField
                + "' or '"
                + schema.vectorField()
                + "' doc values: index the documents with SpotSigsSchema");
      }
      merge = q.new ForwardMerge();
    }
    if (!lengths.advanceExact(doc) || !vectors.advanceExact(doc)) {
      return -1;
    }
    return lengths.longValue();
  }

  @Override
  public long overlapAtLeast(int doc, long length, long need) throws IOException {
    return Overlap.atLeast(merge.reset(vectors.binaryValue()), q.length, length, need);
  }
}
