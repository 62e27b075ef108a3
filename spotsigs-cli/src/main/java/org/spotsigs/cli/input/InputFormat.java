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
import java.nio.file.Path;
import java.util.Locale;

/**
 * The input formats the commands read. Every file of every format may be compressed (gzip, zstd,
 * xz, bzip2: {@link InputFiles}); the stream formats also read standard input ({@code -}).
 */
public enum InputFormat {
  /** A directory: every file under it is a document. */
  FILES,
  /** JSON lines with an id and a text field. */
  JSONL,
  /** TREC files: {@code <DOC><DOCNO>id</DOCNO> ... </DOC>}; a file or a directory of them. */
  TREC,
  /** WARC files: response and resource records; a file or a directory of them (.warc, .warc.gz). */
  WARC,
  /** JSON lines of signature multisets (no analysis). */
  SIGNATURES,
  /** Parquet files: a document per row, id and text from two columns. */
  PARQUET;

  public static InputFormat parse(String value) {
    try {
      return valueOf(value.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "unknown --format '"
              + value
              + "': use auto, files, jsonl, trec, warc, parquet or signatures");
    }
  }

  /**
   * The format {@code value} names, or for {@code auto} the one the names of {@code input}'s files
   * say ({@link InputPaths#infer}).
   */
  public static InputFormat resolve(String value, Path input) throws IOException {
    return value.trim().equalsIgnoreCase("auto") ? InputPaths.infer(input) : parse(value);
  }

  /** The line that says which format an {@code auto} input is read as. */
  public static String inferredNote(Path input, InputFormat format) throws IOException {
    int files =
        format != FILES && (InputPaths.isGlob(input) || java.nio.file.Files.isDirectory(input))
            ? InputPaths.files(input).size()
            : 1;
    return "spotsigs: reading "
        + input
        + " as "
        + format.name().toLowerCase(Locale.ROOT)
        + (format == FILES
            ? " (a directory of documents, or one document)"
            : " (" + files + (files == 1 ? " file" : " files") + ", by the names)")
        + "; --format chooses another";
  }

  /**
   * Refuses standard input ({@code -}) for the formats that need files: a directory of documents,
   * Parquet.
   */
  public void checkInput(Path input) {
    if (InputFiles.isStdin(input) && (this == FILES || this == PARQUET)) {
      throw new IllegalArgumentException(
          "--input - (standard input) goes with --format jsonl, trec, warc or signatures");
    }
  }

  /** The documents of {@code input} in this format (not for SIGNATURES). */
  public DocumentStream open(Path input, String idField, String textField) throws IOException {
    return open(input, idField, textField, DocumentLimit.NONE);
  }

  /**
   * The documents of {@code input} in this format, each read up to {@code limit} (not for
   * SIGNATURES).
   */
  public DocumentStream open(Path input, String idField, String textField, DocumentLimit limit)
      throws IOException {
    return switch (this) {
      case FILES -> FileCorpus.stream(input, limit);
      case JSONL -> new JsonlDocuments(input, idField, textField, limit);
      case TREC -> new TrecDocuments(input, limit);
      case WARC -> new WarcDocuments(input, limit);
      case PARQUET -> new ParquetDocuments(input, idField, textField, limit);
      case SIGNATURES ->
          throw new IllegalArgumentException("--format signatures holds no text to analyze");
    };
  }
}
