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
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.tests.util.LuceneTestCase;

/**
 * Every version of the article extraction gives exactly the text it gave when it was made: an index
 * records the version it was built with and reads new documents with it, so a version's output is
 * frozen. The checksums of each version's text ({@link GoldenTexts}) of the bundled news sample
 * ({@code src-test-corpora/news-sample}) are checked always; those of the public development pages
 * (Mozilla Readability's test pages, trafilatura's evaluation pages and gold-dev's cluster members,
 * prepared outside the repository by {@code bench/extraction-dev-sets.sh}) when they are there
 * ({@code -Dspotsigs.extraction.dev=DIR}, default {@code ../target/extraction-dev}).
 *
 * <p>A new version adds its columns with {@code -Dspotsigs.golden.update=true}, once, while it is
 * being made; the update never rewrites a column that exists.
 *
 * <p>The {@code language=auto} columns also depend on the language detector ({@link
 * org.spotsigs.analysis.LanguageDetector}), which is no part of a version: a change of the detector
 * that gives a page another language changes those texts (and, beyond the extraction, the
 * signatures' language prefixes). Such a change is accepted deliberately, and only for those
 * columns, with {@code -Dspotsigs.golden.detector=true}; the columns with English stop words stay
 * as they are.
 */
public class TestArticleGolden extends LuceneTestCase {
  static final Path RESOURCES = Path.of("src/test/resources/org/spotsigs/html");
  static final Path BUNDLED_GOLDEN = RESOURCES.resolve("golden-bundled.tsv");
  static final Path PUBLIC_GOLDEN = RESOURCES.resolve("golden-public.tsv");
  static final Path BUNDLED = Path.of("..", "src-test-corpora", "news-sample", "pages");
  static final String[] PUBLIC_SETS = {"readability", "trafilatura", "gold-dev"};

  private static boolean update() {
    return Boolean.getBoolean("spotsigs.golden.update");
  }

  private static boolean detectorChanged() {
    return Boolean.getBoolean("spotsigs.golden.detector");
  }

  public void testBundledPages() throws IOException {
    Map<String, Path> pages = new LinkedHashMap<>();
    for (Path p : GoldenTexts.pages(BUNDLED)) {
      pages.put(GoldenTexts.checksum(Files.readAllBytes(p)) + "\tbundled", p);
    }
    int checked = check(BUNDLED_GOLDEN, pages);
    assertEquals("bundled pages checked", pages.size(), checked);
  }

  /**
   * The columns from version 6 on are the extractor's own text ({@link
   * ArticleExtractor#text(String)} of the decoded page), on the bundled pages.
   */
  public void testColumnsFromVersionSixAreTheExtractorsText() throws IOException {
    List<String> columns = new ArrayList<>();
    for (String c : GoldenTexts.columns()) {
      if (GoldenTexts.extractor(c).version() > LAST_ON_FIRST_BLOCKS) {
        columns.add(c);
      }
    }
    assertFalse(columns.isEmpty());
    for (Path p : GoldenTexts.pages(BUNDLED)) {
      byte[] page = Files.readAllBytes(p);
      Map<String, String> texts = texts(page, columns);
      for (String c : columns) {
        assertEquals(
            p + " " + c, GoldenTexts.textChecksum(GoldenTexts.extractor(c), page), texts.get(c));
      }
    }
  }

  public void testPublicPages() throws IOException {
    Path dir = Path.of(System.getProperty("spotsigs.extraction.dev", "../target/extraction-dev"));
    Map<String, Path> pages = new LinkedHashMap<>();
    for (String set : PUBLIC_SETS) {
      Path d = dir.resolve(set).resolve("pages");
      if (Files.isDirectory(d)) {
        for (Path p : GoldenTexts.pages(d)) {
          pages.put(GoldenTexts.checksum(Files.readAllBytes(p)) + "\t" + set, p);
        }
      }
    }
    assumeTrue(
        "no development pages under "
            + dir.toAbsolutePath().normalize()
            + " (bench/extraction-dev-sets.sh prepares them)",
        !pages.isEmpty());
    int checked = check(PUBLIC_GOLDEN, pages);
    assumeTrue(
        "fewer than half of the pages under "
            + dir
            + " are the pages the checksums were made of (other commits of the sources?)",
        2 * checked >= pages.size());
  }

  /**
   * Checks the text of every page of {@code pages} (key: page checksum TAB set) that {@code golden}
   * knows, in every column; returns how many pages were checked. With the update, adds the columns
   * the file lacks (and the pages it lacks) first.
   */
  private static int check(Path golden, Map<String, Path> pages) throws IOException {
    Map<String, GoldenTexts.Row> rows =
        Files.exists(golden) ? GoldenTexts.read(golden) : new LinkedHashMap<>();
    List<String> columns = GoldenTexts.columns();
    List<String> known =
        rows.isEmpty()
            ? List.of()
            : new ArrayList<>(rows.values().iterator().next().checksums().keySet());
    for (String c : known) {
      assertTrue(
          "the checksums hold column " + c + ", a version this build does not have",
          columns.contains(c));
    }
    if (detectorChanged()) {
      boolean changed = false;
      for (Map.Entry<String, Path> e : pages.entrySet()) {
        GoldenTexts.Row row = rows.get(e.getKey().substring(0, e.getKey().indexOf('\t')));
        if (row == null) {
          continue;
        }
        Map<String, String> texts = texts(Files.readAllBytes(e.getValue()), known);
        for (String c : known) {
          if (c.endsWith("a") && !texts.get(c).equals(row.checksums().get(c))) {
            row.checksums().put(c, texts.get(c));
            changed = true;
          }
        }
      }
      if (changed) {
        GoldenTexts.write(golden, known, rows);
      }
    }
    if (update()) {
      boolean changed = false;
      for (Map.Entry<String, Path> e : pages.entrySet()) {
        String key = e.getKey().substring(0, e.getKey().indexOf('\t'));
        String set = e.getKey().substring(e.getKey().indexOf('\t') + 1);
        GoldenTexts.Row row = rows.get(key);
        if (row == null) {
          row = new GoldenTexts.Row(set, new LinkedHashMap<>());
          rows.put(key, row);
        }
        Map<String, String> texts = null;
        for (String c : columns) {
          if (!row.checksums().containsKey(c)) {
            if (texts == null) {
              texts = texts(Files.readAllBytes(e.getValue()), columns);
            }
            row.checksums().put(c, texts.get(c));
            changed = true;
          }
        }
      }
      if (changed) {
        GoldenTexts.write(golden, columns, rows);
      }
      known = columns;
    } else {
      assertEquals(
          "columns of "
              + golden
              + " (a new version adds its own once, with -Dspotsigs.golden.update=true)",
          columns,
          known);
    }
    List<String> wrong = new ArrayList<>();
    int checked = 0;
    for (Map.Entry<String, Path> e : pages.entrySet()) {
      GoldenTexts.Row row = rows.get(e.getKey().substring(0, e.getKey().indexOf('\t')));
      if (row == null) {
        continue;
      }
      checked++;
      Map<String, String> texts = texts(Files.readAllBytes(e.getValue()), known);
      for (String c : known) {
        if (!texts.get(c).equals(row.checksums().get(c))) {
          wrong.add(e.getValue() + " with " + GoldenTexts.extractor(c).id());
        }
      }
    }
    assertTrue(
        wrong.size()
            + " extractions changed their text (a version's text is frozen: make a new version):\n"
            + String.join("\n", wrong.subList(0, Math.min(20, wrong.size()))),
        wrong.isEmpty());
    return checked;
  }

  /**
   * The last version whose columns are made of the blocks of version 1's reading: versions 1 to 5
   * read a page alike (no visible reading, no title, no block languages), so the page is parsed
   * once per language mode for them. From version 6 on, whose reading differs in the blocks
   * themselves, each column is made of the blocks its own version reads: exactly the extractor's
   * text. (Columns 6 and 6a were first recorded from version 1's blocks, version 6's rules on
   * blocks it does not read itself; they were made again from version 6's own reading, and only
   * they changed.)
   */
  static final int LAST_ON_FIRST_BLOCKS = 5;

  /**
   * The checksum of each column's text of {@code page}: the page is parsed once per language mode
   * for the columns of versions up to {@link #LAST_ON_FIRST_BLOCKS}, and once per column after.
   */
  static Map<String, String> texts(byte[] page, List<String> columns) {
    String html = HtmlCharset.decode(page, null);
    Map<String, String> sums = new LinkedHashMap<>();
    Map<String, PageBlocks> blocks = new LinkedHashMap<>();
    for (String c : columns) {
      ArticleExtractor e = GoldenTexts.extractor(c);
      String text;
      if (html.indexOf('<') < 0) {
        text = e.text(html);
      } else {
        String readBy = e.version() <= LAST_ON_FIRST_BLOCKS ? (c.endsWith("a") ? "1a" : "1") : c;
        PageBlocks b =
            blocks.computeIfAbsent(
                readBy,
                k ->
                    GoldenTexts.extractor(k)
                        .blocks(new StringReader(html), html.length(), false, parser()));
        text = e.text(b);
      }
      sums.put(c, GoldenTexts.checksum(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    }
    return sums;
  }

  private static org.jsoup.parser.Parser parser() {
    return ThreadParsers.parser(false);
  }
}
