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

import java.util.Map;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;

/**
 * The parameters of result-page folding (the OpenSearch {@code near_duplicate_fold} response
 * processor, the Elasticsearch {@code _near_duplicate_fold} search):
 *
 * <pre>
 * {"field": "body", "tau": 0.8, "measure": "multiset", "folded_field": "_near_duplicates"}
 * </pre>
 *
 * @param field the {@code spotsigs} field whose vectors are compared
 * @param tau the threshold
 * @param measure the measure (default multiset)
 * @param foldedField the hit field that lists the hits folded under a kept one (default {@code
 *     _near_duplicates})
 */
public record FoldParams(String field, Threshold tau, Measure measure, String foldedField) {
  /** The default {@code folded_field}. */
  public static final String DEFAULT_FOLDED_FIELD = "_near_duplicates";

  /**
   * Reads (and removes) the parameters from {@code config}; the engine refuses what is left.
   *
   * @throws IngestParams.BadProperty naming the first bad or missing parameter
   */
  public static FoldParams parse(Map<String, Object> config) {
    Object field = config.remove("field");
    if (field == null) {
      throw new IngestParams.BadProperty("field", "required property is missing");
    }
    Object tauValue = config.remove("tau");
    if (tauValue == null) {
      throw new IngestParams.BadProperty("tau", "required property is missing");
    }
    Threshold tau;
    try {
      tau = Threshold.parse(String.valueOf(tauValue));
    } catch (IllegalArgumentException e) {
      throw new IngestParams.BadProperty("tau", e.getMessage());
    }
    Object measureName = config.remove("measure");
    Measure measure;
    try {
      measure = Measure.forName(measureName == null ? "multiset" : String.valueOf(measureName));
    } catch (IllegalArgumentException e) {
      throw new IngestParams.BadProperty("measure", e.getMessage());
    }
    Object folded = config.remove("folded_field");
    return new FoldParams(
        String.valueOf(field),
        tau,
        measure,
        folded == null ? DEFAULT_FOLDED_FIELD : String.valueOf(folded));
  }
}
