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
package org.spotsigs.opensearch.pairs;

import com.carrotsearch.hppc.LongArrayList;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.opensearch.core.common.io.stream.StreamInput;
import org.opensearch.core.common.io.stream.StreamOutput;
import org.opensearch.core.common.io.stream.Writeable;
import org.spotsigs.engine.Pairs;

/** Pairs of document ids with their exact overlap and union, in the order found. */
public final class PairPage implements Writeable, Pairs {
  private final List<String> a;
  private final List<String> b;
  private final LongArrayList overlap;
  private final LongArrayList union;
  private long bytes;

  PairPage() {
    a = new ArrayList<>();
    b = new ArrayList<>();
    overlap = new LongArrayList();
    union = new LongArrayList();
  }

  PairPage(StreamInput in) throws IOException {
    int n = in.readVInt();
    a = new ArrayList<>(n);
    b = new ArrayList<>(n);
    overlap = new LongArrayList(n);
    union = new LongArrayList(n);
    for (int i = 0; i < n; i++) {
      add(in.readString(), in.readString(), in.readVLong(), in.readVLong());
    }
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    out.writeVInt(size());
    for (int i = 0; i < size(); i++) {
      out.writeString(a.get(i));
      out.writeString(b.get(i));
      out.writeVLong(overlap.get(i));
      out.writeVLong(union.get(i));
    }
  }

  void add(String idA, String idB, long overlapAB, long unionAB) {
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
