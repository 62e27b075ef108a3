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
