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
package org.spotsigs.opensearch.analysis;

import org.opensearch.common.settings.Setting;
import org.opensearch.common.settings.Settings;
import org.opensearch.index.shard.IndexSettingProvider;
import org.spotsigs.analysis.TextExtraction;
import org.spotsigs.engine.IndexExtraction;

/**
 * The index setting {@code index.spotsigs.extraction} in OpenSearch: how the {@code spotsigs}
 * analyzers of an index take the text to sign from a document ({@link IndexExtraction}: {@code
 * article}, the default for new indexes, with its settings and the version of its algorithm written
 * out; {@code html-strip:minBlockWords=N}; {@code none}).
 *
 * <p>A new index gets the current default written into its settings when it is created ({@link
 * #PROVIDER}), so a later version of the plugin with another default cannot analyze it differently;
 * an index created before the setting existed has none, and reads as {@code
 * html-strip:minBlockWords=20}, the extraction it was built with. The setting is final: changing it
 * would change the signatures of new documents but not of the indexed ones. An article extraction
 * an index's analysis settings name without a version takes the version this setting records
 * ({@link IndexExtraction#withIndexVersion}); the versions are {@code article/1} to {@code
 * article/6}.
 */
public final class SpotSigsExtraction {
  /** {@code index.spotsigs.extraction}. */
  public static final Setting<String> EXTRACTION =
      Setting.simpleString(
          IndexExtraction.SETTING,
          IndexExtraction.LEGACY,
          IndexExtraction::of,
          Setting.Property.IndexScope,
          Setting.Property.Final);

  /** Writes the current default extraction into every new index that does not name one. */
  public static final IndexSettingProvider PROVIDER =
      new IndexSettingProvider() {
        @Override
        public Settings getAdditionalIndexSettings(
            String indexName, boolean isDataStreamIndex, Settings templateAndRequestSettings) {
          if (EXTRACTION.exists(templateAndRequestSettings)) {
            return Settings.EMPTY;
          }
          return Settings.builder()
              .put(EXTRACTION.getKey(), IndexExtraction.newIndexDefault())
              .build();
        }
      };

  private SpotSigsExtraction() {}

  /** The extraction of an index whose setting is {@code spec} (English stop words). */
  public static TextExtraction of(String spec) {
    return IndexExtraction.of(spec);
  }

  /**
   * The version of the article extraction the index with these settings analyzes with ({@link
   * IndexExtraction#articleVersion}).
   */
  public static int articleVersion(Settings indexSettings) {
    return IndexExtraction.articleVersion(EXTRACTION.get(indexSettings));
  }

  /**
   * {@code spec} with the version of the index's article extraction when it names the article
   * extraction without a version ({@link IndexExtraction#withIndexVersion}).
   */
  static String withIndexVersion(String spec, Settings indexSettings) {
    return IndexExtraction.withIndexVersion(spec, EXTRACTION.get(indexSettings));
  }
}
