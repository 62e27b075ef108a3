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

import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.util.ArrayUtil;
import org.spotsigs.index.SignatureVector;

/**
 * The direct path of {@link SpotSigsAnalyzer}: the lower-cased words of a text go straight into
 * {@link SpotChains} and the signatures into a {@link SignatureVector.Builder}, without a token
 * stream, its attributes and a copy of every term. A subclass splits the text into words exactly as
 * the analyzer's tokenizer and {@code LowerCaseFilter} do; a randomized test compares every
 * subclass with the token stream. Not thread-safe; reusable (the analyzer keeps one per thread).
 */
abstract class DirectScanner implements WordSink {
  /** A text buffer larger than this is not kept for the next document. */
  private static final int KEEP_CHARS = 1 << 20;

  final SpotChains chains;
  private final WordRoles roles;
  private final CharArraySet common;
  private final SignatureVector.Builder out = SignatureVector.builder();
  private char[] text = new char[1024];

  /** A word lower-cased, for {@link #wordInText}. */
  private char[] lower = new char[64];

  DirectScanner(WordRoles roles, SignatureKey key, CharArraySet common) {
    this.roles = roles;
    this.chains = new SpotChains(roles, key);
    this.common = common;
  }

  /**
   * The signatures of {@code s}, or null if this scanner cannot give exactly those of the token
   * stream for it (the caller then runs the token stream).
   */
  final SignatureVector scan(String s) {
    text = charsOf(s, text);
    SignatureVector v = scan(text, s.length());
    text = kept(text);
    return v;
  }

  /**
   * {@code s} copied to the start of {@code buffer}, or of a larger new one when it does not fit.
   */
  static char[] charsOf(String s, char[] buffer) {
    int n = s.length();
    char[] b = buffer.length < n ? new char[ArrayUtil.oversize(n, Character.BYTES)] : buffer;
    s.getChars(0, n, b, 0);
    return b;
  }

  /**
   * The buffer to keep for the next text: {@code buffer}, or a small new one if it is too large.
   */
  static char[] kept(char[] buffer) {
    return buffer.length > KEEP_CHARS ? new char[1024] : buffer;
  }

  /** {@link #scan(String)} of the characters {@code chars[0, n)}, read where they are. */
  final SignatureVector scan(char[] chars, int n) {
    chains.reset();
    out.clear();
    if (!words(chars, n)) {
      return null;
    }
    chains.finish();
    drain();
    return out.build();
  }

  /**
   * Feeds the words of {@code text[0, n)} to {@link #word}; false if the text must go through the
   * token stream instead (nothing is kept of what was fed).
   */
  abstract boolean words(char[] text, int n);

  /** The next word, lower-cased, with its offsets in the text. */
  @Override
  public final void word(char[] buffer, int offset, int length, int startOffset, int endOffset) {
    word(buffer, offset, length, startOffset, endOffset, -1);
  }

  /**
   * The next word, lower-cased, with its offsets in the text and its {@linkplain
   * PackedWords#pack(long, int) packed} form ({@code -1} if it has none).
   */
  final void word(
      char[] buffer, int offset, int length, int startOffset, int endOffset, long packed) {
    SpotSpec[] role = packed == -1 ? roles.get(buffer, offset, length) : roles.get(packed);
    if (chains.passOver(role)) {
      return; // nothing changed: no signature became ready
    }
    take(buffer, offset, length, startOffset, endOffset, role);
  }

  /**
   * The next word, read where it stands: {@code text[start, end)}, whose lower-case form is its
   * ASCII letters lower-cased and every other character as it is (the scanners' words of ASCII
   * letters and digits, joined by punctuation), with that form {@linkplain PackedWords#pack(long,
   * int) packed} ({@code -1} if it has none). It is lower-cased (into a buffer of this scanner)
   * only when its role must be looked up by its characters or a chain takes it: most words of a
   * text are passed over without.
   */
  @Override
  public final void wordInText(char[] text, int start, int end, long packed) {
    int length = end - start;
    SpotSpec[] role = null;
    boolean lowered = false;
    if (packed != -1) {
      role = roles.get(packed);
    } else if (length <= roles.maxLength()) {
      lowerAscii(text, start, length);
      lowered = true;
      role = roles.get(lower, 0, length);
    }
    if (chains.passOver(role)) {
      return;
    }
    if (!lowered) {
      lowerAscii(text, start, length);
    }
    take(lower, 0, length, start, end, role);
  }

  /**
   * {@code text[start, start + length)} with its ASCII letters lower-cased, into {@link #lower}.
   */
  private void lowerAscii(char[] text, int start, int length) {
    if (lower.length < length) {
      lower = new char[ArrayUtil.oversize(length, Character.BYTES)];
    }
    char[] l = lower;
    for (int k = 0; k < length; k++) {
      char c = text[start + k];
      l[k] = c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    }
  }

  /** Gives a word that is not passed over to the chains, and what became ready to the vector. */
  private void take(
      char[] buffer, int offset, int length, int startOffset, int endOffset, SpotSpec[] role) {
    chains.word(buffer, offset, length, startOffset, endOffset, role);
    if (chains.mayHaveNext()) {
      drain();
    }
  }

  private void drain() {
    for (SpotChains.Chain c; (c = chains.next()) != null; ) {
      if (common == null || !common.contains(c.chars, 0, c.length)) {
        out.addChars(c.chars, 0, c.length);
      }
      chains.release(c);
    }
  }
}
