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
import java.nio.charset.StandardCharsets;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.apache.lucene.tests.util.TestUtil;

/** Charset detection as browsers do it: BOM, transport, meta, then UTF-8 or windows-1252. */
public class TestHtmlCharset extends LuceneTestCase {
  private static final Charset CP1252 = Charset.forName("windows-1252");

  private static byte[] bytes(String s, Charset cs) {
    return s.getBytes(cs);
  }

  public void testByteOrderMarkWins() {
    String text = "<meta charset=\"iso-8859-1\"><p>Grüße</p>";
    byte[] utf8 = bytes(text, StandardCharsets.UTF_8);
    byte[] withBom = new byte[utf8.length + 3];
    withBom[0] = (byte) 0xEF;
    withBom[1] = (byte) 0xBB;
    withBom[2] = (byte) 0xBF;
    System.arraycopy(utf8, 0, withBom, 3, utf8.length);
    assertEquals(text, HtmlCharset.decode(withBom, "text/html; charset=iso-8859-1"));
    byte[] utf16 = bytes("\uFEFF" + text, StandardCharsets.UTF_16BE);
    assertEquals(text, HtmlCharset.decode(utf16, null));
    byte[] utf16le = bytes("\uFEFF" + text, StandardCharsets.UTF_16LE);
    assertEquals(text, HtmlCharset.decode(utf16le, null));
  }

  /**
   * A UTF-32 byte order mark decides as the UTF-16 and UTF-8 ones do: {@code FF FE 00 00} is
   * UTF-32LE (not UTF-16LE followed by U+0000), {@code 00 00 FE FF} UTF-32BE; the mark is not part
   * of the text, and it wins over the transport and a meta declaration.
   */
  public void testUtf32ByteOrderMarks() {
    String text = "<meta charset=\"iso-8859-1\"><p>Grüße 𝔘 日本</p>";
    for (Charset cs : new Charset[] {Charset.forName("UTF-32LE"), Charset.forName("UTF-32BE")}) {
      byte[] marked = bytes("\uFEFF" + text, cs);
      assertEquals(cs.name(), cs, HtmlCharset.detect(marked, 0, marked.length, null));
      assertEquals(cs.name(), text, HtmlCharset.decode(marked, "text/html; charset=utf-8"));
      char[] dest = new char[marked.length];
      int n = HtmlCharset.decode(marked, 0, marked.length, null, dest);
      assertEquals(cs.name(), text, new String(dest, 0, n));
      assertEquals(cs.name(), cs, HtmlCharset.byteOrderMark(marked, 0, marked.length));
    }
    // a UTF-16LE mark followed by other characters is still UTF-16LE
    byte[] utf16 = bytes("\uFEFF" + text, StandardCharsets.UTF_16LE);
    assertEquals(StandardCharsets.UTF_16LE, HtmlCharset.detect(utf16, 0, utf16.length, null));
    assertEquals(text, HtmlCharset.decode(utf16, null));
  }

  /** Which byte order mark a text starts with (null for none). */
  public void testByteOrderMark() {
    Charset utf32le = Charset.forName("UTF-32LE");
    Charset utf32be = Charset.forName("UTF-32BE");
    assertEquals(StandardCharsets.UTF_8, mark(0, 3, 0xEF, 0xBB, 0xBF));
    assertNull(mark(0, 2, 0xEF, 0xBB, 0xBF));
    assertEquals(StandardCharsets.UTF_16BE, mark(0, 4, 0xFE, 0xFF, 0, 'a'));
    assertEquals(StandardCharsets.UTF_16LE, mark(0, 4, 0xFF, 0xFE, 'a', 0));
    assertEquals(StandardCharsets.UTF_16LE, mark(0, 3, 0xFF, 0xFE, 0, 0));
    assertEquals(utf32le, mark(0, 4, 0xFF, 0xFE, 0, 0));
    assertEquals(utf32be, mark(0, 4, 0, 0, 0xFE, 0xFF));
    assertNull(mark(0, 3, 0, 0, 0xFE, 0xFF));
    assertNull(mark(0, 3, 'x', 0xFF, 0xFE));
    assertEquals(StandardCharsets.UTF_16LE, mark(1, 2, 'x', 0xFF, 0xFE));
  }

  private static Charset mark(int offset, int length, int... bytes) {
    byte[] b = new byte[bytes.length];
    for (int i = 0; i < b.length; i++) {
      b[i] = (byte) bytes[i];
    }
    return HtmlCharset.byteOrderMark(b, offset, length);
  }

  public void testTransportBeforeMeta() {
    String text = "<html><head><meta charset=\"utf-8\"></head><body>Grüße aus Köln</body></html>";
    assertEquals(text, HtmlCharset.decode(bytes(text, CP1252), "text/html; charset=ISO-8859-1"));
    assertEquals(
        text, HtmlCharset.decode(bytes(text, CP1252), "text/html;charset=\"windows-1252\""));
    // a charset the JDK does not know falls through to the next source
    assertEquals(
        text,
        HtmlCharset.decode(
            bytes(text, StandardCharsets.UTF_8), "text/html; charset=no-such-charset"));
  }

  public void testMetaDeclarations() {
    String body = "<body>Grüße, café, naïve – “quoted”</body>";
    String[] metas = {
      "<meta charset=\"windows-1252\">",
      "<meta charset=iso-8859-1>",
      "<META CHARSET='latin1' />",
      "<meta http-equiv=\"Content-Type\" content=\"text/html; charset=windows-1252\">",
      "<meta content=\"text/html;charset=ISO-8859-1\" http-equiv=\"content-type\">"
    };
    for (String meta : metas) {
      String page =
          "<!DOCTYPE html><html><head><!-- <meta charset=utf-8> in a comment does not count -->"
              + meta
              + "<title>t</title></head>"
              + body
              + "</html>";
      assertEquals(meta, page, HtmlCharset.decode(bytes(page, CP1252), null));
      assertEquals(meta, CP1252, HtmlCharset.detect(bytes(page, CP1252), 0, page.length(), null));
    }
    // UTF-16 in a meta means UTF-8 (the page could be read as ASCII to find the meta)
    String page = "<meta charset=\"utf-16\"><p>Grüße</p>";
    assertEquals(page, HtmlCharset.decode(bytes(page, StandardCharsets.UTF_8), null));
    // a meta after the first 1,024 bytes is not seen
    String late =
        "<html><head><title>"
            + "x".repeat(1100)
            + "</title><meta charset=\"windows-1252\"></head><p>Grüße</p>";
    assertEquals(
        StandardCharsets.UTF_8,
        HtmlCharset.detect(bytes(late, StandardCharsets.UTF_8), 0, late.length(), null));
  }

  /**
   * Declarations of charsets other than the fallback (windows-1252 for bytes that are not UTF-8),
   * so that only reading the declaration gives the text: the http-equiv form with its content in
   * quotes (where "charset=" stands inside another attribute's value), in either order, closed with
   * "/>", with odd spacing, and a charset attribute whose label is unknown.
   */
  public void testDeclaredCharsetsOtherThanTheFallback() {
    Charset cp1251 = Charset.forName("windows-1251");
    Charset koi8 = Charset.forName("KOI8-R");
    Charset sjis = Charset.forName("Shift_JIS");
    Object[][] cases = {
      {"<meta http-equiv=\"Content-Type\" content=\"text/html; charset=windows-1251\">", cp1251},
      {"<meta http-equiv=\"Content-Type\" content=\"text/html; charset=windows-1251\" />", cp1251},
      {"<meta content=\"text/html; charset=koi8-r\" http-equiv=\"Content-Type\">", koi8},
      {"<meta content='text/html;charset=KOI8-R'http-equiv='content-type'>", koi8},
      {"<meta http-equiv = content-type content = \"text/html; charset = shift_jis\">", sjis},
      {
        "<meta charset=\"no-such\" http-equiv=\"content-type\" content=\"text/html; charset=koi8-r\">",
        koi8
      },
      {
        "<meta name=\"charset\" content=\"text/html; charset=utf-8\"><meta charset=\"shift_jis\">",
        sjis
      },
    };
    for (Object[] c : cases) {
      String meta = (String) c[0];
      Charset cs = (Charset) c[1];
      String text = cs == sjis ? "日本語の記事です。" : "Привет, мир: статья о погоде.";
      String page =
          "<html><head>" + meta + "<title>t</title></head><body>" + text + "</body></html>";
      byte[] b = bytes(page, cs);
      assertEquals(meta, cs, HtmlCharset.detect(b, 0, b.length, null));
      assertEquals(meta, page, HtmlCharset.decode(b, null));
    }
  }

  /** Without a declaration: UTF-8 when the bytes are valid UTF-8, windows-1252 when not. */
  public void testUndeclared() {
    for (int i = 0; i < atLeast(200); i++) {
      String s = TestUtil.randomRealisticUnicodeString(random(), 0, 200);
      byte[] utf8 = bytes(s, StandardCharsets.UTF_8);
      assertTrue(HtmlCharset.validUtf8(utf8, 0, utf8.length));
      // a text that starts with U+FEFF starts with the bytes of a UTF-8 byte order mark, which
      // browsers take as the mark (and drop), not as text
      assertEquals(s.startsWith("\uFEFF") ? s.substring(1) : s, HtmlCharset.decode(utf8, null));
    }
    String latin = "Grüße aus Köln, café crème – 10 €";
    assertEquals(latin, HtmlCharset.decode(bytes(latin, CP1252), null));
    // the replacement character itself, correctly encoded, stays UTF-8
    String replacement = "a \uFFFD b";
    assertEquals(replacement, HtmlCharset.decode(bytes(replacement, StandardCharsets.UTF_8), null));
  }

  /** A document cut inside a character (at a size limit) is still read as UTF-8. */
  public void testCutCharacterStaysUtf8() {
    for (int i = 0; i < atLeast(200); i++) {
      String s =
          TestUtil.randomRealisticUnicodeString(random(), 1, 100).replace('\uFFFD', 'x')
              + "Grüße €";
      byte[] all = bytes(s, StandardCharsets.UTF_8);
      int cut = all.length - 1 - random().nextInt(2); // inside the three bytes of the euro sign
      String decoded = HtmlCharset.decode(java.util.Arrays.copyOf(all, cut), null);
      // everything before the cut character as it was (but a leading U+FEFF, read as the byte
      // order mark), the cut character replaced
      String before = s.substring(s.startsWith("\uFEFF") ? 1 : 0, s.length() - 1);
      assertEquals(before + "\uFFFD", decoded);
    }
  }

  /**
   * Decoding into a char array gives the characters of the decoded string, for every kind of input:
   * UTF-8 with and without a byte order mark or a declaration, other declared encodings, invalid
   * and cut UTF-8, random bytes; at an offset into the array, and into arrays too short.
   */
  public void testDecodeIntoCharsIsTheDecodedString() {
    Charset[] declarations = {
      null,
      StandardCharsets.UTF_8,
      CP1252,
      Charset.forName("KOI8-R"),
      StandardCharsets.UTF_16LE,
      StandardCharsets.UTF_16BE,
      Charset.forName("UTF-32LE"),
      Charset.forName("UTF-32BE")
    };
    for (int i = 0; i < atLeast(1000); i++) {
      String s =
          switch (random().nextInt(3)) {
            case 0 -> TestUtil.randomRealisticUnicodeString(random(), 0, 100);
            case 1 -> TestUtil.randomUnicodeString(random(), 100);
            default -> TestUtil.randomSimpleString(random(), 0, 100);
          };
      Charset cs = declarations[random().nextInt(declarations.length)];
      byte[] b;
      if (cs == null) {
        b = bytes(s, StandardCharsets.UTF_8);
      } else if (isWide(cs) || random().nextInt(4) == 0) {
        // a byte order mark: the text in the encoding it names (UTF-8 for the other encodings)
        Charset marked = isWide(cs) ? cs : StandardCharsets.UTF_8;
        b = bytes("\uFEFF" + s, marked);
      } else {
        b = bytes("<meta charset=\"" + cs.name() + "\">" + s, cs);
      }
      switch (random().nextInt(4)) {
        case 0 -> { // random bytes changed: invalid UTF-8 where they land
          for (int k = 0; k < 1 + random().nextInt(3) && b.length > 0; k++) {
            b[random().nextInt(b.length)] = (byte) (0x80 + random().nextInt(0x80));
          }
        }
        case 1 -> b = java.util.Arrays.copyOf(b, random().nextInt(b.length + 1)); // cut anywhere
        default -> {}
      }
      int offset = random().nextInt(3);
      byte[] padded = new byte[offset + b.length + random().nextInt(3)];
      System.arraycopy(b, 0, padded, offset, b.length);
      String expected = HtmlCharset.decode(padded, offset, b.length, null);
      char[] dest = new char[random().nextInt(4) == 0 ? random().nextInt(b.length + 1) : b.length];
      int n = HtmlCharset.decode(padded, offset, b.length, null, dest);
      String where = cs + " " + java.util.HexFormat.of().formatHex(b);
      if (expected.length() > dest.length) {
        assertEquals(where, -1, n);
      } else {
        assertEquals(where, expected, new String(dest, 0, n));
      }
    }
  }

  /** UTF-16 or UTF-32: an encoding that only a byte order mark declares here. */
  private static boolean isWide(Charset cs) {
    return cs.name().startsWith("UTF-16") || cs.name().startsWith("UTF-32");
  }

  /** The UTF-8 validator agrees with the JDK's strict decoder on random bytes. */
  public void testValidatorAgreesWithJdk() {
    for (int i = 0; i < atLeast(2000); i++) {
      byte[] b = new byte[random().nextInt(12)];
      for (int k = 0; k < b.length; k++) {
        b[k] =
            (byte) (random().nextBoolean() ? 0x80 + random().nextInt(0x80) : random().nextInt(256));
      }
      boolean jdk;
      try {
        StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(b));
        jdk = true;
      } catch (java.nio.charset.CharacterCodingException e) {
        jdk = false;
      }
      assertEquals(
          java.util.HexFormat.of().formatHex(b), jdk, HtmlCharset.validUtf8(b, 0, b.length));
    }
  }

  /**
   * Runs of ASCII of every length (read eight bytes at a time) between multi-byte characters and
   * invalid bytes, at every alignment: the decoder gives the JDK's characters, and validity agrees
   * with the JDK's strict decoder.
   */
  public void testAsciiRunsDecodeAsTheJdkDoes() {
    String[] pieces = {"é", "€", "\uD83D\uDE00", "\u0800", "\u07FF"};
    for (int i = 0; i < atLeast(1000); i++) {
      java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
      int offset = random().nextInt(9);
      out.writeBytes(new byte[offset]);
      for (int k = random().nextInt(6); k >= 0; k--) {
        out.writeBytes(
            TestUtil.randomSimpleString(random(), 0, 20).getBytes(StandardCharsets.US_ASCII));
        switch (random().nextInt(6)) {
          case 0 -> out.write(0x80 + random().nextInt(0x80)); // a stray or lead byte: invalid here
          case 1, 2 ->
              out.writeBytes(
                  pieces[random().nextInt(pieces.length)].getBytes(StandardCharsets.UTF_8));
          default -> {}
        }
      }
      byte[] b = out.toByteArray();
      int len = b.length - offset;
      String where = java.util.HexFormat.of().formatHex(b) + " from " + offset;
      String expected;
      try {
        expected =
            StandardCharsets.UTF_8
                .newDecoder()
                .decode(java.nio.ByteBuffer.wrap(b, offset, len))
                .toString();
      } catch (java.nio.charset.CharacterCodingException e) {
        expected = null;
      }
      assertEquals(where, expected != null, HtmlCharset.validUtf8(b, offset, len));
      char[] dest = new char[len];
      int n = HtmlCharset.decodeUtf8(b, offset, len, dest);
      if (expected == null) {
        assertEquals(where, -1, n);
      } else {
        assertEquals(where, expected, new String(dest, 0, n));
      }
    }
  }

  /**
   * A meta declaration is found wherever it starts, whatever the bytes before it (it names a
   * charset other than the fallback, so that only finding it gives that charset).
   */
  public void testMetaAtEveryPosition() {
    Charset latin2 = Charset.forName("ISO-8859-2");
    String meta = "<meta charset=iso-8859-2>";
    for (int at = 0; at < 40; at++) {
      String filler = TestUtil.randomSimpleString(random(), at, at).replace('<', 'x');
      String declared = random().nextBoolean() ? meta : meta.toUpperCase(java.util.Locale.ROOT);
      String page = filler + declared + "Łódź";
      byte[] b = bytes(page, latin2);
      assertEquals(page, latin2, HtmlCharset.detect(b, 0, b.length, null));
      assertEquals(page, page, HtmlCharset.decode(b, null));
      // the name cut short: no declaration, and the bytes are not UTF-8
      String cut = filler + declared.substring(0, 1 + random().nextInt(4)) + " Łódź";
      byte[] c = bytes(cut, latin2);
      assertEquals(cut, CP1252, HtmlCharset.detect(c, 0, c.length, null));
    }
  }

  public void testLabels() {
    assertEquals(CP1252, HtmlCharset.forLabel(" ISO-8859-1 ", false));
    assertEquals(CP1252, HtmlCharset.forLabel("us-ascii", false));
    assertEquals(StandardCharsets.UTF_8, HtmlCharset.forLabel("utf8", false));
    assertEquals(Charset.forName("Shift_JIS"), HtmlCharset.forLabel("shift_jis", true));
    assertNull(HtmlCharset.forLabel("", false));
    assertNull(HtmlCharset.forLabel("bogus-charset-name", false));
    assertEquals(StandardCharsets.UTF_16LE, HtmlCharset.forLabel("utf-16le", false));
    assertEquals(StandardCharsets.UTF_8, HtmlCharset.forLabel("utf-16le", true));
    // a page whose meta could be read as ASCII is not UTF-32 either
    assertEquals(Charset.forName("UTF-32LE"), HtmlCharset.forLabel("utf-32le", false));
    assertEquals(StandardCharsets.UTF_8, HtmlCharset.forLabel("utf-32", true));
    assertEquals(StandardCharsets.UTF_8, HtmlCharset.forLabel("utf-32be", true));
  }
}
