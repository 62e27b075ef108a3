package org.spotsigs.search;

import com.carrotsearch.hppc.IntHashSet;
import com.carrotsearch.hppc.LongArrayList;
import java.io.IOException;
import java.util.Arrays;
import org.apache.lucene.index.BinaryDocValues;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.TermState;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.util.Bits;
import org.spotsigs.index.ForwardVector;
import org.spotsigs.index.SpotSigsSchema;

/**
 * Finds, in one segment, exactly the documents whose similarity to a query vector is at least tau
 * (Algorithm 1 of paper 002 for a single query, with bounds valid for candidates both shorter and
 * longer than the query).
 *
 * <p>The query's signatures are taken in ascending document frequency. Let {@code delta1} be the
 * query mass of the signatures whose lists are done. A document first met in the list of the next
 * signature shares nothing with those, so its overlap is at most {@code |q| - delta1} and it can
 * only reach tau if its length is at most {@link Threshold#maxCandidateLength(long, long)
 * floor((|q| - delta1) / tau) - delta1}; any document reaches tau only if its length is at least
 * {@link Threshold#minLength(long) ceil(tau |q|)}. So every list is walked only over that window of
 * lengths, which shrinks from above as {@code delta1} grows, and the walk stops once the window is
 * empty. In a segment sorted by length (descending) the window is one doc-id range; otherwise
 * lengths are checked per document. Candidates are verified exactly against their forward vectors.
 */
final class SegmentMatcher {
  private SegmentMatcher() {}

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

  /**
   * @param acceptDocs documents that may match (null: all)
   * @param excludeDoc a segment-local doc id never to consider (the query document itself), or -1
   * @param maxMatches stop once this many matches are verified (lowest doc ids first)
   */
  static Result match(
      LeafReader leaf,
      Bits acceptDocs,
      int excludeDoc,
      SpotSigsSchema schema,
      QueryVector q,
      Threshold tau,
      MatchStats stats,
      int maxMatches)
      throws IOException {
    if (q.length == 0) {
      return Result.EMPTY;
    }
    Terms terms = leaf.terms(schema.field());
    if (terms == null) {
      return Result.EMPTY;
    }
    final Measure measure = q.measure;
    final String lengthField = schema.lengthField(measure);
    final long lo = tau.minLength(q.length);
    final long hi = tau.maxLength(q.length);

    // Look the query's signatures up; order them by ascending document frequency.
    int n = q.size();
    TermsEnum te = terms.iterator();
    TermState[] states = new TermState[n];
    long[] order = new long[n]; // (docFreq << 32) | index: sorts by df, then index
    for (int i = 0; i < n; i++) {
      int df = 0;
      if (te.seekExact(q.term(i))) {
        df = te.docFreq();
        states[i] = te.termState();
      }
      order[i] = ((long) df << 32) | i;
    }
    Arrays.sort(order);

    LengthDirectory dir =
        schema.isSortedBy(leaf, measure) ? LengthDirectory.forLeaf(leaf, lengthField) : null;
    final int windowEnd = dir == null ? leaf.maxDoc() : dir.firstDocBelow(lo);

    IntHashSet seen = new IntHashSet();
    if (excludeDoc >= 0) {
      seen.add(excludeDoc);
    }
    LongArrayList candidates = new LongArrayList(); // (doc << 32) | min(maxLength, MAX_INT)
    long delta1 = 0;
    long lists = 0;
    long postingsVisited = 0;
    PostingsEnum postings = null;
    for (long entry : order) {
      int i = (int) entry;
      long maxLength = Math.min(hi, tau.maxCandidateLength(q.length, delta1));
      if (maxLength < lo) {
        break; // no document not yet seen can reach tau
      }
      if (states[i] != null) {
        int from = dir == null ? 0 : dir.firstDocAtMost(maxLength);
        if (from < windowEnd) {
          te.seekExact(q.term(i), states[i]);
          postings = te.postings(postings, PostingsEnum.NONE);
          lists++;
          int cap = (int) Math.min(maxLength, Integer.MAX_VALUE);
          for (int doc = postings.advance(from); doc < windowEnd; doc = postings.nextDoc()) {
            postingsVisited++;
            if ((acceptDocs == null || acceptDocs.get(doc)) && seen.add(doc)) {
              candidates.add(((long) doc << 32) | cap);
            }
          }
        }
      }
      delta1 += q.weight(i);
    }

    long[] cands = candidates.toArray();
    Arrays.sort(cands);
    Result result = verify(leaf, schema, q, tau, lengthField, lo, cands, stats, maxMatches);
    stats.add(lists, postingsVisited, cands.length, 0, 0);
    return result;
  }

  private static Result verify(
      LeafReader leaf,
      SpotSigsSchema schema,
      QueryVector q,
      Threshold tau,
      String lengthField,
      long lo,
      long[] cands,
      MatchStats stats,
      int maxMatches)
      throws IOException {
    if (cands.length == 0) {
      return Result.EMPTY;
    }
    NumericDocValues lengths = leaf.getNumericDocValues(lengthField);
    BinaryDocValues vectors = leaf.getBinaryDocValues(schema.vectorField());
    if (lengths == null || vectors == null) {
      throw new IllegalStateException(
          "segment has postings in '" + schema.field() + "' but no '" + lengthField + "' or '"
              + schema.vectorField() + "' doc values: index the documents with SpotSigsSchema");
    }
    ForwardVector.Reader reader = new ForwardVector.Reader();
    int[] docs = new int[cands.length];
    long[] overlaps = new long[cands.length];
    long[] unions = new long[cands.length];
    int count = 0;
    long verified = 0;
    for (long c : cands) {
      if (count >= maxMatches) {
        break;
      }
      int doc = (int) (c >>> 32);
      long maxLength = c & 0xffffffffL;
      if (!lengths.advanceExact(doc)) {
        continue;
      }
      long len = lengths.longValue();
      if (len < lo || len > maxLength) {
        continue; // outside the window it was found in (only in unsorted segments)
      }
      if (!vectors.advanceExact(doc)) {
        continue;
      }
      verified++;
      reader.reset(vectors.binaryValue());
      long need = tau.minOverlap(q.length, len);
      long overlap = q.overlapAtLeast(reader, len, need);
      if (overlap >= 0) {
        docs[count] = doc;
        overlaps[count] = overlap;
        unions[count] = q.length + len - overlap;
        count++;
      }
    }
    stats.add(0, 0, 0, verified, count);
    return new Result(
        Arrays.copyOf(docs, count), Arrays.copyOf(overlaps, count), Arrays.copyOf(unions, count));
  }
}
