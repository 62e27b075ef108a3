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

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.cli.output.Output;

/**
 * Every file option: what stands at the path is written through, replaced atomically, or refused;
 * write errors fail the run.
 */
class OutputPathsTest {
  @TempDir Path tmp;

  private static final String PAIRS = "a\tb\t0.900000\nb\tc\t0.850000\nx\ty\t1.000000\n";

  private Path pairs() throws IOException {
    return Files.writeString(tmp.resolve("pairs.tsv"), PAIRS);
  }

  private static String clusters(Path pairs) {
    CliRunner.Result r = CliRunner.run("clusters", "--pairs", pairs.toString());
    assertEquals(0, r.exitCode(), r.err());
    return r.out();
  }

  private List<Path> temps(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.getFileName().toString().endsWith(Output.TEMP_SUFFIX)).toList();
    }
  }

  @Test
  void aSymlinkIsWrittenThroughNotReplaced() throws IOException {
    Path pairs = pairs();
    Path real =
        Files.writeString(
            Files.createDirectories(tmp.resolve("elsewhere")).resolve("real.tsv"), "old\n");
    Path link = Files.createSymbolicLink(tmp.resolve("link.tsv"), Path.of("elsewhere", "real.tsv"));
    CliRunner.Result r =
        CliRunner.run("clusters", "--pairs", pairs.toString(), "-o", link.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(Files.isSymbolicLink(link), "the link stays a link");
    assertEquals(clusters(pairs), Files.readString(real), "its target holds the output");
    assertEquals(List.of(), temps(tmp.resolve("elsewhere")));
    assertEquals(List.of(), temps(tmp));
  }

  @Test
  void aFifoIsWrittenDirectly() throws Exception {
    Path pairs = pairs();
    Path fifo = tmp.resolve("fifo");
    Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
    Assumptions.assumeTrue(mk.waitFor() == 0, "mkfifo is needed");
    CompletableFuture<String> reader =
        CompletableFuture.supplyAsync(
            () -> {
              try {
                return Files.readString(fifo); // blocks until the writer opens and closes the FIFO
              } catch (IOException e) {
                return "failed: " + e;
              }
            });
    CliRunner.Result r =
        CliRunner.run("clusters", "--pairs", pairs.toString(), "-o", fifo.toString());
    String written;
    try {
      written = reader.get(20, TimeUnit.SECONDS);
    } catch (java.util.concurrent.TimeoutException e) {
      // the FIFO was replaced by a regular file: nobody ever wrote to it; unblock the reader
      try (var w = new java.io.FileOutputStream(fifo.toFile())) {
        w.write('\n');
      } catch (IOException ignored) {
        // not a FIFO any more
      }
      written = "nothing";
    }
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(
        Files.readAttributes(
                fifo, java.nio.file.attribute.BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS)
            .isOther(),
        "the FIFO is still a FIFO");
    assertEquals(clusters(pairs), written);
  }

  @Test
  void anOutputThatIsAnInputIsRefusedBeforeAnythingIsRead() throws IOException {
    Path pairs = pairs();
    CliRunner.Result same =
        CliRunner.run("clusters", "--pairs", pairs.toString(), "-o", pairs.toString());
    assertEquals(2, same.exitCode(), same.err());
    assertTrue(same.err().contains("is the input"), same.err());
    assertEquals(PAIRS, Files.readString(pairs));

    Path hardLink = Files.createLink(tmp.resolve("other-name.tsv"), pairs);
    CliRunner.Result viaLink =
        CliRunner.run("clusters", "--pairs", pairs.toString(), "-o", hardLink.toString());
    assertEquals(2, viaLink.exitCode(), viaLink.err());
    Path symLink = Files.createSymbolicLink(tmp.resolve("sym.tsv"), pairs.getFileName());
    CliRunner.Result viaSym =
        CliRunner.run("clusters", "--pairs", symLink.toString(), "-o", pairs.toString());
    assertEquals(2, viaSym.exitCode(), viaSym.err());
    assertEquals(PAIRS, Files.readString(pairs));

    // dedup: --pairs naming a document of the input directory, or a new file inside it
    Path dir = Files.createDirectories(tmp.resolve("docs"));
    Path doc =
        Files.writeString(
            dir.resolve("a.txt"), "The mayor said the bridge is a triumph of the city.");
    CliRunner.Result intoInput =
        CliRunner.run("dedup", "-i", dir.toString(), "-t", "0.5", "--pairs", doc.toString());
    assertEquals(2, intoInput.exitCode(), intoInput.err());
    assertTrue(Files.readString(doc).startsWith("The mayor"), "the input is intact");
    CliRunner.Result inside =
        CliRunner.run(
            "dedup",
            "-i",
            dir.toString(),
            "-t",
            "0.5",
            "--clusters",
            dir.resolve("c.tsv").toString());
    assertEquals(2, inside.exitCode(), inside.err());
    assertTrue(inside.err().contains("inside the input directory"), inside.err());
  }

  @Test
  void filesHonourTheUmaskAndKeepTheirPermissions() throws IOException {
    Path pairs = pairs();
    Path reference = tmp.resolve("reference");
    Files.newOutputStream(reference).close(); // created the usual way: 0666 less the umask
    Path out = tmp.resolve("new.tsv");
    assertEquals(
        0, CliRunner.run("clusters", "--pairs", pairs.toString(), "-o", out.toString()).exitCode());
    assertEquals(Files.getPosixFilePermissions(reference), Files.getPosixFilePermissions(out));

    Set<PosixFilePermission> custom = PosixFilePermissions.fromString("rw-r-----");
    Files.setPosixFilePermissions(out, custom);
    assertEquals(
        0, CliRunner.run("clusters", "--pairs", pairs.toString(), "-o", out.toString()).exitCode());
    assertEquals(
        custom, Files.getPosixFilePermissions(out), "a replaced file keeps its permissions");
  }

  @Test
  void staleTempFilesOfDeadProcessesAreRemoved() throws IOException {
    Path pairs = pairs();
    Path out = tmp.resolve("out.tsv");
    long deadPid = Long.MAX_VALUE / 2; // no such process
    Path stale =
        Files.writeString(tmp.resolve(".out.tsv." + deadPid + "-x" + Output.TEMP_SUFFIX), "half");
    Path alive =
        Files.writeString(
            tmp.resolve(".out.tsv." + ProcessHandle.current().pid() + "-y" + Output.TEMP_SUFFIX),
            "mine");
    assertEquals(
        0, CliRunner.run("clusters", "--pairs", pairs.toString(), "-o", out.toString()).exitCode());
    assertFalse(Files.exists(stale), "a temp file of a dead process is removed");
    assertTrue(Files.exists(alive), "a temp file of a live process is left alone");
    assertEquals(clusters(pairs), Files.readString(out));
  }

  @Test
  void aWriteErrorFailsTheRunAndNamesTheOutput() throws Exception {
    Assumptions.assumeTrue(Files.exists(Path.of("/dev/full")), "needs /dev/full");
    Path pairs = pairs();
    CliRunner.Result r = CliRunner.run("clusters", "--pairs", pairs.toString(), "-o", "/dev/full");
    assertEquals(1, r.exitCode(), r.err());
    assertTrue(r.err().contains("cannot write /dev/full"), r.err());
    assertTrue(
        Files.readAttributes(
                Path.of("/dev/full"), java.nio.file.attribute.BasicFileAttributes.class)
            .isOther());

    // stdout on a full device, in a process of its own
    Process p =
        CliProcess.builder("clusters", "--pairs", pairs.toString())
            .redirectOutput(new File("/dev/full"))
            .redirectError(ProcessBuilder.Redirect.PIPE)
            .start();
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS));
    assertEquals(1, p.exitValue(), err);
    assertTrue(err.contains("cannot write stdout"), err);

    // the pairs of dedup, written on a thread of their own, in either order
    Path input = Files.writeString(tmp.resolve("copies.jsonl"), copies(400));
    for (String order : new String[] {"input", "found"}) {
      CliRunner.Result d =
          CliRunner.run(
              "dedup",
              "-i",
              input.toString(),
              "--format",
              "signatures",
              "-t",
              "0.5",
              "--pairs-order",
              order,
              "--pairs",
              "/dev/full");
      assertEquals(1, d.exitCode(), d.err());
      assertTrue(d.err().contains("cannot write /dev/full"), d.err());
    }
  }

  /** {@code n} copies of one document as signature JSONL: n (n - 1) / 2 pairs. */
  private static String copies(int n) {
    StringBuilder jsonl = new StringBuilder();
    for (int i = 0; i < n; i++) {
      jsonl
          .append("{\"id\": \"d")
          .append(i)
          .append("\", \"signatures\": {\"the:a:b\": 1, \"is:c:d\": 2}}\n");
    }
    return jsonl.toString();
  }

  @Test
  void aClosedPipeEndsTheRunQuietly() throws Exception {
    // 400 copies of one document: 79,800 pairs, far more than a pipe buffer holds
    Path input = Files.writeString(tmp.resolve("sigs.jsonl"), copies(400));
    Process p =
        CliProcess.start(
            "dedup",
            "-i",
            input.toString(),
            "--format",
            "signatures",
            "-t",
            "0.5",
            "--threads",
            "1");
    try (BufferedReader out =
        new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      assertTrue(out.readLine().contains("\t1.000000"));
    } // closed: the next writes fail with a broken pipe
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS));
    assertEquals(SpotSigsCli.EXIT_BROKEN_PIPE, p.exitValue(), err);
    assertFalse(err.contains("Exception") || err.contains("\tat "), "no stack trace: " + err);
  }

  @Test
  void aSignalledRunLeavesNoTempFileAndNoOutput() throws Exception {
    Path docs = Files.createDirectories(tmp.resolve("docs"));
    Files.writeString(
        docs.resolve("a.txt"), "The mayor said the bridge is a triumph of the city and the river.");
    Path index = tmp.resolve("index");
    assertEquals(
        0, CliRunner.run("index", "-i", docs.toString(), "--index", index.toString()).exitCode());
    Path fifo = tmp.resolve("queries.jsonl");
    Assumptions.assumeTrue(
        new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "mkfifo is needed");
    Path outDir = Files.createDirectories(tmp.resolve("out"));
    Path out = outDir.resolve("hits.tsv");
    // the output is opened first; then the run blocks on the FIFO, which nobody writes
    Process p =
        CliProcess.start(
            "query",
            "--index",
            index.toString(),
            "-t",
            "0.5",
            "--format",
            "jsonl",
            "-o",
            out.toString(),
            fifo.toString());
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (temps(outDir).isEmpty() && System.nanoTime() < deadline && p.isAlive()) {
      Thread.sleep(20);
    }
    assertEquals(1, temps(outDir).size(), "the run writes to a temp file named for its output");
    p.destroy(); // SIGTERM
    assertTrue(p.waitFor(60, TimeUnit.SECONDS));
    assertEquals(List.of(), temps(outDir), "removed on a signalled exit");
    assertFalse(Files.exists(out));
  }
}
