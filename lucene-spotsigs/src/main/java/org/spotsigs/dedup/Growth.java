package org.spotsigs.dedup;

import org.apache.lucene.util.ArrayUtil;

/**
 * How the arrays that live as long as a collection being built grow: to at least twice their
 * length. Such an array has usually been promoted to the old generation by the time it is outgrown,
 * and the old generation is not collected during a run, so every outgrown array stays there as
 * garbage on pages the kernel had to clear first. Growing by an eighth at a time ({@link
 * ArrayUtil#grow}) leaves about eight times the final array behind; doubling leaves at most its
 * size.
 */
final class Growth {
  private Growth() {}

  /** The new length of an array of {@code length} that must hold {@code needed} elements. */
  static int doubled(int length, int needed) {
    return (int) Math.min(ArrayUtil.MAX_ARRAY_LENGTH, Math.max(needed, 2L * length));
  }
}
