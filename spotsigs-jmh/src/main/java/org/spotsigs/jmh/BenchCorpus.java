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
package org.spotsigs.jmh;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.dedup.SignatureFilter;
import org.spotsigs.dedup.VectorCollection;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.io.CorpusWalk;

/**
 * The documents the benchmarks run on: every file under {@code -Dspotsigs.corpus} (default: the
 * real corpora unpacked by bench/prepare-corpora.sh into target/bench-corpora), read once into
 * memory. Two configurations: {@code default} (the library defaults) and {@code prototype} (the
 * original prototype's preset, with its corpus filter).
 */
final class BenchCorpus {
  private BenchCorpus() {}

  static Path root() {
    String dir = System.getProperty("spotsigs.corpus", "target/bench-corpora");
    Path p = Path.of(dir);
    if (!Files.isDirectory(p)) {
      throw new IllegalStateException(
          "benchmark corpus "
              + p.toAbsolutePath()
              + " not found: run bench/prepare-corpora.sh"
              + " (needs ../shared/data/corpora) or pass -Dspotsigs.corpus=DIR");
    }
    return p;
  }

  /** The texts of the corpus, in a stable order. */
  static List<String> texts() throws IOException {
    List<CorpusWalk.CorpusFile> files = CorpusWalk.list(root()).files();
    List<String> texts = new ArrayList<>(files.size());
    for (CorpusWalk.CorpusFile f : files) {
      byte[] b = Files.readAllBytes(f.path());
      boolean binary = false;
      for (int i = 0, n = Math.min(b.length, 8192); i < n && !binary; i++) {
        binary = b[i] == 0;
      }
      if (b.length > 0 && !binary) {
        texts.add(new String(b, StandardCharsets.UTF_8));
      }
    }
    return texts;
  }

  static long chars(List<String> texts) {
    long n = 0;
    for (String t : texts) {
      n += t.length();
    }
    return n;
  }

  static Analyzer analyzer(String config) {
    return switch (config) {
      case "default" -> new SpotSigsAnalyzer();
      case "prototype" -> SpotSigsAnalyzer.prototype().build();
      default -> throw new IllegalArgumentException("config: default or prototype, got " + config);
    };
  }

  /**
   * Signature vectors of the corpus under {@code config} (with the prototype's filter for
   * "prototype").
   */
  static VectorCollection vectors(List<String> texts, String config) {
    Analyzer a = analyzer(config);
    VectorCollection.Builder b = VectorCollection.builder();
    for (String t : texts) {
      b.add(SignatureVector.analyze(a, "f", t));
    }
    VectorCollection vc = b.build();
    return "prototype".equals(config) ? SignatureFilter.prototype().apply(vc) : vc;
  }

  /** Hands out the elements of a list round and round (one per benchmark operation). */
  static final class Cycle<T> {
    private final List<T> items;
    private int next;

    Cycle(List<T> items) {
      this.items = List.copyOf(items);
    }

    T next() {
      T t = items.get(next);
      next = next + 1 == items.size() ? 0 : next + 1;
      return t;
    }

    int size() {
      return items.size();
    }
  }
}
