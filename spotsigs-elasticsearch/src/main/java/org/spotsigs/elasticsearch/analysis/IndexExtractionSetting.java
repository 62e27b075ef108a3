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
package org.spotsigs.elasticsearch.analysis;

import java.time.Instant;
import java.util.List;
import org.elasticsearch.cluster.metadata.ProjectMetadata;
import org.elasticsearch.common.compress.CompressedXContent;
import org.elasticsearch.common.settings.Setting;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.index.IndexMode;
import org.elasticsearch.index.IndexSettingProvider;
import org.elasticsearch.index.IndexVersion;
import org.spotsigs.engine.IndexExtraction;

/**
 * The index setting {@code index.spotsigs.extraction} ({@link IndexExtraction}): final, written
 * with the current default into every new index that does not name one.
 */
public final class IndexExtractionSetting {
  /** {@code index.spotsigs.extraction}. */
  public static final Setting<String> EXTRACTION =
      Setting.simpleString(
          IndexExtraction.SETTING,
          IndexExtraction.LEGACY,
          spec -> IndexExtraction.of(spec),
          Setting.Property.IndexScope,
          Setting.Property.Final);

  /** Writes the current default extraction into every new index that does not name one. */
  public static final IndexSettingProvider PROVIDER =
      new IndexSettingProvider() {
        @Override
        public void provideAdditionalSettings(
            String indexName,
            String dataStreamName,
            IndexMode templateIndexMode,
            ProjectMetadata projectMetadata,
            Instant resolvedAt,
            Settings indexTemplateAndCreateRequestSettings,
            List<CompressedXContent> combinedTemplateMappings,
            IndexVersion indexVersion,
            Settings.Builder additionalSettings) {
          if (!EXTRACTION.exists(indexTemplateAndCreateRequestSettings)) {
            additionalSettings.put(EXTRACTION.getKey(), IndexExtraction.newIndexDefault());
          }
        }
      };

  private IndexExtractionSetting() {}

  /** The spec the index with these settings records. */
  public static String of(Settings indexSettings) {
    return EXTRACTION.get(indexSettings == null ? Settings.EMPTY : indexSettings);
  }
}
