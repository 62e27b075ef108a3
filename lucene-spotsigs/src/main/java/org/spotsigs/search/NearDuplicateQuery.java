package org.spotsigs.search;

import java.io.IOException;
import java.util.Objects;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.search.Explanation;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.QueryVisitor;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.Scorer;
import org.apache.lucene.search.ScorerSupplier;
import org.apache.lucene.search.Weight;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;

/**
 * Matches exactly the documents whose spot-signature Jaccard similarity to a query vector is at
 * least tau, each scored by that similarity (times the boost).
 *
 * <p>Exact means: no document at or above tau is missed and none below is returned, for either
 * {@link Measure}, whatever the lengths of the query and the documents, across any number of
 * segments and with deleted documents; ties at exactly tau are decided in integer arithmetic (see
 * {@link Threshold}). The index must hold the fields of a {@link SpotSigsSchema} on the same base
 * field; sorted by {@link SpotSigsSchema#indexSort()} it is searched with the length window as a
 * doc-id range (see {@link DeltaTraversal}), otherwise lengths are checked per document. Scores are
 * floats; {@link NearDuplicates} returns the exact similarities.
 *
 * <p>A query vector with no signatures matches nothing. The query can be combined with filters in
 * a {@link org.apache.lucene.search.BooleanQuery} like any other. Instances are immutable.
 */
public final class NearDuplicateQuery extends Query {
  private final SpotSigsSchema schema;
  private final SignatureVector vector;
  private final Threshold tau;
  private final Measure measure;
  private final MatchStats stats;

  /**
   * @param field base field of the {@link SpotSigsSchema}
   * @param vector the query document's signatures
   * @param tau threshold in (0, 1]
   * @param measure set or multiset Jaccard
   */
  public NearDuplicateQuery(String field, SignatureVector vector, Threshold tau, Measure measure) {
    this(field, vector, tau, measure, null);
  }

  /** As {@link #NearDuplicateQuery(String, SignatureVector, Threshold, Measure)}, counting work in {@code stats}. */
  public NearDuplicateQuery(
      String field, SignatureVector vector, Threshold tau, Measure measure, MatchStats stats) {
    this.schema = SpotSigsSchema.of(field, measure);
    this.vector = Objects.requireNonNull(vector, "vector");
    this.tau = Objects.requireNonNull(tau, "tau");
    this.measure = Objects.requireNonNull(measure, "measure");
    this.stats = stats == null ? new MatchStats() : stats;
  }

  /** Near-duplicates of {@code vector} in the default field, multiset Jaccard. */
  public static NearDuplicateQuery of(SignatureVector vector, double tau) {
    return new NearDuplicateQuery(SpotSigsSchema.DEFAULT_FIELD, vector, Threshold.of(tau), Measure.MULTISET);
  }

  /** Near-duplicates of {@code text}, analyzed with {@code analyzer} (which must be the one used at index time). */
  public static NearDuplicateQuery of(Analyzer analyzer, String field, String text, Threshold tau, Measure measure) {
    return new NearDuplicateQuery(field, SignatureVector.analyze(analyzer, field, text), tau, measure);
  }

  /**
   * Near-duplicates of the indexed document {@code docId} of {@code reader}; the document itself
   * matches too (similarity 1) unless it is filtered out.
   */
  public static NearDuplicateQuery like(
      IndexReader reader, String field, int docId, Threshold tau, Measure measure) throws IOException {
    SignatureVector v = SpotSigsSchema.of(field, measure).readVector(reader, docId);
    return new NearDuplicateQuery(field, v, tau, measure);
  }

  public String field() {
    return schema.field();
  }

  public SignatureVector vector() {
    return vector;
  }

  public Threshold tau() {
    return tau;
  }

  public Measure measure() {
    return measure;
  }

  /** The counters this query adds its work to. */
  public MatchStats stats() {
    return stats;
  }

  @Override
  public Weight createWeight(IndexSearcher searcher, ScoreMode scoreMode, float boost) {
    final QueryVector q = new QueryVector(vector, measure);
    return new Weight(this) {
      @Override
      public ScorerSupplier scorerSupplier(LeafReaderContext context) throws IOException {
        LeafReader leaf = context.reader();
        SegmentLists.Result result =
            SegmentLists.match(leaf, leaf.getLiveDocs(), -1, schema, q, tau, stats, Integer.MAX_VALUE);
        if (result.size() == 0) {
          return null;
        }
        return new ScorerSupplier() {
          @Override
          public Scorer get(long leadCost) {
            return new SimilarityScorer(result, boost);
          }

          @Override
          public long cost() {
            return result.size();
          }
        };
      }

      @Override
      public Explanation explain(LeafReaderContext context, int doc) throws IOException {
        LeafReader leaf = context.reader();
        SignatureVector other = schema.readVector(leaf, doc);
        long overlap = vector.overlap(other, measure);
        long union = vector.length(measure) + other.length(measure) - overlap;
        String detail = measure + " Jaccard = overlap " + overlap + " / union " + union
            + ", tau = " + tau;
        if (overlap > 0 && tau.accepts(overlap, union)) {
          return Explanation.match(boost * (float) ((double) overlap / union), detail);
        }
        return Explanation.noMatch(detail + ": below tau");
      }

      @Override
      public boolean isCacheable(LeafReaderContext ctx) {
        return false;
      }
    };
  }

  @Override
  public void visit(QueryVisitor visitor) {
    if (visitor.acceptField(schema.field())) {
      visitor.visitLeaf(this);
    }
  }

  @Override
  public String toString(String field) {
    return "NearDuplicate(" + schema.field() + ", " + vector.size() + " signatures, |q|="
        + vector.length(measure) + ", " + measure + ", tau=" + tau + ")";
  }

  @Override
  public boolean equals(Object other) {
    return sameClassAs(other)
        && other instanceof NearDuplicateQuery o
        && schema.field().equals(o.schema.field())
        && tau.equals(o.tau)
        && measure == o.measure
        && vector.equals(o.vector);
  }

  @Override
  public int hashCode() {
    return Objects.hash(classHash(), schema.field(), tau, measure, vector);
  }
}
