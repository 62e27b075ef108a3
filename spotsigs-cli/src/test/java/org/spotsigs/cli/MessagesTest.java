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
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the command line says is exact: the right exit code, the file, and the reason. */
class MessagesTest {
  @TempDir Path tmp;

  @Test
  void anUnknownCommandIsAUsageErrorEvenWithHelp() {
    for (String[] args :
        List.of(
            new String[] {"scrape", "--help"},
            new String[] {"scrape"},
            new String[] {"dedupe", "-h"})) {
      CliRunner.Result r = CliRunner.run(args);
      assertEquals(2, r.exitCode(), String.join(" ", args) + ": " + r.err());
      assertTrue(r.err().contains("unknown command '" + args[0] + "'"), r.err());
      assertFalse(r.out().contains("Usage:"), "no help is printed: " + r.out());
    }
    assertTrue(CliRunner.run("dedupe", "-h").err().contains("Did you mean: spotsigs dedup"));
    CliRunner.Result help = CliRunner.run("dedup", "--help");
    assertEquals(0, help.exitCode(), help.err());
    assertEquals(0, CliRunner.run("help", "dedup").exitCode());
  }

  @Test
  void anEmptyFileIsReportedInEveryFormat() throws IOException {
    Path empty = Files.writeString(tmp.resolve("empty"), "");
    Path blank = Files.writeString(tmp.resolve("blank"), "\n  \n\n");
    for (String format : List.of("jsonl", "trec", "signatures")) {
      for (Path file : List.of(empty, blank)) {
        CliRunner.Result r =
            CliRunner.run("dedup", "-i", file.toString(), "--format", format, "-t", "0.5");
        assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, r.exitCode(), format + ": " + r.err());
        assertTrue(r.err().contains("skipped " + file + ": empty file"), format + ": " + r.err());
      }
    }
    // and in a directory of documents, as before
    Path dir = Files.createDirectories(tmp.resolve("dir"));
    Files.writeString(dir.resolve("a.txt"), BadInputTest.TEXTS[0]);
    Files.writeString(dir.resolve("b.txt"), "");
    CliRunner.Result r = CliRunner.run("dedup", "-i", dir.toString(), "-t", "0.5");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, r.exitCode(), r.err());
    assertTrue(r.err().contains("b.txt: empty file"), r.err());
  }

  @Test
  void aFieldOfTheWrongTypeIsNamedAsSuch() throws IOException {
    Path jsonl =
        Files.writeString(
            tmp.resolve("types.jsonl"),
            String.join(
                "\n",
                "{\"id\": \"a\", \"text\": 12}",
                "{\"id\": \"b\", \"text\": [\"x\"]}",
                "{\"id\": \"c\", \"text\": {\"body\": \"x\"}}",
                "{\"id\": \"d\", \"text\": null}",
                "{\"id\": \"e\"}",
                "{\"id\": [1], \"text\": \"words\"}",
                "{\"id\": \"g\", \"text\": \"" + BadInputTest.TEXTS[0] + "\"}",
                ""));
    CliRunner.Result r =
        CliRunner.run("dedup", "-i", jsonl.toString(), "--format", "jsonl", "-t", "0.5");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, r.exitCode(), r.err());
    String name = jsonl.toString();
    assertTrue(r.err().contains(name + ":1: \"text\" is a number, not a string"), r.err());
    assertTrue(r.err().contains(name + ":2: \"text\" is an array, not a string"), r.err());
    assertTrue(r.err().contains(name + ":3: \"text\" is an object, not a string"), r.err());
    assertTrue(r.err().contains(name + ":4: \"text\" is null, not a string"), r.err());
    assertTrue(r.err().contains(name + ":5: missing \"text\""), r.err());
    assertTrue(
        r.err().contains(name + ":6: \"id\" is an array, not a string or a whole number"), r.err());
    assertTrue(r.err().contains("spotsigs dedup: 1 documents"), r.err());
  }

  @Test
  void wrongFieldNamesStopTheRunEarly() throws IOException {
    StringBuilder wrong = new StringBuilder();
    for (int i = 0; i < 5_000; i++) {
      wrong
          .append("{\"id\": \"d")
          .append(i)
          .append("\", \"body\": \"")
          .append(BadInputTest.TEXTS[i % 3]);
      wrong.append("\", \"url\": \"http://example.org/").append(i).append("\"}\n");
    }
    Path jsonl = Files.writeString(tmp.resolve("wrong.jsonl"), wrong);
    CliRunner.Result r =
        CliRunner.run("dedup", "-i", jsonl.toString(), "--format", "jsonl", "-t", "0.5");
    assertEquals(2, r.exitCode(), r.err());
    assertTrue(
        r.err()
            .contains(
                "the first 100 records of "
                    + jsonl
                    + " have no \"text\": name the field with --text-field"),
        r.err());
    assertTrue(r.err().contains("the keys they have: id (100), body (100), url (100)"), r.err());
    assertTrue(r.err().lines().count() < 30, "stopped early: " + r.err());
    CliRunner.Result right =
        CliRunner.run(
            "dedup",
            "-i",
            jsonl.toString(),
            "--format",
            "jsonl",
            "-t",
            "0.5",
            "--text-field",
            "body");
    assertEquals(0, right.exitCode(), right.err());
    // one good record first: the records are at fault, not the names
    Path mixed =
        Files.writeString(
            tmp.resolve("mixed.jsonl"),
            "{\"id\": \"g\", \"text\": \"" + BadInputTest.TEXTS[0] + "\"}\n" + wrong);
    CliRunner.Result partial =
        CliRunner.run("dedup", "-i", mixed.toString(), "--format", "jsonl", "-t", "0.5");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, partial.exitCode(), partial.err());
    assertTrue(partial.err().contains("missing \"text\" 5,000"), partial.err());
  }
}
