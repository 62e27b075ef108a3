package org.spotsigs.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Where a command writes its results: stdout, or a file that is replaced only once it is complete
 * (a failed run never leaves a half-written file behind).
 */
final class Output implements AutoCloseable {
  private final Path target;
  private final Path tmp;
  private final Writer writer;
  private boolean committed;

  private Output(Path target, Path tmp, Writer writer) {
    this.target = target;
    this.tmp = tmp;
    this.writer = writer;
  }

  /** Output to {@code file}, or to stdout when {@code file} is null. */
  static Output open(Path file) throws IOException {
    if (file == null) {
      return new Output(null, null, new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16));
    }
    Path parent = file.toAbsolutePath().getParent();
    Files.createDirectories(parent);
    Path tmp = Files.createTempFile(parent, "." + file.getFileName(), ".tmp");
    return new Output(file, tmp, new BufferedWriter(new OutputStreamWriter(Files.newOutputStream(tmp), StandardCharsets.UTF_8), 1 << 16));
  }

  Writer writer() {
    return writer;
  }

  /** Marks the output complete; it replaces the target on close. */
  void commit() {
    committed = true;
  }

  String describe() {
    return target == null ? "stdout" : target.toString();
  }

  @Override
  public void close() throws IOException {
    if (target == null) {
      writer.flush();
      return;
    }
    try {
      writer.close();
      if (committed) {
        Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      }
    } finally {
      Files.deleteIfExists(tmp);
    }
  }
}
