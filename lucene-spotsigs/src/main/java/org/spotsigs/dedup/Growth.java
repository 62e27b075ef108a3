/*
 * Copyright 2026 the lucene-spotsigs authors
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */
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
