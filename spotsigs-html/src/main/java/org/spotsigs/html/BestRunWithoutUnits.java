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
 * The run of consecutive blocks with the largest total score, the blocks inside units adding no
 * positive score (maximum subsequence segmentation: Pasternack and Roth, "Extracting article text
 * from the web with maximum subsequence segmentation", WWW 2009): short blocks inside the article
 * are bridged by the long ones around them.
 */
final class BestRunWithoutUnits implements ArticleRule {
  static final BestRunWithoutUnits RULE = new BestRunWithoutUnits();

  private BestRunWithoutUnits() {}

  @Override
  public String name() {
    return "best-run-without-units";
  }

  @Override
  public void apply(Selection s) {
    s.unitOf = RepeatedUnits.holders(s.blocks, s.units);
    s.run = s.bestRun(false);
  }
}
