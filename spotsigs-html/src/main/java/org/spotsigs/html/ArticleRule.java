package org.spotsigs.html;

/**
 * One step of the article extraction: it reads what the steps before it found on a page ({@link
 * Selection}: the blocks' scores, the repeated units, the best run, the kept blocks, the main
 * parent) and changes it. A version of the extraction is an ordered list of rules ({@link
 * ArticleVersion}); a rule keeps no state of its own between pages, so one instance serves every
 * page and thread.
 */
interface ArticleRule {
  /** A short name for lists of rules, e.g. {@code best-run}. */
  String name();

  /** Applies the rule to the page whose selection is {@code s}. */
  void apply(Selection s);
}
