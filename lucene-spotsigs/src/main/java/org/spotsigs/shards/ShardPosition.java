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
package org.spotsigs.shards;

/**
 * A position in the order in which an all-pairs run over shards walks the documents of one shard:
 * length descending (under the run's measure), then a per-shard key ascending (a sequence number
 * that every copy of the shard gives the document alike, such as OpenSearch's {@code _seq_no}).
 * Across shards, documents are ordered by length descending, then shard number, then key: the order
 * in which every pair of the collection is reported once, by its later document ({@link
 * ShardPairMatcher}).
 *
 * @param length the document's length under the measure
 * @param key its key in its shard (distinct among the shard's live documents)
 */
public record ShardPosition(long length, long key) {

  /**
   * Whether the document {@code (length, key)} comes after this position.
   *
   * @param length the document's length under the measure
   * @param key the document's key in the shard of this position
   * @return true if the document comes strictly after this position; false if it is at it or before
   *     it
   */
  public boolean isBefore(long length, long key) {
    return compare(this.length, this.key, length, key) < 0;
  }

  /**
   * Compares two documents of one shard in this order.
   *
   * @param lengthA the length of document A under the measure
   * @param keyA the key of document A
   * @param lengthB the length of document B under the measure
   * @param keyB the key of document B
   * @return a negative number if A comes before B (longer, or as long with a lower key), zero if
   *     they are at the same position, a positive number if A comes after B
   */
  public static int compare(long lengthA, long keyA, long lengthB, long keyB) {
    int c = Long.compare(lengthB, lengthA);
    return c != 0 ? c : Long.compare(keyA, keyB);
  }

  /**
   * The position just before the first document of length at most {@code maxLength}: every document
   * of length at most {@code maxLength} comes after it, every longer one before.
   *
   * @param maxLength the longest length of interest, below {@code Long.MAX_VALUE}
   * @return the position {@code (maxLength + 1, Long.MAX_VALUE)}
   */
  public static ShardPosition beforeLength(long maxLength) {
    return new ShardPosition(maxLength + 1, Long.MAX_VALUE);
  }

  @Override
  public String toString() {
    return "(length " + length + ", key " + key + ")";
  }
}
