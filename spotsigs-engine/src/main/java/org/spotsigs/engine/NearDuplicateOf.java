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

import java.util.HashMap;
import java.util.Map;
import org.spotsigs.core.Threshold;

/**
 * The near-duplicate an ingested document is tagged with: its {@code _id} (null for a document of
 * the same bulk request sent without one), its position in that bulk request ({@code -1} for a
 * document the index holds), and the exact similarity {@code overlap / union}.
 */
public record NearDuplicateOf(String id, int bulkItem, long overlap, long union) {

  /** Whether this is more similar than {@code other} (null: nothing); ties keep {@code other}. */
  public boolean moreSimilarThan(NearDuplicateOf other) {
    return other == null
        || Threshold.compareProducts(overlap, other.union, other.overlap, union) > 0;
  }

  /** The tag: {@code {"_id", "similarity", "overlap", "union"}}, and {@code "bulk_item"}. */
  public Map<String, Object> tag() {
    Map<String, Object> tag = new HashMap<>();
    tag.put("_id", id);
    tag.put("similarity", (double) overlap / union);
    tag.put("overlap", overlap);
    tag.put("union", union);
    if (bulkItem >= 0) {
      tag.put("bulk_item", bulkItem);
    }
    return tag;
  }
}
