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

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/** Directory trees as a whole. */
public final class FileTrees {
  private FileTrees() {}

  /**
   * Deletes {@code dir} and everything under it (links are deleted, not followed); none: nothing.
   */
  public static void delete(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    List<Path> deepestFirst;
    try (Stream<Path> s = Files.walk(dir)) {
      deepestFirst = s.sorted(Comparator.reverseOrder()).toList();
    }
    for (Path p : deepestFirst) {
      Files.deleteIfExists(p);
    }
  }
}
