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
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.store.FSDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A damaged index never answers as if whole: a command that reads all of it checks every file's
 * checksum first and says "index damaged: FILE"; {@code check-index} checks the whole index; an
 * index another run holds is said to be in use.
 */
class DamagedIndexTest {
  @TempDir Path tmp;

  private Path buildIndex() throws IOException {
    Path pages = Path.of("..", "src-test-corpora", "news-sample", "pages");
    Path index = tmp.resolve("index");
    CliRunner.Result r =
        CliRunner.run("index", "-i", pages.toString(), "--index", index.toString());
    assertEquals(0, r.exitCode(), r.err());
    return index;
  }

  private static void copy(Path from, Path to) throws IOException {
    Files.createDirectories(to);
    try (Stream<Path> s = Files.list(from)) {
      for (Path p : s.toList()) {
        Files.copy(p, to.resolve(p.getFileName()));
      }
    }
  }

  @Test
  void everyByteFlipIsFoundBeforeTheIndexIsRead() throws IOException {
    Path index = buildIndex();
    CliRunner.Result whole = CliRunner.run("check-index", "--index", index.toString());
    assertEquals(0, whole.exitCode(), whole.err());
    assertTrue(whole.out().contains("is whole: 1 segments, 47 documents"), whole.out());
    String pairs = CliRunner.run("dedup", "--index", index.toString(), "-t", "0.3").out();

    List<Path> files;
    try (Stream<Path> s = Files.list(index)) {
      files =
          s.filter(p -> !p.getFileName().toString().equals(IndexWriter.WRITE_LOCK_NAME))
              .sorted()
              .toList();
    }
    Random random = new Random(43);
    for (int flip = 0; flip < 28; flip++) {
      Path damaged = tmp.resolve("damaged" + flip);
      copy(index, damaged);
      Path file = damaged.resolve(files.get(flip % files.size()).getFileName());
      long offset;
      try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
        offset = (long) (random.nextDouble() * f.length());
        f.seek(offset);
        int b = f.read();
        f.seek(offset);
        f.write(b ^ (1 << random.nextInt(8)));
      }
      String what = file.getFileName() + " at " + offset;
      for (String[] args :
          List.of(
              new String[] {"dedup", "--index", damaged.toString(), "-t", "0.3"},
              new String[] {"explain", "--index", damaged.toString(), "d057926", "d067691"},
              new String[] {"check-index", "--index", damaged.toString()})) {
        CliRunner.Result r = CliRunner.run(args);
        assertEquals(1, r.exitCode(), args[0] + ", " + what + ": " + r.err());
        assertTrue(
            r.err().startsWith("spotsigs: index damaged: "),
            args[0] + ", " + what + ": " + r.err());
        assertFalse(r.out().contains(pairs.isEmpty() ? "\u0000" : pairs), "no answer is given");
      }
    }
  }

  @Test
  void anIndexInUseIsSaidToBe() throws IOException {
    Path index = buildIndex();
    Path pages = Path.of("..", "src-test-corpora", "news-sample", "pages");
    try (FSDirectory dir = FSDirectory.open(index);
        IndexWriter held = new IndexWriter(dir, new IndexWriterConfig())) {
      for (String[] args :
          List.of(
              new String[] {"index", "-i", pages.toString(), "--index", index.toString()},
              new String[] {"dedup", "--index", index.toString(), "-t", "0.5", "--write-clusters"},
              new String[] {"check-index", "--index", index.toString()})) {
        CliRunner.Result r = CliRunner.run(args);
        assertEquals(1, r.exitCode(), r.err());
        assertTrue(r.err().contains("is in use by another spotsigs run"), args[0] + ": " + r.err());
      }
      assertTrue(held.isOpen(), "the writer that holds the index is still open");
    }
  }
}
