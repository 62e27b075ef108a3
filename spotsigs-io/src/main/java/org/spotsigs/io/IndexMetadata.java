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
package org.spotsigs.io;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.store.Directory;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.core.Measure;
import org.spotsigs.dedup.SignatureWeights;
import org.spotsigs.index.SpotSigsSchema;

/**
 * What a spotsigs index built by {@code spotsigs index} records about itself (in its commit user
 * data): the analysis settings its documents were analyzed with, the measure it is sorted by and,
 * for a weighted index, its fixed weights, so that later commands analyze and weight queries the
 * same way. A program that opens such an index reads them with {@link #read} and analyzes with
 * {@link #analyzer()}.
 *
 * <p>It lives here rather than in the core library (lucene-spotsigs), which depends on Lucene and
 * HPPC only: the settings are stored as JSON and name the HTML extraction of spotsigs-html.
 */
public record IndexMetadata(
    AnalysisSettings analysis, Measure sortMeasure, String weightsTsv, Measure weightedBase) {
  public static final String ID = "id";
  public static final String SOURCE = "source";
  private static final String ANALYSIS_KEY = "spotsigs.analysis";
  private static final String MEASURE_KEY = "spotsigs.sortMeasure";
  private static final String WEIGHTS_KEY = "spotsigs.weights";
  private static final String WEIGHTED_BASE_KEY = "spotsigs.weightedBase";

  /** An index of unweighted counts. */
  public IndexMetadata(AnalysisSettings analysis, Measure sortMeasure) {
    this(analysis, sortMeasure, null, null);
  }

  /**
   * The fixed weights of a weighted index (its counts are weighted: it answers the weighted Jaccard
   * under the multiset measure), or null.
   */
  public SignatureWeights weights() throws IOException {
    return weightsTsv == null ? null : SignatureWeights.fromTsv(weightsTsv, "the index's weights");
  }

  /** How the index's measure is named: set, multiset, or weighted / weighted-set. */
  public String measureName() {
    return weightedBase == null
        ? sortMeasure.name().toLowerCase(java.util.Locale.ROOT)
        : weightedBase == Measure.SET ? "weighted-set" : "weighted";
  }

  /**
   * The analyzer the index's documents were analyzed with: queries and new documents analyzed by it
   * get the signatures the index's documents got.
   */
  public SpotSigsAnalyzer analyzer() {
    return analysis.analyzer();
  }

  public SpotSigsSchema schema() {
    return SpotSigsSchema.of(SpotSigsSchema.DEFAULT_FIELD, sortMeasure);
  }

  public Map<String, String> userData() {
    Map<String, String> data = new HashMap<>();
    data.put(ANALYSIS_KEY, analysis.toJson());
    data.put(MEASURE_KEY, sortMeasure.name());
    if (weightsTsv != null) {
      data.put(WEIGHTS_KEY, weightsTsv);
      data.put(WEIGHTED_BASE_KEY, weightedBase.name());
    }
    return data;
  }

  public void storeIn(IndexWriter writer) {
    writer.setLiveCommitData(userData().entrySet());
  }

  /** The metadata of the index in {@code dir}, or null if it has no index. */
  public static IndexMetadata read(Directory dir) throws IOException {
    if (!DirectoryReader.indexExists(dir)) {
      return null;
    }
    Map<String, String> data = SegmentInfos.readLatestCommit(dir).getUserData();
    String analysis = data.get(ANALYSIS_KEY);
    if (analysis == null) {
      throw new IllegalArgumentException(
          "the index in "
              + dir
              + " was not built by 'spotsigs index' (no analysis settings recorded)");
    }
    String weighted = data.get(WEIGHTED_BASE_KEY);
    return new IndexMetadata(
        AnalysisSettings.fromJson(analysis),
        Measure.valueOf(data.getOrDefault(MEASURE_KEY, "MULTISET")),
        data.get(WEIGHTS_KEY),
        weighted == null ? null : Measure.valueOf(weighted));
  }
}
