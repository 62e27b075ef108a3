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

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.cli.input.InputFiles;

/**
 * Compressed input that cannot be read ends that file only, with a message that says what happened:
 * a stream that asks for more memory than the heap allows (an xz dictionary, a zstd window), a
 * truncated or corrupt stream of each compression; and a file that cannot be opened says why.
 */
class CompressedInputTest {
  @TempDir Path tmp;

  private static final String[] TEXTS = BadInputTest.TEXTS;

  private static String documentsLine(CliRunner.Result r) {
    return Arrays.stream(r.err().split("\n"))
        .filter(l -> l.startsWith("spotsigs dedup:"))
        .findFirst()
        .orElse(r.err());
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  /** A directory with two copies of one text (a pair at 1.0) beside whatever the test adds. */
  private Path pairDirectory(String name) throws IOException {
    Path dir = Files.createDirectories(tmp.resolve(name));
    Files.writeString(dir.resolve("a.txt"), TEXTS[1]);
    Files.writeString(dir.resolve("b.txt"), TEXTS[1]);
    return dir;
  }

  @Test
  void anXzDictionaryLargerThanTheHeapAllowsSkipsItsFile() throws Exception {
    // six files of about 120 bytes, each declaring a dictionary of 1.5 GiB (1 GiB for the last),
    // in a JVM of 256 MB: each is skipped with the memory it asks for, none is allocated
    Path dir = pairDirectory("bombs");
    for (int i = 0; i < 6; i++) {
      Files.write(
          dir.resolve("bomb" + i + ".txt.xz"),
          Compressed.xzDeclaringDictionary(utf8(TEXTS[0]), i < 5 ? 37 : 36));
    }
    assertTrue(Files.size(dir.resolve("bomb0.txt.xz")) < 200);
    Process p = CliProcess.builder("dedup", "-i", dir.toString(), "-t", "0.5").start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS));
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, p.exitValue(), err);
    for (int i = 0; i < 6; i++) {
      String bomb = "skipped " + dir.resolve("bomb" + i + ".txt.xz") + ": ";
      String line =
          err.lines()
              .filter(l -> l.contains(bomb))
              .findFirst()
              .orElseThrow(() -> new AssertionError(err));
      // the dictionary and the decoder's buffers; the heap that would give a decoder that much
      assertTrue(line.contains(i < 5 ? "needs 1.5 GiB" : "needs 1 GiB"), line);
      assertTrue(line.contains("an eighth of the heap"), line);
      assertTrue(
          line.contains(
              i < 5
                  ? "a heap of 13 GiB or more (SPOTSIGS_JAVA_OPTS=-Xmx13g)"
                  : "a heap of 9 GiB or more (SPOTSIGS_JAVA_OPTS=-Xmx9g)"),
          line);
    }
    assertFalse(err.contains("OutOfMemoryError") || err.contains("out of memory"), err);
    assertTrue(err.contains(": 2 documents"), err);
    assertEquals("a\tb\t1.000000\n", out);
  }

  /** Runs the command line in a JVM of 256 MB with {@code stdin}; its exit code, stdout, stderr. */
  private static CliRunner.Result process(byte[] stdin, String... args) throws Exception {
    Process p = CliProcess.builder(args).start();
    try (var in = p.getOutputStream()) {
      in.write(stdin);
    }
    byte[] out = p.getInputStream().readAllBytes();
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS));
    return new CliRunner.Result(p.exitValue(), new String(out, StandardCharsets.UTF_8), err);
  }

  @Test
  void anXzDictionaryTooLargeEndsAStreamOnly() throws Exception {
    // JSONL on standard input, and a WARC file beside a good one: the stream ends there, reported
    // (in JVMs of their own: a dictionary allocated would take the heap)
    byte[] jsonl =
        utf8(
            "{\"id\": \"1\", \"text\": \""
                + TEXTS[0]
                + "\"}\n{\"id\": \"2\", \"text\": \""
                + TEXTS[0]
                + "\"}\n");
    CliRunner.Result j =
        process(
            Compressed.xzDeclaringDictionary(jsonl, 37),
            "dedup",
            "-i",
            "-",
            "--format",
            "jsonl",
            "-t",
            "0.5");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, j.exitCode(), j.err());
    assertTrue(j.err().contains("skipped stdin:1: cannot read the rest of the file: "), j.err());
    assertTrue(j.err().contains("the xz data needs 1.5 GiB"), j.err());

    Path warcs = Files.createDirectories(tmp.resolve("warcs"));
    Files.write(warcs.resolve("a.warc.xz"), Compressed.xzDeclaringDictionary(warc("a", 2), 37));
    Files.write(warcs.resolve("b.warc"), warc("b", 2));
    CliRunner.Result w =
        process(new byte[0], "dedup", "-i", warcs.toString(), "--format", "warc", "-t", "0.5");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, w.exitCode(), w.err());
    assertTrue(w.err().contains("skipped " + warcs.resolve("a.warc.xz") + "@0: "), w.err());
    assertTrue(w.err().contains("the xz data needs 1.5 GiB"), w.err());
    assertEquals("http://b.example/0\thttp://b.example/1\t1.000000\n", w.out());
  }

  /** A WARC file of {@code n} resource records of one text, ids http://HOST.example/i. */
  static byte[] warc(String host, int n) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (int i = 0; i < n; i++) {
      out.writeBytes(WarcResyncTest.record("http://" + host + ".example/" + i, i, utf8(TEXTS[2])));
    }
    return out.toByteArray();
  }

  @Test
  void aZstdWindowLargerThanTheDecoderReadsEndsItsFileOnly() throws IOException {
    // the frames written by hand are valid: with a window the decoder reads, they give the text
    byte[] text = utf8(TEXTS[0].repeat(3000)); // more than one block
    assertArrayEquals(text, InputFiles.decompress(Compressed.zstdFrame(text, 20)).readAllBytes());

    // a directory: the file with a 2 GiB window (what zstd --long=31 writes) is skipped, named
    Path dir = pairDirectory("zst");
    Files.write(dir.resolve("long.txt.zst"), Compressed.zstdFrame(utf8(TEXTS[0]), 31));
    Files.write(dir.resolve("mid.txt.zst"), Compressed.zstdFrame(utf8(TEXTS[0]), 24));
    CliRunner.Result f = CliRunner.run("dedup", "-i", dir.toString(), "-t", "0.5");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, f.exitCode(), f.err());
    assertTrue(
        f.err()
            .contains(
                "skipped "
                    + dir.resolve("long.txt.zst")
                    + ": cannot decompress: the zstd frame at byte 0 needs a window of 2 GiB"),
        f.err());
    assertTrue(
        f.err()
            .contains(
                "skipped "
                    + dir.resolve("mid.txt.zst")
                    + ": cannot decompress: the zstd frame at byte 0 needs a window of 16 MiB"),
        f.err());
    assertEquals("a\tb\t1.000000\n", f.out());

    // JSONL: a first frame of two lines, then a frame with a 2 GiB window: the two lines are read
    byte[] first =
        Compressed.compress(
            "zst",
            utf8(
                "{\"id\": \"1\", \"text\": \""
                    + TEXTS[0]
                    + "\"}\n{\"id\": \"2\", \"text\": \""
                    + TEXTS[0]
                    + "\"}\n"));
    byte[] second =
        Compressed.zstdFrame(utf8("{\"id\": \"3\", \"text\": \"" + TEXTS[0] + "\"}\n"), 31);
    ByteArrayOutputStream jsonl = new ByteArrayOutputStream();
    jsonl.writeBytes(first);
    jsonl.writeBytes(second);
    Path file = Files.write(tmp.resolve("docs.jsonl.zst"), jsonl.toByteArray());
    CliRunner.Result j =
        CliRunner.run("dedup", "-i", file.toString(), "--format", "jsonl", "-t", "0.5");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, j.exitCode(), j.err());
    assertTrue(
        j.err()
            .contains(
                "skipped "
                    + file
                    + ":3: cannot read the rest of the file: the zstd frame at byte "
                    + first.length
                    + " needs a window of 2 GiB"),
        j.err());
    assertEquals("1\t2\t1.000000\n", j.out());

    // TREC on standard input
    byte[] trec =
        utf8(
            "<DOC><DOCNO>t1</DOCNO>"
                + TEXTS[0]
                + "</DOC>\n<DOC><DOCNO>t2</DOCNO>"
                + TEXTS[0]
                + "</DOC>\n");
    CliRunner.Result t =
        CliRunner.runWithStdin(
            Compressed.zstdFrame(trec, 31), "dedup", "-i", "-", "--format", "trec", "-t", "0.5");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, t.exitCode(), t.err());
    assertTrue(t.err().contains("skipped stdin:"), t.err());
    assertTrue(t.err().contains("needs a window of 2 GiB"), t.err());

    // WARC: the next file is read
    Path warcs = Files.createDirectories(tmp.resolve("warcs"));
    Files.write(warcs.resolve("a.warc.zst"), Compressed.zstdFrame(warc("a", 2), 31));
    Files.write(warcs.resolve("b.warc"), warc("b", 2));
    CliRunner.Result w =
        CliRunner.run("dedup", "-i", warcs.toString(), "--format", "warc", "-t", "0.5");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, w.exitCode(), w.err());
    assertTrue(w.err().contains("skipped " + warcs.resolve("a.warc.zst") + "@0: "), w.err());
    assertTrue(w.err().contains("needs a window of 2 GiB"), w.err());
    assertEquals("http://b.example/0\thttp://b.example/1\t1.000000\n", w.out());
  }

  /** Words in a random order: text that compresses, but not to nothing. */
  private static byte[] words(long seed, int n) {
    String[] vocabulary = String.join(" ", TEXTS).split(" ");
    Random random = new Random(seed);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      sb.append(vocabulary[random.nextInt(vocabulary.length)]).append(i % 20 == 19 ? ".\n" : " ");
    }
    return utf8(sb.toString());
  }

  @Test
  void aTruncatedOrCorruptFileSaysWhatHappened() throws IOException {
    Path dir = pairDirectory("damaged");
    String[][] kinds = {{"gz", "gzip"}, {"xz", "xz"}, {"bz2", "bzip2"}, {"zst", "zstd"}};
    for (String[] k : kinds) {
      byte[] whole = Compressed.compress(k[0], words(k[0].hashCode(), 20_000));
      Files.write(
          dir.resolve("cut." + k[0] + ".txt." + k[0]), Arrays.copyOf(whole, whole.length / 2));
    }
    // gzip, xz and bzip2 check what they decompress: a changed byte is seen
    for (int k = 0; k < 3; k++) {
      byte[] whole = Compressed.compress(kinds[k][0], words(k, 20_000));
      for (int i = whole.length / 2; i < whole.length / 2 + 8; i++) {
        whole[i] ^= 0x55;
      }
      Files.write(dir.resolve("bad." + kinds[k][0] + ".txt." + kinds[k][0]), whole);
    }
    CliRunner.Result r = CliRunner.run("dedup", "-i", dir.toString(), "-t", "0.5");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, r.exitCode(), r.err());
    assertFalse(r.err().contains("null"), r.err());
    for (String[] k : kinds) {
      Path cut = dir.resolve("cut." + k[0] + ".txt." + k[0]);
      assertTrue(
          r.err()
              .contains(
                  "skipped "
                      + cut
                      + ": cannot decompress: unexpected end of the "
                      + k[1]
                      + " data after byte "),
          r.err());
      String line =
          r.err().lines().filter(l -> l.contains(cut.toString())).findFirst().orElseThrow();
      assertTrue(line.endsWith(": the file is truncated"), line);
    }
    for (int k = 0; k < 3; k++) {
      Path bad = dir.resolve("bad." + kinds[k][0] + ".txt." + kinds[k][0]);
      assertTrue(
          r.err()
              .contains(
                  "skipped "
                      + bad
                      + ": cannot decompress: corrupt "
                      + kinds[k][1]
                      + " data before byte "),
          r.err());
    }
    assertEquals("a\tb\t1.000000\n", r.out());

    // a stream: what was read before is kept, the message is the same
    StringBuilder more = new StringBuilder();
    for (int i = 0; i < 2000; i++) {
      more.append("{\"id\": \"m")
          .append(i)
          .append("\", \"text\": \"")
          .append(new String(words(i, 30), StandardCharsets.UTF_8).replace('\n', ' '))
          .append("\"}\n");
    }
    ByteArrayOutputStream two = new ByteArrayOutputStream();
    two.writeBytes(
        Compressed.compress(
            "gz",
            utf8(
                "{\"id\": \"1\", \"text\": \""
                    + TEXTS[0]
                    + "\"}\n{\"id\": \"2\", \"text\": \""
                    + TEXTS[0]
                    + "\"}\n")));
    byte[] cutMember = Compressed.compress("gz", utf8(more.toString()));
    two.write(cutMember, 0, cutMember.length / 2);
    CliRunner.Result j =
        CliRunner.runWithStdin(
            two.toByteArray(), "dedup", "-i", "-", "--format", "jsonl", "-t", "1");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, j.exitCode(), j.err());
    assertTrue(
        j.err()
            .matches(
                "(?s).*skipped stdin:\\d+: cannot read the rest of the file: unexpected end of the"
                    + " gzip data after byte "
                    + two.size()
                    + " \\(\\d+ bytes decompressed\\): the file is truncated\n.*"),
        j.err());
    assertTrue(j.out().startsWith("1\t2\t1.000000\n"), j.out());
  }

  @Test
  void aFileThatCannotBeOpenedSaysWhy() throws IOException {
    assertEquals("permission denied", InputFiles.reason(new AccessDeniedException("/x")));
    assertEquals("no such file or directory", InputFiles.reason(new NoSuchFileException("/x")));
    assertEquals(
        "Is a directory", InputFiles.reason(new FileSystemException("/x", null, "Is a directory")));
    assertEquals("disk on fire", InputFiles.reason(new IOException("disk on fire")));

    Path dir = pairDirectory("links");
    Files.createSymbolicLink(dir.resolve("gone.txt"), dir.resolve("nowhere.txt"));
    CliRunner.Result r = CliRunner.run("dedup", "-i", dir.toString(), "-t", "0.5");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, r.exitCode(), r.err());
    assertTrue(
        r.err()
            .contains(
                "skipped "
                    + dir.resolve("gone.txt")
                    + ": cannot read: a symbolic link to "
                    + dir.resolve("nowhere.txt")
                    + ", which does not exist"),
        r.err());
    assertEquals("a\tb\t1.000000\n", r.out());

    Assumptions.assumeFalse(
        "root".equals(System.getProperty("user.name")), "root reads every file");
    Path locked = Files.writeString(dir.resolve("locked.txt"), TEXTS[0]);
    Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("---------"));
    CliRunner.Result l = CliRunner.run("dedup", "-i", dir.toString(), "-t", "0.5");
    assertTrue(l.err().contains("skipped " + locked + ": cannot read: permission denied"), l.err());
    Path jsonl = Files.writeString(tmp.resolve("locked.jsonl"), "{}\n");
    Files.setPosixFilePermissions(jsonl, PosixFilePermissions.fromString("---------"));
    CliRunner.Result j =
        CliRunner.run("dedup", "-i", jsonl.toString(), "--format", "jsonl", "-t", "0.5");
    assertTrue(j.err().contains(jsonl + ": permission denied"), j.err());
  }
}
