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
package org.spotsigs.engine;

import com.carrotsearch.hppc.LongArrayList;
import java.util.ArrayList;
import java.util.List;

/** Pairs of document ids with their exact overlap and union, in the order found. */
public final class PairPage implements Pairs {
  private final List<String> a = new ArrayList<>();
  private final List<String> b = new ArrayList<>();
  private final LongArrayList overlap = new LongArrayList();
  private final LongArrayList union = new LongArrayList();
  private long bytes;

  /** Adds a pair. */
  public void add(String idA, String idB, long overlapAB, long unionAB) {
    a.add(idA);
    b.add(idB);
    overlap.add(overlapAB);
    union.add(unionAB);
    bytes += 2L * (idA.length() + idB.length()) + 112;
  }

  @Override
  public int size() {
    return a.size();
  }

  @Override
  public String a(int i) {
    return a.get(i);
  }

  @Override
  public String b(int i) {
    return b.get(i);
  }

  @Override
  public long overlap(int i) {
    return overlap.get(i);
  }

  @Override
  public long union(int i) {
    return union.get(i);
  }

  /** About the heap the page takes. */
  public long ramBytes() {
    return bytes;
  }
}
