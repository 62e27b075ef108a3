package org.spotsigs.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.netpreserve.jwarc.MediaType;
import org.netpreserve.jwarc.WarcReader;
import org.netpreserve.jwarc.WarcRecord;
import org.netpreserve.jwarc.WarcResource;
import org.netpreserve.jwarc.WarcResponse;

/**
 * WARC files (plain or compressed, see {@link InputFiles}; one file, a directory of them, or standard
 * input), read with jwarc; a record's position in messages is its offset in the decompressed stream: every {@code
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
      try (WarcReader reader = new WarcReader(InputFiles.open(file))) {
        reader.setLenient(true);
        reader.onWarning(w -> problems.warning(InputFiles.name(file) + ": " + w));
        for (WarcRecord record : reader) {
          String where = InputFiles.name(file) + "@" + record.position();
          String id;
          byte[] body;
          Charset charset;
          try {
            if (record instanceof WarcResponse response) {
              id = response.target();
              body = readAll(response.http().bodyDecoded().stream());
              charset = charsetOf(response.http().contentType());
            } else if (record instanceof WarcResource resource) {
              id = resource.target();
              body = readAll(resource.body().stream());
              charset = charsetOf(resource.contentType());
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
          String text = new String(body, charset);
          sink.accept(new SourceDocument(id, where, () -> {
            if (text.isEmpty()) {
              throw new SourceDocument.Bad("empty body");
            }
            return text;
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

  private static Charset charsetOf(MediaType type) {
    String name = type == null ? null : type.parameters().get("charset");
    if (name != null) {
      try {
        return Charset.forName(name.trim());
      } catch (RuntimeException e) {
        // unknown or malformed charset: fall back to UTF-8
      }
    }
    return StandardCharsets.UTF_8;
  }

  @Override
  public long size() {
    return -1;
  }
}
