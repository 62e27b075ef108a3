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

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.store.FSDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.io.IndexMetadata;
import org.spotsigs.io.Tsv;

/**
 * A program that opens an index built by {@code spotsigs index} analyzes with the settings the
 * index records ({@link IndexMetadata#analyzer()}): a page gets the signatures the command line
 * gives it with the same options, which are not the defaults.
 */
class IndexReopenedTest {
  private static final Path PAGE =
      Path.of("..", "src-test-corpora", "news-sample", "pages", "d079693.html");

  @TempDir Path tmp;

  @Test
  void theRecordedAnalyzerGivesTheCommandLinesSignatures() throws Exception {
    String[] options = {"--extractor", "html-strip", "--language", "en", "--chain", "2"};
    Path index = tmp.resolve("index");
    List<String> indexArgs =
        new java.util.ArrayList<>(
            List.of("index", "--input", PAGE.getParent().toString(), "--index", index.toString()));
    indexArgs.addAll(List.of(options));
    assertEquals(0, CliRunner.run(indexArgs.toArray(String[]::new)).exitCode());
    List<String> sigArgs =
        new java.util.ArrayList<>(
            List.of("signatures", "--input", PAGE.toString(), "--output-format", "tsv"));
    sigArgs.addAll(List.of(options));
    CliRunner.Result sigs = CliRunner.run(sigArgs.toArray(String[]::new));
    assertEquals(0, sigs.exitCode(), sigs.err());
    Map<String, Integer> expected = new HashMap<>();
    for (String line : sigs.out().split("\n")) {
      if (!line.isEmpty()) {
        List<String> f = Tsv.split(line);
        expected.put(f.get(1), Integer.parseInt(f.get(2)));
      }
    }
    assertFalse(expected.isEmpty());

    IndexMetadata meta;
    try (FSDirectory dir = FSDirectory.open(index)) {
      meta = IndexMetadata.read(dir);
    }
    assertTrue(meta.analysis().extractionSpec().startsWith("html-strip"), meta.toString());
    String text = Files.readString(PAGE, StandardCharsets.UTF_8);
    SignatureVector v = SignatureVector.analyze(meta.analyzer(), "f", text);
    Map<String, Integer> got = new HashMap<>();
    for (int i = 0; i < v.size(); i++) {
      got.put(v.term(i).utf8ToString(), v.count(i));
    }
    assertEquals(expected, got);
  }
}
