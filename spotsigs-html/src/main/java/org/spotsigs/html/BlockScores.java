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
 * The score of every block: a block whose words are mostly link text scores minus its words; a
 * block with few stop words (a share below {@code minStopWordRatio}: navigation, tag clouds, lists
 * of names) minus its words outside links; any other block its words outside links minus {@code
 * minWords}. Long runs of natural language count for the article, short blocks (bylines, captions,
 * buttons) against it (Kohlschütter, Fankhauser, Nejdl, "Boilerplate detection using shallow text
 * features", WSDM 2010, with the share of stop words of the SpotSigs paper).
 */
final class BlockScores implements ArticleRule {
  static final BlockScores RULE = new BlockScores();

  private BlockScores() {}

  @Override
  public String name() {
    return "block-scores";
  }

  @Override
  public void apply(Selection s) {
    int n = s.size();
    s.score = new double[n];
    s.depth = new int[n];
    for (int i = 0; i < n; i++) {
      s.score[i] = score(s, i);
      s.depth[i] = PageTree.depth(s.blocks.owner(i));
    }
  }

  static double score(Selection s, int i) {
    PageBlocks b = s.blocks;
    int w = b.words(i);
    if (w == 0) {
      return 0;
    }
    if (s.linkDense(i)) {
      return -w;
    }
    int text = w - b.linkWords(i);
    if (b.stopWords(i) < s.settings.minStopWordRatio() * w) {
      return -text;
    }
    return text - s.settings.minWords();
  }
}
