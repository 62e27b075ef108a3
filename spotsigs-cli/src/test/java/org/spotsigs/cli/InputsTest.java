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
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.cli.input.FileCorpus;
import org.spotsigs.cli.input.InputFiles;

/**
 * The same documents, written for the tests (src-test-corpora/stories: groups of edited copies and
 * unrelated stories), give the same pairs from every way of reading them: plain, compressed four
 * ways (by magic bytes, whatever the file name), standard input, a directory of files, TREC,
 * Parquet.
 */
class InputsTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path STORIES = Path.of("..", "src-test-corpora", "stories");
  private static final Map<String, String> DOCS = new LinkedHashMap<>();
  private static byte[] jsonl;

  /** The pairs of the plain JSONL file, what every other reading must give. */
  private static String expected;

  @TempDir Path tmp;

  @BeforeAll
  static void readTheDocuments() throws IOException {
    Path file = STORIES.resolve("stories.jsonl");
    jsonl = Files.readAllBytes(file);
    for (String line : Files.readAllLines(file)) {
      JsonNode n = JSON.readTree(line);
      DOCS.put(n.get("id").asText(), n.at("/meta/content").asText());
    }
    CliRunner.Result r =
        CliRunner.run(
            "dedup",
            "-i",
            file.toString(),
            "--format",
            "jsonl",
            "--text-field",
            "meta.content",
            "-t",
            "0.5");
    assertEquals(0, r.exitCode(), r.err());
    expected = r.out();
    // the groups of edited copies are found, the unrelated stories are not
    for (String line : expected.split("\n")) {
      String[] f = line.split("\t");
      assertEquals(f[0].replaceAll("-\\d$", ""), f[1].replaceAll("-\\d$", ""), line);
    }
    assertEquals(7, expected.split("\n").length, expected);
  }

  private static byte[] compress(String kind, byte[] data) throws IOException {
    return Compressed.compress(kind, data);
  }

  /** A directory with a file a story, compressed with each of {@code kinds} in turn ("": plain). */
  private static Path writeStories(Path dir, String... kinds) throws IOException {
    Files.createDirectories(dir);
    int i = 0;
    for (Map.Entry<String, String> d : DOCS.entrySet()) {
      byte[] text = d.getValue().getBytes(StandardCharsets.UTF_8);
      String kind = kinds[i++ % kinds.length];
      Files.write(
          dir.resolve(d.getKey() + ".txt" + (kind.isEmpty() ? "" : "." + kind)),
          kind.isEmpty() ? text : compress(kind, text));
    }
    return dir;
  }

  private CliRunner.Result dedup(byte[] stdin, String input, String... more) {
    List<String> args = new ArrayList<>(List.of("dedup", "-i", input, "-t", "0.5"));
    args.addAll(List.of(more));
    return CliRunner.runWithStdin(stdin, args.toArray(String[]::new));
  }

  private static void assertSamePairs(CliRunner.Result r, String what) {
    assertEquals(0, r.exitCode(), what + ": " + r.err());
    assertEquals(expected, r.out(), what);
    assertTrue(r.err().contains("13 documents"), what + ": " + r.err());
  }

  @Test
  void compressedFilesAndStandardInput() throws IOException {
    for (String kind : new String[] {"gz", "zst", "xz", "bz2"}) {
      byte[] packed = compress(kind, jsonl);
      Path named = Files.write(tmp.resolve("docs.jsonl." + kind), packed);
      assertSamePairs(
          dedup(new byte[0], named.toString(), "--format", "jsonl", "--text-field", "meta.content"),
          kind);
      // the magic bytes decide, not the name
      Path misnamed = Files.write(tmp.resolve("docs-" + kind + ".jsonl"), packed);
      assertSamePairs(
          dedup(
              new byte[0],
              misnamed.toString(),
              "--format",
              "jsonl",
              "--text-field",
              "meta.content"),
          kind + " misnamed");
      assertSamePairs(
          dedup(packed, "-", "--format", "jsonl", "--text-field", "meta.content"),
          kind + " on stdin");
    }
    assertSamePairs(
        dedup(jsonl, "-", "--format", "jsonl", "--text-field", "meta.content"), "stdin");
    // concatenated members (cat a.gz b.gz) are read to the end
    int half = new String(jsonl, StandardCharsets.UTF_8).indexOf("\n{\"id\": \"museum-1\"") + 1;
    byte[] a = compress("gz", java.util.Arrays.copyOf(jsonl, half));
    byte[] b = compress("gz", java.util.Arrays.copyOfRange(jsonl, half, jsonl.length));
    byte[] both = new byte[a.length + b.length];
    System.arraycopy(a, 0, both, 0, a.length);
    System.arraycopy(b, 0, both, a.length, b.length);
    assertSamePairs(
        dedup(both, "-", "--format", "jsonl", "--text-field", "meta.content"), "two gzip members");
  }

  @Test
  void aDirectoryOfFilesSomeCompressed() throws IOException {
    Path dir = writeStories(tmp.resolve("docs"), "", "gz", "zst", "xz", "bz2");
    // the id drops the compression suffix and the extension: bridge-2.txt.gz is bridge-2
    assertSamePairs(dedup(new byte[0], dir.toString()), "directory");
    // a file that only looks compressed by name is read as it is; one that is corrupt is reported
    Files.writeString(
        dir.resolve("plain.txt.gz"), "A plain text file whose name ends in .gz is read as it is.");
    Files.write(dir.resolve("broken.txt.gz"), java.util.Arrays.copyOf(compress("gz", jsonl), 40));
    CliRunner.Result r = dedup(new byte[0], dir.toString());
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, r.exitCode(), r.err());
    assertEquals(expected, r.out());
    assertTrue(r.err().contains("broken.txt.gz: cannot decompress"), r.err());
    assertTrue(r.err().contains("14 documents"), r.err());
  }

  @Test
  void trecAndSignaturesFromStandardInput() throws IOException {
    StringBuilder trec = new StringBuilder();
    for (Map.Entry<String, String> d : DOCS.entrySet()) {
      trec.append("<DOC>\n<DOCNO> ")
          .append(d.getKey())
          .append(" </DOCNO>\n")
          .append(d.getValue())
          .append("\n</DOC>\n");
    }
    byte[] trecBytes = trec.toString().getBytes(StandardCharsets.UTF_8);
    assertSamePairs(dedup(compress("xz", trecBytes), "-", "--format", "trec"), "TREC xz on stdin");
    Path trecFile = Files.write(tmp.resolve("docs.trec.bz2"), compress("bz2", trecBytes));
    assertSamePairs(dedup(new byte[0], trecFile.toString(), "--format", "trec"), "TREC bz2 file");

    StringBuilder sigs = new StringBuilder();
    for (int i = 0; i < 30; i++) {
      sigs.append("{\"id\": \"s")
          .append(i)
          .append("\", \"signatures\": {\"a:b\": ")
          .append(1 + i % 3)
          .append(", \"c:d\": 2}}\n");
    }
    CliRunner.Result plain =
        CliRunner.run(
            "dedup",
            "-i",
            Files.writeString(tmp.resolve("sigs.jsonl"), sigs).toString(),
            "--format",
            "signatures",
            "-t",
            "0.7");
    CliRunner.Result piped =
        dedup(
            compress("zst", sigs.toString().getBytes(StandardCharsets.UTF_8)),
            "-",
            "--format",
            "signatures");
    assertEquals(0, plain.exitCode(), plain.err());
    assertFalse(plain.out().isEmpty());
    CliRunner.Result pipedAt =
        CliRunner.runWithStdin(
            compress("zst", sigs.toString().getBytes(StandardCharsets.UTF_8)),
            "dedup",
            "-i",
            "-",
            "--format",
            "signatures",
            "-t",
            "0.7");
    assertEquals(plain.out(), pipedAt.out(), pipedAt.err());
    assertEquals(0, piped.exitCode(), piped.err());
  }

  @Test
  void warcCompressedAndFromStandardInput() throws IOException {
    ByteArrayOutputStream warc = new ByteArrayOutputStream();
    ByteArrayOutputStream perRecordGzip =
        new ByteArrayOutputStream(); // as .warc.gz files are made: a gzip member per record
    int n = 0;
    for (Map.Entry<String, String> d : DOCS.entrySet()) {
      byte[] body = d.getValue().getBytes(StandardCharsets.UTF_8);
      String head =
          "WARC/1.0\r\nWARC-Type: resource\r\nWARC-Target-URI: "
              + d.getKey()
              + "\r\nWARC-Date: 2026-01-01T00:00:00Z\r\nWARC-Record-ID: <urn:uuid:00000000-0000-0000-0000-0000000000"
              + String.format(java.util.Locale.ROOT, "%02d", n++)
              + ">\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: "
              + body.length
              + "\r\n\r\n";
      ByteArrayOutputStream record = new ByteArrayOutputStream();
      record.write(head.getBytes(StandardCharsets.US_ASCII));
      record.write(body);
      record.write("\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
      warc.write(record.toByteArray());
      perRecordGzip.write(compress("gz", record.toByteArray()));
    }
    assertSamePairs(
        dedup(
            new byte[0],
            Files.write(tmp.resolve("docs.warc"), warc.toByteArray()).toString(),
            "--format",
            "warc"),
        "WARC");
    assertSamePairs(
        dedup(
            new byte[0],
            Files.write(tmp.resolve("docs.warc.gz"), perRecordGzip.toByteArray()).toString(),
            "--format",
            "warc"),
        "WARC, a gzip member per record");
    assertSamePairs(
        dedup(compress("zst", warc.toByteArray()), "-", "--format", "warc"), "WARC zstd on stdin");
  }

  @Test
  void parquet() {
    Path file = STORIES.resolve("stories.parquet");
    assertSamePairs(
        dedup(
            new byte[0],
            file.toString(),
            "--format",
            "parquet",
            "--id-field",
            "doc_id",
            "--text-field",
            "meta.content"),
        "parquet");
    CliRunner.Result missing = dedup(new byte[0], file.toString(), "--format", "parquet");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, missing.exitCode(), missing.err());
    assertTrue(
        missing
            .err()
            .contains("stories.parquet: no column 'id'; the file has columns doc_id, meta.content"),
        missing.err());
    CliRunner.Result stdin = dedup(new byte[0], "-", "--format", "parquet");
    assertEquals(2, stdin.exitCode(), stdin.err());
    assertTrue(
        stdin
            .err()
            .contains(
                "--input - (standard input) goes with --format jsonl, trec, warc or signatures"),
        stdin.err());
  }

  @Test
  void theSizeLimitCountsDecompressedBytesInEveryFormat() throws IOException {
    int limit = 300;
    // the oracle: the stories cut to their first 300 bytes by hand (they are ASCII: a byte is a
    // character)
    StringBuilder cut = new StringBuilder();
    int longer = 0;
    for (Map.Entry<String, String> d : DOCS.entrySet()) {
      String t = d.getValue();
      assertTrue(StandardCharsets.US_ASCII.newEncoder().canEncode(t), d.getKey());
      longer += t.length() > limit ? 1 : 0;
      cut.append(
              JSON.writeValueAsString(
                  Map.of("id", d.getKey(), "text", t.substring(0, Math.min(limit, t.length())))))
          .append('\n');
    }
    assertTrue(longer > 0 && longer < DOCS.size(), "some stories are cut, some are not: " + longer);
    CliRunner.Result oracle =
        dedup(
            new byte[0],
            Files.writeString(tmp.resolve("cut.jsonl"), cut).toString(),
            "--format",
            "jsonl");
    assertEquals(0, oracle.exitCode(), oracle.err());
    assertFalse(oracle.out().isEmpty(), "the cut stories still pair");
    String truncated = "0 bad inputs skipped, " + longer + " documents truncated";

    // a directory of compressed files: each is cut after decompression, at the same place as a
    // plain one
    Path dir = writeStories(tmp.resolve("limited"), "gz", "zst", "xz", "bz2", "");
    CliRunner.Result files =
        dedup(new byte[0], dir.toString(), "--max-document-size", Integer.toString(limit));
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, files.exitCode(), files.err());
    assertEquals(oracle.out(), files.out());
    assertTrue(
        files
            .err()
            .contains(
                "truncated "
                    + dir.resolve("bridge-1.txt.gz")
                    + ": longer than --max-document-size 300 bytes"),
        files.err());
    assertTrue(files.err().contains(truncated), files.err());

    // a compressed file larger than the limit itself is read again from its start, not decompressed
    // from its cut bytes
    Path big = Files.createDirectories(tmp.resolve("big"));
    byte[] noise = new byte[4096];
    new java.util.Random(42).nextBytes(noise); // incompressible: the .gz is larger than the limit
    String story = DOCS.get("bridge-1");
    byte[] page =
        (story + " " + java.util.HexFormat.of().formatHex(noise))
            .getBytes(StandardCharsets.US_ASCII);
    Files.write(big.resolve("page.txt.gz"), compress("gz", page));
    assertTrue(Files.size(big.resolve("page.txt.gz")) > 2 * limit);
    Files.writeString(big.resolve("head.txt"), story.substring(0, limit));
    CliRunner.Result large =
        CliRunner.run(
            "dedup",
            "-i",
            big.toString(),
            "--max-document-size",
            Integer.toString(limit),
            "-t",
            "1");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, large.exitCode(), large.err());
    assertEquals("head\tpage\t1.000000\n", large.out(), large.err());
    assertFalse(large.err().contains("cannot decompress"), large.err());

    // a small file that decompresses to a lot is cut, not read whole
    byte[] bomb =
        compress(
            "gz",
            ("the bridge was open " + "and the river was high ".repeat(1 << 20))
                .getBytes(StandardCharsets.US_ASCII));
    assertTrue(bomb.length < 1 << 20);
    Path bombs = Files.createDirectories(tmp.resolve("bombs"));
    Files.write(bombs.resolve("bomb.txt.gz"), bomb);
    CliRunner.Result b = dedup(new byte[0], bombs.toString(), "--max-document-size", "1m");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, b.exitCode(), b.err());
    assertTrue(
        b.err()
            .contains(
                "truncated "
                    + bombs.resolve("bomb.txt.gz")
                    + ": longer than --max-document-size 1 MiB"),
        b.err());

    // Parquet: a text cell over the limit is cut there and reported, its row named
    CliRunner.Result parquet =
        dedup(
            new byte[0],
            STORIES.resolve("stories.parquet").toString(),
            "--format",
            "parquet",
            "--id-field",
            "doc_id",
            "--text-field",
            "meta.content",
            "--max-document-size",
            Integer.toString(limit));
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, parquet.exitCode(), parquet.err());
    assertEquals(oracle.out(), parquet.out());
    assertTrue(
        parquet.err().contains("stories.parquet@row 0: longer than --max-document-size 300 bytes"),
        parquet.err());
    assertTrue(parquet.err().contains(truncated), parquet.err());

    // JSONL: the line length counts decompressed bytes (a line cannot be cut: it is skipped)
    CliRunner.Result jsonlGz =
        dedup(
            compress("gz", jsonl),
            "-",
            "--format",
            "jsonl",
            "--text-field",
            "meta.content",
            "--max-document-size",
            Integer.toString(limit));
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, jsonlGz.exitCode(), jsonlGz.err());
    assertTrue(
        jsonlGz.err().contains("skipped stdin:1: line longer than --max-document-size 300 bytes"),
        jsonlGz.err());
  }

  @Test
  void problemsOnStandardInputAreNamedStdin() throws IOException {
    // the TREC reader reports every record: several documents on a line, lower-case tags, an
    // unclosed <DOC>
    String[] ids = DOCS.keySet().toArray(String[]::new);
    String trec =
        "<DOC><DOCNO>"
            + ids[0]
            + "</DOCNO>"
            + DOCS.get(ids[0])
            + "</DOC><doc><docno>"
            + ids[1]
            + "</docno>"
            + DOCS.get(ids[1])
            + "</doc>\n<DOC>\n<DOCNO>"
            + ids[2]
            + "</DOCNO>\n"
            + DOCS.get(ids[2])
            + "\n";
    CliRunner.Result t =
        dedup(compress("gz", trec.getBytes(StandardCharsets.UTF_8)), "-", "--format", "trec");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, t.exitCode(), t.err());
    assertTrue(
        t.err().contains("skipped stdin:2: <DOC> without </DOC> at the end of the file"), t.err());
    assertEquals(
        ids[0] + "\t" + ids[1],
        t.out().lines().findFirst().orElse("").replaceAll("\t[^\t]*$", ""),
        t.out());

    // JSONL: two values on a line, after a dotted path was read
    String two = "{\"id\": \"a\", \"meta\": {\"content\": \"x\"}} {\"id\": \"b\"}\n";
    CliRunner.Result j =
        dedup(
            compress("zst", two.getBytes(StandardCharsets.UTF_8)),
            "-",
            "--format",
            "jsonl",
            "--text-field",
            "meta.content");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, j.exitCode(), j.err());
    assertTrue(
        j.err().contains("skipped stdin:1: invalid JSON: more than one JSON value on the line"),
        j.err());

    // WARC: bytes that are not a record are reported with their offset in the decompressed stream
    String body = DOCS.get(ids[0]);
    String record =
        "WARC/1.0\r\nWARC-Type: resource\r\nWARC-Target-URI: "
            + ids[0]
            + "\r\nWARC-Date: 2026-01-01T00:00:00Z\r\nWARC-Record-ID: <urn:uuid:00000000-0000-0000-0000-000000000001>\r\n"
            + "Content-Type: text/plain\r\nContent-Length: "
            + body.length()
            + "\r\n\r\n"
            + body
            + "\r\n\r\n";
    byte[] warc =
        (record + "this is not a WARC record header\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
    CliRunner.Result w = dedup(compress("xz", warc), "-", "--format", "warc");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, w.exitCode(), w.err());
    assertTrue(
        w.err()
            .contains(
                "skipped stdin@"
                    + record.length()
                    + ": not a WARC record: 36 bytes up to the end of the data"),
        w.err());
    assertTrue(w.err().contains(": 1 documents"), w.err());
  }

  @Test
  void aByteOrderMarkDecidesTheEncodingOfAFile() throws IOException {
    // a story in UTF-8, UTF-16 and UTF-32 (both byte orders, with their mark, one compressed):
    // the same text, so every pair is found at 1.0; UTF-16 without a mark is binary (NUL bytes)
    String story = DOCS.get("bridge-1") + " Grüße aus Köln, 日本 𝔘.";
    Path dir = Files.createDirectories(tmp.resolve("marked"));
    String[] encodings = {"UTF-8", "UTF-16LE", "UTF-16BE", "UTF-32LE", "UTF-32BE"};
    for (String e : encodings) {
      byte[] text = ("\uFEFF" + story).getBytes(java.nio.charset.Charset.forName(e));
      Files.write(
          dir.resolve(e + (e.equals("UTF-32BE") ? ".txt.gz" : ".txt")),
          e.equals("UTF-32BE") ? compress("gz", text) : text);
    }
    Path unmarked =
        Files.write(dir.resolve("unmarked.txt"), story.getBytes(StandardCharsets.UTF_16LE));
    CliRunner.Result r = CliRunner.run("dedup", "-i", dir.toString(), "-t", "1");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, r.exitCode(), r.err());
    assertTrue(
        r.err().contains("skipped " + unmarked + ": binary file (NUL byte at offset 1)"), r.err());
    assertTrue(r.err().contains("1 bad inputs skipped"), r.err());
    StringBuilder pairs = new StringBuilder();
    for (int i = 0; i < encodings.length; i++) {
      for (int j = i + 1; j < encodings.length; j++) {
        pairs.append(encodings[i]).append('\t').append(encodings[j]).append("\t1.000000\n");
      }
    }
    assertEquals(
        IndexQueryClustersTest.pairsOf(pairs.toString()), IndexQueryClustersTest.pairsOf(r.out()));
  }

  @Test
  void compressionIsRecognisedByItsMagicBytesOnly() throws IOException {
    byte[] text =
        "BZh9 is how a bzip2 stream starts, but this is text".getBytes(StandardCharsets.US_ASCII);
    assertNull(InputFiles.compression(text, text.length));
    assertArrayEquals(text, InputFiles.decompress(text).readAllBytes());
    for (String kind : new String[] {"gz", "zst", "xz", "bz2"}) {
      assertArrayEquals(jsonl, InputFiles.decompress(compress(kind, jsonl)).readAllBytes(), kind);
    }
    assertEquals("a/b.html", InputFiles.stripCompression("a/b.html.GZ"));
    assertEquals("a/b.html", FileCorpus.stripExtension("a/b.html.html.zst"));
    assertEquals(".gz", InputFiles.stripCompression(".gz"));
  }
}
