package org.spotsigs.html;

/**
 * Finds the page's repeated units ({@link RepeatedUnits}: comment threads, teaser lists, posts,
 * sections), which are all read as units until a later rule says otherwise.
 */
final class FindRepeatedUnits implements ArticleRule {
  static final FindRepeatedUnits RULE = new FindRepeatedUnits();

  private FindRepeatedUnits() {}

  @Override
  public String name() {
    return "repeated-units";
  }

  @Override
  public void apply(Selection s) {
    s.counts = RepeatedUnits.counts(s.blocks);
    s.found = RepeatedUnits.find(s.counts);
    s.units = s.found;
  }
}
