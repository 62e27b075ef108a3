package org.spotsigs.cli;

import java.io.IOException;
import java.io.InputStream;
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
 * standard input), read with jwarc; a record's position in messages is its offset in the
 * decompressed stream: every {@code response} record (its HTTP body, transfer- and content-decoded)
 * and every {@code resource} record is a document whose id is its target URI. Records of other
 * types are passed over; a second record for the same URI is reported and skipped. A body longer
 * than the document size limit is cut there and reported. A record that cannot be read is reported
 * with its offset and skipped; when the file cannot be read past a point (a truncated {@code .gz},
 * a corrupt record header), that is reported with the offset and the next file is read.
 */
final class WarcDocuments implements DocumentStream {
  private final List<Path> files;
  private final DocumentLimit limit;

  WarcDocuments(Path input) throws IOException {
    this(input, DocumentLimit.NONE);
  }

  WarcDocuments(Path input, DocumentLimit limit) throws IOException {
    this.files = TrecDocuments.inputFiles(input);
    this.limit = limit;
  }

  @Override
  public void forEach(Sink sink, InputProblems problems) throws IOException, InterruptedException {
    Set<String> ids = new HashSet<>();
    for (Path file : files) {
      String name = InputFiles.name(file);
      long[] position = {0};
      try (InputStream in = InputFiles.open(file);
          WarcReader reader = new WarcReader(in)) {
        reader.setLenient(true);
        reader.onWarning(w -> problems.warning(name + ": " + w));
        for (WarcRecord record : reader) {
          position[0] = record.position();
          String where = name + "@" + record.position();
          String id;
          byte[] body;
          String contentType;
          try {
            if (record instanceof WarcResponse response) {
              id = response.target();
              body = readAll(response.http().bodyDecoded().stream(), where, problems);
              contentType = contentType(response.http().contentType());
            } else if (record instanceof WarcResource resource) {
              id = resource.target();
              body = readAll(resource.body().stream(), where, problems);
              contentType = contentType(resource.contentType());
            } else {
              continue;
            }
          } catch (IOException | RuntimeException e) {
            problems.skipped(where, "unreadable record: " + e.getMessage());
            continue;
          }
          if (id == null || id.isEmpty()) {
            problems.skipped(where, "record without WARC-Target-URI");
            continue;
          }
          if (!ids.add(id)) {
            problems.skipped(where, "another record for " + id);
            continue;
          }
          sink.accept(
              new SourceDocument(
                  id,
                  where,
                  () -> {
                    if (body.length == 0) {
                      throw new SourceDocument.Bad("empty body");
                    }
                    return HtmlCharset.decode(body, contentType);
                  }));
        }
      } catch (DocumentStream.SinkFailed e) {
        throw e;
      } catch (IOException | RuntimeException e) {
        problems.skipped(
            name + "@" + position[0],
            "cannot read the rest of the file: "
                + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
      }
    }
  }

  /** The body, up to the size limit (a longer one is cut and reported). */
  private byte[] readAll(InputStream in, String where, InputProblems problems) throws IOException {
    try (in) {
      long max = limit.maxBytes();
      byte[] body = in.readNBytes((int) Math.min(max, DocumentLimit.ARRAY_MAX));
      if (body.length == max && in.read() >= 0) {
        problems.truncated(where, limit);
      }
      return body;
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
