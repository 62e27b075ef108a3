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

import java.util.Locale;
import picocli.CommandLine.Option;

/**
 * The most bytes read of one document (a file, a JSONL line, a TREC document, a WARC record body, a
 * Parquet text), counted once decompressed, so that one huge document (or a small compressed file
 * that decompresses to a huge one) cannot exhaust the heap: a longer file, TREC document, WARC body
 * or Parquet text is cut at the limit (its first bytes are analyzed) and reported as truncated; a
 * longer JSONL line cannot be cut and is skipped and reported. 0 means no limit (up to 2 GB, what
 * one array holds).
 */
public final class DocumentLimit {
  /** The largest document Java can hold in one array. */
  static final long ARRAY_MAX = Integer.MAX_VALUE - 16;

  static final DocumentLimit NONE = new DocumentLimit("0");

  @Option(
      names = "--max-document-size",
      paramLabel = "SIZE",
      defaultValue = "16m",
      description = {
        "The most bytes read of one document, once decompressed (k, m, g: KiB, MiB, GiB; 0: no limit).",
        "A longer file, TREC document, WARC record or Parquet text is cut there and reported; a longer JSONL line is skipped.",
        "Default: ${DEFAULT-VALUE}."
      })
  public String size = "16m";

  public DocumentLimit() {}

  private DocumentLimit(String size) {
    this.size = size;
  }

  /**
   * The limit in bytes (at most {@link #ARRAY_MAX}).
   *
   * @throws IllegalArgumentException naming the option if the value is not a size
   */
  public long maxBytes() {
    Parsed p = parsed; // read once per document: parsed once per value
    if (p == null || !p.size().equals(size)) {
      parsed = p = new Parsed(size, parse(size));
    }
    return p.bytes();
  }

  private record Parsed(String size, long bytes) {}

  private volatile Parsed parsed;

  private static long parse(String size) {
    String s = size.strip().toLowerCase(Locale.ROOT);
    long unit = 1;
    if (!s.isEmpty() && "kmg".indexOf(s.charAt(s.length() - 1)) >= 0) {
      unit = 1L << (10 * ("kmg".indexOf(s.charAt(s.length() - 1)) + 1));
      s = s.substring(0, s.length() - 1);
    }
    long n;
    try {
      n = Long.parseLong(s);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "--max-document-size takes a number of bytes such as 1048576, 512k or 16m, got '"
              + size
              + "'");
    }
    if (n < 0) {
      throw new IllegalArgumentException(
          "--max-document-size must be >= 0 (0: no limit), got '" + size + "'");
    }
    return n == 0 || n > ARRAY_MAX / unit ? ARRAY_MAX : n * unit;
  }

  @Override
  public String toString() {
    long b = maxBytes();
    return b == ARRAY_MAX
        ? "2 GB (no limit)"
        : b % (1 << 20) == 0 ? (b >> 20) + " MiB" : b + " bytes";
  }
}
