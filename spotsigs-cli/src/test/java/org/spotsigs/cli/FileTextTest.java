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
package org.spotsigs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.cli.input.DocumentLimit;
import org.spotsigs.cli.input.DocumentText;
import org.spotsigs.cli.input.FileCorpus;
import org.spotsigs.cli.input.InputProblems;
import org.spotsigs.cli.input.SourceDocument;
import org.spotsigs.html.HtmlCharset;

/**
 * A file's text is the same whether it is loaded as a string or decoded into an extraction thread's
 * reused buffer, and both are the file's bytes (decompressed, cut at the size limit) decoded as a
 * browser decodes them: for files of every size (buffers grown, kept and let go), encoding and
 * compression, and files that grew or shrank between the walk and the read.
 */
@Randomized
class FileTextTest {
  @TempDir Path tmp;

  private static final Charset KOI8_R = Charset.forName("KOI8-R");
  private static final Charset CP1252 = Charset.forName("windows-1252");

  /** A text of about {@code size} characters, ASCII with now and then a letter from elsewhere. */
  private static String randomText(Random random, int size) {
    String[] words = {"the", "cat", "is", "a", "<p>", "dog\n", "Grüße", "Привет", "日本", "𝔘"};
    StringBuilder sb = new StringBuilder(size + 16);
    while (sb.length() < size) {
      sb.append(words[random.nextInt(random.nextInt(4) == 0 ? words.length : 6)]).append(' ');
    }
    return sb.toString();
  }

  private static byte[] randomFile(Random random) throws IOException {
    int size =
        switch (random.nextInt(10)) {
          case 0 -> random.nextInt(3);
          case 1 -> (1 << 20) + random.nextInt(1 << 20); // past the buffer a thread keeps
          default -> random.nextInt(random.nextBoolean() ? 200 : 100_000);
        };
    String text = randomText(random, size);
    byte[] b =
        switch (random.nextInt(7)) {
          case 0 -> ("<meta charset=koi8-r>" + text).getBytes(KOI8_R);
          case 1 -> text.getBytes(CP1252); // invalid UTF-8 where a letter is not ASCII
          case 2 -> ("\uFEFF" + text).getBytes(StandardCharsets.UTF_16LE); // with its mark
          case 3 -> text.getBytes(StandardCharsets.UTF_16BE); // no mark: NUL bytes, binary
          case 4 -> ("\uFEFF" + text).getBytes(Charset.forName("UTF-32BE"));
          default -> text.getBytes(StandardCharsets.UTF_8);
        };
    if (random.nextInt(20) == 0 && b.length > 0) {
      b[random.nextInt(Math.min(b.length, 8192))] = 0; // a binary file
    }
    if (random.nextInt(6) == 0) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
        gz.write(b);
      }
      b = out.toByteArray();
    }
    return b;
  }

  /** What a file's text must be, from its bytes now; null for a file that must be skipped. */
  private static String expected(Path file, long max) throws IOException {
    byte[] b = Files.readAllBytes(file);
    if (b.length >= 2 && (b[0] & 0xff) == 0x1f && (b[1] & 0xff) == 0x8b) {
      try (GZIPInputStream in = new GZIPInputStream(Files.newInputStream(file))) {
        b = in.readAllBytes();
      }
    }
    b = Arrays.copyOf(b, (int) Math.min(b.length, max));
    // text in UTF-16 or UTF-32 starts with its byte order mark (FE FF, FF FE, 00 00 FE FF); other
    // text has no NUL byte in its first 8 KB
    boolean wide =
        b.length >= 2
                && ((b[0] & 0xff) == 0xFE && (b[1] & 0xff) == 0xFF
                    || (b[0] & 0xff) == 0xFF && (b[1] & 0xff) == 0xFE)
            || b.length >= 4
                && b[0] == 0
                && b[1] == 0
                && (b[2] & 0xff) == 0xFE
                && (b[3] & 0xff) == 0xFF;
    for (int i = 0; i < Math.min(b.length, 8192) && !wide; i++) {
      if (b[i] == 0) {
        return null;
      }
    }
    return b.length == 0 ? null : HtmlCharset.decode(b, null);
  }

  @Test
  void stringAndBufferGiveTheFilesText(Random random) throws Exception {
    for (int iter = 0; iter < 6; iter++) {
      Path dir = Files.createDirectories(tmp.resolve("c" + iter));
      int files = 1 + random.nextInt(40);
      for (int i = 0; i < files; i++) {
        Files.write(dir.resolve(String.format("f%03d.html", i)), randomFile(random));
      }
      DocumentLimit limit = new DocumentLimit();
      limit.size =
          switch (random.nextInt(3)) {
            case 0 -> "0";
            case 1 -> String.valueOf(1 + random.nextInt(3000));
            default -> "16m";
          };
      long max = limit.maxBytes();
      List<SourceDocument> docs = new ArrayList<>();
      StringWriter log = new StringWriter();
      InputProblems problems = new InputProblems(new PrintWriter(log, true));
      FileCorpus.stream(dir, limit).forEach(docs::add, problems);
      assertEquals(files, docs.size());
      // between the walk (which read the sizes) and the read, some files grow and some shrink
      for (SourceDocument d : docs) {
        Path p = Path.of(d.where());
        byte[] head = Files.readAllBytes(p);
        if (head.length >= 2 && (head[0] & 0xff) == 0x1f && (head[1] & 0xff) == 0x8b) {
          continue; // a compressed file changed is a broken one (a test of its own elsewhere)
        }
        switch (random.nextInt(8)) {
          case 0 ->
              Files.write(
                  p,
                  randomText(random, 1 + random.nextInt(5000)).getBytes(StandardCharsets.UTF_8),
                  StandardOpenOption.APPEND);
          case 1 -> Files.write(p, Arrays.copyOf(Files.readAllBytes(p), (int) Files.size(p) / 2));
          default -> {}
        }
      }
      DocumentText buffer = new DocumentText();
      for (SourceDocument d : docs) {
        String want = expected(Path.of(d.where()), max);
        if (want == null) {
          assertThrows(SourceDocument.Bad.class, () -> d.text().load(), d.where());
          assertThrows(SourceDocument.Bad.class, () -> d.text().load(buffer), d.where());
          continue;
        }
        assertEquals(want, d.text().load(), d.where());
        d.text().load(buffer);
        assertEquals(want, buffer.toString(), d.where());
        buffer.trim();
      }
    }
  }
}
