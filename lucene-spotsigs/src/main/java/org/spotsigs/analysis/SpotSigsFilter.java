package org.spotsigs.analysis;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.lucene.analysis.CharArrayMap;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.TokenFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionLengthAttribute;
import org.apache.lucene.analysis.tokenattributes.TypeAttribute;
import org.apache.lucene.util.ArrayUtil;

/**
 * Turns a stream of words into spot signatures (paper 002, section 3; paper 004, section 3.1).
 *
 * <p>Wherever a token equals an antecedent {@code a} of the {@link SpotSet}, each of its specs
 * starts a chain: step {@code i} moves {@code d_i} tokens forward; if the token landed on is a stop
 * word (or an antecedent), the chain moves on to the next token that is not, takes that word, and
 * continues from there. A complete chain, or one cut by the end of the stream once it holds at least
 * one word, becomes one signature term, {@code a:w1:w2...} (or {@code w1:w2...} with {@link
 * SignatureKey#CHAIN_ONLY}). Chains may overlap; an antecedent inside a chain starts its own chain.
 *
 * <p>Input tokens are expected to be lower-cased words (see {@link SpotSigsAnalyzer}). Only
 * signatures are emitted, in the order of their antecedents, one position apart; each spans from
 * the start of its antecedent to the end of its last word. The filter keeps no copy of the text:
 * its state is the chains still open, so memory does not grow with the length of the document
 * (except for runs of stop words longer than any chain's reach, which keep their chains open).
 *
 * <p>Not thread-safe (no token stream is); the {@link SpotSet} and word sets may be shared.
 */
public final class SpotSigsFilter extends TokenFilter {
  /** The separator between the parts of a signature. */
  public static final char SEPARATOR = ':';
  /** The token type of emitted signatures. */
  public static final String TYPE = "<SPOTSIG>";

  private final CharTermAttribute termAtt = addAttribute(CharTermAttribute.class);
  private final OffsetAttribute offsetAtt = addAttribute(OffsetAttribute.class);
  private final PositionIncrementAttribute posIncAtt = addAttribute(PositionIncrementAttribute.class);
  private final PositionLengthAttribute posLenAtt = addAttribute(PositionLengthAttribute.class);
  private final TypeAttribute typeAtt = addAttribute(TypeAttribute.class);

  private static final SpotSpec[] STOP = new SpotSpec[0];

  /**
   * One lookup per token: null for a word a chain takes; {@link #STOP} for a stop word; the specs
   * of an antecedent (which chains step over too).
   */
  private final CharArrayMap<SpotSpec[]> roles;
  private final boolean withAntecedent;

  /** Chains in order of their antecedent; emitted from the head once complete. */
  private final ArrayDeque<Chain> pending = new ArrayDeque<>();
  /** Chains still collecting words. */
  private final List<Chain> active = new ArrayList<>();
  private final ArrayDeque<Chain> pool = new ArrayDeque<>();
  private int tokenIndex;
  private boolean exhausted;

  /**
   * @param input lower-cased words
   * @param spotSet the antecedents and their chain specs
   * @param stopWords words a chain steps over; the antecedents are always stepped over too
   * @param key whether the antecedent is part of the signature
   */
  public SpotSigsFilter(TokenStream input, SpotSet spotSet, CharArraySet stopWords, SignatureKey key) {
    super(input);
    this.roles = new CharArrayMap<>(stopWords.size() + spotSet.byAntecedent().size(), false);
    for (Object w : stopWords) {
      roles.put((char[]) w, STOP);
    }
    for (Map.Entry<String, List<SpotSpec>> e : spotSet.byAntecedent().entrySet()) {
      roles.put(e.getKey(), e.getValue().toArray(new SpotSpec[0]));
    }
    this.withAntecedent = key == SignatureKey.ANTECEDENT_AND_CHAIN;
  }

  @Override
  public boolean incrementToken() throws IOException {
    while (true) {
      Chain head = pending.peekFirst();
      if (head != null && (head.complete || exhausted)) {
        pending.removeFirst();
        if (head.words > 0) {
          emit(head);
          release(head);
          return true;
        }
        release(head);
        continue;
      }
      if (exhausted) {
        return false;
      }
      if (input.incrementToken()) {
        consume();
      } else {
        exhausted = true;
        active.clear();
      }
    }
  }

  private void consume() {
    final int index = tokenIndex++;
    final char[] buffer = termAtt.buffer();
    final int length = termAtt.length();
    final SpotSpec[] role = roles.get(buffer, 0, length);
    final boolean stop = role != null;
    for (int i = 0; i < active.size(); ) {
      Chain c = active.get(i);
      if (c.target == index) {
        if (stop) {
          c.target = index + 1;
        } else {
          c.append(buffer, length, offsetAtt.endOffset());
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
        c.start(spec, index + spec.step(0), offsetAtt.startOffset(), offsetAtt.endOffset());
        if (withAntecedent) {
          c.appendRaw(buffer, length);
        }
        pending.addLast(c);
        active.add(c);
      }
    }
  }

  private void emit(Chain c) {
    clearAttributes();
    termAtt.copyBuffer(c.chars, 0, c.length);
    offsetAtt.setOffset(c.startOffset, c.endOffset);
    posIncAtt.setPositionIncrement(1);
    posLenAtt.setPositionLength(1);
    typeAtt.setType(TYPE);
  }

  private void release(Chain c) {
    if (pool.size() < 64) {
      pool.addLast(c);
    }
  }

  @Override
  public void reset() throws IOException {
    super.reset();
    pending.clear();
    active.clear();
    tokenIndex = 0;
    exhausted = false;
  }

  /** One open chain: the signature text built so far and the index of the token it waits for. */
  private static final class Chain {
    char[] chars = new char[32];
    int length;
    SpotSpec spec;
    int target;
    int words;
    int startOffset;
    int endOffset;
    boolean complete;

    void start(SpotSpec spec, int target, int startOffset, int endOffset) {
      this.spec = spec;
      this.target = target;
      this.startOffset = startOffset;
      this.endOffset = endOffset;
      this.length = 0;
      this.words = 0;
      this.complete = false;
    }

    void appendRaw(char[] buffer, int len) {
      chars = ArrayUtil.grow(chars, length + len);
      System.arraycopy(buffer, 0, chars, length, len);
      length += len;
    }

    void append(char[] buffer, int len, int wordEndOffset) {
      if (length > 0) {
        chars = ArrayUtil.grow(chars, length + 1);
        chars[length++] = SEPARATOR;
      }
      appendRaw(buffer, len);
      words++;
      endOffset = Math.max(endOffset, wordEndOffset);
    }
  }
}
