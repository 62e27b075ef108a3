package org.spotsigs.html;

/**
 * The trim to the main parent never empties a page: if nothing is kept, the blocks before it are.
 */
final class TrimNeverEmpties implements ArticleRule {
  static final TrimNeverEmpties RULE = new TrimNeverEmpties();

  private TrimNeverEmpties() {}

  @Override
  public String name() {
    return "trim-never-empties";
  }

  @Override
  public void apply(Selection s) {
    if (s.noneKept()) {
      System.arraycopy(s.beforeTrim, 0, s.keep, 0, s.keep.length);
    }
  }
}
