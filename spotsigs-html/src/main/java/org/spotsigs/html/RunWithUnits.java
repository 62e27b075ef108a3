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
