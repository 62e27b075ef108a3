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
package org.spotsigs.cli.input;

import org.apache.lucene.util.ArrayUtil;

/**
 * The reusable buffers of one extraction thread: the bytes of a document as read, and its text as
 * decoded ({@link #chars()}{@code [0, }{@link #length()}{@code )}). Arrays grown past 1 MiB for a
 * large document are let go after it ({@link #trim}). Not thread-safe.
 */
public final class DocumentText {
  /** An array larger than this (in elements) is not kept for the next document. */
  private static final int KEEP = 1 << 20;

  private byte[] bytes = new byte[0];
  private char[] chars = new char[0];
  private int length;

  /** The byte buffer, at least {@code capacity} long (its content is not kept). */
  byte[] bytes(int capacity) {
    if (bytes.length < capacity) {
      bytes = new byte[ArrayUtil.oversize(capacity, Byte.BYTES)];
    }
    return bytes;
  }

  /** The byte buffer grown to at least {@code capacity}, its first {@code keep} bytes kept. */
  byte[] growBytes(int capacity, int keep) {
    if (bytes.length < capacity) {
      byte[] grown = new byte[ArrayUtil.oversize(capacity, Byte.BYTES)];
      System.arraycopy(bytes, 0, grown, 0, keep);
      bytes = grown;
    }
    return bytes;
  }

  /** The char buffer, at least {@code capacity} long, for a text of that length at most. */
  public char[] chars(int capacity) {
    if (chars.length < capacity) {
      chars = new char[ArrayUtil.oversize(capacity, Character.BYTES)];
    }
    return chars;
  }

  /** The text is {@link #chars()}{@code [0, length)}. */
  void setLength(int length) {
    this.length = length;
  }

  /** The text is {@code text}. */
  void set(String text) {
    text.getChars(0, text.length(), chars(text.length()), 0);
    length = text.length();
  }

  public char[] chars() {
    return chars;
  }

  public int length() {
    return length;
  }

  /** Lets go of buffers grown large for one document. */
  public void trim() {
    if (bytes.length > KEEP) {
      bytes = new byte[0];
    }
    if (chars.length > KEEP) {
      chars = new char[0];
    }
  }

  @Override
  public String toString() {
    return new String(chars, 0, length);
  }
}
