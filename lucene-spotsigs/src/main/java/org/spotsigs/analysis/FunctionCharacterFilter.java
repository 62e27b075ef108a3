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
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.TokenFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.cjk.CJKBigramFilter;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.TypeAttribute;

/**
 * Keeps the function characters of Chinese and Japanese text out of {@link CJKBigramFilter}: a
 * single-character token of a CJK script that is one of the given function words (particles,
 * auxiliaries: the stop words and antecedents of a {@link Language}) gets the type {@link #TYPE},
 * which the bigram filter passes through as it is and which ends a run of bigrams. So {@code 经济的发展}
 * becomes {@code 经济 的 发展}: the antecedent {@code 的} stays a word of its own, and the chains after
 * it take bigrams.
 */
public final class FunctionCharacterFilter extends TokenFilter {
  /** The token type of a function character. */
  public static final String TYPE = "<FUNCTION>";

  /**
   * Chinese function characters: structural and aspect particles, the copula, the most frequent
   * prepositions, conjunctions, pronouns and modal verbs (docs/LANGUAGES.md has their frequencies).
   */
  static final List<String> CHINESE =
      List.of(
          "的", "了", "是", "在", "和", "有", "也", "就", "都", "而", "及", "与", "着", "或", "这", "那", "之", "其",
          "被", "把", "对", "将", "会", "能", "可", "以", "于", "为", "从", "由", "向", "给", "让", "但", "并", "等",
          "个", "我", "你", "他", "她", "它", "们", "吗", "呢", "吧", "所", "不", "没");

  /** Japanese function characters: every hiragana character (particles, endings, auxiliaries). */
  static final List<String> JAPANESE = hiragana();

  private final CharTermAttribute termAtt = addAttribute(CharTermAttribute.class);
  private final TypeAttribute typeAtt = addAttribute(TypeAttribute.class);
  private final CharArraySet functionWords;

  /**
   * A filter that types the single-character tokens in {@code functionWords} {@link #TYPE}.
   *
   * @param input words from {@link org.apache.lucene.analysis.standard.StandardTokenizer} (which
   *     gives every ideograph and hiragana character a token of its own), lower-cased
   * @param functionWords the characters to keep single
   */
  public FunctionCharacterFilter(TokenStream input, CharArraySet functionWords) {
    super(input);
    this.functionWords = functionWords;
  }

  @Override
  public boolean incrementToken() throws IOException {
    if (!input.incrementToken()) {
      return false;
    }
    if (termAtt.length() <= 2
        && Character.codePointCount(termAtt, 0, termAtt.length()) == 1
        && functionWords.contains(termAtt.buffer(), 0, termAtt.length())) {
      typeAtt.setType(TYPE);
    }
    return true;
  }

  private static List<String> hiragana() {
    List<String> chars = new ArrayList<>();
    for (char c = '\u3041'; c <= '\u3096'; c++) {
      chars.add(String.valueOf(c));
    }
    return List.copyOf(chars);
  }
}
