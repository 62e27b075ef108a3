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
package org.spotsigs.html;

import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.util.Locale;
import org.spotsigs.util.Bytes;

/**
 * Decodes the bytes of a document the way a browser does (the encoding sniffing of the WHATWG HTML
 * standard, "Determining the character encoding"): a byte order mark wins (UTF-8, UTF-16 and,
 * beyond the standard, UTF-32: {@code FF FE 00 00} is UTF-32LE, not UTF-16LE and a NUL); then the
 * charset of the transport (an HTTP {@code Content-Type} header, such as a WARC response record
 * carries); then a {@code <meta charset>} or {@code <meta http-equiv="Content-Type">} declaration
 * in the first 1,024 bytes; then, with no declaration, UTF-8 when the bytes are valid UTF-8 and
 * windows-1252 when they are not. Labels are read as browsers read them ({@code iso-8859-1}, {@code
 * latin1} and {@code us-ascii} mean windows-1252; a {@code <meta>} that claims UTF-16 or UTF-32
 * means UTF-8). Stateless and thread-safe.
 *
 * <p>Longer than 400 lines: one algorithm, the HTML standard's encoding sniffing (the byte order
 * mark, the prescan of {@code <meta>} with its own small reader of attributes, the labels as
 * browsers read them, the UTF-8 check), whose steps share the prescan's position and state.
 */
public final class HtmlCharset {
  private static final Charset WINDOWS_1252 = Charset.forName("windows-1252");
  private static final Charset UTF_32BE = Charset.forName("UTF-32BE");
  private static final Charset UTF_32LE = Charset.forName("UTF-32LE");
  private static final int PRESCAN = 1024;

  /** Labels already looked up (the JDK's lookup by name is slow next to decoding a page). */
  private static final java.util.concurrent.ConcurrentHashMap<String, java.util.Optional<Charset>>
      LABELS = new java.util.concurrent.ConcurrentHashMap<>();

  private HtmlCharset() {}

  /** The text of {@code bytes}, decoded as {@link #detect} says. */
  public static String decode(byte[] bytes, String contentType) {
    return decode(bytes, 0, bytes.length, contentType);
  }

  /**
   * The text of {@code bytes[offset, offset + length)}, decoded as {@link #detect} says (a byte
   * order mark is not part of the text).
   */
  public static String decode(byte[] bytes, int offset, int length, String contentType) {
    int bom = bomLength(bytes, offset, length);
    Charset declared = declared(bytes, offset, length, contentType);
    if (declared != null) {
      return new String(bytes, offset + bom, length - bom, declared);
    }
    String utf8 = new String(bytes, offset, length, StandardCharsets.UTF_8);
    if (utf8.indexOf('\uFFFD') < 0
        || validUtf8(bytes, offset, length - cutCharacter(bytes, offset, length))) {
      return utf8; // valid UTF-8, or valid but for a character cut at the end (a document cut at a
      // size limit)
    }
    return new String(bytes, offset, length, WINDOWS_1252);
  }

  /**
   * {@link #decode(byte[], int, int, String)} into {@code dest}: the same characters, written to
   * {@code dest[0, n)}, without a {@code String} in between when the text is UTF-8 (declared or
   * valid). Returns {@code n}, or {@code -1} when the text does not fit into {@code dest} (which
   * never happens for UTF-8 or a single-byte encoding when {@code dest} holds {@code length}
   * characters).
   */
  public static int decode(byte[] bytes, int offset, int length, String contentType, char[] dest) {
    Charset charset = declared(bytes, offset, length, contentType);
    int bom = charset == null ? 0 : bomLength(bytes, offset, length); // a mark declares
    if ((charset == null || charset == StandardCharsets.UTF_8) && dest.length >= length - bom) {
      int n = decodeUtf8(bytes, offset + bom, length - bom, dest);
      if (n >= 0) {
        return n; // well-formed UTF-8 decodes one way only: as the general path decodes it
      }
    }
    if (charset == null) {
      charset = undeclared(bytes, offset, length);
    }
    String text = new String(bytes, offset + bom, length - bom, charset);
    if (text.length() > dest.length) {
      return -1;
    }
    text.getChars(0, text.length(), dest, 0);
    return text.length();
  }

  /**
   * The encoding of {@code bytes[offset, offset + length)}: from its byte order mark, else from
   * {@code contentType} (an HTTP header value, may be null), else from a meta declaration, else
   * UTF-8 if the bytes are valid UTF-8, else windows-1252.
   */
  public static Charset detect(byte[] bytes, int offset, int length, String contentType) {
    Charset declared = declared(bytes, offset, length, contentType);
    return declared != null ? declared : undeclared(bytes, offset, length);
  }

  /**
   * The encoding of bytes that declare none: UTF-8 if they are valid UTF-8 (but for a character cut
   * at the end), else windows-1252.
   */
  private static Charset undeclared(byte[] bytes, int offset, int length) {
    return validUtf8(bytes, offset, length - cutCharacter(bytes, offset, length))
        ? StandardCharsets.UTF_8
        : WINDOWS_1252;
  }

  private static Charset declared(byte[] bytes, int offset, int length, String contentType) {
    Charset bom = fromBom(bytes, offset, length);
    if (bom != null) {
      return bom;
    }
    if (contentType != null) {
      Charset transport = fromContentType(contentType);
      if (transport != null) {
        return transport;
      }
    }
    return prescan(bytes, offset, Math.min(length, PRESCAN));
  }

  /**
   * The encoding whose byte order mark {@code bytes[offset, offset + length)} starts with (UTF-8,
   * UTF-16BE or LE, UTF-32BE or LE), or null.
   */
  public static Charset byteOrderMark(byte[] bytes, int offset, int length) {
    return fromBom(bytes, offset, length);
  }

  private static int bomLength(byte[] b, int off, int len) {
    Charset c = fromBom(b, off, len);
    return c == null ? 0 : c == StandardCharsets.UTF_8 ? 3 : c == UTF_32LE || c == UTF_32BE ? 4 : 2;
  }

  private static Charset fromBom(byte[] b, int off, int len) {
    if (len < 2) {
      return null;
    }
    int b0 = b[off] & 0xff;
    int b1 = b[off + 1] & 0xff;
    if (b0 == 0xEF && b1 == 0xBB && len >= 3 && (b[off + 2] & 0xff) == 0xBF) {
      return StandardCharsets.UTF_8;
    }
    if (b0 == 0xFE && b1 == 0xFF) {
      return StandardCharsets.UTF_16BE;
    }
    if (b0 == 0xFF && b1 == 0xFE) {
      // FF FE 00 00 is the UTF-32LE mark (a UTF-16LE text does not start with U+0000)
      return len >= 4 && b[off + 2] == 0 && b[off + 3] == 0 ? UTF_32LE : StandardCharsets.UTF_16LE;
    }
    if (b0 == 0
        && b1 == 0
        && len >= 4
        && (b[off + 2] & 0xff) == 0xFE
        && (b[off + 3] & 0xff) == 0xFF) {
      return UTF_32BE;
    }
    return null;
  }

  /** The charset parameter of a {@code Content-Type} value, or null. */
  static Charset fromContentType(String contentType) {
    String lower = contentType.toLowerCase(Locale.ROOT);
    int i = lower.indexOf("charset");
    while (i >= 0) {
      int j = i + 7;
      while (j < lower.length() && Character.isWhitespace(lower.charAt(j))) {
        j++;
      }
      if (j < lower.length() && lower.charAt(j) == '=') {
        j++;
        while (j < lower.length() && Character.isWhitespace(lower.charAt(j))) {
          j++;
        }
        int end = j;
        char quote = j < lower.length() ? lower.charAt(j) : 0;
        if (quote == '"' || quote == '\'') {
          j++;
          end = lower.indexOf(quote, j);
          if (end < 0) {
            end = lower.length();
          }
        } else {
          while (end < lower.length()
              && lower.charAt(end) != ';'
              && !Character.isWhitespace(lower.charAt(end))) {
            end++;
          }
        }
        return forLabel(lower.substring(j, end), false);
      }
      i = lower.indexOf("charset", i + 7);
    }
    return null;
  }

  /**
   * A simplified form of the standard's prescan: the first {@code <meta} tag in {@code bytes} with
   * a {@code charset} attribute, or an {@code http-equiv="content-type"} one whose {@code content}
   * names a charset. Comments are skipped.
   */
  private static Charset prescan(byte[] b, int off, int len) {
    if (!hasMeta(b, off, len)) {
      return null; // most documents (and every plain text) declare nothing: no string is made
    }
    String head = new String(b, off, len, StandardCharsets.ISO_8859_1).toLowerCase(Locale.ROOT);
    int i = 0;
    while ((i = head.indexOf('<', i)) >= 0) {
      if (head.startsWith("<!--", i)) {
        int end = head.indexOf("-->", i + 4);
        if (end < 0) {
          return null;
        }
        i = end + 3;
        continue;
      }
      int close = head.indexOf('>', i);
      if (close < 0) {
        return null;
      }
      if (head.startsWith("<meta", i) && i + 5 < head.length() && isTagEnd(head.charAt(i + 5))) {
        Charset c = fromMeta(head.substring(i + 5, close));
        if (c != null) {
          return c;
        }
      }
      i = close + 1;
    }
    return null;
  }

  /** Whether {@code b[off, off + len)} holds {@code <meta} in any case. */
  private static boolean hasMeta(byte[] b, int off, int len) {
    int end = off + len - 4;
    for (int i = off; (i = Bytes.indexOf(b, i, end, (byte) '<')) >= 0; i++) {
      if ((b[i + 1] | 0x20) == 'm'
          && (b[i + 2] | 0x20) == 'e'
          && (b[i + 3] | 0x20) == 't'
          && (b[i + 4] | 0x20) == 'a') {
        return true;
      }
    }
    return false;
  }

  private static boolean isTagEnd(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '/';
  }

  private static Charset fromMeta(String attributes) {
    String charset = attribute(attributes, "charset");
    Charset declared = charset == null ? null : forLabel(charset, true);
    if (declared != null) {
      return declared; // an unknown label leaves the http-equiv declaration to decide
    }
    String equiv = attribute(attributes, "http-equiv");
    String content = attribute(attributes, "content");
    if (equiv != null && equiv.strip().equals("content-type") && content != null) {
      Charset c = fromContentType(content);
      return c == null ? null : forLabel(c.name(), true);
    }
    return null;
  }

  /**
   * The value of the first attribute {@code name} in a lower-cased tag body, or null. The body is
   * read attribute by attribute (as the standard's prescan does), so that a name inside another
   * attribute's value does not count: in {@code http-equiv="content-type" content="text/html;
   * charset=koi8-r"} there is no attribute {@code charset}. An unquoted value ends at white space
   * or {@code /}.
   */
  private static String attribute(String attrs, String name) {
    int n = attrs.length();
    int i = 0;
    while (i < n) {
      if (isTagEnd(attrs.charAt(i))) {
        i++;
        continue;
      }
      int start = i;
      while (i < n && !isTagEnd(attrs.charAt(i)) && attrs.charAt(i) != '=') {
        i++;
      }
      boolean match = attrs.startsWith(name, start) && i - start == name.length();
      while (i < n && Character.isWhitespace(attrs.charAt(i))) {
        i++;
      }
      String value = "";
      if (i < n && attrs.charAt(i) == '=') {
        i++;
        while (i < n && Character.isWhitespace(attrs.charAt(i))) {
          i++;
        }
        char q = i < n ? attrs.charAt(i) : 0;
        if (q == '"' || q == '\'') {
          int end = attrs.indexOf(q, i + 1);
          end = end < 0 ? n : end;
          value = attrs.substring(i + 1, end);
          i = end + 1;
        } else {
          int end = i;
          while (end < n && !isTagEnd(attrs.charAt(end))) {
            end++;
          }
          value = attrs.substring(i, end);
          i = end;
        }
      }
      if (match) {
        return value;
      }
    }
    return null;
  }

  /** A charset label as browsers read it, or null if unknown. */
  static Charset forLabel(String label, boolean fromMeta) {
    if (label.length() > 64) {
      return null; // no charset has such a name
    }
    if (LABELS.size() > 4096) {
      return lookUp(label, fromMeta); // inputs full of odd labels do not fill the memory
    }
    return LABELS
        .computeIfAbsent(
            fromMeta + label, k -> java.util.Optional.ofNullable(lookUp(label, fromMeta)))
        .orElse(null);
  }

  private static Charset lookUp(String label, boolean fromMeta) {
    String l = label.strip().toLowerCase(Locale.ROOT);
    if (l.isEmpty()) {
      return null;
    }
    switch (l) {
      case "iso-8859-1",
          "iso8859-1",
          "latin1",
          "l1",
          "us-ascii",
          "ascii",
          "iso_8859-1",
          "cp1252",
          "x-cp1252",
          "x-user-defined" -> {
        return WINDOWS_1252;
      }
      case "utf8", "unicode-1-1-utf-8" -> {
        return StandardCharsets.UTF_8;
      }
      default -> {}
    }
    try {
      Charset c = Charset.forName(l);
      if (fromMeta && (c.name().startsWith("UTF-16") || c.name().startsWith("UTF-32"))) {
        // a page that could be read as ASCII to find its meta is neither UTF-16 nor UTF-32
        return StandardCharsets.UTF_8;
      }
      return c;
    } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
      return null;
    }
  }

  /**
   * The bytes at the end of {@code b[off, off + len)} that begin a UTF-8 sequence cut short (0 to
   * 3): a document cut at a byte limit may end inside a character.
   */
  static int cutCharacter(byte[] b, int off, int len) {
    for (int k = 1; k <= 3 && k <= len; k++) {
      int c = b[off + len - k] & 0xff;
      if ((c & 0xC0) == 0x80) {
        continue; // a continuation byte: look further back for the lead
      }
      int need = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
      return need > k ? k : 0;
    }
    return 0;
  }

  /** Whether {@code b[off, off + len)} is well-formed UTF-8. */
  static boolean validUtf8(byte[] b, int off, int len) {
    return decodeUtf8(b, off, len, null) >= 0;
  }

  /**
   * Decodes {@code b[off, off + len)} as well-formed UTF-8 into {@code dest} (at least {@code len}
   * long; null to validate only) and returns the number of characters, or -1 at the first byte that
   * is not well-formed UTF-8 (a stray or missing continuation byte, an overlong form, a surrogate,
   * a code point above U+10FFFF, a sequence cut at the end).
   */
  static int decodeUtf8(byte[] b, int off, int len, char[] dest) {
    int end = off + len;
    int i = off;
    int j = 0;
    while (i < end) {
      if (i + 8 <= end) {
        long w = Bytes.longAt(b, i);
        if ((w & Bytes.HIGH_BITS) == 0) { // eight ASCII characters
          if (dest != null) {
            dest[j] = (char) (w & 0x7F);
            dest[j + 1] = (char) (w >>> 8 & 0x7F);
            dest[j + 2] = (char) (w >>> 16 & 0x7F);
            dest[j + 3] = (char) (w >>> 24 & 0x7F);
            dest[j + 4] = (char) (w >>> 32 & 0x7F);
            dest[j + 5] = (char) (w >>> 40 & 0x7F);
            dest[j + 6] = (char) (w >>> 48 & 0x7F);
            dest[j + 7] = (char) (w >>> 56);
          }
          i += 8;
          j += 8;
          continue;
        }
      }
      int c = b[i];
      if (c >= 0) {
        if (dest != null) {
          dest[j] = (char) c;
        }
        j++;
        i++;
        continue;
      }
      c &= 0xff;
      int n;
      int min;
      if (c >= 0xC2 && c <= 0xDF) {
        n = 1;
        min = 0x80;
      } else if (c >= 0xE0 && c <= 0xEF) {
        n = 2;
        min = 0x800;
      } else if (c >= 0xF0 && c <= 0xF4) {
        n = 3;
        min = 0x10000;
      } else {
        return -1;
      }
      if (i + n >= end) {
        return -1;
      }
      int cp = c & (0x3F >> n);
      for (int k = 1; k <= n; k++) {
        int cc = b[i + k] & 0xff;
        if ((cc & 0xC0) != 0x80) {
          return -1;
        }
        cp = (cp << 6) | (cc & 0x3F);
      }
      if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
        return -1;
      }
      if (cp < 0x10000) {
        if (dest != null) {
          dest[j] = (char) cp;
        }
        j++;
      } else {
        if (dest != null) {
          dest[j] = Character.highSurrogate(cp);
          dest[j + 1] = Character.lowSurrogate(cp);
        }
        j += 2;
      }
      i += n + 1;
    }
    return j;
  }
}
