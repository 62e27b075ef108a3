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
import org.apache.lucene.search.DocIdSetIterator;

/**
 * The inverted lists of one query vector's signatures over a range of candidate lengths: what
 * {@link DeltaTraversal} walks. Candidates are identified by <em>positions</em> (segment doc ids,
 * or ranks of an in-memory collection), and every list yields positions in ascending order.
 *
 * <p>When the positions are ordered by descending candidate length (an index sorted by {@link
 * org.spotsigs.index.SpotSigsSchema#indexSort()}, or an all-pairs run's ranks), the candidates
 * whose length lies in a window form one range of positions, which {@link #firstAtMost} and {@link
 * #windowEnd} find; otherwise they return the whole range and the lengths are checked per candidate
 * at verification. A view is bound to one query and is not thread-safe.
 *
 * @lucene.internal
 */
public interface InvertedLists {
  /**
   * Number of signatures of the query (lists are numbered {@code 0 .. size() - 1}).
   *
   * @return the number of distinct signatures of the query, 0 or more
   */
  int size();

  /**
   * The query's weight of signature {@code i} under the measure (its count, or 1 for sets).
   *
   * @param i the signature's number, in {@code [0, size())}
   * @return the weight, at least 1
   */
  long weight(int i);

  /**
   * The number of postings of the list of signature {@code i} (0 if it has none): rarest first.
   *
   * @param i the signature's number, in {@code [0, size())}
   * @return the list's length (its document frequency), 0 if the signature has no list
   * @throws IOException if looking up the signature's term fails
   */
  long listLength(int i) throws IOException;

  /**
   * The postings of signature {@code i}, positions ascending, or null if it has none.
   *
   * @param i the signature's number, in {@code [0, size())}
   * @return an iterator over the positions of the list, or null if the signature has no list; it
   *     may be reused by the next call
   * @throws IOException if reading the postings fails
   */
  DocIdSetIterator list(int i) throws IOException;

  /**
   * Every candidate of these lists is at least this long (0 if nothing is known).
   *
   * @return a lower bound on the candidates' lengths, 0 for none
   */
  long minLength();

  /**
   * The first position whose candidate may be at most {@code maxLength} long: no candidate before
   * it is. The first position of the range when positions are not in length order.
   *
   * @param maxLength the largest candidate length wanted
   * @return the first position of the window
   * @throws IOException if reading the candidates' lengths fails
   */
  int firstAtMost(long maxLength) throws IOException;

  /**
   * Where to start walking a list of {@code listLength} postings for candidates at most {@code
   * maxLength} long: {@link #firstAtMost}, or any position before it when finding that costs more
   * than walking a few postings too many (the traversal rejects a candidate longer than the window
   * it was found in when it verifies it).
   *
   * @param maxLength the largest candidate length wanted
   * @param listLength the number of postings of the list to walk, as {@link #listLength} gave it
   * @return the position to advance the list to: {@link #firstAtMost} or a position before it
   * @throws IOException if reading the candidates' lengths fails
   */
  default int walkFrom(long maxLength, long listLength) throws IOException {
    return firstAtMost(maxLength);
  }

  /**
   * Where to stop walking a list of {@code listLength} postings for candidates at least {@code
   * minLength} long: {@link #windowEnd}, or any position after it when finding that costs more than
   * walking a few postings too many (rejected when verified, as for {@link #walkFrom}).
   *
   * @param minLength the smallest candidate length wanted
   * @param listLength the number of postings of the list to walk, as {@link #listLength} gave it
   * @return the position, exclusive, to stop the walk at: {@link #windowEnd} or a position after it
   * @throws IOException if reading the candidates' lengths fails
   */
  default int walkEnd(long minLength, long listLength) throws IOException {
    return windowEnd(minLength);
  }

  /**
   * One past the last position whose candidate may be at least {@code minLength} long (and that may
   * be a candidate at all): no candidate from there on is.
   *
   * @param minLength the smallest candidate length wanted
   * @return the end of the window, exclusive
   * @throws IOException if reading the candidates' lengths fails
   */
  int windowEnd(long minLength) throws IOException;
}
