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
package org.spotsigs.analysis;

import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.standard.StandardTokenizer;

/**
 * The direct path of {@link SpotSigsAnalyzer} for {@link StandardTokenizer} followed by {@link
 * LowerCaseFilter}: the same words ({@link StandardWords}), fed straight into {@link SpotChains}.
 * Not thread-safe; reusable.
 */
final class StandardScanner extends DirectScanner {
  private final StandardWords words;

  StandardScanner(WordRoles roles, SignatureKey key, CharArraySet common, int maxTokenLength) {
    super(roles, key, common);
    this.words = new StandardWords(maxTokenLength);
  }

  @Override
  boolean words(char[] t, int n) {
    return words.words(t, n, this);
  }
}
