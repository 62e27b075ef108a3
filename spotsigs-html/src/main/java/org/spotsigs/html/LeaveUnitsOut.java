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
