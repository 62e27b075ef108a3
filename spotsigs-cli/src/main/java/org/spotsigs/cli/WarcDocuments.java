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
 * WARC files (plain or gzipped; one file or a directory of them), read with jwarc: every {@code
 * response} record (its HTTP body, transfer- and content-decoded) and every {@code resource}
 * record is a document whose id is its target URI. Records of other types are passed over; a
 * second record for the same URI is reported and skipped.
 */
final class WarcDocuments implements DocumentStream {
  private final List<Path> files;

  WarcDocuments(Path input) throws IOException {
    this.files = TrecDocuments.inputFiles(input);
  }

  @Override
  public void forEach(Sink sink, InputProblems problems) throws IOException, InterruptedException {
    Set<String> ids = new HashSet<>();
    for (Path file : files) {
      try (WarcReader reader = new WarcReader(file)) {
        reader.setLenient(true);
        reader.onWarning(w -> problems.warning(file + ": " + w));
        for (WarcRecord record : reader) {
          String where = file + "@" + record.position();
          String id;
          byte[] body;
          String contentType;
          try {
            if (record instanceof WarcResponse response) {
              id = response.target();
              body = readAll(response.http().bodyDecoded().stream());
              contentType = contentType(response.http().contentType());
            } else if (record instanceof WarcResource resource) {
              id = resource.target();
              body = readAll(resource.body().stream());
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
          sink.accept(new SourceDocument(id, where, () -> {
            if (body.length == 0) {
              throw new SourceDocument.Bad("empty body");
            }
            return HtmlCharset.decode(body, contentType);
          }));
        }
      }
    }
  }

  private static byte[] readAll(InputStream in) throws IOException {
    try (in) {
      return in.readAllBytes();
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
