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
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.nio.channels.Channels;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netpreserve.jwarc.HttpResponse;
import org.netpreserve.jwarc.MediaType;
import org.netpreserve.jwarc.WarcCompression;
import org.netpreserve.jwarc.WarcMetadata;
import org.netpreserve.jwarc.WarcReader;
import org.netpreserve.jwarc.WarcRecord;
import org.netpreserve.jwarc.WarcRequest;
import org.netpreserve.jwarc.WarcResource;
import org.netpreserve.jwarc.WarcResponse;
import org.netpreserve.jwarc.WarcWriter;
import org.netpreserve.jwarc.Warcinfo;
import org.spotsigs.cli.input.DocumentLimit;
import org.spotsigs.cli.input.InputProblems;
import org.spotsigs.cli.input.SourceDocument;
import org.spotsigs.cli.input.WarcDocuments;

/**
 * One bad record in a WARC stream costs that record only: a record cut short, a Content-Length too
 * small or too large (whose block swallows its neighbours), a header that is garbage, and in a
 * {@code .warc.gz} a gzip member cut short, corrupt, or not a member; plain and compressed, from a
 * file and from standard input. The documents read are those of the whole file but the bad record,
 * byte for byte and in order (their signatures, as {@code spotsigs signatures} writes them), and
 * the bad record is named with its offset. Good files are read as jwarc alone reads them.
 */
@Randomized
class WarcResyncTest {
  @TempDir Path tmp;

  private static final int N = 1000;
  private static final int BAD = 300;

  /** The text of record {@code i}: signatures of its own. */
  private static String text(int i) {
    return GeneratedTexts.text(Map.of("a" + i, 1, "b" + i, 2), i);
  }

  private static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.US_ASCII);
  }

  /** The header of a resource record whose block is {@code length} bytes long. */
  private static String header(String uri, int n, String contentType, long length) {
    return "WARC/1.0\r\nWARC-Type: "
        + (contentType.startsWith("application/http") ? "response" : "resource")
        + "\r\nWARC-Target-URI: "
        + uri
        + "\r\nWARC-Date: 2026-01-01T00:00:00Z\r\nWARC-Record-ID: <urn:uuid:00000000-0000-0000-0000-"
        + String.format(Locale.ROOT, "%012d", n)
        + ">\r\nContent-Type: "
        + contentType
        + "\r\nContent-Length: "
        + length
        + "\r\n\r\n";
  }

  /** A resource record of {@code body} (text/plain), its trailer included. */
  static byte[] record(String uri, int n, byte[] body) {
    return record(uri, n, "text/plain; charset=utf-8", body, body.length);
  }

  private static byte[] record(String uri, int n, String contentType, byte[] block, long length) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.writeBytes(ascii(header(uri, n, contentType, length)));
    out.writeBytes(block);
    out.writeBytes(ascii("\r\n\r\n"));
    return out.toByteArray();
  }

  /** Record {@code i} of the test files: a resource, or every third one an HTTP response. */
  private static byte[] record(int i, long lengthChange) {
    String uri = "http://example.org/" + i;
    if (i % 3 == 0) {
      byte[] html =
          ("<html><body><p>" + text(i) + "</p></body></html>").getBytes(StandardCharsets.UTF_8);
      byte[] http =
          concat(
              ascii(
                  "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: "
                      + html.length
                      + "\r\n\r\n"),
              html);
      return record(uri, i, "application/http; msgtype=response", http, http.length + lengthChange);
    }
    byte[] body = text(i).getBytes(StandardCharsets.UTF_8);
    return record(uri, i, "text/plain; charset=utf-8", body, body.length + lengthChange);
  }

  private static byte[] concat(byte[]... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] p : parts) {
      out.writeBytes(p);
    }
    return out.toByteArray();
  }

  /** What goes wrong with record {@link #BAD}. */
  enum Damage {
    /** Its block cut in half (no trailer), the next record right after. */
    TRUNCATED,
    /** Its Content-Length 7 bytes too small. */
    SHORT,
    /** Its Content-Length 3,000 bytes too large: it swallows the next records. */
    LONG,
    /** Its first 40 bytes are garbage: no header. */
    GARBAGE,
    /** (.warc.gz) Its gzip member cut in half, the next member right after. */
    MEMBER_TRUNCATED,
    /** (.warc.gz) Its gzip member's deflate data starts with a block of the reserved type. */
    MEMBER_CORRUPT,
    /** (.warc.gz) Its gzip member's header is garbage. */
    MEMBER_HEADER;

    boolean ofMember() {
      return name().startsWith("MEMBER");
    }
  }

  /** The records, record BAD damaged as {@code damage} says (null: none). */
  private static List<byte[]> records(Damage damage) {
    List<byte[]> records = new ArrayList<>();
    for (int i = 0; i < N; i++) {
      byte[] r = record(i, 0);
      if (i == BAD && damage != null) {
        r =
            switch (damage) {
              case TRUNCATED -> {
                int blockStart = new String(r, StandardCharsets.ISO_8859_1).indexOf("\r\n\r\n") + 4;
                yield Arrays.copyOf(r, blockStart + (r.length - 4 - blockStart) / 2);
              }
              case SHORT -> record(i, -7);
              case LONG -> record(i, 3000);
              case GARBAGE -> {
                byte[] g = r.clone();
                Arrays.fill(g, 0, 40, (byte) '#');
                yield g;
              }
              default -> r;
            };
      }
      records.add(r);
    }
    return records;
  }

  /** The file: plain, or (gz) a gzip member per record, member BAD damaged if it says so. */
  private static byte[] file(List<byte[]> records, boolean gz, Damage damage) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (int i = 0; i < records.size(); i++) {
      byte[] r = gz ? Compressed.compress("gz", records.get(i)) : records.get(i);
      if (i == BAD && damage != null && damage.ofMember()) {
        r =
            switch (damage) {
              case MEMBER_TRUNCATED -> Arrays.copyOf(r, r.length / 2);
              case MEMBER_CORRUPT -> {
                byte[] c = r.clone();
                c[10] = 0x07; // BFINAL 1, BTYPE 11: reserved
                yield c;
              }
              case MEMBER_HEADER -> {
                byte[] c = r.clone();
                Arrays.fill(c, 0, 4, (byte) 0);
                yield c;
              }
              default -> r;
            };
      }
      out.writeBytes(r);
    }
    return out.toByteArray();
  }

  /** The lines of {@code spotsigs signatures} of a WARC file, or of standard input. */
  private static CliRunner.Result signatures(byte[] stdin, String input) {
    return CliRunner.runWithStdin(stdin, "signatures", "--format", "warc", "--threads", "2", input);
  }

  @Test
  void oneBadRecordCostsThatRecordOnly() throws IOException {
    List<byte[]> clean = records(null);
    long offset = 0; // of record BAD in the decompressed stream
    for (int i = 0; i < BAD; i++) {
      offset += clean.get(i).length;
    }
    CliRunner.Result whole = signatures(file(clean, false, null), "-");
    assertEquals(0, whole.exitCode(), whole.err());
    List<String> expected = new ArrayList<>(whole.out().lines().toList());
    assertEquals(N, expected.size());
    assertTrue(expected.get(BAD).contains("\"http://example.org/" + BAD + "\""), expected.get(BAD));
    expected.remove(BAD);

    for (Damage damage : Damage.values()) {
      for (boolean gz : new boolean[] {false, true}) {
        if (damage.ofMember() && !gz) {
          continue;
        }
        byte[] data = file(records(damage), gz, damage);
        Path file = Files.write(tmp.resolve(damage + (gz ? ".warc.gz" : ".warc")), data);
        for (boolean stdin : new boolean[] {false, true}) {
          String what = damage + (gz ? " gz" : "") + (stdin ? " stdin" : " file");
          CliRunner.Result r =
              stdin ? signatures(data, "-") : signatures(new byte[0], file.toString());
          assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, r.exitCode(), what + ": " + r.err());
          assertSameLines(expected, r.out().lines().toList(), what + ": " + r.err());
          String name = stdin ? "stdin" : file.toString();
          assertTrue(
              r.err().contains("spotsigs: skipped " + name + "@" + offset + ": "),
              what + " (record " + BAD + " at " + offset + "): " + r.err());
          long reports = r.err().lines().filter(l -> l.startsWith("spotsigs: skipped")).count();
          if (damage.ofMember()) {
            assertTrue(r.err().contains("damaged gzip member"), what + ": " + r.err());
            assertTrue(reports >= 1, what + ": " + r.err());
          } else {
            assertEquals(1, reports, what + ": " + r.err()); // the record alone
          }
          switch (damage) {
            case SHORT, LONG, TRUNCATED ->
                assertTrue(
                    r.err().contains("does not end where its Content-Length of "),
                    what + ": " + r.err());
            case GARBAGE ->
                assertTrue(r.err().contains("not a WARC record: "), what + ": " + r.err());
            default -> {}
          }
        }
      }
    }
  }

  /** Fails with the first line that differs (not with every line of both). */
  private static void assertSameLines(List<String> expected, List<String> actual, String what) {
    for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
      assertEquals(expected.get(i), actual.get(i), "line " + (i + 1) + " of " + what);
    }
    assertEquals(expected.size(), actual.size(), "lines of " + what);
  }

  @Test
  void aRecordCutByTheEndOfTheFileIsReported() throws IOException {
    List<byte[]> records = records(null).subList(0, 5);
    byte[] data = file(records, false, null);
    byte[] cut = Arrays.copyOf(data, data.length - 20);
    long last = data.length - records.get(4).length;
    CliRunner.Result r = signatures(cut, "-");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, r.exitCode(), r.err());
    assertEquals(4, r.out().lines().count(), r.out());
    assertTrue(
        r.err().contains("skipped stdin@" + last + ": truncated record: the data ends after "),
        r.err());

    // a Content-Length so large that the bytes past the size limit are not kept: the records in
    // the part kept are found again, the others are lost with the bad record, and it says so
    List<byte[]> many = new ArrayList<>(records(null).subList(0, 40));
    many.set(10, record(10, 1 << 20)); // swallows the 29 records after it, and more
    CliRunner.Result big =
        CliRunner.runWithStdin(
            file(many, false, null),
            "signatures",
            "--format",
            "warc",
            "--max-document-size",
            "4k",
            "-");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, big.exitCode(), big.err());
    long kept = big.out().lines().count();
    assertTrue(kept > 10 && kept < 39, kept + ": " + big.err());
    assertTrue(
        big.err().contains("bytes of its block past the first 4096 are passed over"), big.err());
  }

  /** One document as a reader gives it: id, where, text. */
  private record Doc(String id, String where, String text) {}

  /** The documents {@link WarcDocuments} reads from {@code data} (on standard input). */
  private static List<Doc> read(byte[] data, StringWriter log) throws Exception {
    List<SourceDocument> docs = new ArrayList<>();
    java.io.InputStream old = System.in;
    System.setIn(new ByteArrayInputStream(data));
    try {
      DocumentLimit limit = new DocumentLimit();
      new WarcDocuments(Path.of("-"), limit)
          .forEach(docs::add, new InputProblems(new PrintWriter(log, true)));
    } finally {
      System.setIn(old);
    }
    List<Doc> out = new ArrayList<>();
    for (SourceDocument d : docs) {
      String text;
      try {
        text = d.text().load();
      } catch (SourceDocument.Bad e) {
        text = "bad: " + e.getMessage();
      }
      out.add(new Doc(d.id(), d.where(), text));
    }
    return out;
  }

  /**
   * The oracle: the documents jwarc's own reader gives, reading the whole stream (what the tool did
   * before it cut records itself).
   */
  private static List<Doc> jwarc(byte[] data) throws IOException {
    List<Doc> out = new ArrayList<>();
    byte[] plain =
        data.length > 1 && (data[0] & 0xff) == 0x1f
            ? new GZIPInputStream(new ByteArrayInputStream(data)).readAllBytes()
            : data;
    try (WarcReader reader = new WarcReader(Channels.newChannel(new ByteArrayInputStream(plain)))) {
      reader.setLenient(true);
      for (WarcRecord record : reader) {
        String id;
        byte[] body;
        String type;
        if (record instanceof WarcResponse response) {
          id = response.target();
          body = response.http().bodyDecoded().stream().readAllBytes();
          type = response.http().contentType().toString();
        } else if (record instanceof WarcResource resource) {
          id = resource.target();
          body = resource.body().stream().readAllBytes();
          type = resource.contentType().toString();
        } else {
          continue;
        }
        out.add(
            new Doc(
                id,
                "stdin@" + record.position(),
                body.length == 0
                    ? "bad: empty body"
                    : org.spotsigs.html.HtmlCharset.decode(body, type)));
      }
    }
    return out;
  }

  /** A WARC file as crawlers write them, of records of every type, written by jwarc. */
  private static byte[] crawl(Random random, WarcCompression compression) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (WarcWriter w = new WarcWriter(Channels.newChannel(bytes), compression)) {
      w.write(
          new Warcinfo.Builder()
              .date(Instant.EPOCH)
              .fields(Map.of("software", List.of("test")))
              .build());
      int n = 1 + random.nextInt(60);
      for (int i = 0; i < n; i++) {
        URI uri = URI.create("http://site" + random.nextInt(5) + ".example/page" + i);
        String page =
            "<html><body><p>"
                + text(random.nextInt(1000))
                + (random.nextBoolean() ? " Grüße, 日本." : "")
                + "</p></body></html>";
        byte[] html = page.getBytes(StandardCharsets.UTF_8);
        switch (random.nextInt(5)) {
          case 0 ->
              w.write(
                  new WarcRequest.Builder(uri)
                      .date(Instant.EPOCH)
                      .body(MediaType.HTTP_REQUEST, ascii("GET / HTTP/1.1\r\nHost: x\r\n\r\n"))
                      .build());
          case 1 ->
              w.write(
                  new WarcResource.Builder(uri)
                      .date(Instant.EPOCH)
                      .body(MediaType.parse("text/html; charset=utf-8"), html)
                      .build());
          case 2 ->
              w.write(
                  new WarcMetadata.Builder()
                      .date(Instant.EPOCH)
                      .body(MediaType.parse("text/plain"), ascii("via: test\r\n"))
                      .build());
          default -> {
            HttpResponse.Builder http = new HttpResponse.Builder(200, "OK");
            if (random.nextBoolean()) {
              ByteArrayOutputStream gz = new ByteArrayOutputStream();
              try (java.util.zip.GZIPOutputStream z = new java.util.zip.GZIPOutputStream(gz)) {
                z.write(html);
              }
              http.addHeader("Content-Encoding", "gzip");
              http.body(MediaType.parse("text/html; charset=utf-8"), gz.toByteArray());
            } else {
              http.body(MediaType.HTML, html);
            }
            w.write(new WarcResponse.Builder(uri).date(Instant.EPOCH).body(http.build()).build());
          }
        }
      }
    }
    return bytes.toByteArray();
  }

  @Test
  void goodFilesAreReadAsJwarcReadsThem(Random random) throws Exception {
    for (int iter = 0; iter < 20; iter++) {
      WarcCompression compression =
          random.nextBoolean() ? WarcCompression.GZIP : WarcCompression.NONE;
      byte[] data = crawl(random, compression);
      if (compression == WarcCompression.NONE && random.nextInt(3) == 0) {
        // without the trailer of the last record, as some writers end a file: a warning only
        data = Arrays.copyOf(data, data.length - 4);
      }
      List<Doc> expected = jwarc(data);
      StringWriter log = new StringWriter();
      List<Doc> got = read(data, log);
      // a second record for an id is reported and skipped: the oracle's first of each id
      List<Doc> firsts = new ArrayList<>();
      java.util.Set<String> seen = new java.util.HashSet<>();
      for (Doc d : expected) {
        if (seen.add(d.id())) {
          firsts.add(d);
        }
      }
      assertEquals(firsts, got, log.toString());
      assertTrue(
          log.toString()
              .lines()
              .filter(l -> l.contains("skipped"))
              .allMatch(l -> l.contains(": another record for ")),
          log.toString());
    }
  }
}
