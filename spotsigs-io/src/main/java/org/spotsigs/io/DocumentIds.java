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
package org.spotsigs.io;

import java.nio.file.Path;
import java.util.Locale;

/**
 * The id of a document read from a file: its path relative to the directory read, with '/'
 * separators and without its extension, and without a compression suffix before it ({@code
 * a/b.html.gz} is {@code a/b}). One rule for every reader of a directory of documents (the command
 * line, the evaluation kit, the benchmarks, the examples), so that their ids agree.
 */
public final class DocumentIds {
  /** The file name suffixes of the compressions read, dropped from ids. */
  private static final String[] COMPRESSION_SUFFIXES = {".gz", ".zst", ".xz", ".bz2"};

  private DocumentIds() {}

  /** The id of the file at {@code relative} (a path relative to the directory read). */
  public static String of(Path relative) {
    return of(relative.toString().replace(relative.getFileSystem().getSeparator(), "/"));
  }

  /** The id of the file at {@code relative} ('/'-separated, relative to the directory read). */
  public static String of(String relative) {
    relative = stripCompression(relative);
    int slash = relative.lastIndexOf('/');
    int dot = relative.lastIndexOf('.');
    return dot > slash + 1 ? relative.substring(0, dot) : relative;
  }

  /** {@code name} without a compression suffix ({@code .gz}, {@code .zst}, {@code .xz}, ...). */
  public static String stripCompression(String name) {
    String lower = name.toLowerCase(Locale.ROOT);
    for (String s : COMPRESSION_SUFFIXES) {
      if (lower.endsWith(s) && name.length() > s.length()) {
        return name.substring(0, name.length() - s.length());
      }
    }
    return name;
  }
}
