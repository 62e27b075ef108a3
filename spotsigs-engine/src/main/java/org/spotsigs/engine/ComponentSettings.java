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

import java.util.List;
import java.util.Set;
import org.apache.lucene.analysis.CharArraySet;

/**
 * The settings of one analysis component (a token filter, an analyzer, a char filter) as an engine
 * hands them over: what {@link SignatureSettings} and {@link AnalyzerSettings} read. Each engine
 * adapts its own settings object and its own word-list files (paths under its config directory,
 * named lists such as {@code _english_}).
 */
public interface ComponentSettings {
  /** Every key given (a list's items may show as {@code key.0}, {@code key.1}, ...). */
  Set<String> keys();

  /** The value of {@code key}, or null if it is not given. */
  String get(String key);

  /** The values of {@code key} (a single value as a list of one), or null if it is not given. */
  List<String> list(String key);

  /**
   * The words of {@code key} (a list) or {@code key_path} (a word-list file), or null if neither is
   * given.
   */
  List<String> wordList(String key);

  /**
   * The words of {@code key} (a list, or a named list such as {@code _english_}) or {@code
   * key_path}, or {@code defaults} if neither is given.
   */
  CharArraySet words(String key, CharArraySet defaults);
}
