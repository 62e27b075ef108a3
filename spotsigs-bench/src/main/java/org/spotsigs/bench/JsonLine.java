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
package org.spotsigs.bench;

import java.util.Arrays;

/**
 * A growable byte buffer that writes {@code {"id":...,"text":...}} lines and TSV lines as UTF-8.
 * Not thread-safe.
 */
final class JsonLine {
  private byte[] buf = new byte[1 << 16];
  private int size;

  int size() {
    return size;
  }

  byte[] array() {
    return buf;
  }

  void clear() {
    size = 0;
  }

  /** Appends {@code {"id":"...","text":"..."}} and a newline. */
  JsonLine document(String id, String text) {
    ascii("{\"id\":");
    string(id);
    ascii(",\"text\":");
    string(text);
    ascii("}\n");
    return this;
  }

  /** Appends {@code a<TAB>b} and a newline (tabs and newlines in the values become spaces). */
  JsonLine tsv(String a, String b) {
    raw(a.replace('\t', ' ').replace('\n', ' '));
    ascii("\t");
    raw(b.replace('\t', ' ').replace('\n', ' '));
    ascii("\n");
    return this;
  }

  private void ascii(String s) {
    ensure(s.length());
    for (int i = 0; i < s.length(); i++) {
      buf[size++] = (byte) s.charAt(i);
    }
  }

  /**
   * A JSON string: quotes, backslashes and control characters escaped; lone surrogates become
   * U+FFFD.
   */
  private void string(String s) {
    ensure(s.length() * 3 + 2);
    buf[size++] = '"';
    int n = s.length();
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        if (c == '"' || c == '\\') {
          ensure(2 + (n - i) * 3);
          buf[size++] = '\\';
          buf[size++] = (byte) c;
        } else if (c < 0x20) {
          ensure(6 + (n - i) * 3);
          buf[size++] = '\\';
          switch (c) {
            case '\n' -> buf[size++] = 'n';
            case '\r' -> buf[size++] = 'r';
            case '\t' -> buf[size++] = 't';
            default -> {
              buf[size++] = 'u';
              buf[size++] = '0';
              buf[size++] = '0';
              buf[size++] = (byte) Character.forDigit(c >> 4, 16);
              buf[size++] = (byte) Character.forDigit(c & 15, 16);
            }
          }
        } else {
          buf[size++] = (byte) c;
        }
      } else {
        i = utf8(s, i, c);
      }
    }
    buf[size++] = '"';
  }

  /** Writes text as UTF-8 with no escaping. */
  private void raw(String s) {
    ensure(s.length() * 3);
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        buf[size++] = (byte) c;
      } else {
        i = utf8(s, i, c);
      }
    }
  }

  /**
   * Encodes the non-ASCII character at {@code i} (a pair if it starts one); returns the index of
   * its last char.
   */
  private int utf8(String s, int i, char c) {
    if (c < 0x800) {
      buf[size++] = (byte) (0xC0 | (c >> 6));
      buf[size++] = (byte) (0x80 | (c & 0x3F));
      return i;
    }
    int cp = c;
    int last = i;
    if (Character.isSurrogate(c)) {
      if (Character.isHighSurrogate(c)
          && i + 1 < s.length()
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        cp = Character.toCodePoint(c, s.charAt(i + 1));
        last = i + 1;
      } else {
        cp = 0xFFFD;
      }
    }
    if (cp < 0x10000) {
      buf[size++] = (byte) (0xE0 | (cp >> 12));
      buf[size++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
      buf[size++] = (byte) (0x80 | (cp & 0x3F));
    } else {
      buf[size++] = (byte) (0xF0 | (cp >> 18));
      buf[size++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
      buf[size++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
      buf[size++] = (byte) (0x80 | (cp & 0x3F));
    }
    return last;
  }

  private void ensure(int extra) {
    if (size + extra > buf.length) {
      buf = Arrays.copyOf(buf, Math.max(buf.length * 2, size + extra));
    }
  }
}
