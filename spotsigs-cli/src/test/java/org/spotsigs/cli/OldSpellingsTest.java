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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command speaks one dialect (input {@code -i, --input}, output {@code -o, --output}, an
 * index {@code --index}, {@code --cluster-method}, {@code --output-format}); the spellings of the
 * release before are hidden aliases, kept for one release: each must still give the very same
 * output as the new spelling, and none may show in the help.
 */
class OldSpellingsTest {
  private static final Path PAGES = Path.of("..", "src-test-corpora", "news-sample", "pages");
  private static final String A = PAGES.resolve("d079693.html").toString();
  private static final String B = PAGES.resolve("d700450.html").toString();

  @TempDir Path tmp;

  private static CliRunner.Result ok(String... args) {
    CliRunner.Result r = CliRunner.run(args);
    assertEquals(0, r.exitCode(), () -> String.join(" ", args) + "\n" + r.err());
    return r;
  }

  private static String read(Path file) throws IOException {
    return Files.readString(file);
  }

  @Test
  void operandsAndInputGiveTheSameSignatures() {
    String viaInput = ok("signatures", "--input", A, B).out();
    assertFalse(viaInput.isEmpty());
    assertEquals(viaInput, ok("signatures", A, B).out());
    assertEquals(viaInput, ok("signatures", "-i", A, "-i", B).out());
  }

  @Test
  void explainTakesItsDocumentsAsInputAndJsonAsAnOutputFormat() {
    String text = ok("explain", "--input", A, "--input", B, "--tau", "0.3").out();
    assertEquals(text, ok("explain", A, B, "--tau", "0.3").out());
    String json = ok("explain", "-i", A, B, "--output-format", "json").out();
    assertTrue(json.startsWith("{"), json);
    assertEquals(json, ok("explain", A, B, "--json").out());
    assertEquals(2, CliRunner.run("explain", "--input", A).exitCode());
    assertEquals(2, CliRunner.run("explain", "-i", A, B, "--output-format", "xml").exitCode());
  }

  @Test
  void indexAndQueryOldAndNew() throws IOException {
    Path viaIndex = tmp.resolve("new");
    Path viaO = tmp.resolve("old");
    ok("index", "--input", PAGES.toString(), "--index", viaIndex.toString());
    ok("index", "--input", PAGES.toString(), "-o", viaO.toString());
    String q = ok("query", "--index", viaIndex.toString(), "--tau", "0.3", "--input", A, B).out();
    assertFalse(q.isEmpty());
    assertEquals(q, ok("query", "--index", viaO.toString(), "--tau", "0.3", A, B).out());
    assertEquals(
        2,
        CliRunner.run("index", "--input", PAGES.toString(), "-o", "x", "--index", "y").exitCode());
  }

  @Test
  void commonSignaturesOutAndOutput() throws IOException {
    Path out = tmp.resolve("common.txt");
    Path old = tmp.resolve("common-old.txt");
    for (String[] spelling :
        new String[][] {{"--output", out.toString()}, {"--out", old.toString()}}) {
      ok(
          "common-signatures",
          "-i",
          PAGES.toString(),
          "--max-df-share",
          "0.15",
          spelling[0],
          spelling[1]);
    }
    assertFalse(read(out).isEmpty());
    assertEquals(read(out), read(old));
  }

  @Test
  void clustersMethodAndClusterMethod() throws IOException {
    Path pairs = tmp.resolve("pairs.tsv");
    ok("dedup", "-i", PAGES.toString(), "--tau", "0.2", "--pairs", pairs.toString());
    for (String method : new String[] {"components", "best"}) {
      String viaNew = ok("clusters", "--pairs", pairs.toString(), "--cluster-method", method).out();
      assertFalse(viaNew.isEmpty());
      assertEquals(viaNew, ok("clusters", "--pairs", pairs.toString(), "--method", method).out());
    }
    assertEquals(
        ok("clusters", "--pairs", pairs.toString()).out(),
        ok("clusters", "--pairs", pairs.toString(), "--cluster-method", "components").out());
  }

  @Test
  void theHelpShowsTheNewSpellingsOnly() {
    assertHelp("index", "--index=DIR", "-o=");
    assertHelp("common-signatures", "--output=FILE", "--out=");
    assertHelp("clusters", "--cluster-method=", "--method=");
    assertHelp("eval", "--methods=", "--method=");
    assertHelp("explain", "--output-format=", "--json");
    assertHelp("explain", "--input=", "Old ");
    assertHelp("signatures", "--input=", "Old ");
    assertHelp("query", "--input=", "Old ");
    assertHelp("query", "--text-field=", "--out=");
    for (String command :
        new String[] {"dedup", "index", "common-signatures", "clusters", "eval", "bench"}) {
      assertHelp(command, "--", "Old "); // the hidden aliases' descriptions start so
    }
  }

  @Test
  void evalMethodAndMethods() {
    String gold = Path.of("..", "src-test-corpora", "news-sample").toString();
    String viaNew =
        ok("eval", "--gold", gold, "--methods", "spotsigs", "--tau-sweep", "0.3", "--threads", "1")
            .out();
    assertTrue(viaNew.contains("spotsigs"), viaNew);
    assertEquals(
        viaNew,
        ok("eval", "--gold", gold, "--method", "spotsigs", "--tau-sweep", "0.3", "--threads", "1")
            .out());
  }

  private static void assertHelp(String command, String shown, String hidden) {
    String help = ok(command, "--help").out();
    assertTrue(help.contains(shown), () -> command + " --help lacks " + shown + ":\n" + help);
    assertFalse(help.contains(hidden), () -> command + " --help shows " + hidden + ":\n" + help);
  }
}
