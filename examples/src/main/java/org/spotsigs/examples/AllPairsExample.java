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
package org.spotsigs.examples;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.dedup.Deduplicator;
import org.spotsigs.index.SpotSigsSchema;

/**
 * All near-duplicate pairs of an existing index with the {@link Deduplicator}: each pair once, with
 * its exact similarity. The argument is either an index directory (for instance one built by {@code
 * bin/spotsigs index}, whose documents carry an "id" and the fields of {@link
 * SpotSigsSchema#defaults()}) or a directory of pages, which is indexed in memory first.
 *
 * <p>Run: {@code bin/spotsigs index -i src-test-corpora/news-sample/pages --index
 * target/news-index}, then {@code examples/run AllPairsExample target/news-index 0.8}
 */
public final class AllPairsExample {
  public static void main(String[] args) throws Exception {
    Path path = Path.of(args.length > 0 ? args[0] : "src-test-corpora/news-sample/pages");
    Threshold tau = Threshold.parse(args.length > 1 ? args[1] : "0.8");

    SpotSigsSchema schema = SpotSigsSchema.defaults();
    boolean isIndex =
        Files.isDirectory(path)
            && Files.list(path).anyMatch(f -> f.getFileName().toString().startsWith("segments_"));
    try (Directory index = isIndex ? FSDirectory.open(path) : new ByteBuffersDirectory()) {
      if (!isIndex) {
        ExampleIndex.indexDirectory(path, index, schema, new SpotSigsAnalyzer());
      }
      try (DirectoryReader reader = DirectoryReader.open(index)) {
        DedupResult pairs =
            Deduplicator.builder(tau)
                .measure(Measure.MULTISET)
                .threads(2)
                .build()
                .run(reader, schema);
        StoredFields stored = reader.storedFields();
        for (int i = 0; i < pairs.size(); i++) {
          System.out.printf(
              Locale.ROOT,
              "%s\t%s\t%.6f%n",
              stored.document(pairs.docA(i)).get(ExampleIndex.ID),
              stored.document(pairs.docB(i)).get(ExampleIndex.ID),
              pairs.similarity(i));
        }
        System.out.println(
            pairs.size()
                + " pairs among "
                + pairs.documents()
                + " documents at tau >= "
                + tau
                + " ("
                + pairs.stats()
                + ")");
      }
    }
  }
}
