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

import java.util.List;

/**
 * A version of the article extraction: an ordered list of rules ({@link ArticleRule}), each applied
 * to what the ones before it found, until one decides the page. A version is frozen once made (an
 * index records the version it was built with and reads every new document with it); a change that
 * gives any page other text is a new version, listed here beside the old ones.
 */
record ArticleVersion(int number, List<ArticleRule> rules) {
  /** The first version: the article as one run of blocks in its container. */
  static final ArticleVersion V1 =
      new ArticleVersion(
          1,
          List.of(
              ParagraphReading.FIRST,
              BlockScores.RULE,
              NoProseKeepsAll.RULE,
              FindRepeatedUnits.RULE,
              BestRunWithoutUnits.RULE,
              LeaveUnitsOut.RULE,
              RunWithUnits.RULE,
              KeepRun.RULE,
              KeepContainer.RULE,
              TrimToMainParent.RULE,
              TrimNeverEmpties.RULE,
              Headline.RULE));

  /**
   * Version 2: also listings of several texts, sectioned texts, lists, quotations and inline markup
   * as paragraphs, and the container of a one-paragraph run.
   */
  static final ArticleVersion V2 =
      new ArticleVersion(
          2,
          List.of(
              ParagraphReading.LISTS,
              BlockScores.RULE,
              NoProseKeepsAll.RULE,
              FindRepeatedUnits.RULE,
              OpeningProseMakesSections.RULE,
              BestRunWithoutUnits.RULE,
              LeaveUnitsOut.RULE,
              RunWithUnits.RULE,
              KeepRun.RULE,
              ParagraphContainer.RULE,
              KeepContainer.RULE,
              TrimToMainParent.RULE,
              TrimNeverEmpties.RULE,
              SectionsAndListings.RULE,
              Headline.RULE));

  /**
   * Version 3: also an article cut into several tables or boxes with paragraphs between them, and
   * the table parts that hold all their parent's text as no level.
   */
  static final ArticleVersion V3 =
      new ArticleVersion(
          3,
          List.of(
              ParagraphReading.TABLES,
              BlockScores.RULE,
              NoProseKeepsAll.RULE,
              FindRepeatedUnits.RULE,
              OpeningProseMakesSections.RULE,
              BestRunWithoutUnits.RULE,
              SectionedText.RULE,
              LeaveUnitsOut.RULE,
              RunWithUnits.RULE,
              KeepRun.RULE,
              ParagraphContainer.RULE,
              KeepContainer.RULE,
              TrimToMainParent.RULE,
              TrimNeverEmpties.RULE,
              SectionsAndListings.RULE,
              Headline.RULE));

  /** Version 4: also a post set among its comments in elements of the same markup. */
  static final ArticleVersion V4 =
      new ArticleVersion(
          4,
          List.of(
              ParagraphReading.TABLES,
              BlockScores.RULE,
              NoProseKeepsAll.RULE,
              FindRepeatedUnits.RULE,
              OpeningProseMakesSections.RULE,
              BestRunWithoutUnits.RULE,
              SectionedText.RULE,
              LeaveUnitsOut.RULE,
              PostAmongUnits.RULE,
              RunWithUnits.RULE,
              KeepRun.RULE,
              ParagraphContainer.RULE,
              KeepContainer.RULE,
              TrimToMainParent.RULE,
              TrimNeverEmpties.RULE,
              SectionsAndListings.RULE,
              Headline.RULE));

  /**
   * Version 5: also the posts after the largest post of a front page whose largest post holds most
   * of its words.
   */
  static final ArticleVersion V5 =
      new ArticleVersion(
          5,
          List.of(
              ParagraphReading.TABLES,
              BlockScores.RULE,
              NoProseKeepsAll.RULE,
              FindRepeatedUnits.RULE,
              OpeningProseMakesSections.RULE,
              BestRunWithoutUnits.RULE,
              SectionedText.RULE,
              LeaveUnitsOut.RULE,
              PostAmongUnits.RULE,
              RunWithUnits.RULE,
              KeepRun.RULE,
              ParagraphContainer.RULE,
              KeepContainer.RULE,
              TrimToMainParent.RULE,
              LaterParallelTexts.RULE,
              TrimNeverEmpties.RULE,
              SectionsAndListings.RULE,
              Headline.RULE));

  /**
   * Version 6: the page read as a reader sees it ({@link PageBlocks.Reading#VISIBLE}: no hidden
   * text, no dialogs, words of scripts without spaces counted), and the page's own evidence of its
   * article weighed: the markup that declares it, the markup that declares boilerplate, the heading
   * that matches the page's title and the text that follows it; units without links inside the
   * declared article are its sections.
   */
  static final ArticleVersion V6 =
      new ArticleVersion(
          6,
          List.of(
              ParagraphReading.TABLES,
              BlockScores.RULE,
              DeclaredArticle.RULE,
              SemanticBoilerplate.RULE,
              TitleHeading.RULE,
              TitleRegion.RULE,
              NoProseKeepsAll.RULE,
              FindRepeatedUnits.RULE,
              OpeningProseMakesSections.RULE,
              BestRunWithoutUnits.RULE,
              LinkFreeSections.RULE,
              SectionedText.RULE,
              LeaveUnitsOut.RULE,
              PostAmongUnits.RULE,
              RunWithUnits.RULE,
              KeepRun.RULE,
              ParagraphContainer.RULE,
              KeepContainer.RULE,
              TrimToMainParent.RULE,
              LaterParallelTexts.RULE,
              TrimNeverEmpties.RULE,
              SectionsAndListings.RULE,
              Headline.RULE));

  /**
   * Version 7: version 6's rules on the page read with whole words ({@link
   * PageBlocks.Reading#WORDS}): a stop word that punctuation follows directly counts as one.
   */
  static final ArticleVersion V7 = new ArticleVersion(7, V6.rules);

  private static final ArticleVersion[] VERSIONS = {V1, V2, V3, V4, V5, V6, V7};

  /** How the pages of this version are read into blocks. */
  PageBlocks.Reading reading() {
    return number >= 7
        ? PageBlocks.Reading.WORDS
        : number >= 6 ? PageBlocks.Reading.VISIBLE : PageBlocks.Reading.FIRST;
  }

  /**
   * Whether a block of running text in another language than the page's counts its own language's
   * stop words (with {@code language=auto}).
   */
  boolean blockLanguages() {
    return number >= 6;
  }

  /** Whether this version's rules read the page's title. */
  boolean readsTitle() {
    return number >= 6;
  }

  /** The version numbered {@code number} ({@link ArticleExtractor#FIRST_VERSION} and after). */
  static ArticleVersion of(int number) {
    return VERSIONS[number - 1];
  }

  /** The versions, oldest first. */
  static List<ArticleVersion> all() {
    return List.of(VERSIONS);
  }

  /** Which blocks of {@code blocks} are the article, by this version's rules. */
  boolean[] select(PageBlocks blocks, MainContent.Settings settings) {
    Selection s = new Selection(blocks, settings);
    for (ArticleRule rule : rules) {
      rule.apply(s);
      if (s.done) {
        break;
      }
    }
    return s.keep;
  }

  /** The names of the rules, in order, e.g. {@code paragraphs, block-scores, ...}. */
  String ruleNames() {
    StringBuilder sb = new StringBuilder();
    for (ArticleRule r : rules) {
      sb.append(sb.length() == 0 ? "" : ", ").append(r.name());
    }
    return sb.toString();
  }
}
