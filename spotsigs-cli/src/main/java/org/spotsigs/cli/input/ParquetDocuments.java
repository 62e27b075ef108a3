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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.spotsigs.parquet.ParquetTextReader;

/**
 * Parquet files (one, or a directory of {@code .parquet} files), read through {@link
 * ParquetTextReader}: a document per row, its id and text from the columns named by {@code
 * --id-field} and {@code --text-field} (dotted paths reach into nested groups). A row without id or
 * text, a repeated id, and a file that cannot be read (or lacks a column) are reported and skipped.
 * Parquet compresses its pages itself; standard input is refused (a Parquet file is read from its
 * end). A text longer than the document size limit (in UTF-8 bytes) is cut there and reported as
 * truncated, like a long file; parquet-java reads a page of values whole, so the limit bounds the
 * text analyzed, not the memory parquet-java takes for a page holding a huge cell.
 */
public final class ParquetDocuments implements DocumentStream {
  private final List<Path> files;
  private final String idField;
  private final String textField;
  private final DocumentLimit limit;

  ParquetDocuments(Path input, String idField, String textField, DocumentLimit limit)
      throws IOException {
    if (InputFiles.isStdin(input)) {
      throw new IllegalArgumentException(
          "--format parquet reads files (a Parquet file is read from its end), not standard input");
    }
    this.files = files(input);
    this.idField = idField;
    this.textField = textField;
    this.limit = limit;
  }

  /**
   * The Parquet files of {@code input}: itself, those a glob matches, or a directory's .parquet
   * ones.
   */
  public static List<Path> files(Path input) throws IOException {
    return Files.isDirectory(input)
        ? InputPaths.files(input).stream()
            .filter(p -> p.getFileName().toString().endsWith(".parquet"))
            .toList()
        : InputPaths.files(input);
  }

  @Override
  public void forEach(Sink sink, InputProblems problems) throws IOException, InterruptedException {
    IdTextRecords records = new IdTextRecords(idField, textField);
    for (Path file : files) {
      try {
        ParquetTextReader.read(
            file,
            idField,
            textField,
            (int) limit.maxBytes(),
            new ParquetTextReader.RowSink() {
              @Override
              public void truncated(long row, int bytes) {
                problems.truncated(file + "@row " + row, limit);
              }

              @Override
              public void accept(long row, String id, String text)
                  throws IOException, InterruptedException {
                records.accept(file + "@row " + row, id, text, sink, problems);
              }
            });
      } catch (IllegalArgumentException | UnsupportedOperationException | IOException e) {
        problems.skipped(
            file.toString(),
            (e instanceof IOException ? "unreadable Parquet: " : "") + e.getMessage());
      }
    }
  }

  @Override
  public long size() {
    return -1;
  }
}
