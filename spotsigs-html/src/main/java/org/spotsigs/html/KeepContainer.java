package org.spotsigs.html;

/**
 * Keeps every block inside the run's container that is not mostly link text nor (when units were
 * left out) inside a unit: the headline, byline, captions and short paragraphs around the run.
 */
final class KeepContainer implements ArticleRule {
  static final KeepContainer RULE = new KeepContainer();

  private KeepContainer() {}

  @Override
  public String name() {
    return "keep-container";
  }

  @Override
  public void apply(Selection s) {
    if (s.container == null) {
      return;
    }
    for (int i = 0; i < s.size(); i++) {
      if (!s.keep[i]
          && s.blocks.words(i) > 0
          && !s.linkDense(i)
          && !(s.unitsLeftOut && s.unitOf[i] != null)
          && PageTree.isInside(s.blocks.owner(i), s.container)) {
        s.keep[i] = true;
      }
    }
  }
}
