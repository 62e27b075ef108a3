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
package org.spotsigs.cli.output;

import io.airlift.compress.zstd.ZstdOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorOutputStream;
import org.spotsigs.cli.input.InputFiles;

/**
 * How an output file is compressed: by the extension of its name, as readers expect ({@code .gz}
 * gzip, {@code .zst} zstd, {@code .xz} xz, {@code .bz2} bzip2), else not at all. Inputs are
 * recognised by their first bytes ({@link InputFiles}), so every output is read back by {@code
 * spotsigs} whatever its name.
 */
enum OutputCompression {
  NONE(""),
  GZIP(".gz"),
  ZSTD(".zst"),
  XZ(".xz"),
  BZIP2(".bz2");

  private final String suffix;

  OutputCompression(String suffix) {
    this.suffix = suffix;
  }

  /** The compression the name of {@code file} asks for. */
  static OutputCompression of(Path file) {
    Path name = file.getFileName();
    String lower = name == null ? "" : name.toString().toLowerCase(Locale.ROOT);
    for (OutputCompression c : values()) {
      if (c != NONE && lower.endsWith(c.suffix) && lower.length() > c.suffix.length()) {
        return c;
      }
    }
    return NONE;
  }

  /** The file name suffix, {@code ""} for none. */
  String suffix() {
    return suffix;
  }

  /** {@code out} compressed; closing the result finishes the compressed stream and closes out. */
  OutputStream wrap(OutputStream out) throws IOException {
    return switch (this) {
      case NONE -> out;
      case GZIP -> new GZIPOutputStream(out, 1 << 16);
      case ZSTD -> new ZstdOutputStream(out);
      case XZ -> new XZCompressorOutputStream(out); // preset 6, xz's default
      case BZIP2 -> new BZip2CompressorOutputStream(out);
    };
  }
}
