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
package org.spotsigs.cli.input;

import com.carrotsearch.hppc.IntArrayList;
import com.carrotsearch.hppc.LongArrayList;
import com.carrotsearch.hppc.LongIntHashMap;

/**
 * The fingerprints of the texts of a run, to find a document whose text an earlier document has
 * (about 28 bytes a distinct text). Not thread-safe: the reading thread alone uses it.
 */
public final class TextCopies {
  /** Index into {@link #lows} and {@link #ordinals} by the fingerprint's high half. */
  private final LongIntHashMap byHigh = new LongIntHashMap();

  private final LongArrayList lows = new LongArrayList();
  private final IntArrayList ordinals = new IntArrayList();

  /**
   * The input ordinal of the first document with fingerprint {@code f}, or -1 if there is none yet
   * (the document at {@code ordinal} is then that first one). A fingerprint whose high half an
   * earlier one has, but not its low half, is another text: -1, and not recorded.
   */
  public int originalOf(SourceDocument.Fingerprint f, int ordinal) {
    int slot = byHigh.indexOf(f.high());
    if (byHigh.indexExists(slot)) {
      int e = byHigh.indexGet(slot);
      return lows.get(e) == f.low() ? ordinals.get(e) : -1;
    }
    byHigh.indexInsert(slot, f.high(), ordinals.size());
    lows.add(f.low());
    ordinals.add(ordinal);
    return -1;
  }
}
