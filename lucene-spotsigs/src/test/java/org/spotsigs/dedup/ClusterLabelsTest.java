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
package org.spotsigs.dedup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.junit.jupiter.api.Test;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.testing.RandomVectors;

@Randomized
class ClusterLabelsTest {
  @Test
  void labelsFollowTheClusters(Random random) throws IOException {
    SpotSigsSchema schema = SpotSigsSchema.defaults();
    for (int iter = 0; iter < 20; iter++) {
      Threshold tau = RandomVectors.randomTau(random);
      List<Map<String, Integer>> docs =
          new RandomVectors(random).collection(20 + random.nextInt(200), tau, Measure.MULTISET);
      try (Directory dir = new ByteBuffersDirectory();
          IndexWriter w = DeduplicatingWriterTest.newWriter(dir, random)) {
        for (int i = 0; i < docs.size(); i++) {
          w.addDocument(
              schema.addTo(
                  DeduplicatingWriterTest.doc("d" + i), RandomVectors.toVector(docs.get(i))));
        }
        w.commit();
        Map<String, String> expectedRep = new HashMap<>();
        try (DirectoryReader r = DirectoryReader.open(dir)) {
          DedupResult pairs = Deduplicator.builder(tau).build().run(r, schema);
          Clusters clusters =
              random.nextBoolean()
                  ? Clusters.connectedComponents(pairs, r.maxDoc())
                  : Clusters.bestMatch(pairs, r.maxDoc());
          assertEquals(docs.size(), ClusterLabels.write(w, r, schema, "id", clusters));
          for (int d = 0; d < r.maxDoc(); d++) {
            expectedRep.put(
                r.storedFields().document(d).get("id"),
                r.storedFields().document(clusters.representative(d)).get("id"));
          }
        }
        w.commit();
        try (DirectoryReader r = DirectoryReader.open(dir)) {
          // documents with the same label are exactly the documents with the same representative
          Map<Long, String> repOfLabel = new HashMap<>();
          for (LeafReaderContext ctx : r.leaves()) {
            NumericDocValues dv = ctx.reader().getNumericDocValues(schema.clusterField());
            for (int d = 0; d < ctx.reader().maxDoc(); d++) {
              assertTrue(dv.advanceExact(d));
              String id = r.storedFields().document(ctx.docBase + d).get("id");
              String prev = repOfLabel.putIfAbsent(dv.longValue(), expectedRep.get(id));
              assertEquals(prev == null ? expectedRep.get(id) : prev, expectedRep.get(id), id);
            }
          }
          assertEquals(new java.util.HashSet<>(expectedRep.values()).size(), repOfLabel.size());
        }
      }
    }
  }
}
