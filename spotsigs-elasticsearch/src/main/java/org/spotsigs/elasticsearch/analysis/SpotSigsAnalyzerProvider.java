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
