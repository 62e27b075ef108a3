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

import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.env.Environment;
import org.elasticsearch.index.IndexSettings;
import org.elasticsearch.index.analysis.AbstractIndexAnalyzerProvider;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.engine.AnalyzerSettings;

/**
 * The {@code spotsigs} analyzer type: {@link SpotSigsAnalyzer} with the settings of {@link
 * AnalyzerSettings}; its default extraction is the index's {@code index.spotsigs.extraction}.
 */
public final class SpotSigsAnalyzerProvider
    extends AbstractIndexAnalyzerProvider<SpotSigsAnalyzer> {
  /** Name of the analyzer type and of the pre-built analyzer. */
  public static final String NAME = "spotsigs";

  private final SpotSigsAnalyzer analyzer;

  public SpotSigsAnalyzerProvider(
      IndexSettings indexSettings, Environment env, String name, Settings settings) {
    super(name);
    this.analyzer =
        AnalyzerSettings.analyzer(
            name,
            new EngineSettings(env, settings),
            IndexExtractionSetting.of(indexSettings.getSettings()));
  }

  @Override
  public SpotSigsAnalyzer get() {
    return analyzer;
  }
}
