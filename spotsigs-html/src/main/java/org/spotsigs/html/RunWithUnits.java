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
package org.spotsigs.html;

/**
 * When the units are not left out (no article of {@code minArticleWords} words without them: a page
 * of nothing but units, a listing of posts), the best run is found with them.
 */
final class RunWithUnits implements ArticleRule {
  static final RunWithUnits RULE = new RunWithUnits();

  private RunWithUnits() {}

  @Override
  public String name() {
    return "run-with-units";
  }

  @Override
  public void apply(Selection s) {
    if (!s.unitsLeftOut) {
      s.run = s.bestRun(true);
    }
  }
}
