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
package org.spotsigs.search;

import java.io.IOException;
import org.spotsigs.core.Overlap;

/**
 * The forward vectors of the candidates of one query: their lengths and the exact overlap of the
 * query with each, through {@link Overlap#atLeast}. What {@link DeltaTraversal} verifies candidates
 * with. A view is bound to one query and is not thread-safe.
 *
 * @lucene.internal
 */
public interface ForwardVectors {
  /**
   * Whether candidates must be read in ascending position order (doc values can only be read
   * forwards); the traversal then sorts them before verifying.
   *
   * @return true if {@link #length} must be called with ascending positions
   */
  boolean positionOrderOnly();

  /**
   * The length of the candidate at {@code position}, or -1 if it has no forward vector.
   *
   * @param position the candidate's position (a segment doc id, or a rank of an in-memory
   *     collection)
   * @return the candidate's length under the query's measure (the sum of its signature weights), or
   *     -1 if it has no forward vector
   * @throws IOException if reading the candidate's doc values fails
   */
  long length(int position) throws IOException;

  /**
   * The exact overlap of the query with the candidate at {@code position}, whose {@link #length}
   * was just read as {@code length}, or -1 if it is below {@code need}.
   *
   * @param position the candidate's position, the one whose length was read last
   * @param length the candidate's length, as {@link #length} returned it
   * @param need the smallest overlap that reaches tau; the merge stops early once it cannot
   * @return the exact overlap, at least {@code need}; or -1 if it is below {@code need}
   * @throws IOException if reading the candidate's forward vector fails
   */
  long overlapAtLeast(int position, long length, long need) throws IOException;
}
