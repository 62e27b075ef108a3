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

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The training run of the launcher's startup caches. */
class AotTrainingTest {
  @TempDir Path tmp;

  @Test
  void eachKindRunsItsCommandsAndGivesStdoutBack() throws Exception {
    Path corpus = Files.createDirectories(tmp.resolve("pages"));
    Files.writeString(
        corpus.resolve("a.html"),
        "<html><body><p>" + "It was the best of times, it was the worst of times. ".repeat(30));
    Files.writeString(
        corpus.resolve("b.html"),
        "<html><body><p>" + "It was the best of times, it was the worst of times. ".repeat(31));
    PrintStream out = System.out;
    for (String kind : new String[] {"documents", "all"}) {
      AotTraining.main(new String[] {corpus.toString(), kind});
      assertSame(out, System.out, kind);
    }
    AotTraining.main(new String[] {corpus.toString()}); // every command, as before there were kinds
    assertSame(out, System.out);
  }

  @Test
  void anUnknownKindIsRefused() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> AotTraining.main(new String[] {tmp.toString(), "index"}));
    assertTrue(e.getMessage().contains("index"), e.getMessage());
  }
}
