package org.spotsigs.html;

/**
 * A run of one paragraph takes the element it is a paragraph of as its container (version 2): the
 * titles of a gallery after its one paragraph, the short lines around a short item.
 */
final class ParagraphContainer implements ArticleRule {
  static final ParagraphContainer RULE = new ParagraphContainer();

  private ParagraphContainer() {}

  @Override
  public String name() {
    return "paragraph-container";
  }

  @Override
  public void apply(Selection s) {
    if (s.container != null) {
      int[] c = s.counts.get(s.container);
      if (c == null || c[0] <= 1) {
        s.container = s.paragraphParent(s.container);
      }
    }
  }
}
