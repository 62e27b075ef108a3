package org.spotsigs.engine;

/** A run of pairs by position: what a page of an all-pairs run holds. */
public interface Pairs {
  /** The number of pairs. */
  int size();

  /** The id of the earlier document of pair {@code i}. */
  String a(int i);

  /** The id of the later document of pair {@code i}. */
  String b(int i);

  /** The exact overlap of pair {@code i}. */
  long overlap(int i);

  /** The exact union of pair {@code i}. */
  long union(int i);
}
