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
package org.spotsigs.parquet;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Reading the files of make-fixtures.py (written by pyarrow), with no Hadoop on the class path. */
class ParquetTextReaderTest {
  @TempDir Path tmp;

  private static Path fixture(String name) {
    try {
      return Path.of(ParquetTextReaderTest.class.getResource(name).toURI());
    } catch (URISyntaxException e) {
      throw new AssertionError(e);
    }
  }

  private static List<String> rows(Path file, String id, String text) throws Exception {
    List<String> rows = new ArrayList<>();
    ParquetTextReader.read(file, id, text, (row, i, t) -> rows.add(row + "|" + i + "|" + t));
    return rows;
  }

  @Test
  void hadoopIsNotOnTheClassPath() {
    for (String name :
        new String[] {
          "org.apache.hadoop.conf.Configuration",
          "org.apache.hadoop.fs.Path",
          "org.apache.hadoop.mapreduce.lib.input.FileInputFormat"
        }) {
      assertThrows(ClassNotFoundException.class, () -> Class.forName(name), name);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"none", "snappy", "gzip", "zstd", "lz4_raw"})
  void everyCodecGivesTheSameRows(String codec) throws Exception {
    Path file = fixture("rows-" + codec + ".parquet");
    assertEquals(
        List.of(
            "0|a|the first text",
            "1|b|null",
            "2|null|no id here",
            "3|d|caf\u00e9 \u00fcber \u4e2d\u6587",
            "4|e|"),
        rows(file, "id", "text"));
    // a nested path, whose group may be null; integer ids
    assertEquals(
        List.of(
            "0|10|nested a",
            "1|11|nested b",
            "2|12|null",
            "3|-13|null",
            "4|1099511627776|nested e"),
        rows(file, "num", "meta.content"));
    assertEquals(
        List.of("0|a|en", "1|b|null", "2|null|null", "3|d|de", "4|e|fr"),
        rows(file, "id", "meta.lang"));
  }

  @Test
  void aTopLevelNameWithDotsWinsOverThePath() throws Exception {
    assertEquals(
        List.of("0|a|top-level dotted"), rows(fixture("dotted.parquet"), "id", "meta.content"));
  }

  /**
   * The longest prefix of {@code text} of whole characters whose UTF-8 takes at most {@code max}
   * bytes.
   */
  private static String prefixOfBytes(String text, int max) {
    int end = 0;
    int bytes = 0;
    while (end < text.length()) {
      int cp = text.codePointAt(end);
      int n = new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8).length;
      if (bytes + n > max) {
        break;
      }
      bytes += n;
      end += Character.charCount(cp);
    }
    return text.substring(0, end);
  }

  @Test
  void aTextOverTheLimitIsCutBetweenCharactersAndReported() throws Exception {
    Path file = fixture("rows-none.parquet");
    List<String> whole = rows(file, "id", "text");
    for (int max = 0; max <= 24; max++) {
      List<String> cut = new ArrayList<>();
      List<String> told = new ArrayList<>();
      ParquetTextReader.read(
          file,
          "id",
          "text",
          max,
          new ParquetTextReader.RowSink() {
            @Override
            public void truncated(long row, int bytes) {
              told.add(row + "|" + bytes);
            }

            @Override
            public void accept(long row, String id, String text) {
              cut.add(row + "|" + id + "|" + text);
            }
          });
      List<String> expectedRows = new ArrayList<>();
      List<String> expectedTold = new ArrayList<>();
      for (String r : whole) {
        String[] f = r.split("\\|", 3);
        String text = f[2];
        if (!text.equals("null") && text.getBytes(StandardCharsets.UTF_8).length > max) {
          expectedTold.add(f[0] + "|" + text.getBytes(StandardCharsets.UTF_8).length);
          text = prefixOfBytes(text, max);
        }
        expectedRows.add(f[0] + "|" + f[1] + "|" + text);
      }
      assertEquals(expectedRows, cut, "max " + max);
      assertEquals(expectedTold, told, "max " + max);
    }
    assertThrows(
        IllegalArgumentException.class,
        () -> ParquetTextReader.read(file, "id", "text", -1, (row, i, t) -> {}));
    // a four-byte character is not split either
    org.apache.parquet.io.api.Binary emoji =
        org.apache.parquet.io.api.Binary.fromConstantByteArray(
            "a\uD83D\uDE00b".getBytes(StandardCharsets.UTF_8));
    int[] starts = new int[6];
    for (int at = 0; at < 6; at++) {
      starts[at] = ParquetTextReader.characterStart(emoji, at);
    }
    assertArrayEquals(new int[] {0, 1, 1, 1, 1, 5}, starts);
  }

  @Test
  void columnsThatCannotBeReadAreNamed() {
    Path file = fixture("rows-zstd.parquet");
    String missing =
        assertThrows(IllegalArgumentException.class, () -> rows(file, "id", "body")).getMessage();
    assertEquals(
        "no column 'body'; the file has columns id, num, text, meta.content, meta.lang, tags.list.element",
        missing);
    String nested =
        assertThrows(IllegalArgumentException.class, () -> rows(file, "id", "meta.nope"))
            .getMessage();
    assertTrue(nested.startsWith("no column 'meta.nope'"), nested);
    assertEquals(
        "column 'tags.list.element' is repeated (a list); give a column with one value per row",
        assertThrows(IllegalArgumentException.class, () -> rows(file, "id", "tags.list.element"))
            .getMessage());
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> rows(file, "id", "meta"))
            .getMessage()
            .startsWith("column 'meta' is a group"));
    assertEquals(
        "column 'num' holds int64 values, not strings",
        assertThrows(IllegalArgumentException.class, () -> rows(file, "id", "num")).getMessage());
  }

  @Test
  void anUnsupportedCodecIsNamed() {
    Exception e =
        assertThrows(Exception.class, () -> rows(fixture("rows-brotli.parquet"), "id", "text"));
    String message =
        e.getMessage() + (e.getCause() == null ? "" : " / " + e.getCause().getMessage());
    assertTrue(message.contains("compressed with brotli cannot be read here"), message);
  }

  @Test
  void notParquetIsAnIoError() throws IOException {
    Path text = Files.writeString(tmp.resolve("not.parquet"), "id,text\na,hello\n");
    IOException e = assertThrows(IOException.class, () -> rows(text, "id", "text"));
    assertTrue(e.getMessage().contains("not a Parquet file"), e.getMessage());
    Path truncated = tmp.resolve("cut.parquet");
    byte[] whole = Files.readAllBytes(fixture("rows-snappy.parquet"));
    Files.write(truncated, Arrays.copyOf(whole, whole.length / 2));
    assertThrows(IOException.class, () -> rows(truncated, "id", "text"));
  }
}
