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

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class DocumentIdsTest {
  /**
   * The extension and a compression suffix before it are dropped; a dot that starts a name, ends it
   * or sits in a directory's name is no extension.
   */
  @Test
  void theIdOfAFile() {
    String[][] cases = {
      {"a/b.html", "a/b"},
      {"a/b.html.gz", "a/b"},
      {"a/b.html.ZST", "a/b"},
      {"a/b.html.html.xz", "a/b.html"},
      {"a/b.bz2", "a/b"},
      {"a/b", "a/b"},
      {"a.d/b", "a.d/b"},
      {"a/.b", "a/.b"},
      {".gz", ".gz"},
      {"x.", "x"},
    };
    for (String[] c : cases) {
      assertEquals(c[1], DocumentIds.of(c[0]), c[0]);
    }
    assertEquals("a/b/c", DocumentIds.of(Path.of("a", "b", "c.txt.gz")));
  }
}
