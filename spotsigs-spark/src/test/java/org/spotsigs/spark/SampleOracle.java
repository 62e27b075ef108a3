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
package org.spotsigs.spark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.dedup.Deduplicator;
import org.spotsigs.dedup.VectorCollection;
import org.spotsigs.html.HtmlCharset;
import org.spotsigs.index.SignatureVector;

/**
 * The pairs of a directory of pages by the library on one machine (the route of {@code spotsigs
 * dedup --input DIR}: each page decoded, its article's signatures, all pairs by the {@code
 * Deduplicator}), as the TSV lines the application writes.
 */
final class SampleOracle {
  private SampleOracle() {}

  /** The files of a flat directory in name order, and their ids. */
  static List<Path> files(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(Files::isRegularFile).sorted().toList();
    }
  }

  static List<String> pairLines(Path dir, Threshold tau, Measure measure) throws IOException {
    List<Path> files = files(dir);
    List<String> ids = new ArrayList<>();
    VectorCollection.Builder b = VectorCollection.builder();
    Analysis analysis = Analysis.defaults();
    for (Path f : files) {
      byte[] bytes = Files.readAllBytes(f);
      SignatureVector v = analysis.vector(HtmlCharset.decode(bytes, 0, bytes.length, null));
      b.add(v);
      ids.add(Inputs.stripExtension(f.getFileName().toString()));
    }
    DedupResult r = Deduplicator.builder(tau).measure(measure).threads(1).build().run(b.build());
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < r.size(); i++) {
      lines.add(TsvText.line(ids.get(r.docA(i)), ids.get(r.docB(i)), r.overlap(i), r.union(i)));
    }
    return lines;
  }
}
