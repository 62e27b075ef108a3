package org.spotsigs.examples;

import java.nio.file.Path;
import java.util.Locale;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.dedup.Deduplicator;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.search.Measure;
import org.spotsigs.search.Threshold;

/**
 * All near-duplicate pairs of an index with the {@link Deduplicator}: each pair once, with its
 * exact similarity.
 *
 * <p>Run: {@code examples/run AllPairsExample src-test-corpora/news-sample/pages 0.8}
 */
public final class AllPairsExample {
  public static void main(String[] args) throws Exception {
    Path dir = Path.of(args.length > 0 ? args[0] : "src-test-corpora/news-sample/pages");
    Threshold tau = Threshold.parse(args.length > 1 ? args[1] : "0.8");

    SpotSigsSchema schema = SpotSigsSchema.defaults();
    try (Directory index = new ByteBuffersDirectory()) {
      ExampleIndex.indexDirectory(dir, index, schema, new SpotSigsAnalyzer());
      try (DirectoryReader reader = DirectoryReader.open(index)) {
        DedupResult pairs = Deduplicator.builder(tau).measure(Measure.MULTISET).threads(2).build().run(reader, schema);
        StoredFields stored = reader.storedFields();
        for (int i = 0; i < pairs.size(); i++) {
          System.out.printf(Locale.ROOT, "%s\t%s\t%.6f%n",
              stored.document(pairs.docA(i)).get(ExampleIndex.ID),
              stored.document(pairs.docB(i)).get(ExampleIndex.ID),
              pairs.similarity(i));
        }
        System.out.println(pairs.size() + " pairs among " + pairs.documents() + " documents at tau >= " + tau
            + " (" + pairs.stats() + ")");
      }
    }
  }
}
