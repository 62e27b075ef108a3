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
package org.spotsigs.cli.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.Channels;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.netpreserve.jwarc.MediaType;
import org.netpreserve.jwarc.WarcReader;
import org.netpreserve.jwarc.WarcRecord;
import org.netpreserve.jwarc.WarcResource;
import org.netpreserve.jwarc.WarcResponse;
import org.spotsigs.html.HtmlCharset;

/**
 * WARC files (plain or compressed, see {@link InputFiles}; one file, a directory of them, or
 * standard input): every {@code response} record (its HTTP body, transfer- and content-decoded) and
 * every {@code resource} record is a document whose id is its target URI. Records of other types
 * are passed over; a second record for the same URI is reported and skipped. A body longer than the
 * document size limit is cut there and reported. A record's position in messages is its offset in
 * the decompressed stream.
 *
 * <p>Records are cut out of the stream by {@link WarcRecords} and each is parsed by jwarc (its
 * header, its HTTP message and content decoding). One bad record costs that record only: a record
 * that jwarc cannot parse, or that does not end where its length says (cut short, a length too
 * small or too large), is reported with its offset and skipped, and reading goes on at the next
 * record header (also in the block of a record whose length swallowed its neighbours). In a {@code
 * .warc.gz}, a gzip member that cannot be decompressed is reported and reading goes on at the next
 * member. A file that cannot be read further (any other compression's damage) is reported with the
 * offset and the next file is read. ARC files (jwarc reads them too) are read by jwarc alone.
 */
public final class WarcDocuments implements DocumentStream {
  private final List<Path> files;
  private final DocumentLimit limit;

  public WarcDocuments(Path input) throws IOException {
    this(input, DocumentLimit.NONE);
  }

  public WarcDocuments(Path input, DocumentLimit limit) throws IOException {
    this.files = TrecDocuments.inputFiles(input);
    this.limit = limit;
  }

  /** A record read: a document's id, body and content type, and whether the body was cut. */
  private record Parsed(String id, byte[] body, String contentType, boolean cut) {}

  @Override
  public void forEach(Sink sink, InputProblems problems) throws IOException, InterruptedException {
    Set<String> ids = new HashSet<>();
    for (Path file : files) {
      String name = InputFiles.name(file);
      PushbackBytes bytes = null;
      try (InputStream in = InputFiles.open(file, true)) {
        bytes = new PushbackBytes(in);
        if (isArc(bytes)) {
          readArc(name, bytes, sink, problems, ids);
          continue;
        }
        WarcRecords records =
            new WarcRecords(
                bytes,
                limit.maxBytes(),
                new WarcRecords.Problems() {
                  @Override
                  public void skipped(long offset, String why) {
                    problems.skipped(name + "@" + offset, why);
                  }

                  @Override
                  public void warning(long offset, String what) {
                    problems.warning(name + "@" + offset + ": " + what);
                  }
                });
        for (WarcRecords.Record r; (r = records.next()) != null; ) {
          String where = name + "@" + r.offset;
          Parsed doc = null;
          String unreadable = null;
          try (WarcReader reader =
              new WarcReader(
                  Channels.newChannel(r.whole() ? InputStream.nullInputStream() : r.rest()),
                  r.whole() ? r.head() : r.headCopy())) {
            reader.setLenient(true);
            reader.onWarning(w -> problems.warning(where + ": " + w));
            doc = parse(reader.next().orElseThrow(() -> new IOException("no record")));
          } catch (IOException | RuntimeException e) {
            unreadable = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
          }
          if (!records.end(r)) {
            continue; // reported: the record does not end where it says
          }
          if (unreadable != null) {
            problems.skipped(where, "unreadable record: " + unreadable);
          } else if (doc != null) {
            accept(doc, where, sink, problems, ids);
          }
        }
      } catch (DocumentStream.SinkFailed e) {
        throw e;
      } catch (IOException | RuntimeException e) {
        problems.skipped(
            name + "@" + (bytes == null ? 0 : bytes.offset()),
            "cannot read the rest of the file: "
                + (e instanceof IOException io ? InputFiles.reason(io) : e.toString()));
      }
    }
  }

  /** The document of {@code record}, or null for a record of another type. */
  private Parsed parse(WarcRecord record) throws IOException {
    if (record instanceof WarcResponse response) {
      return body(
          response.target(),
          response.http().bodyDecoded().stream(),
          contentType(response.http().contentType()));
    } else if (record instanceof WarcResource resource) {
      return body(resource.target(), resource.body().stream(), contentType(resource.contentType()));
    }
    return null;
  }

  /** The document of {@code id} whose body is read from {@code in}, up to the size limit. */
  private Parsed body(String id, InputStream in, String contentType) throws IOException {
    try (in) {
      long max = limit.maxBytes();
      byte[] body = in.readNBytes((int) Math.min(max, DocumentLimit.ARRAY_MAX));
      boolean cut = body.length == max && in.read() >= 0;
      return new Parsed(id, body, contentType, cut);
    }
  }

  /** Hands on the document of a record read whole (or reports why not). */
  private void accept(Parsed doc, String where, Sink sink, InputProblems problems, Set<String> ids)
      throws IOException, InterruptedException {
    if (doc.id() == null || doc.id().isEmpty()) {
      problems.skipped(where, "record without WARC-Target-URI");
      return;
    }
    if (!ids.add(doc.id())) {
      problems.skipped(where, "another record for " + doc.id());
      return;
    }
    if (doc.cut()) {
      problems.truncated(where, limit);
    }
    byte[] body = doc.body();
    String contentType = doc.contentType();
    sink.accept(
        new SourceDocument(
            doc.id(),
            where,
            () -> {
              if (body.length == 0) {
                throw new SourceDocument.Bad("empty body");
              }
              return HtmlCharset.decode(body, contentType);
            }));
  }

  /**
   * Whether the data starts as an ARC file does (a {@code filedesc://} line, maybe after line
   * ends).
   */
  private static boolean isArc(PushbackBytes bytes) throws IOException {
    int i = 0;
    while (i < 3 && bytes.peek(i) == '\n') {
      i++;
    }
    for (char c : "filedesc://".toCharArray()) {
      if (bytes.peek(i++) != c) {
        return false;
      }
    }
    return true;
  }

  /** An ARC file, read by jwarc alone: a record it cannot read ends the file. */
  private void readArc(
      String name, PushbackBytes bytes, Sink sink, InputProblems problems, Set<String> ids)
      throws IOException, InterruptedException {
    InputStream in =
        new BulkInputStream() {
          @Override
          public int read(byte[] b, int off, int len) throws IOException {
            int n = bytes.read(b, off, len);
            if (n < 0 && bytes.gap() != null) {
              throw new IOException("damaged gzip member: " + bytes.gap().damaged().getMessage());
            }
            return n;
          }
        };
    long position = 0;
    try (WarcReader reader = new WarcReader(in)) {
      reader.setLenient(true);
      reader.onWarning(w -> problems.warning(name + ": " + w));
      for (java.util.Optional<WarcRecord> next; (next = reader.next()).isPresent(); ) {
        position = reader.position();
        String where = name + "@" + position;
        Parsed doc;
        try {
          doc = parse(next.get());
        } catch (IOException | RuntimeException e) {
          problems.skipped(where, "unreadable record: " + e.getMessage());
          continue;
        }
        if (doc != null) {
          accept(doc, where, sink, problems, ids);
        }
      }
    } catch (DocumentStream.SinkFailed e) {
      throw e;
    } catch (IOException | RuntimeException e) {
      problems.skipped(
          name + "@" + position,
          "cannot read the rest of the file: "
              + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
    }
  }

  private static String contentType(MediaType type) {
    return type == null ? null : type.toString();
  }

  @Override
  public long size() {
    return -1;
  }
}
