package org.spotsigs.dedup;

import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.StringHelper;

/**
 * Distinct signature strings and an integer id for each, safe for many threads adding at once: the
 * strings are spread by hash over stripes, each an open-addressing table with its own lock and its
 * own array of bytes, so threads rarely wait for each other. Ids are dense in each stripe and
 * interleaved across stripes ({@code local id * STRIPES + stripe}), so they depend on which thread
 * came first: {@link VectorCollection.Builder} maps them to ids in the order of the input. Lookups
 * compare the bytes: two strings share an id only when they are equal.
 */
final class SignatureDictionary {
  static final int STRIPES = 64;
  private static final int STRIPE_BITS = Integer.numberOfTrailingZeros(STRIPES);

  private final Stripe[] stripes = new Stripe[STRIPES];

  SignatureDictionary() {
    for (int i = 0; i < STRIPES; i++) {
      stripes[i] = new Stripe();
    }
  }

  /** The id of {@code term}, added if new. Thread-safe. */
  int add(BytesRef term) {
    int hash = StringHelper.murmurhash3_x86_32(term, 0x5bd1e995);
    int s = hash & (STRIPES - 1);
    Stripe stripe = stripes[s];
    int local;
    synchronized (stripe) {
      local = stripe.add(term, hash >>> STRIPE_BITS);
    }
    return local << STRIPE_BITS | s;
  }

  /**
   * The string of {@code id} into {@code scratch} (which then refers to the dictionary's bytes: do
   * not modify). Safe once every add has happened before (as after building a collection).
   */
  BytesRef get(int id, BytesRef scratch) {
    Stripe stripe = stripes[id & (STRIPES - 1)];
    int local = id >>> STRIPE_BITS;
    scratch.bytes = stripe.bytes;
    scratch.offset = stripe.start[local];
    scratch.length = stripe.start[local + 1] - stripe.start[local];
    return scratch;
  }

  /** One past the largest id given so far. */
  int idBound() {
    int bound = 0;
    for (int s = 0; s < STRIPES; s++) {
      synchronized (stripes[s]) {
        if (stripes[s].size > 0) {
          bound = Math.max(bound, ((stripes[s].size - 1) << STRIPE_BITS | s) + 1);
        }
      }
    }
    return bound;
  }

  /** One stripe: a table of (hash, local id + 1) in longs, and the strings' bytes. */
  private static final class Stripe {
    private long[] table = new long[64];
    private int size;
    private byte[] bytes = new byte[1024];
    private int[] start = new int[33];

    int add(BytesRef term, int hash) {
      int mask = table.length - 1;
      int slot = hash & mask;
      long tag = (long) hash << 32;
      while (true) {
        long e = table[slot];
        if (e == 0) {
          break;
        }
        if ((e & 0xFFFFFFFF00000000L) == tag) {
          int local = (int) e - 1;
          int from = start[local];
          if (java.util.Arrays.equals(
              bytes, from, start[local + 1], term.bytes, term.offset, term.offset + term.length)) {
            return local;
          }
        }
        slot = (slot + 1) & mask;
      }
      int local = size++;
      table[slot] = tag | (local + 1);
      if (start.length < size + 1) {
        start = ArrayUtil.grow(start, size + 1);
      }
      int from = start[local];
      if (bytes.length < from + term.length) {
        bytes = ArrayUtil.grow(bytes, from + term.length);
      }
      System.arraycopy(term.bytes, term.offset, bytes, from, term.length);
      start[size] = from + term.length;
      if (2 * size > table.length) {
        rehash();
      }
      return local;
    }

    private void rehash() {
      long[] old = table;
      table = new long[old.length * 2];
      int mask = table.length - 1;
      for (long e : old) {
        if (e != 0) {
          int slot = (int) (e >>> 32) & mask;
          while (table[slot] != 0) {
            slot = (slot + 1) & mask;
          }
          table[slot] = e;
        }
      }
    }
  }
}
