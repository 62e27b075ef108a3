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
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.Explanation;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.MatchNoDocsQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.QueryVisitor;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.Scorer;
import org.apache.lucene.search.ScorerSupplier;
import org.apache.lucene.search.TwoPhaseIterator;
import org.apache.lucene.search.Weight;
import org.apache.lucene.util.Accountable;
import org.apache.lucene.util.RamUsageEstimator;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
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
 * field; sorted by {@link SpotSigsSchema#indexSort()} the documents of the query's length window
 * are one doc-id range per segment, otherwise lengths are checked per document. Scores are floats;
 * {@link NearDuplicates} returns the exact similarities and counts the work.
 *
 * <p>Nothing is done before a scorer is asked for. A segment's {@link ScorerSupplier#cost()} is the
 * number of documents in the length window (found, when the cost is first asked for, by a search on
 * the sorted lengths). When the query leads (alone, or the cheapest clause of a conjunction),
 * {@link ScorerSupplier#get(long)} walks the postings of its signatures with the bounds of {@link
 * DeltaTraversal}. When another required clause is far more selective (its cost at most an eighth
 * of this one's), the scorer is a {@link TwoPhaseIterator} instead: its approximation is the length
 * window, and each document the leading clause proposes is verified against its forward vector, so
 * no postings of the signature field are read at all.
 *
 * <p>A query vector with no signatures rewrites to a query that matches nothing. Instances are
 * immutable values: they hold no counters and may be cached and shared; {@link #explain} names the
 * signatures a document shares with the query.
 */
public final class NearDuplicateQuery extends Query implements Accountable {
  private static final long BASE_RAM_BYTES =
      RamUsageEstimator.shallowSizeOfInstance(NearDuplicateQuery.class);

  /** Verify per document when another clause's cost is at most this fraction (1/8) of ours. */
  private static final int TWO_PHASE_RATIO = 8;

  /** Shared signatures listed one by one in an explanation; the rest are summed up. */
  private static final int EXPLAINED_SIGNATURES = 64;

  private final SpotSigsSchema schema;
  private final SignatureVector vector;
  private final Threshold tau;
  private final Measure measure;
  private final int hash;

  /**
   * A query for the documents of {@code field} whose similarity to {@code vector} is at least tau.
   *
   * @param field base field of the {@link SpotSigsSchema}
   * @param vector the query document's signatures
   * @param tau threshold in (0, 1]
   * @param measure set or multiset Jaccard
   * @throws IllegalArgumentException if {@code field} is null or empty
   * @throws NullPointerException if {@code vector}, {@code tau} or {@code measure} is null
   */
  public NearDuplicateQuery(String field, SignatureVector vector, Threshold tau, Measure measure) {
    this.measure = Objects.requireNonNull(measure, "measure"); // named before the schema's check
    this.schema = SpotSigsSchema.of(field, measure);
    this.vector = Objects.requireNonNull(vector, "vector");
    this.tau = Objects.requireNonNull(tau, "tau");
    this.hash = Objects.hash(classHash(), schema.field(), tau, measure, vector);
  }

  /**
   * Near-duplicates of {@code vector} in the default field, multiset Jaccard.
   *
   * @param vector the query document's signatures
   * @param tau the threshold, in (0, 1], read as its shortest decimal form ({@link
   *     Threshold#of(double)})
   * @return the query on {@link SpotSigsSchema#DEFAULT_FIELD} under {@link Measure#MULTISET}
   * @throws IllegalArgumentException if {@code tau} is not in (0, 1] or is NaN
   * @throws NullPointerException if {@code vector} is null
   */
  public static NearDuplicateQuery of(SignatureVector vector, double tau) {
    return new NearDuplicateQuery(
        SpotSigsSchema.DEFAULT_FIELD, vector, Threshold.of(tau), Measure.MULTISET);
  }

  /**
   * Near-duplicates of {@code text}, analyzed with {@code analyzer} (which must be the one used at
   * index time).
   *
   * @param analyzer the analyzer that made the signatures of {@code field} at index time
   * @param field base field of the {@link SpotSigsSchema}, also the field name given to the
   *     analyzer
   * @param text the query document's text
   * @param tau the threshold
   * @param measure set or multiset Jaccard
   * @return the query for the signatures of {@code text}; it matches nothing if there are none
   * @throws IllegalArgumentException if {@code field} is null or empty
   * @throws UncheckedIOException if the analyzer's token stream throws an {@link IOException}
   */
  public static NearDuplicateQuery of(
      Analyzer analyzer, String field, String text, Threshold tau, Measure measure) {
    return new NearDuplicateQuery(
        field, SignatureVector.analyze(analyzer, field, text), tau, measure);
  }

  /**
   * Near-duplicates of the indexed document {@code docId} of {@code reader}; the document itself
   * matches too (similarity 1) unless it is filtered out.
   *
   * @param reader the index holding the document
   * @param field base field of the {@link SpotSigsSchema}
   * @param docId the document's top-level doc id, in {@code [0, reader.maxDoc())}
   * @param tau the threshold
   * @param measure set or multiset Jaccard
   * @return the query for the document's signatures; it matches nothing if it has none
   * @throws IllegalArgumentException if {@code field} is null or empty, or {@code docId} is out of
   *     range
   * @throws IOException if reading the document's forward vector fails
   */
  public static NearDuplicateQuery like(
      IndexReader reader, String field, int docId, Threshold tau, Measure measure)
      throws IOException {
    SignatureVector v = SpotSigsSchema.of(field, measure).readVector(reader, docId);
    return new NearDuplicateQuery(field, v, tau, measure);
  }

  /**
   * The base field of the {@link SpotSigsSchema} this query searches.
   *
   * @return the field name
   */
  public String field() {
    return schema.field();
  }

  /**
   * The query document's signatures.
   *
   * @return the vector, as given (not copied)
   */
  public SignatureVector vector() {
    return vector;
  }

  /**
   * The similarity threshold: documents at or above it match.
   *
   * @return tau, as an exact fraction
   */
  public Threshold tau() {
    return tau;
  }

  /**
   * The measure the similarity is computed under.
   *
   * @return {@link Measure#SET} or {@link Measure#MULTISET}
   */
  public Measure measure() {
    return measure;
  }

  @Override
  public Query rewrite(IndexSearcher searcher) {
    if (vector.isEmpty()) {
      return new MatchNoDocsQuery("near-duplicate query without signatures");
    }
    return this;
  }

  @Override
  public Weight createWeight(IndexSearcher searcher, ScoreMode scoreMode, float boost) {
    final QueryVector q = new QueryVector(vector, measure);
    return new Weight(this) {
      @Override
      public ScorerSupplier scorerSupplier(LeafReaderContext context) throws IOException {
        LeafReader leaf = context.reader();
        if (q.length == 0 || leaf.terms(schema.field()) == null) {
          return null;
        }
        SegmentLists lists = new SegmentLists(leaf, schema, q);
        if (!lists.mayHold(tau.minLength(q.length), tau.maxLength(q.length))) {
          return null;
        }
        final int maxDoc = leaf.maxDoc();
        return new ScorerSupplier() {
          /** The length window's doc-id range, found when first needed (-1: not yet). */
          private int windowStart = -1;

          private int windowEnd;

          private void findWindow() throws IOException {
            if (windowStart < 0) {
              windowStart = lists.firstAtMost(tau.maxLength(q.length));
              windowEnd = Math.max(windowStart, lists.windowEnd(tau.minLength(q.length)));
            }
          }

          @Override
          public Scorer get(long leadCost) throws IOException {
            // the window holds at most maxDoc docs: a lead costlier than an eighth of that never
            // makes the verification per document worth it, and the window need not be found
            if (leadCost <= maxDoc / TWO_PHASE_RATIO) {
              findWindow();
              long windowDocs = windowEnd - windowStart;
              if (windowDocs == 0) {
                return new SimilarityScorer(SegmentLists.Result.EMPTY, boost);
              }
              if (leadCost <= windowDocs / TWO_PHASE_RATIO) {
                return new VerifyingScorer(lists, q.length, tau, windowStart, windowEnd, boost);
              }
            }
            SegmentLists.Result result =
                lists.search(
                    new DeltaTraversal(tau),
                    DeltaTraversal.Limits.accepting(leaf.getLiveDocs()),
                    null);
            return new SimilarityScorer(result, boost);
          }

          @Override
          public long cost() {
            try {
              findWindow();
            } catch (IOException e) {
              throw new UncheckedIOException(e);
            }
            return windowEnd - windowStart;
          }
        };
      }

      @Override
      public Explanation explain(LeafReaderContext context, int doc) throws IOException {
        return NearDuplicateQuery.this.explain(context.reader(), doc, boost);
      }

      @Override
      public boolean isCacheable(LeafReaderContext ctx) {
        return DocValues.isCacheable(ctx, schema.lengthField(measure), schema.vectorField());
      }
    };
  }

  /** Why {@code doc} matches or not, naming the signatures it shares with the query. */
  private Explanation explain(LeafReader leaf, int doc, float boost) throws IOException {
    SignatureVector other = schema.readVector(leaf, doc);
    if (other.isEmpty()) {
      return Explanation.noMatch("no signatures in " + schema.field());
    }
    long overlap = vector.overlap(other, measure);
    long union = vector.length(measure) + other.length(measure) - overlap;
    Explanation shared = sharedSignatures(other, overlap);
    Explanation unionExpl =
        Explanation.match(
            union,
            "union = |q| + |d| - overlap = "
                + vector.length(measure)
                + " + "
                + other.length(measure)
                + " - "
                + overlap);
    if (overlap > 0 && tau.accepts(overlap, union)) {
      float score = boost * (float) ((double) overlap / union);
      return Explanation.match(
          score,
          measure.name().toLowerCase(Locale.ROOT)
              + " Jaccard similarity >= tau = "
              + tau
              + ", score = boost * overlap / union, computed from:",
          shared,
          unionExpl,
          Explanation.match(boost, "boost"));
    }
    return Explanation.noMatch(
        measure.name().toLowerCase(Locale.ROOT)
            + " Jaccard similarity "
            + overlap
            + "/"
            + union
            + " below tau = "
            + tau,
        shared,
        unionExpl);
  }

  /** The overlap, as the sum of what each shared signature contributes. */
  private Explanation sharedSignatures(SignatureVector other, long overlap) {
    List<Explanation> details = new ArrayList<>();
    long listed = 0;
    int sharedCount = 0;
    for (int i = 0, j = 0; i < vector.size() && j < other.size(); ) {
      int c = vector.term(i).compareTo(other.term(j));
      if (c == 0) {
        long qc = measure == Measure.SET ? 1 : vector.count(i);
        long dc = measure == Measure.SET ? 1 : other.count(j);
        sharedCount++;
        if (details.size() < EXPLAINED_SIGNATURES) {
          details.add(
              Explanation.match(
                  Math.min(qc, dc),
                  "shared signature '"
                      + vector.term(i).utf8ToString()
                      + "' (query "
                      + qc
                      + ", document "
                      + dc
                      + ")"));
          listed += Math.min(qc, dc);
        }
        i++;
        j++;
      } else if (c < 0) {
        i++;
      } else {
        j++;
      }
    }
    if (sharedCount > details.size()) {
      details.add(
          Explanation.match(
              overlap - listed, (sharedCount - details.size()) + " more shared signatures"));
    }
    return Explanation.match(
        overlap, "overlap of " + sharedCount + " shared signatures, sum of:", details);
  }

  /**
   * The signatures of the query, as terms of its field (what a query cache or highlighter sees).
   */
  @Override
  public void visit(QueryVisitor visitor) {
    if (visitor.acceptField(schema.field())) {
      Term[] terms = new Term[vector.size()];
      for (int i = 0; i < terms.length; i++) {
        terms[i] = new Term(schema.field(), vector.term(i));
      }
      visitor.consumeTerms(this, terms);
    }
  }

  /** The heap the query holds: the query document's signatures, for a query cache's accounting. */
  @Override
  public long ramBytesUsed() {
    return BASE_RAM_BYTES + vector.ramBytesUsed();
  }

  @Override
  public String toString(String field) {
    return "NearDuplicate("
        + schema.field()
        + ", "
        + vector.size()
        + " signatures, |q|="
        + vector.length(measure)
        + ", "
        + measure
        + ", tau="
        + tau
        + ")";
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
    return hash; // the vector's hash reads every signature: once, not at every cache lookup
  }
}
