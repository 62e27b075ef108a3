package org.spotsigs.search;

import java.io.IOException;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.PointValues;
import org.apache.lucene.util.NumericUtils;

/**
 * Doc-id boundaries of length windows in a segment sorted by a length field, descending, found
 * from the index itself with nothing cached beyond one query (as Lucene's {@code
 * IndexSortSortedNumericDocValuesRangeQuery} finds its doc-id range).
 *
 * <p>In such a segment the first document whose length is at most L is the number of documents
 * longer than L. When the length is also indexed as a one-dimensional int point with one value per
 * document (as {@link org.spotsigs.index.SpotSigsSchema} indexes it), that number is counted on the
 * point tree: subtrees entirely above or below L are taken whole, and only the one leaf holding L
 * is read. Otherwise a binary search runs on the length doc values, which can only be read forwards,
 * so a probe before the previous one opens them afresh. A document without the field has length 0
 * and sorts last. Not thread-safe.
 */
final class LengthWindow {
  private final LeafReader leaf;
  private final String field;
  /** The field's points when they hold exactly one int per document, else null. */
  private final PointValues points;
  /** The root of the point tree, never moved. */
  private PointValues.PointTree root;
  private final AboveCounter counter = new AboveCounter();
  private NumericDocValues values;
  private int lastProbe = Integer.MAX_VALUE;

  LengthWindow(LeafReader leaf, String field) throws IOException {
    this.leaf = leaf;
    this.field = field;
    PointValues p = leaf.getPointValues(field);
    boolean oneIntPerDoc = p != null
        && p.getNumDimensions() == 1
        && p.getBytesPerDimension() == Integer.BYTES
        && p.size() == p.getDocCount();
    this.points = oneIntPerDoc ? p : null;
  }

  /**
   * The first doc in {@code [from, to)} whose length is at most {@code maxLength}, or {@code to} if
   * there is none; the caller knows that no doc before {@code from} qualifies.
   */
  int firstDocAtMost(long maxLength, int from, int to) throws IOException {
    if (maxLength < 0) {
      return to; // no length is negative
    }
    if (points != null) {
      long above = maxLength >= Integer.MAX_VALUE ? 0 : countAbove((int) maxLength);
      return (int) Math.max(from, Math.min(to, above));
    }
    int lo = from;
    int hi = to;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (lengthOf(mid) <= maxLength) {
        hi = mid;
      } else {
        lo = mid + 1;
      }
    }
    return lo;
  }

  /** The number of documents whose length is above {@code length}. */
  private long countAbove(int length) throws IOException {
    if (NumericUtils.sortableBytesToInt(points.getMinPackedValue(), 0) > length) {
      return points.size();
    }
    if (NumericUtils.sortableBytesToInt(points.getMaxPackedValue(), 0) <= length) {
      return 0;
    }
    if (root == null) {
      root = points.getPointTree();
    }
    counter.length = length;
    return countAbove(root.clone(), length); // a tree walks its index once: each count starts from a copy of the root

  }

  private long countAbove(PointValues.PointTree node, int length) throws IOException {
    if (NumericUtils.sortableBytesToInt(node.getMinPackedValue(), 0) > length) {
      return node.size();
    }
    if (NumericUtils.sortableBytesToInt(node.getMaxPackedValue(), 0) <= length) {
      return 0;
    }
    if (node.moveToChild()) {
      long count = 0;
      do {
        count += countAbove(node, length);
      } while (node.moveToSibling());
      node.moveToParent();
      return count;
    }
    counter.count = 0;
    node.visitDocValues(counter);
    return counter.count;
  }

  private long lengthOf(int doc) throws IOException {
    if (doc < lastProbe || values == null) {
      values = leaf.getNumericDocValues(field);
      if (values == null) {
        lastProbe = Integer.MAX_VALUE;
        return 0;
      }
    }
    lastProbe = doc;
    return values.advanceExact(doc) ? values.longValue() : 0;
  }

  /** Counts the points of a leaf whose value is above {@link #length}. */
  private static final class AboveCounter implements PointValues.IntersectVisitor {
    int length;
    long count;

    @Override
    public void visit(int docID) {
      throw new UnsupportedOperationException("only called for cells inside a query");
    }

    @Override
    public void visit(int docID, byte[] packedValue) {
      if (NumericUtils.sortableBytesToInt(packedValue, 0) > length) {
        count++;
      }
    }

    @Override
    public PointValues.Relation compare(byte[] minPackedValue, byte[] maxPackedValue) {
      return PointValues.Relation.CELL_CROSSES_QUERY;
    }
  }
}
