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
package org.spotsigs.engine;

import com.carrotsearch.hppc.IntArrayList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.util.Bits;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.search.KeptVectors;

/**
 * The documents of one bulk request kept so far (indexed, tagged or not), per target index: what a
 * later document of the same request is matched against, exactly, with the library's kept set
 * ({@link KeptVectors}), as index-time deduplication matches the documents not yet searchable. Not
 * thread-safe.
 */
public final class KeptInBulk {
  private final Threshold tau;
  private final Measure measure;
  private final Map<String, Kept> byIndex = new HashMap<>();

  public KeptInBulk(Threshold tau, Measure measure) {
    this.tau = tau;
    this.measure = measure;
  }

  /** The kept documents of one target index, by position. */
  private final class Kept {
    final KeptVectors vectors = new KeptVectors(tau, measure);
    final KeptVectors.Searcher searcher = vectors.searcher();
    final List<String> ids = new ArrayList<>();
    final IntArrayList bulkItems = new IntArrayList();
  }

  /**
   * The kept document of {@code index} most similar to {@code vector} at or above tau (ties: the
   * one kept first), other than one with the same {@code id} (which this document replaces), or
   * null.
   */
  public NearDuplicateOf best(String index, String id, SignatureVector vector) {
    Kept kept = byIndex.get(index);
    if (kept == null || vector.isEmpty()) {
      return null;
    }
    Bits others =
        id == null
            ? null
            : new Bits() {
              @Override
              public boolean get(int position) {
                return !id.equals(kept.ids.get(position));
              }

              @Override
              public int length() {
                return kept.ids.size();
              }
            };
    KeptVectors.Match best = kept.searcher.best(kept.vectors.query(vector), 0, others);
    return best == null
        ? null
        : new NearDuplicateOf(
            kept.ids.get(best.position()),
            kept.bulkItems.get(best.position()),
            best.overlap(),
            best.union());
  }

  /**
   * Keeps a document of {@code index} (item {@code bulkItem} of the request): later ones are
   * matched against it.
   */
  public void keep(String index, String id, int bulkItem, SignatureVector vector) {
    if (vector.isEmpty()) {
      return; // matches nothing
    }
    Kept kept = byIndex.computeIfAbsent(index, k -> new Kept());
    kept.vectors.keep(vector);
    kept.ids.add(id);
    kept.bulkItems.add(bulkItem);
  }
}
