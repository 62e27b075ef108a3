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
package org.spotsigs.eval;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.TermToBytesRefAttribute;
import org.apache.lucene.util.BytesRef;

/** Test helpers of the eval module. */
public final class EvalTestSupport {
  /** The bundled sample gold set (47 pages), relative to a module directory. */
  public static final Path NEWS_SAMPLE = Path.of("..", "src-test-corpora", "news-sample");

  private static final String[] WORDS = {
    "the",
    "a",
    "is",
    "was",
    "have",
    "city",
    "council",
    "bridge",
    "river",
    "vote",
    "spring",
    "mayor",
    "builders",
    "works",
    "road",
    "new",
    "old",
    "said",
    "and",
    "of",
    "in",
    "to",
    "on",
    "team",
    "game",
    "season",
    "market",
    "price",
    "oil",
    "rain",
    "storm",
    "school",
    "film",
    "music",
    "court",
    "law"
  };

  private EvalTestSupport() {}

  /**
   * Random texts in small clusters of edited copies (words and stop words, a few sentences each).
   */
  public static List<String> randomNearDuplicateTexts(Random random, int n) {
    List<String> texts = new ArrayList<>();
    while (texts.size() < n) {
      List<String> base = new ArrayList<>();
      for (int i = 5 + random.nextInt(80); i > 0; i--) {
        base.add(WORDS[random.nextInt(WORDS.length)]);
      }
      for (int copies = 1 + random.nextInt(4); copies > 0 && texts.size() < n; copies--) {
        List<String> copy = new ArrayList<>(base);
        for (int e = random.nextInt(1 + base.size() / 4); e > 0; e--) {
          int at = random.nextInt(copy.size());
          if (random.nextBoolean()) {
            copy.remove(at);
          } else {
            copy.add(at, WORDS[random.nextInt(WORDS.length)]);
          }
        }
        texts.add(String.join(" ", copy));
      }
    }
    return texts;
  }

  /** The terms {@code analyzer} emits for each text, in order. */
  public static List<List<BytesRef>> tokens(Analyzer analyzer, String[] texts) {
    List<List<BytesRef>> out = new ArrayList<>();
    for (String text : texts) {
      List<BytesRef> terms = new ArrayList<>();
      try (TokenStream ts = analyzer.tokenStream("f", new StringReader(text))) {
        TermToBytesRefAttribute att = ts.addAttribute(TermToBytesRefAttribute.class);
        ts.reset();
        while (ts.incrementToken()) {
          terms.add(BytesRef.deepCopyOf(att.getBytesRef()));
        }
        ts.end();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      out.add(terms);
    }
    return out;
  }

  /** Packs directory {@code dir} as {@code root/...} into a .tar.xz archive. */
  public static void tarXz(Path dir, String root, Path archive) throws IOException {
    try (var out =
            new org.apache.commons.compress.archivers.tar.TarArchiveOutputStream(
                new org.apache.commons.compress.compressors.xz.XZCompressorOutputStream(
                    java.nio.file.Files.newOutputStream(archive)));
        var files = java.nio.file.Files.walk(dir)) {
      for (Path p : files.sorted().toList()) {
        String name = root + "/" + dir.relativize(p).toString().replace('\\', '/');
        var entry =
            out.createArchiveEntry(p, java.nio.file.Files.isDirectory(p) ? name + "/" : name);
        out.putArchiveEntry(entry);
        if (java.nio.file.Files.isRegularFile(p)) {
          java.nio.file.Files.copy(p, out);
        }
        out.closeArchiveEntry();
      }
    }
  }

  /** {@link PageFeatures#tokenIds}, single-threaded. */
  public static int[][] tokenIds(Analyzer analyzer, String[] texts) {
    return PageFeatures.tokenIds(analyzer, texts, 1);
  }
}
