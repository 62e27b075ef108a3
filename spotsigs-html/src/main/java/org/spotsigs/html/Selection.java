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

import java.util.Map;
import java.util.Set;
import org.jsoup.nodes.Element;

/**
 * What the rules of an article extraction ({@link ArticleRule}) found so far on one page, and the
 * blocks they keep: the state the rules of a version pass along, in their order. A rule reads what
 * the rules before it set and sets what it finds; the fields are open to the rules of this package
 * for that reason. One instance per page and thread.
 */
final class Selection {
  /** The page's blocks. */
  final PageBlocks blocks;

  /** The extraction's settings. */
  final MainContent.Settings settings;

  /** Whether each block is kept (the result). */
  boolean[] keep;

  /** Each block's score ({@link BlockScores}). */
  double[] score;

  /** Each block's owner's depth in the tree. */
  int[] depth;

  /** How the paragraphs of the tree are read ({@link ParagraphReading}). */
  ParagraphReading reading = ParagraphReading.FIRST;

  /**
   * Per element that holds a block with words: {blocks with words, words} in its subtree ({@link
   * RepeatedUnits#counts}).
   */
  Map<Element, int[]> counts;

  /** The repeated units of the page, as found ({@link RepeatedUnits#find}). */
  Set<Element> found;

  /** The repeated units that are read as units (some found ones may be sections of a text). */
  Set<Element> units;

  /** For each block, the outermost of {@link #units} that holds it, or null. */
  Element[] unitOf;

  /** The run of blocks {@code {from, to}} that is the article's core; null before it is found. */
  int[] run;

  /** Whether the blocks inside units were left out of the article. */
  boolean unitsLeftOut;

  /** The smallest element that holds the run's positive blocks, or null. */
  Element container;

  /** The kept blocks before the trim to the main parent. */
  boolean[] beforeTrim;

  /** The main parent: the element that holds most of the kept text as its paragraphs, or null. */
  Element main;

  /** The last block inside the main parent, or -1. */
  int lastInMain = -1;

  /**
   * The element the page's markup declares to hold its article ({@link DeclaredArticle}), or null.
   */
  Element declared;

  /** The block of the heading that matches the page's title ({@link TitleHeading}), or -1. */
  int titleBlock = -1;

  /** The title region ({@link TitleRegion}), or null. */
  Element titleRegion;

  /** Set by a rule that has decided the page: the rules after it do not run. */
  boolean done;

  Selection(PageBlocks blocks, MainContent.Settings settings) {
    this.blocks = blocks;
    this.settings = settings;
    this.keep = new boolean[blocks.size()];
  }

  int size() {
    return keep.length;
  }

  /** Whether more than {@code maxLinkDensity} of block {@code i}'s words are link text. */
  boolean linkDense(int i) {
    return blocks.linkWords(i) > settings.maxLinkDensity() * blocks.words(i);
  }

  /** Words outside links in block {@code i}. */
  int textWords(int i) {
    return blocks.words(i) - blocks.linkWords(i);
  }

  /** The element whose paragraph a block owned by {@code owner} is ({@link ParagraphReading}). */
  Element paragraphParent(Element owner) {
    return reading.paragraphParent(owner, counts);
  }

  /** Whether no block is kept. */
  boolean noneKept() {
    for (boolean k : keep) {
      if (k) {
        return false;
      }
    }
    return true;
  }

  /**
   * The run {@code [from, to]} of blocks with the largest total score (Kadane's algorithm); with
   * {@code withUnits} false, blocks inside {@link #unitOf units} add no positive score. Null if no
   * block scores above zero.
   */
  int[] bestRun(boolean withUnits) {
    double best = 0;
    int bestFrom = -1;
    int bestTo = -1;
    double sum = 0;
    int from = -1;
    for (int i = 0; i < score.length; i++) {
      if (blocks.words(i) == 0) {
        continue;
      }
      double v = score[i];
      if (!withUnits && unitOf[i] != null && v > 0) {
        v = 0;
      }
      if (from < 0 || sum <= 0) {
        sum = v;
        from = i;
      } else {
        sum += v;
      }
      if (sum > best) {
        best = sum;
        bestFrom = from;
        bestTo = i;
      }
    }
    return bestFrom < 0 ? null : new int[] {bestFrom, bestTo};
  }

  /** Words outside links in the positive blocks of {@code run} that are not inside units. */
  int runTextWords(int[] run) {
    int words = 0;
    for (int i = run[0]; i <= run[1]; i++) {
      if (score[i] > 0 && unitOf[i] == null) {
        words += textWords(i);
      }
    }
    return words;
  }
}
