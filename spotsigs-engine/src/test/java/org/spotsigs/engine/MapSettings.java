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

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.analysis.CharArraySet;

/** Component settings from a map: a value is a string or a list of strings (no files). */
final class MapSettings implements ComponentSettings {
  private final Map<String, Object> values = new LinkedHashMap<>();

  /** Settings from key, value, key, value, ... */
  static MapSettings of(Object... keyValues) {
    MapSettings s = new MapSettings();
    for (int i = 0; i < keyValues.length; i += 2) {
      s.values.put((String) keyValues[i], keyValues[i + 1]);
    }
    return s;
  }

  @Override
  public Set<String> keys() {
    return values.keySet();
  }

  @Override
  public String get(String key) {
    Object v = values.get(key);
    return v instanceof String s ? s : null;
  }

  @Override
  @SuppressWarnings("unchecked")
  public List<String> list(String key) {
    Object v = values.get(key);
    return v == null ? null : v instanceof String s ? List.of(s) : (List<String>) v;
  }

  @Override
  public List<String> wordList(String key) {
    return list(key);
  }

  @Override
  public CharArraySet words(String key, CharArraySet defaults) {
    List<String> words = list(key);
    return words == null ? defaults : new CharArraySet(words, false);
  }
}
