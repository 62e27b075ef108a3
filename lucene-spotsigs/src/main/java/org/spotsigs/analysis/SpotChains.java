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
package org.spotsigs.analysis;

import java.util.Arrays;
import org.apache.lucene.util.ArrayUtil;

/**
 * The spot-signature state machine (the SpotSigs paper, section 3.1), shared by {@link
 * SpotSigsFilter} and the direct extraction of {@link SpotSigsAnalyzer}: fed the lower-cased words
 * of a document one by one, it yields the signatures in the order of their antecedents. Wherever a
 * word is an antecedent, each of its specs opens a chain; step {@code i} moves {@code d_i} words
 * forward, and a step that lands on a stop word (or an antecedent) moves on to the next word that
 * is not one, passing over at most {@link #MAX_SKIP} of them: a step that meets more ends its chain
 * there (as the end of the document does). A chain is complete with {@code c} words, or when it
 * ends early if it holds at least one.
 *
 * <p>Linear time and bounded memory for every input: a chain is touched only when a word it waits
 * for arrives (chains travelling a fixed distance wait in a ring of buckets by target word; chains
 * moving over stop words wait in one queue that the next other word serves at once), so each chain
 * costs a constant number of steps per word it takes, whatever the text. At most {@code specs x
 * (sum of distances + chain length x MAX_SKIP)} chains are open at once. Not thread-safe.
 */
final class SpotChains {
  /**
   * The most stop words (and antecedents) one step passes over. Natural text has runs of a few; a
   * longer run ends the chains that would cross it, so a text made of nothing but antecedents (an
   * attack, or a list of stop words) keeps a bounded number of chains open.
   */
  static final int MAX_SKIP = 100;

  private final WordRoles roles;
  private final boolean withAntecedent;

  /** Chains in order of their antecedent; taken from the head once complete. */
  private final ChainQueue pending = new ChainQueue();

  /**
   * Chains travelling a fixed distance, in linked lists by target word index (mod the ring's
   * length).
   */
  private Chain[] ring = new Chain[16];

  /**
   * Chains moving over stop words, in the order they met the first one: served by the next other
   * word.
   */
  private final ChainQueue waiting = new ChainQueue();

  /** Chains to reuse (at most {@link #POOL}). */
  private final Chain[] pool = new Chain[POOL];

  private int pooled;
  private static final int POOL = 64;
  private int wordIndex;
  private boolean finished;

  /**
   * Chain steps taken (scheduled, served, moved over a stop word or ended): the work done, for
   * tests.
   */
  long work;

  SpotChains(WordRoles roles, SignatureKey key) {
    this.roles = roles;
    this.withAntecedent = key == SignatureKey.ANTECEDENT_AND_CHAIN;
  }

  /** Forgets the current document. */
  void reset() {
    pending.clear();
    Arrays.fill(ring, null);
    waiting.clear();
    wordIndex = 0;
    finished = false;
  }

  /**
   * Passes over the next word if that is all {@link #word} would do with it: the word opens no
   * chain ({@code role} is null or a stop word's), no chain waits for it at its index and none is
   * passing over stop words. Returns false, having done nothing, otherwise (the caller then gives
   * the word to {@link #word}). Most words of a text are passed over here, without the work of a
   * word.
   */
  boolean passOver(SpotSpec[] role) {
    if ((role == null || role.length == 0)
        && waiting.isEmpty()
        && ring[wordIndex & (ring.length - 1)] == null) {
      wordIndex++;
      return true;
    }
    return false;
  }

  /** The next word of the document, lower-cased, with its offsets. */
  void word(char[] buffer, int offset, int length, int startOffset, int endOffset) {
    word(buffer, offset, length, startOffset, endOffset, roles.get(buffer, offset, length));
  }

  /**
   * The next word of the document, lower-cased, with its offsets and its role ({@link
   * WordRoles#get}).
   */
  void word(
      char[] buffer, int offset, int length, int startOffset, int endOffset, SpotSpec[] role) {
    final int index = wordIndex++;
    final boolean stop = role != null;
    int slot = index & (ring.length - 1);
    Chain due = ring[slot];
    ring[slot] = null;
    while (due != null) {
      Chain c = due;
      due = c.next;
      c.next = null;
      work++;
      if (stop) {
        c.waitingSince = index;
        waiting.addLast(c);
      } else {
        take(c, buffer, offset, length, endOffset, index);
      }
    }
    if (stop) {
      // a chain that has passed over MAX_SKIP stop words and meets one more ends here
      for (Chain c; (c = waiting.peekFirst()) != null && index - c.waitingSince >= MAX_SKIP; ) {
        waiting.removeFirst();
        c.complete = true;
        work++;
      }
    } else {
      for (Chain c; (c = waiting.pollFirst()) != null; ) {
        work++;
        take(c, buffer, offset, length, endOffset, index);
      }
    }
    if (role != null) {
      for (SpotSpec spec : role) {
        Chain c = pooled == 0 ? new Chain() : pool[--pooled];
        c.start(spec, startOffset, endOffset);
        if (withAntecedent) {
          c.appendRaw(buffer, offset, length);
        }
        pending.addLast(c);
        schedule(c, index + spec.step(0), index);
      }
    }
  }

  /** Chain {@code c} takes the word at {@code index}; complete, or waits for its next step. */
  private void take(Chain c, char[] buffer, int offset, int length, int endOffset, int index) {
    c.append(buffer, offset, length, endOffset);
    if (c.words == c.spec.chainLength()) {
      c.complete = true;
    } else {
      schedule(c, index + c.spec.step(c.words), index);
    }
  }

  private void schedule(Chain c, int target, int index) {
    work++;
    if (target - index >= ring.length) {
      growRing(target - index + 1, index);
    }
    int slot = target & (ring.length - 1);
    c.next = ring[slot];
    ring[slot] = c;
  }

  /**
   * Makes the ring hold distances up to {@code span}; every chain in it waits for a word after
   * {@code index}.
   */
  private void growRing(int span, int index) {
    Chain[] old = ring;
    ring = new Chain[Integer.highestOneBit(span) << 1];
    for (int i = 1; i <= old.length; i++) {
      int target = index + i;
      Chain list = old[target & (old.length - 1)];
      old[target & (old.length - 1)] = null;
      // every chain of that list waits for word `target` (distinct targets in (index, index +
      // old.length])
      while (list != null) {
        Chain c = list;
        list = c.next;
        c.next = ring[target & (ring.length - 1)];
        ring[target & (ring.length - 1)] = c;
      }
    }
  }

  /** The document has no more words: chains cut short are kept if they hold a word. */
  void finish() {
    finished = true;
    Arrays.fill(ring, null);
    waiting.clear();
  }

  /**
   * The next signature in antecedent order that is ready, or null if none is (yet). Hand it back
   * with {@link #release} once read.
   */
  Chain next() {
    while (true) {
      Chain head = pending.peekFirst();
      if (head == null || !(head.complete || finished)) {
        return null;
      }
      pending.removeFirst();
      if (head.words > 0) {
        return head;
      }
      release(head);
    }
  }

  void release(Chain c) {
    if (pooled < POOL) {
      pool[pooled++] = c;
    }
  }

  /** Whether {@link #next()} may have a signature ready (cheap; {@code next} decides). */
  boolean mayHaveNext() {
    return !pending.isEmpty();
  }

  /** A FIFO of chains in a growable ring (no boxing, no iterator; not thread-safe). */
  private static final class ChainQueue {
    private Chain[] items = new Chain[16];
    private int head;
    private int size;

    boolean isEmpty() {
      return size == 0;
    }

    void clear() {
      head = 0;
      size = 0;
    }

    void addLast(Chain c) {
      if (size == items.length) {
        Chain[] grown = new Chain[items.length * 2];
        for (int i = 0; i < size; i++) {
          grown[i] = items[(head + i) & (items.length - 1)];
        }
        items = grown;
        head = 0;
      }
      items[(head + size++) & (items.length - 1)] = c;
    }

    Chain peekFirst() {
      return size == 0 ? null : items[head];
    }

    Chain pollFirst() {
      if (size == 0) {
        return null;
      }
      Chain c = items[head];
      head = (head + 1) & (items.length - 1);
      size--;
      return c;
    }

    void removeFirst() {
      head = (head + 1) & (items.length - 1);
      size--;
    }
  }

  /**
   * One chain: the signature text built so far, its offsets, and the index of the word it waits
   * for.
   */
  static final class Chain {
    char[] chars = new char[32];
    int length;
    int startOffset;
    int endOffset;
    private SpotSpec spec;
    private int words;
    private boolean complete;

    /** The next chain due at the same word (ring bucket list). */
    private Chain next;

    /** The index of the first stop word of the current run this chain is passing over. */
    private int waitingSince;

    void start(SpotSpec spec, int startOffset, int endOffset) {
      this.spec = spec;
      this.next = null;
      this.startOffset = startOffset;
      this.endOffset = endOffset;
      this.length = 0;
      this.words = 0;
      this.complete = false;
    }

    void appendRaw(char[] buffer, int offset, int len) {
      chars = ArrayUtil.grow(chars, length + len);
      System.arraycopy(buffer, offset, chars, length, len);
      length += len;
    }

    void append(char[] buffer, int offset, int len, int wordEndOffset) {
      if (length > 0) {
        chars = ArrayUtil.grow(chars, length + 1);
        chars[length++] = SpotSigsFilter.SEPARATOR;
      }
      appendRaw(buffer, offset, len);
      words++;
      endOffset = Math.max(endOffset, wordEndOffset);
    }
  }
}
