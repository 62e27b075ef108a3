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
   */
  boolean positionOrderOnly();

  /** The length of the candidate at {@code position}, or -1 if it has no forward vector. */
  long length(int position) throws IOException;

  /**
   * The exact overlap of the query with the candidate at {@code position}, whose {@link #length}
   * was just read as {@code length}, or -1 if it is below {@code need}.
   */
  long overlapAtLeast(int position, long length, long need) throws IOException;
}
