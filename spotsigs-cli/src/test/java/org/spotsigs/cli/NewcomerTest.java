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
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a newcomer meets first: usage errors, help, the hint to --language, progress on stderr. */
class NewcomerTest {
  @TempDir Path tmp;

  @Test
  void aUsageErrorIsTheMessageAndOneLinePointingAtTheHelp() {
    for (String[] args :
        new String[][] {
          {"dedup", "-i", "x", "-t", "2"},
          {"dedup", "-i", "x", "-t", "0.5", "--format", "csv"},
          {"index", "--input", "x"},
          {"dedup", "-i", "x", "-t", "0.5", "--langauge", "de"},
          {}
        }) {
      CliRunner.Result r = CliRunner.run(args);
      assertEquals(2, r.exitCode(), String.join(" ", args) + ": " + r.err());
      List<String> lines = r.err().lines().toList();
      String command = args.length == 0 ? "spotsigs" : "spotsigs " + args[0];
      assertTrue(lines.getFirst().startsWith("spotsigs: "), r.err());
      assertEquals("Try '" + command + " --help' for more information.", lines.getLast(), r.err());
      assertTrue(
          lines.size() <= 4, "short: " + r.err()); // the message, maybe suggestions, the pointer
      assertFalse(r.err().contains("Usage:"), r.err());
    }
    CliRunner.Result typo = CliRunner.run("dedup", "-i", "x", "-t", "0.5", "--langauge", "de");
    assertTrue(typo.err().contains("--language"), "suggests the option meant: " + typo.err());
  }

  /**
   * Only the command that runs is registered (its model is built by reflection); help, usage and
   * suggestions see all of them, and a command's help is the same either way.
   */
  @Test
  void theCommandThatRunsIsTheOneRegistered() {
    List<String> all =
        List.of(
            "index",
            "dedup",
            "extract",
            "bench",
            "query",
            "clusters",
            "common-signatures",
            "signatures",
            "explain",
            "eval",
            "check-index",
            "help");
    for (String name : all) {
      List<String> registered =
          List.copyOf(
              SpotSigsCli.commandLine(new String[] {name, "--help"}).getSubcommands().keySet());
      assertEquals(name.equals("help") ? all : List.of(name), registered, name);
      if (!name.equals("help")) {
        CliRunner.Result alone = CliRunner.run(name, "--help");
        assertEquals(0, alone.exitCode(), alone.err());
        assertEquals(CliRunner.run("help", name).out(), alone.out(), name);
      }
    }
    for (String[] args : new String[][] {{}, {"--help"}, {"--version"}, {"dedupp"}, {"-x"}}) {
      assertEquals(
          all,
          List.copyOf(SpotSigsCli.commandLine(args).getSubcommands().keySet()),
          String.join(" ", args));
    }
    String suggestion = CliRunner.run("dedupp").err();
    assertTrue(suggestion.contains("Did you mean: spotsigs dedup"), suggestion);
  }

  @Test
  void helpReadsWellAt80ColumnsAndUsesTheTerminalsWidth() {
    for (String command :
        new String[] {
          "dedup", "index", "query", "clusters", "common-signatures", "eval", "bench"
        }) {
      String help = CliRunner.run(command, "--help").out();
      for (String line : help.lines().toList()) {
        assertTrue(line.length() <= 80, command + ": longer than 80 columns: " + line);
      }
      // no sentence breaks in the middle of a line: a line of prose that ends without punctuation
      // is
      // followed by the rest of its sentence, not by a line break the source happened to have
      assertFalse(help.contains("its path\nrelative"), help);
    }
    String dedup = CliRunner.run("dedup", "--help").out();
    assertTrue(
        dedup.contains(
            "Input: a corpus (--input: a directory where every file is a document whose id\nis its path"),
        dedup);
    String old = System.getProperty("spotsigs.columns");
    System.setProperty("spotsigs.columns", "110");
    try {
      String wide = CliRunner.run("dedup", "--help").out();
      assertTrue(wide.lines().anyMatch(l -> l.length() > 80), wide);
      assertTrue(wide.lines().allMatch(l -> l.length() <= 110), wide);
      System.setProperty("spotsigs.columns", "400");
      assertTrue(
          CliRunner.run("dedup", "--help")
              .out()
              .lines()
              .allMatch(l -> l.length() <= HelpLayout.MAX_WIDTH));
    } finally {
      if (old == null) {
        System.clearProperty("spotsigs.columns");
      } else {
        System.setProperty("spotsigs.columns", old);
      }
    }
    assertEquals(
        List.of("a b", "", "c d e"),
        List.of(HelpLayout.paragraphs(new String[] {"a", "b", "", "c", " d", "e"})));
    // the list of commands gives each one's first sentence, not its whole description
    String top = CliRunner.run("--help").out();
    assertTrue(top.contains("Builds or extends a Lucene index of the spot signatures"), top);
    assertFalse(top.contains("With --dedup it deduplicates"), top);
    assertTrue(top.contains("Display help information about the specified command."), top);
    // footers are printed as written: each exit code on one line of its own
    List<String> codes = top.lines().dropWhile(l -> !l.equals("Exit codes:")).skip(1).toList();
    assertEquals(5, codes.size(), top);
    assertTrue(codes.stream().allMatch(l -> l.matches("  \\d+ +\\S.*") && l.length() <= 80), top);
  }

  @Test
  void progressFollowsStderrNotStdout() {
    String old = System.getProperty("spotsigs.stderr.terminal");
    try {
      System.setProperty("spotsigs.stderr.terminal", "true");
      assertTrue(Progress.interactive());
      System.setProperty("spotsigs.stderr.terminal", "false");
      assertFalse(Progress.interactive());
    } finally {
      if (old == null) {
        System.clearProperty("spotsigs.stderr.terminal");
      } else {
        System.setProperty("spotsigs.stderr.terminal", old);
      }
    }
    // under the build, stderr is a pipe or a file
    if (old == null) {
      assertFalse(Terminal.stderrIsTerminal());
    }
  }

  private static List<String> languageTexts(String code) throws IOException {
    try (InputStream in =
        NewcomerTest.class.getResourceAsStream(
            "/org/spotsigs/analysis/languages/" + code + ".txt")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
    }
  }

  @Test
  void mostDocumentsWithoutSignaturesNameTheLanguageOption() throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("ru"));
    List<String> ru = languageTexts("ru");
    Files.writeString(dir.resolve("story.txt"), ru.get(0));
    Files.writeString(dir.resolve("copy.txt"), ru.get(0).replace("весной", "летом"));
    Files.writeString(dir.resolve("other.txt"), ru.get(1));
    // the defaults detect Russian and find the pair
    CliRunner.Result auto = CliRunner.run("dedup", "-i", dir.toString(), "-t", "0.5");
    assertEquals(0, auto.exitCode(), auto.err());
    assertEquals(
        List.of("copy", "story"), List.of(auto.out().split("\t")).subList(0, 2), auto.out());
    assertTrue(auto.err().contains("languages     ru 3"), auto.err());
    assertFalse(auto.err().contains("warning"), auto.err());
    // English forced on Russian text: no signatures, and the run says so
    CliRunner.Result english =
        CliRunner.run(
            "dedup",
            "-i",
            dir.toString(),
            "-t",
            "0.5",
            "--language",
            "en",
            "--fingerprint-below",
            "0");
    assertEquals(0, english.exitCode(), english.err());
    assertEquals("", english.out());
    assertTrue(
        english
            .err()
            .contains(
                "warning: 3 of 3 documents have no signatures: is the text in English? Give its"
                    + " language with --language ("
                    + org.spotsigs.analysis.Language.codes()
                    + ")"),
        english.err());

    CliRunner.Result russian =
        CliRunner.run("dedup", "-i", dir.toString(), "-t", "0.5", "--language", "ru");
    assertEquals(0, russian.exitCode(), russian.err());
    assertEquals(
        List.of("copy", "story"), List.of(russian.out().split("\t")).subList(0, 2), russian.out());
    assertFalse(russian.err().contains("warning"), russian.err());

    // the language is recorded with an index: queries are analyzed in Russian, other settings
    // refused
    Path index = tmp.resolve("index");
    CliRunner.Result built =
        CliRunner.run(
            "index", "-i", dir.toString(), "--index", index.toString(), "--language", "ru");
    assertEquals(0, built.exitCode(), built.err());
    assertTrue(built.err().contains("language=ru"), built.err());
    CliRunner.Result query =
        CliRunner.run(
            "query", "--index", index.toString(), "-t", "0.5", dir.resolve("copy.txt").toString());
    assertEquals(0, query.exitCode(), query.err());
    assertTrue(query.out().contains("copy\tstory\t"), query.out());
    CliRunner.Result other =
        CliRunner.run(
            "index", "-i", dir.toString(), "--index", index.toString(), "--language", "de");
    assertEquals(2, other.exitCode(), other.err());
    assertTrue(other.err().contains("other analysis settings (language=ru"), other.err());
    CliRunner.Result bad =
        CliRunner.run("dedup", "-i", dir.toString(), "-t", "0.5", "--language", "xx");
    assertEquals(2, bad.exitCode(), bad.err());
    assertTrue(bad.err().contains("unknown language 'xx'; valid: en, de, fr"), bad.err());
  }
}
