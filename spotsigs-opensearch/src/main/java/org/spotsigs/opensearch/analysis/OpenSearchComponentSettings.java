package org.spotsigs.opensearch.analysis;

import java.util.List;
import java.util.Set;
import org.apache.lucene.analysis.CharArraySet;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.index.analysis.Analysis;
import org.spotsigs.engine.ComponentSettings;

/**
 * An analysis component's OpenSearch settings as the engine-neutral {@link ComponentSettings}: word
 * lists and files ({@code key_path}, under the config directory) and named stop-word lists ({@code
 * _english_}) as OpenSearch reads them.
 */
record OpenSearchComponentSettings(Environment env, Settings settings)
    implements ComponentSettings {
  @Override
  public Set<String> keys() {
    return settings.keySet();
  }

  @Override
  public String get(String key) {
    return settings.get(key);
  }

  @Override
  public List<String> list(String key) {
    return settings.getAsList(key, null);
  }

  @Override
  public List<String> wordList(String key) {
    return Analysis.parseWordList(env, settings, key, s -> s);
  }

  @Override
  public CharArraySet words(String key, CharArraySet defaults) {
    return Analysis.parseWords(env, settings, key, defaults, Analysis.NAMED_STOP_WORDS, true);
  }
}
