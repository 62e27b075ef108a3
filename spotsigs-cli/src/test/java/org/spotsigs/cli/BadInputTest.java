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

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netpreserve.jwarc.HttpResponse;
import org.netpreserve.jwarc.MediaType;
import org.netpreserve.jwarc.WarcCompression;
import org.netpreserve.jwarc.WarcResponse;
import org.netpreserve.jwarc.WarcWriter;

/**
 * Bad input is skipped or cut, reported with where and why, counted, and the run goes on (exit 3).
 */
class BadInputTest {
  @TempDir Path tmp;

  /** Three different texts, each with a few signatures. */
  static final String[] TEXTS = {
    "The mayor said the new bridge is a triumph of the city and the river, and the works took years.",
    "A storm is expected on the coast tonight and the harbour is closed to all the boats of the town.",
    "The council has voted to close the old library, and the readers are angry at the decision today."
  };

  private static String documentsLine(CliRunner.Result r) {
    return Arrays.stream(r.err().split("\n"))
        .filter(l -> l.startsWith("spotsigs dedup:"))
        .findFirst()
        .orElse(r.err());
  }

  @Test
  void aDirectoryLoopIsWalkedOnce() throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("pages"));
    for (int i = 0; i < 3; i++) {
      Files.writeString(dir.resolve("p" + i + ".txt"), TEXTS[i]);
    }
    Files.createSymbolicLink(dir.resolve("self"), Path.of("."));
    Files.createSymbolicLink(dir.resolve("again.txt"), Path.of("p0.txt"));
    CliRunner.Result r = CliRunner.run("dedup", "-i", dir.toString(), "-t", "0.5");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(documentsLine(r).contains(": 3 documents"), r.err());
    assertEquals("", r.out(), "no fake pairs");
    assertTrue(r.err().contains("self: a directory already walked as"), r.err());
    assertTrue(
        r.err().contains(": the same file as"),
        r.err()); // again.txt and p0.txt: the first by name is read
  }

  @Test
  void anUnreadableSubdirectoryIsSkipped() throws IOException {
    Assumptions.assumeFalse(
        "root".equals(System.getProperty("user.name")), "root reads every directory");
    Path dir = Files.createDirectories(tmp.resolve("pages"));
    Files.writeString(dir.resolve("a.txt"), TEXTS[0]);
    Path locked = Files.createDirectories(dir.resolve("locked"));
    Files.writeString(locked.resolve("b.txt"), TEXTS[1]);
    Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("---------"));
    try {
      CliRunner.Result r = CliRunner.run("dedup", "-i", dir.toString(), "-t", "0.5");
      assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, r.exitCode(), r.err());
      assertTrue(r.err().contains("skipped " + locked + ": cannot read directory"), r.err());
      assertTrue(documentsLine(r).contains(": 1 documents"), r.err());
    } finally {
      Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rwx------"));
    }
  }

  private static byte[] gzip(String text) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (GZIPOutputStream gz = new GZIPOutputStream(bytes)) {
      gz.write(text.getBytes(StandardCharsets.UTF_8));
    }
    return bytes.toByteArray();
  }

  @Test
  void aTruncatedGzipSkipsTheRestOfItsFileOnly() throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("trec"));
    StringBuilder big = new StringBuilder();
    for (int i = 0; i < 200; i++) {
      big.append("<DOC><DOCNO>c")
          .append(i)
          .append("</DOCNO>\n")
          .append(TEXTS[i % 3])
          .append(" Number ")
          .append(i)
          .append(".\n</DOC>\n");
    }
    // two gzip members (as a concatenating writer makes them): the first whole, the second cut in
    // half
    byte[] first = gzip("<DOC><DOCNO>a0</DOCNO>\n" + TEXTS[0] + " Number 0.\n</DOC>\n");
    byte[] second = gzip(big.toString());
    ByteArrayOutputStream file = new ByteArrayOutputStream();
    file.write(first);
    file.write(second, 0, second.length / 2);
    Files.write(dir.resolve("a.trec.gz"), file.toByteArray());
    Files.writeString(
        dir.resolve("b.trec"),
        "<DOC><DOCNO>b1</DOCNO>"
            + TEXTS[0]
            + " Number 0.</DOC>\n<DOC><DOCNO>b2</DOCNO>"
            + TEXTS[1]
            + "</DOC>\n");
    CliRunner.Result r =
        CliRunner.run("dedup", "-i", dir.toString(), "--format", "trec", "-t", "1");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, r.exitCode(), r.err());
    assertTrue(
        r.err().contains("a.trec.gz:") && r.err().contains("cannot read the rest of the file"),
        r.err());
    assertTrue(
        r.out().contains("a0\tb1\t1.000000\n"),
        "the documents before the damage are kept, the next file is read: " + r.out());
    int docs = Integer.parseInt(documentsLine(r).replaceAll(".*: (\\d+) documents.*", "$1"));
    assertTrue(docs >= 3 && docs < 203, "a0, b1, b2 and some of the second member: " + docs);
    assertTrue(r.err().contains("skipped       1 bad inputs skipped"), r.err());
  }

  @Test
  void aCorruptWarcRecordHeaderCostsThatRecordOnly() throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("warc"));
    for (String name : List.of("a", "b")) {
      try (WarcWriter w =
          new WarcWriter(
              Files.newByteChannel(
                  dir.resolve(name + ".warc"),
                  java.nio.file.StandardOpenOption.CREATE,
                  java.nio.file.StandardOpenOption.WRITE),
              WarcCompression.NONE)) {
        for (int i = 0; i < 3; i++) {
          byte[] body =
              ("<html><body><p>" + TEXTS[i] + "</p></body></html>")
                  .getBytes(StandardCharsets.UTF_8);
          HttpResponse http =
              new HttpResponse.Builder(200, "OK").body(MediaType.HTML, body).build();
          w.write(
              new WarcResponse.Builder(URI.create("http://" + name + ".example/" + i))
                  .date(Instant.EPOCH)
                  .body(http)
                  .build());
        }
      }
    }
    byte[] a = Files.readAllBytes(dir.resolve("a.warc"));
    String text = new String(a, StandardCharsets.ISO_8859_1);
    int second = text.indexOf("WARC/1", 10);
    byte[] corrupt = a.clone();
    for (int i = second; i < second + 40; i++) {
      corrupt[i] = '#'; // the header of the second record is garbage
    }
    Files.write(dir.resolve("a.warc"), corrupt);
    CliRunner.Result r =
        CliRunner.run(
            "dedup", "-i", dir.toString(), "--format", "warc", "-t", "1", "--min-block-words", "0");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, r.exitCode(), r.err());
    assertTrue(
        r.err().contains("skipped " + dir.resolve("a.warc") + "@" + second + ": not a WARC record"),
        r.err());
    assertTrue(
        r.out().contains("http://a.example/0\thttp://b.example/0")
            && r.out().contains("http://a.example/2\thttp://b.example/2"),
        "before the damage, after it, and the next file: " + r.out());
    assertTrue(documentsLine(r).contains(": 5 documents"), r.err()); // a/0, a/2, the three of b
  }

  @Test
  void everyRecordIsReadOrReported() throws IOException {
    // two JSON objects on one line: reported (one object per line), never half read
    Path jsonl =
        Files.writeString(
            tmp.resolve("docs.jsonl"),
            "{\"id\": \"1\", \"text\": \""
                + TEXTS[0]
                + "\"} {\"id\": \"2\", \"text\": \""
                + TEXTS[0]
                + "\"}\n"
                + "{\"id\": \"3\", \"text\": \""
                + TEXTS[0]
                + "\"}\n{\"id\": \"4\", \"text\": \""
                + TEXTS[0]
                + "\"}\n");
    CliRunner.Result j =
        CliRunner.run("dedup", "-i", jsonl.toString(), "--format", "jsonl", "-t", "1");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, j.exitCode(), j.err());
    assertTrue(
        j.err().contains("docs.jsonl:1: invalid JSON: more than one JSON value on the line"),
        j.err());
    assertEquals("3\t4\t1.000000\n", j.out());

    Path sigs =
        Files.writeString(
            tmp.resolve("sigs.jsonl"),
            "{\"id\": \"a\", \"signatures\": {\"x\": 1}}{\"id\": \"b\", \"signatures\": {\"x\": 1}}\n{\"id\": \"c\", \"signatures\": {\"x\": 1}}\n");
    CliRunner.Result s =
        CliRunner.run("dedup", "-i", sigs.toString(), "--format", "signatures", "-t", "1");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, s.exitCode(), s.err());
    assertTrue(s.err().contains("sigs.jsonl:1: invalid JSON"), s.err());

    // two TREC documents on one line, a lower-case <doc>, text outside documents, an unclosed <DOC>
    Path trec =
        Files.writeString(
            tmp.resolve("docs.trec"),
            "<DOC><DOCNO>t1</DOCNO>"
                + TEXTS[1]
                + "</DOC><DOC><DOCNO>t2</DOCNO>"
                + TEXTS[1]
                + "</DOC>\n"
                + "stray words\n<doc>\n<docno>t3</docno>\n"
                + TEXTS[1]
                + "\n</doc>\n<DOC><DOCNO>t4</DOCNO>"
                + TEXTS[1]
                + "\n<DOC><DOCNO>t5</DOCNO>"
                + TEXTS[1]
                + "</DOC>\n");
    CliRunner.Result t =
        CliRunner.run("dedup", "-i", trec.toString(), "--format", "trec", "-t", "1");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, t.exitCode(), t.err());
    assertEquals(
        IndexQueryClustersTest.pairsOf(
            "t1\tt2\t1.000000\nt1\tt3\t1.000000\nt1\tt5\t1.000000\nt2\tt3\t1.000000\n"
                + "t2\tt5\t1.000000\nt3\tt5\t1.000000\n"),
        IndexQueryClustersTest.pairsOf(t.out()));
    assertTrue(t.err().contains("docs.trec:2: text outside <DOC>"), t.err());
    assertTrue(
        t.err().contains("docs.trec:7: <DOC> not closed before the <DOC> of line 8"), t.err());
  }

  @Test
  void documentsOverTheSizeLimitAreCutOrSkipped() throws IOException {
    String longText = (TEXTS[0] + " ").repeat(100); // about 10 KB
    Path dir = Files.createDirectories(tmp.resolve("files"));
    Files.writeString(dir.resolve("long.txt"), longText);
    Files.writeString(dir.resolve("head.txt"), longText.substring(0, 2048));
    CliRunner.Result f =
        CliRunner.run("dedup", "-i", dir.toString(), "-t", "1", "--max-document-size", "2k");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, f.exitCode(), f.err());
    assertTrue(
        f.err()
            .contains(
                "truncated "
                    + dir.resolve("long.txt")
                    + ": longer than --max-document-size 2048 bytes"),
        f.err());
    assertEquals("head\tlong\t1.000000\n", f.out(), "the first 2 KB are analyzed");
    assertTrue(f.err().contains("0 bad inputs skipped, 1 documents truncated"), f.err());

    Path jsonl =
        Files.writeString(
            tmp.resolve("d.jsonl"),
            "{\"id\": \"big\", \"text\": \""
                + longText
                + "\"}\n{\"id\": \"small\", \"text\": \""
                + TEXTS[0]
                + "\"}\n");
    CliRunner.Result j =
        CliRunner.run(
            "dedup",
            "-i",
            jsonl.toString(),
            "--format",
            "jsonl",
            "-t",
            "0.5",
            "--max-document-size",
            "4k");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, j.exitCode(), j.err());
    assertTrue(
        j.err().contains("d.jsonl:1: line longer than --max-document-size 4096 bytes"), j.err());
    assertTrue(documentsLine(j).contains(": 1 documents"), j.err());

    CliRunner.Result bad =
        CliRunner.run("dedup", "-i", jsonl.toString(), "-t", "0.5", "--max-document-size", "lots");
    assertEquals(2, bad.exitCode(), bad.err());
    assertTrue(bad.err().contains("--max-document-size takes a number of bytes"), bad.err());
  }

  @Test
  void aHugeDocumentWithASmallHeapIsCutNotAnOutOfMemoryError() throws Exception {
    Path dir = Files.createDirectories(tmp.resolve("huge"));
    Path huge = dir.resolve("huge.txt");
    try (RandomAccessFile f = new RandomAccessFile(huge.toFile(), "rw")) {
      f.write((TEXTS[0] + " ").repeat(300).getBytes(StandardCharsets.UTF_8));
      f.setLength(200L << 20); // 200 MB, sparse: takes no disk
    }
    Files.writeString(dir.resolve("small.txt"), TEXTS[1]);
    Process p =
        CliProcess.builder("dedup", "-i", dir.toString(), "-t", "0.5", "--threads", "1").start();
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS));
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, p.exitValue(), err);
    assertTrue(err.contains("truncated " + huge + ": longer than --max-document-size 16 MiB"), err);
    assertFalse(err.contains("OutOfMemoryError"), err);
    assertTrue(err.contains(": 2 documents"), err);
  }

  @Test
  void optionValuesAreCheckedAndErrorsSayWhy() throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("d"));
    Files.writeString(dir.resolve("a.txt"), TEXTS[0]);
    for (String[] args :
        List.of(
            new String[] {"dedup", "-i", dir.toString(), "-t", "0.5", "--threads", "-1"},
            new String[] {
              "index",
              "-i",
              dir.toString(),
              "--index",
              tmp.resolve("i").toString(),
              "--threads",
              "-2"
            },
            new String[] {
              "index",
              "-i",
              dir.toString(),
              "--index",
              tmp.resolve("i").toString(),
              "--commit-every",
              "0"
            },
            new String[] {"dedup", "-i", dir.toString(), "-t", "0.5", "--distance", "0"},
            new String[] {"dedup", "-i", dir.toString(), "-t", "0.5", "--chain", "-3"},
            new String[] {"dedup", "-i", dir.toString(), "-t", "0.5", "--min-block-words", "-1"},
            new String[] {"dedup", "-i", dir.toString(), "-t", "0.5", "--min-signatures", "-1"},
            new String[] {"dedup", "-i", dir.toString(), "-t", "0.5", "--idf", "0.9:0.1"},
            new String[] {
              "common-signatures",
              "-i",
              dir.toString(),
              "--max-df",
              "-1",
              "--out",
              tmp.resolve("c.txt").toString()
            },
            new String[] {
              "common-signatures",
              "-i",
              dir.toString(),
              "--max-df-share",
              "NaN",
              "--out",
              tmp.resolve("c.txt").toString()
            },
            new String[] {"eval", "--gold", dir.toString(), "--lsh", "x:2"},
            new String[] {"eval", "--gold", dir.toString(), "--minhash-tp", "2"})) {
      CliRunner.Result r = CliRunner.run(args);
      String option =
          Arrays.stream(args)
              .filter(a -> a.startsWith("--") && !List.of("--index", "--out", "--gold").contains(a))
              .reduce((x, y) -> y)
              .orElseThrow();
      assertEquals(2, r.exitCode(), String.join(" ", args) + ": " + r.err());
      assertTrue(r.err().contains(option), "names " + option + ": " + r.err());
    }

    Path pairs =
        Files.writeString(
            tmp.resolve("pairs.tsv"),
            "a\tb\tNaN\n\tc\t0.5\nd\te\t1.5\nf\tf\t1.0\ng\th\t0.9\n{\"a\": \"x\"}\n");
    CliRunner.Result c = CliRunner.run("clusters", "--pairs", pairs.toString());
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, c.exitCode(), c.err());
    assertTrue(c.err().contains("pairs.tsv:1: similarity NaN is not in [0, 1]"), c.err());
    assertTrue(c.err().contains("pairs.tsv:2: empty id"), c.err());
    assertTrue(c.err().contains("pairs.tsv:3: similarity 1.5 is not in [0, 1]"), c.err());
    assertTrue(c.err().contains("pairs.tsv:4: a pair of one id with itself"), c.err());
    assertTrue(c.err().contains("pairs.tsv:6: \"b\" must be an id"), c.err());
    assertEquals("g\tg\t1.000000\nh\tg\t0.900000\n", c.out());
  }

  @Test
  void errorsWithoutAMessageStillSayWhat() {
    assertEquals(
        "disk on fire",
        SpotSigsCli.describe(new IOException(new IllegalStateException("disk on fire"))));
    assertTrue(
        SpotSigsCli.describe(new NullPointerException())
            .startsWith("internal error: java.lang.NullPointerException"));
    assertTrue(
        SpotSigsCli.describe(new OutOfMemoryError("Java heap space"))
            .contains("SPOTSIGS_JAVA_OPTS=-Xmx"));
  }
}
