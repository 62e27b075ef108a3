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
package org.spotsigs.spark;

import java.nio.ByteBuffer;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.StringHelper;
import org.spotsigs.core.Measure;
import org.spotsigs.index.SignatureVector;

/**
 * A document's signature vector as one binary column: its number of distinct signatures, then each
 * signature's UTF-8 bytes (length first) and count, in the vector's (sorted) order. Compact in a
 * shuffle and read without a tree of objects. Also the vector's fingerprints, by which identical
 * vectors are found.
 */
final class SignatureBytes {
  private SignatureBytes() {}

  static byte[] encode(SignatureVector v) {
    int size = 4;
    for (int i = 0; i < v.size(); i++) {
      size += 8 + v.term(i).length;
    }
    ByteBuffer b = ByteBuffer.allocate(size);
    b.putInt(v.size());
    for (int i = 0; i < v.size(); i++) {
      BytesRef t = v.term(i);
      b.putInt(t.length).put(t.bytes, t.offset, t.length).putInt(v.count(i));
    }
    return b.array();
  }

  /** Receives the entries of an encoded vector. */
  @FunctionalInterface
  interface EntryConsumer {
    void accept(byte[] bytes, int offset, int length, int count);
  }

  /** The entries of {@code encoded}, in order. */
  static void forEach(byte[] encoded, EntryConsumer consumer) {
    ByteBuffer b = ByteBuffer.wrap(encoded);
    int n = b.getInt();
    for (int i = 0; i < n; i++) {
      int length = b.getInt();
      int at = b.position();
      b.position(at + length);
      consumer.accept(encoded, at, length, b.getInt());
    }
  }

  static int size(byte[] encoded) {
    return ByteBuffer.wrap(encoded).getInt();
  }

  /**
   * Three 64-bit fingerprints of the vector as {@code measure} sees it (signatures and, for
   * multisets, counts): the first two are MurmurHash3's 128 bits, the third the same hash with
   * another seed. Equal vectors have equal fingerprints; the third one checks the groups that the
   * first two form.
   */
  static long[] fingerprints(SignatureVector v, Measure measure) {
    int size = 0;
    for (int i = 0; i < v.size(); i++) {
      size += 8 + v.term(i).length;
    }
    ByteBuffer b = ByteBuffer.allocate(size);
    for (int i = 0; i < v.size(); i++) {
      BytesRef t = v.term(i);
      b.putInt(t.length).put(t.bytes, t.offset, t.length);
      b.putInt(measure == Measure.SET ? 1 : v.count(i));
    }
    byte[] bytes = b.array();
    long[] h = StringHelper.murmurhash3_x64_128(bytes, 0, bytes.length, 0x5370_5369);
    long[] check = StringHelper.murmurhash3_x64_128(bytes, 0, bytes.length, 0x2545_F491);
    return new long[] {h[0], h[1], check[0] ^ Long.rotateLeft(check[1], 29)};
  }
}
