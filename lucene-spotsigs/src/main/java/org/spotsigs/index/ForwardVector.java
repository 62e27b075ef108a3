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
package org.spotsigs.index;

import org.apache.lucene.store.ByteArrayDataInput;
import org.apache.lucene.store.ByteArrayDataOutput;
import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.StringHelper;

/**
 * The forward vector: a document's {@link SignatureVector} serialised into one binary doc value, so
 * that a candidate can be verified exactly by merging two sorted lists of signature terms.
 *
 * <p>The signature terms themselves are stored, front-coded (shared prefix with the previous term,
 * then the rest), so verification compares terms, not hashes, and no hash collision can make two
 * different signatures equal. Layout: {@code vInt n}, then per term {@code vInt prefix, vInt suffix
 * length, suffix bytes, vInt count}.
 */
public final class ForwardVector {
  private ForwardVector() {}

  /**
   * Encodes {@code vector}.
   *
   * @param vector the vector to encode; its language is not part of the encoding
   * @return the encoding, in a new array sized for the vector (bytes past its length are unused)
   */
  public static BytesRef encode(SignatureVector vector) {
    int n = vector.size();
    int bound = 5;
    for (int i = 0; i < n; i++) {
      bound += 15 + vector.term(i).length;
    }
    byte[] out = new byte[bound];
    ByteArrayDataOutput o = new ByteArrayDataOutput(out);
    try {
      o.writeVInt(n);
      BytesRef prev = new BytesRef();
      for (int i = 0; i < n; i++) {
        BytesRef t = vector.term(i);
        int prefix = StringHelper.bytesDifference(prev, t);
        o.writeVInt(prefix);
        o.writeVInt(t.length - prefix);
        o.writeBytes(t.bytes, t.offset + prefix, t.length - prefix);
        o.writeVInt(vector.count(i));
        prev = t;
      }
    } catch (java.io.IOException e) {
      throw new AssertionError(e);
    }
    return new BytesRef(out, 0, o.getPosition());
  }

  /**
   * Decodes a whole vector.
   *
   * @param encoded an encoding made by {@link #encode}; not modified
   * @return the vector, with its own copies of the terms and no language
   */
  public static SignatureVector decode(BytesRef encoded) {
    Reader r = new Reader();
    r.reset(encoded);
    BytesRef[] terms = new BytesRef[r.size()];
    int[] counts = new int[r.size()];
    for (int i = 0; r.next(); i++) {
      terms[i] = BytesRef.deepCopyOf(r.term());
      counts[i] = r.count();
    }
    return SignatureVector.ofSorted(terms, counts);
  }

  /** Streams the entries of an encoded vector without allocating per entry. Not thread-safe. */
  public static final class Reader {
    private final ByteArrayDataInput in = new ByteArrayDataInput();
    private final BytesRef term = new BytesRef(new byte[32]);
    private int remaining;
    private int size;
    private int count;

    /** A reader of no vector yet: {@link #reset} it before use. */
    public Reader() {}

    /**
     * Starts reading {@code encoded}; the bytes must not change while being read.
     *
     * @param encoded an encoding made by {@link ForwardVector#encode}
     */
    public void reset(BytesRef encoded) {
      in.reset(encoded.bytes, encoded.offset, encoded.length);
      size = in.readVInt();
      remaining = size;
      term.length = 0;
    }

    /**
     * Number of entries of the current vector.
     *
     * @return the number of distinct signatures of the vector given to {@link #reset}
     */
    public int size() {
      return size;
    }

    /**
     * Entries not yet read.
     *
     * @return the number of calls to {@link #next()} that will still return true
     */
    public int remaining() {
      return remaining;
    }

    /**
     * Moves to the next entry; false at the end.
     *
     * @return true if there was a next entry, now current; false if every entry has been read
     */
    public boolean next() {
      if (remaining == 0) {
        return false;
      }
      remaining--;
      int prefix = in.readVInt();
      int suffix = in.readVInt();
      int len = prefix + suffix;
      if (term.bytes.length < len) {
        term.bytes = ArrayUtil.grow(term.bytes, len); // copies the shared prefix
      }
      in.readBytes(term.bytes, prefix, suffix);
      term.length = len;
      count = in.readVInt();
      return true;
    }

    /**
     * The current term; valid until the next call to {@link #next()}.
     *
     * @return the term of the current entry, a reused {@link BytesRef} that must not be modified
     */
    public BytesRef term() {
      return term;
    }

    /**
     * The count of the current term.
     *
     * @return the count of the current entry, at least 1
     */
    public int count() {
      return count;
    }
  }
}
