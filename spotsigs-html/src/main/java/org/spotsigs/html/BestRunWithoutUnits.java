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
