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

import java.io.IOException;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.TokenFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionLengthAttribute;
import org.apache.lucene.analysis.tokenattributes.TypeAttribute;

/**
 * Turns a stream of words into spot signatures (the SpotSigs paper, section 3; the SpotSigs
 * variants study, section 3.1).
 *
 * <p>Wherever a token equals an antecedent {@code a} of the {@link SpotSet}, each of its specs
 * starts a chain: step {@code i} moves {@code d_i} tokens forward; if the token landed on is a stop
 * word (or an antecedent), the chain moves on to the next token that is not, takes that word, and
 * continues from there. A complete chain, or one cut by the end of the stream once it holds at
 * least one word, becomes one signature term, {@code a:w1:w2...} (or {@code w1:w2...} with {@link
 * SignatureKey#CHAIN_ONLY}). Chains may overlap; an antecedent inside a chain starts its own chain.
 *
 * <p>A step passes over at most {@value SpotChains#MAX_SKIP} stop words (and antecedents): a step
 * that meets more ends its chain there, as the end of the stream does. Input tokens are expected to
 * be lower-cased words (see {@link SpotSigsAnalyzer}). Only signatures are emitted, in the order of
 * their antecedents, one position apart; each spans from the start of its antecedent to the end of
 * its last word. The filter keeps no copy of the text: its state is the chains still open, bounded
 * whatever the text, and its time is linear in the number of tokens for every input.
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
  private final PositionIncrementAttribute posIncAtt =
      addAttribute(PositionIncrementAttribute.class);
  private final PositionLengthAttribute posLenAtt = addAttribute(PositionLengthAttribute.class);
  private final TypeAttribute typeAtt = addAttribute(TypeAttribute.class);

  private final SpotChains chains;
  private boolean exhausted;

  /**
   * A filter that emits the spot signatures of {@code input}'s words.
   *
   * @param input lower-cased words
   * @param spotSet the antecedents and their chain specs
   * @param stopWords words a chain steps over; the antecedents are always stepped over too
   * @param key whether the antecedent is part of the signature
   */
  public SpotSigsFilter(
      TokenStream input, SpotSet spotSet, CharArraySet stopWords, SignatureKey key) {
    super(input);
    this.chains = new SpotChains(new WordRoles(spotSet, stopWords), key);
  }

  @Override
  public boolean incrementToken() throws IOException {
    while (true) {
      SpotChains.Chain c = chains.next();
      if (c != null) {
        clearAttributes();
        termAtt.copyBuffer(c.chars, 0, c.length);
        offsetAtt.setOffset(c.startOffset, c.endOffset);
        posIncAtt.setPositionIncrement(1);
        posLenAtt.setPositionLength(1);
        typeAtt.setType(TYPE);
        chains.release(c);
        return true;
      }
      if (exhausted) {
        return false;
      }
      if (input.incrementToken()) {
        chains.word(
            termAtt.buffer(), 0, termAtt.length(), offsetAtt.startOffset(), offsetAtt.endOffset());
      } else {
        exhausted = true;
        chains.finish();
      }
    }
  }

  @Override
  public void reset() throws IOException {
    super.reset();
    chains.reset();
    exhausted = false;
  }
}
