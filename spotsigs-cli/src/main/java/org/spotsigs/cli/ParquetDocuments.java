package org.spotsigs.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.spotsigs.parquet.ParquetTextReader;

/**
 * Parquet files (one, or a directory of {@code .parquet} files), read through {@link
 * ParquetTextReader}: a document per row, its id and text from the columns named by {@code
 * --id-field} and {@code --text-field} (dotted paths reach into nested groups). A row without id or
 * text, a repeated id, and a file that cannot be read (or lacks a column) are reported and skipped.
 * Parquet compresses its pages itself; standard input is refused (a Parquet file is read from its
 * end).
 */
final class ParquetDocuments implements DocumentStream {
  private final List<Path> files;
  private final String idField;
  private final String textField;

  ParquetDocuments(Path input, String idField, String textField) throws IOException {
    if (InputFiles.isStdin(input)) {
      throw new IllegalArgumentException("--format parquet reads files (a Parquet file is read from its end), not standard input");
    }
    this.files = Files.isDirectory(input)
        ? TrecDocuments.inputFiles(input).stream().filter(p -> p.getFileName().toString().endsWith(".parquet")).toList()
        : TrecDocuments.inputFiles(input);
    this.idField = idField;
    this.textField = textField;
  }

  @Override
  public void forEach(Sink sink, InputProblems problems) throws IOException, InterruptedException {
    Set<String> ids = new HashSet<>();
    for (Path file : files) {
      try {
        ParquetTextReader.read(file, idField, textField, (row, id, text) -> {
          String where = file + "@row " + row;
          if (id == null || id.isEmpty()) {
            problems.skipped(where, "missing or empty \"" + idField + "\"");
          } else if (text == null) {
            problems.skipped(where, "missing \"" + textField + "\"");
          } else if (!ids.add(id)) {
            problems.skipped(where, "duplicate id '" + id + "'");
          } else {
            sink.accept(SourceDocument.of(id, where, text));
          }
        });
      } catch (IllegalArgumentException | UnsupportedOperationException | IOException e) {
        problems.skipped(file.toString(), (e instanceof IOException ? "unreadable Parquet: " : "") + e.getMessage());
      }
    }
  }

  @Override
  public long size() {
    return -1;
  }
}
