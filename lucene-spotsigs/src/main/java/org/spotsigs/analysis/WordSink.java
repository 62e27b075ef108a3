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

/**
 * Takes the words of a text, in order, from a splitter such as {@link StandardWords}. A word comes
 * either where it stands in the text ({@link #wordInText}: its lower-case form is its ASCII letters
 * lower-cased and every other character as it is) or already lower-cased in a buffer of the
 * splitter ({@link #word}).
 */
interface WordSink {
  /**
   * The next word, {@code text[start, end)}, to be lower-cased by ASCII letters.
   *
   * @param text the text; not modified
   * @param start the index of the word's first character
   * @param end the index after its last character
   * @param packed its lower-case form {@linkplain PackedWords#pack(long, int) packed}, or {@code
   *     -1}
   */
  void wordInText(char[] text, int start, int end, long packed);

  /**
   * The next word, lower-cased, in a buffer the splitter reuses.
   *
   * @param buffer the characters; valid only during the call
   * @param offset the index of the word's first character in {@code buffer}
   * @param length its number of characters
   * @param startOffset where the word starts in the text
   * @param endOffset where it ends in the text
   */
  void word(char[] buffer, int offset, int length, int startOffset, int endOffset);
}
