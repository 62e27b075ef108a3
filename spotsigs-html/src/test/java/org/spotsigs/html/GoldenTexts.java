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

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The frozen output of every version of the article extraction: for each page (keyed by a checksum
 * of its bytes, so a page is known whatever its file is called), a checksum of the text each
 * version extracts from it, with English stop words ({@code article/N}) and with each page's own
 * language's ({@code article/N:language=auto}, the command line's default). A file of them holds
 * one line per page, {@code page<TAB>set<TAB>1<TAB>1a<TAB>2<TAB>2a...}; a column equal to the one
 * before it is written {@code =}.
 */
final class GoldenTexts {
  private GoldenTexts() {}

  /** The extraction of a column ({@code 3}: version 3; {@code 3a}: version 3, language=auto). */
  static ArticleExtractor extractor(String column) {
    boolean auto = column.endsWith("a");
    int version = Integer.parseInt(auto ? column.substring(0, column.length() - 1) : column);
    return ArticleExtractor.builder().version(version).autoLanguage(auto).build();
  }

  /** The columns of every version this build has. */
  static List<String> columns() {
    List<String> columns = new ArrayList<>();
    for (int v = ArticleExtractor.FIRST_VERSION; v <= ArticleExtractor.LAST_VERSION; v++) {
      columns.add(Integer.toString(v));
      columns.add(v + "a");
    }
    return columns;
  }

  /** The first 12 hexadecimal digits of the SHA-256 of {@code bytes}. */
  static String checksum(byte[] bytes) {
    try {
      byte[] d = MessageDigest.getInstance("SHA-256").digest(bytes);
      return HexFormat.of().formatHex(d, 0, 6);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * The checksum of the text the extraction gives for a page's bytes (decoded as a browser does).
   */
  static String textChecksum(ArticleExtractor extractor, byte[] page) {
    String text = extractor.text(HtmlCharset.decode(page, null));
    return checksum(text.getBytes(StandardCharsets.UTF_8));
  }

  /** One page's row: its set and the checksum of each column. */
  record Row(String set, Map<String, String> checksums) {}

  /** The rows of a file, by page checksum, in file order. */
  static Map<String, Row> read(Path file) throws IOException {
    Map<String, Row> rows = new LinkedHashMap<>();
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    String[] header = lines.get(0).split("\t");
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split("\t");
      Map<String, String> sums = new LinkedHashMap<>();
      String previous = null;
      for (int i = 2; i < header.length; i++) {
        String s = i < f.length ? f[i] : "";
        if (s.equals("=")) {
          s = previous;
        }
        sums.put(header[i], s);
        previous = s;
      }
      rows.put(f[0], new Row(f[1], sums));
    }
    return rows;
  }

  /** Writes {@code rows} with the columns {@code columns}. */
  static void write(Path file, List<String> columns, Map<String, Row> rows) throws IOException {
    StringBuilder sb = new StringBuilder("page\tset");
    for (String c : columns) {
      sb.append('\t').append(c);
    }
    sb.append('\n');
    for (Map.Entry<String, Row> e : rows.entrySet()) {
      sb.append(e.getKey()).append('\t').append(e.getValue().set());
      String previous = null;
      for (String c : columns) {
        String s = e.getValue().checksums().get(c);
        sb.append('\t').append(s.equals(previous) ? "=" : s);
        previous = s;
      }
      sb.append('\n');
    }
    Files.writeString(file, sb, StandardCharsets.UTF_8);
  }

  /** The pages ({@code .html}) of {@code dir}, sorted by name. */
  static List<Path> pages(Path dir) {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.getFileName().toString().endsWith(".html")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
