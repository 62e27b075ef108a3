package org.spotsigs.analysis;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.util.ArrayUtil;

/**
 * The spot-signature state machine (paper 002, section 3.1), shared by {@link SpotSigsFilter} and
 * the direct extraction of {@link SpotSigsAnalyzer}: fed the lower-cased words of a document one by
 * one, it yields the signatures in the order of their antecedents. Wherever a word is an antecedent,
 * each of its specs opens a chain; step {@code i} moves {@code d_i} words forward, and a step that
 * lands on a stop word (or an antecedent) moves on to the next word that is not one. A chain is
 * complete with {@code c} words, or at the end of the document if it holds at least one. Memory:
 * the chains still open, not the text. Not thread-safe.
 */
final class SpotChains {
  private final WordRoles roles;
  private final boolean withAntecedent;
  /** Chains in order of their antecedent; taken from the head once complete. */
  private final ArrayDeque<Chain> pending = new ArrayDeque<>();
  /** Chains still collecting words. */
  private final List<Chain> active = new ArrayList<>();
  private final ArrayDeque<Chain> pool = new ArrayDeque<>();
  private int wordIndex;
  private boolean finished;

  SpotChains(WordRoles roles, SignatureKey key) {
    this.roles = roles;
    this.withAntecedent = key == SignatureKey.ANTECEDENT_AND_CHAIN;
  }

  /** Forgets the current document. */
  void reset() {
    pending.clear();
    active.clear();
    wordIndex = 0;
    finished = false;
  }

  /** The next word of the document, lower-cased, with its offsets. */
  void word(char[] buffer, int offset, int length, int startOffset, int endOffset) {
    final int index = wordIndex++;
    final SpotSpec[] role = roles.get(buffer, offset, length);
    final boolean stop = role != null;
    for (int i = 0; i < active.size(); ) {
      Chain c = active.get(i);
      if (c.target == index) {
        if (stop) {
          c.target = index + 1;
        } else {
          c.append(buffer, offset, length, endOffset);
          if (c.words == c.spec.chainLength()) {
            c.complete = true;
            int last = active.size() - 1;
            active.set(i, active.get(last));
            active.remove(last);
            continue;
          }
          c.target = index + c.spec.step(c.words);
        }
      }
      i++;
    }
    if (role != null) {
      for (SpotSpec spec : role) {
        Chain c = pool.isEmpty() ? new Chain() : pool.removeFirst();
        c.start(spec, index + spec.step(0), startOffset, endOffset);
        if (withAntecedent) {
          c.appendRaw(buffer, offset, length);
        }
        pending.addLast(c);
        active.add(c);
      }
    }
  }

  /** The document has no more words: chains cut short are kept if they hold a word. */
  void finish() {
    finished = true;
    active.clear();
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
    if (pool.size() < 64) {
      pool.addLast(c);
    }
  }

  /** One chain: the signature text built so far, its offsets, and the index of the word it waits for. */
  static final class Chain {
    char[] chars = new char[32];
    int length;
    int startOffset;
    int endOffset;
    private SpotSpec spec;
    private int target;
    private int words;
    private boolean complete;

    void start(SpotSpec spec, int target, int startOffset, int endOffset) {
      this.spec = spec;
      this.target = target;
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
