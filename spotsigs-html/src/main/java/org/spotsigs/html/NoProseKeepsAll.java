package org.spotsigs.html;

/**
 * A page where no block scores above zero (no running text: a short page, a page of short lines)
 * keeps every block with words that is not mostly link text, and is decided: a short page keeps its
 * words.
 */
final class NoProseKeepsAll implements ArticleRule {
  static final NoProseKeepsAll RULE = new NoProseKeepsAll();

  private NoProseKeepsAll() {}

  @Override
  public String name() {
    return "no-prose-keeps-all";
  }

  @Override
  public void apply(Selection s) {
    for (double v : s.score) {
      if (v > 0) {
        return;
      }
    }
    for (int i = 0; i < s.size(); i++) {
      s.keep[i] = s.blocks.words(i) > 0 && !s.linkDense(i);
    }
    s.done = true;
  }
}
