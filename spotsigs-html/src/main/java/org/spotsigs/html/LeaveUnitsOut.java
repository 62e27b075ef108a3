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
 * Repeated units (comment threads, teaser lists) add nothing to the article as long as the best run
 * found without them holds at least {@code minArticleWords} words of text outside units.
 */
final class LeaveUnitsOut implements ArticleRule {
  static final LeaveUnitsOut RULE = new LeaveUnitsOut();

  private LeaveUnitsOut() {}

  @Override
  public String name() {
    return "leave-units-out";
  }

  @Override
  public void apply(Selection s) {
    s.unitsLeftOut = s.run != null && s.runTextWords(s.run) >= s.settings.minArticleWords();
  }
}
