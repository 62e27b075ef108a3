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
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;

/**
 * All near-duplicates of one document in an index, with exact similarities: the same matching as
 * {@link NearDuplicateQuery}, without going through float scores and top-k collection. Thread-safe
 * (stateless); searches segments one after the other.
 */
public final class NearDuplicates {
  private NearDuplicates() {}

  /**
   * Every live document of {@code reader} whose similarity to {@code vector} is at least {@code
   * tau}, most similar first.
   *
   * @param reader the index, its documents indexed with {@link SpotSigsSchema}
   * @param field the base signature field of {@link SpotSigsSchema}
   * @param vector the query document's signature vector
   * @param tau the similarity threshold
   * @param measure the measure the similarity is computed under
   * @param stats the counters to add the work to, or null for none
   * @return the matches, most similar first (compared exactly, then by doc id); empty if none
   * @throws IllegalArgumentException if {@code field} is null or empty
   * @throws IllegalStateException if a segment has postings in {@code field} but not its length or
   *     vector doc values
   * @throws IOException if reading the index fails
   */
  public static List<NearDuplicate> find(
      IndexReader reader,
      String field,
      SignatureVector vector,
      Threshold tau,
      Measure measure,
      MatchStats stats)
      throws IOException {
    return find(reader, field, vector, -1, tau, measure, stats, Integer.MAX_VALUE, 0);
  }

  /**
   * Every live document of {@code reader} at least as long as {@code vector} (under {@code
   * measure}) whose similarity to it is at least {@code tau}, most similar first: one query of an
   * all-pairs run, which meets every pair from its shorter side only (as {@link
   * org.spotsigs.dedup.Deduplicator} queries each document against the documents ranked before it).
   * The traversal's length window then starts at {@code |vector|} instead of {@code ceil(tau
   * |vector|)}, so the shorter candidates are neither walked nor verified. Documents exactly as
   * long as {@code vector} are all returned: a caller that queries documents of the index against
   * it decides by its own tie-break which of the two reports such a pair.
   *
   * @param reader the index, its documents indexed with {@link SpotSigsSchema}
   * @param field the base signature field of {@link SpotSigsSchema}
   * @param vector the query document's signature vector
   * @param tau the similarity threshold
   * @param measure the measure the similarity is computed under
   * @param stats the counters to add the work to, or null for none
   * @return the matches at least as long as {@code vector}, most similar first (compared exactly,
   *     then by doc id); empty if none
   * @throws IllegalArgumentException if {@code field} is null or empty
   * @throws IllegalStateException if a segment has postings in {@code field} but not its length or
   *     vector doc values
   * @throws IOException if reading the index fails
   */
  public static List<NearDuplicate> findAtLeastAsLong(
      IndexReader reader,
      String field,
      SignatureVector vector,
      Threshold tau,
      Measure measure,
      MatchStats stats)
      throws IOException {
    return find(
        reader, field, vector, -1, tau, measure, stats, Integer.MAX_VALUE, vector.length(measure));
  }

  /**
   * The first live document found at or above tau (segments in order, lowest doc id first within a
   * segment), or null: the SpotSigs variants study's "first guess", which stops as soon as one is
   * verified.
   *
   * @param reader the index, its documents indexed with {@link SpotSigsSchema}
   * @param field the base signature field of {@link SpotSigsSchema}
   * @param vector the query document's signature vector
   * @param tau the similarity threshold
   * @param measure the measure the similarity is computed under
   * @param stats the counters to add the work to, or null for none
   * @return the first match found, or null if no live document reaches tau
   * @throws IllegalArgumentException if {@code field} is null or empty
   * @throws IllegalStateException if a segment has postings in {@code field} but not its length or
   *     vector doc values
   * @throws IOException if reading the index fails
   */
  public static NearDuplicate first(
      IndexReader reader,
      String field,
      SignatureVector vector,
      Threshold tau,
      Measure measure,
      MatchStats stats)
      throws IOException {
    List<NearDuplicate> hits = find(reader, field, vector, -1, tau, measure, stats, 1, 0);
    return hits.isEmpty() ? null : hits.get(0);
  }

  private static List<NearDuplicate> find(
      IndexReader reader,
      String field,
      SignatureVector vector,
      int excludeDoc,
      Threshold tau,
      Measure measure,
      MatchStats stats,
      int maxMatches,
      long minLength)
      throws IOException {
    SpotSigsSchema schema = SpotSigsSchema.of(field, measure);
    QueryVector q = new QueryVector(vector, measure);
    MatchStats s = stats == null ? new MatchStats() : stats;
    DeltaTraversal traversal = new DeltaTraversal(tau);
    List<NearDuplicate> hits = new ArrayList<>();
    for (LeafReaderContext ctx : reader.leaves()) {
      int exclude = excludeDoc - ctx.docBase;
      if (exclude >= ctx.reader().maxDoc()) {
        exclude = -1;
      }
      SegmentLists.Result r =
          SegmentLists.match(
              ctx.reader(),
              ctx.reader().getLiveDocs(),
              exclude,
              schema,
              q,
              traversal,
              s,
              maxMatches - hits.size(),
              minLength);
      for (int i = 0; i < r.size(); i++) {
        hits.add(new NearDuplicate(ctx.docBase + r.docs()[i], r.overlaps()[i], r.unions()[i]));
      }
      if (hits.size() >= maxMatches) {
        break;
      }
    }
    if (maxMatches == Integer.MAX_VALUE) {
      Collections.sort(hits);
    }
    return hits;
  }

  /**
   * Near-duplicates of the indexed document {@code docId}, without the document itself (which is
   * never even compared with itself, as in line 13 of Algorithm 1).
   *
   * @param reader the index, its documents indexed with {@link SpotSigsSchema}
   * @param field the base signature field of {@link SpotSigsSchema}
   * @param docId the query document's top-level doc id, in {@code [0, reader.maxDoc())}
   * @param tau the similarity threshold
   * @param measure the measure the similarity is computed under
   * @param stats the counters to add the work to, or null for none
   * @return the matches other than {@code docId}, most similar first (compared exactly, then by doc
   *     id); empty if none, or if the document has no signatures
   * @throws IllegalArgumentException if {@code field} is null or empty, or {@code docId} is out of
   *     range
   * @throws IllegalStateException if a segment has postings in {@code field} but not its length or
   *     vector doc values
   * @throws IOException if reading the index fails
   */
  public static List<NearDuplicate> of(
      IndexReader reader, String field, int docId, Threshold tau, Measure measure, MatchStats stats)
      throws IOException {
    SignatureVector v = SpotSigsSchema.of(field, measure).readVector(reader, docId);
    return find(reader, field, v, docId, tau, measure, stats, Integer.MAX_VALUE, 0);
  }
}
