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
package org.spotsigs.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.core.Measure;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;

@Randomized
class CorpusGeneratorTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final SpotSigsAnalyzer ANALYZER = new SpotSigsAnalyzer();

  @TempDir Path tmp;

  private record Output(byte[] jsonl, byte[] truth, CorpusGenerator.Summary summary) {}

  private Output generate(RealCorpus corpus, int n, long seed, int threads, String name)
      throws IOException {
    Path jsonl = tmp.resolve(name + ".jsonl");
    Path truth = CorpusGenerator.truthFile(jsonl);
    CorpusGenerator.Summary s = CorpusGenerator.generate(corpus, n, seed, threads, jsonl, truth);
    assertFalse(Files.exists(jsonl.resolveSibling(name + ".jsonl.tmp")), "temporary file renamed");
    return new Output(Files.readAllBytes(jsonl), Files.readAllBytes(truth), s);
  }

  private RealCorpus corpus(Random random, int perSource) throws IOException {
    return RealCorpus.load(
        SyntheticCorpus.write(Files.createDirectories(tmp.resolve("in")), perSource, random));
  }

  @Test
  void readsTheInputLikeTheCli(Random random) throws IOException {
    RealCorpus corpus = corpus(random, 5);
    assertEquals(15, corpus.size());
    assertEquals(2, corpus.skipped(), "the binary and the empty file");
    List<String> ids = corpus.documents().stream().map(RealCorpus.Document::id).toList();
    assertEquals(ids.stream().sorted().toList(), ids, "sorted by id");
    assertTrue(ids.contains("reuters/1"), "extension stripped: " + ids);
    assertTrue(
        ids.contains("enron/enron1/ham/0.2001-05-01.farmer.ham"),
        "only the last extension stripped: " + ids);
    assertTrue(ids.contains("20news/train/sci.space/1000"), ids.toString());
    assertFalse(ids.stream().anyMatch(id -> id.startsWith(".")), "hidden files are not documents");
  }

  @Test
  void sameSeedAndSizeGiveTheSameBytes(Random random) throws IOException {
    RealCorpus corpus = corpus(random, 4 + random.nextInt(8));
    int n = 50 + random.nextInt(400);
    long seed = random.nextLong();
    Output a = generate(corpus, n, seed, 1, "a");
    Output b = generate(corpus, n, seed, 1 + random.nextInt(4), "b");
    assertArrayEquals(a.jsonl(), b.jsonl(), "documents (seed " + seed + ", n " + n + ")");
    assertArrayEquals(a.truth(), b.truth(), "truth");
    Output c = generate(corpus, n, seed + 1, 2, "c");
    assertFalse(java.util.Arrays.equals(a.jsonl(), c.jsonl()), "another seed gives another corpus");
    Output d = generate(corpus, n + 1, seed, 2, "d");
    assertEquals(n + 1, lines(d.truth()).size());
  }

  @Test
  void groundTruthDescribesWhatWasGenerated(Random random) throws IOException {
    RealCorpus corpus = corpus(random, 6 + random.nextInt(10));
    Map<String, String> real = new HashMap<>();
    corpus.documents().forEach(d -> real.put(d.id(), d.text()));
    int n = 100 + random.nextInt(500);
    Output out = generate(corpus, n, random.nextLong(), 2, "g");
    Map<String, String> docs = parse(out.jsonl());
    List<String> truth = lines(out.truth());
    assertEquals(n, docs.size(), "n documents, every id once");
    assertEquals(n, truth.size());
    Map<String, String> cluster = new LinkedHashMap<>();
    List<String> order = new ArrayList<>(docs.keySet());
    for (int i = 0; i < truth.size(); i++) {
      String[] f = truth.get(i).split("\t", -1);
      assertEquals(2, f.length, "id<TAB>cluster: " + truth.get(i));
      assertEquals(order.get(i), f[0], "truth in the order of the documents");
      assertTrue(cluster.put(f[0], f[1]) == null, "id once in the truth: " + f[0]);
    }
    Map<String, Integer> clusterSizes = new HashMap<>();
    cluster.values().forEach(c -> clusterSizes.merge(c, 1, Integer::sum));
    int originals = 0;
    int copies = 0;
    int variants = 0;
    int splices = 0;
    for (Map.Entry<String, String> e : docs.entrySet()) {
      String id = e.getKey();
      String c = cluster.get(id);
      if (id.startsWith(CorpusGenerator.SPLICE)) {
        splices++;
        assertEquals(id, c, "a spliced document is its own cluster");
        assertEquals(1, clusterSizes.get(c), "and alone in it");
      } else if (id.startsWith(CorpusGenerator.COPY)) {
        copies++;
        assertEquals(real.get(c), e.getValue(), "an exact copy of its cluster's source " + c);
        assertEquals(real.get(c), docs.get(c), "whose original is in the output");
      } else if (id.startsWith(CorpusGenerator.VARIANT)) {
        variants++;
        assertTrue(
            real.containsKey(c) && docs.containsKey(c),
            "a variant's cluster is an original in the output: " + c);
        assertNotEquals(real.get(c), e.getValue(), "a variant differs from its source " + c);
      } else {
        originals++;
        assertEquals(id, c, "an original is its cluster's source");
        assertEquals(real.get(id), e.getValue(), "an original unchanged");
      }
    }
    CorpusGenerator.Summary s = out.summary();
    assertEquals(n, s.documents());
    assertEquals(s.originals(), originals);
    assertEquals(s.copies(), copies);
    assertEquals(s.variants(), variants);
    assertEquals(s.splices(), splices);
    assertEquals(n, originals + copies + variants + splices);
    assertEquals(Math.min(corpus.size(), n - (int) Math.ceil(n * 0.25)), originals);
    assertTrue(copies > 0 && variants > 0 && splices > 0, s.toString());
    long pairs = 0;
    int largest = 0;
    for (Map.Entry<String, Integer> e : clusterSizes.entrySet()) {
      pairs += (long) e.getValue() * (e.getValue() - 1) / 2;
      largest = Math.max(largest, e.getValue());
    }
    assertEquals(s.truthPairs(), pairs);
    assertEquals(s.largestCluster(), largest);
    assertEquals(out.jsonl().length, s.bytes());
  }

  @Test
  void variantsStayNearTheirSourceAndSplicesAreNew(Random random) throws IOException {
    RealCorpus corpus = corpus(random, 30);
    Output out = generate(corpus, 600, random.nextLong(), 2, "near");
    Map<String, String> docs = parse(out.jsonl());
    Map<String, String> cluster = new HashMap<>();
    lines(out.truth()).forEach(l -> cluster.put(l.split("\t")[0], l.split("\t")[1]));
    Map<String, SignatureVector> originals = new LinkedHashMap<>();
    corpus.documents().forEach(d -> originals.put(d.id(), vector(d.text())));
    int variants = 0;
    int near = 0;
    int changed = 0;
    int farSplices = 0;
    int splices = 0;
    for (Map.Entry<String, String> e : docs.entrySet()) {
      String id = e.getKey();
      if (id.startsWith(CorpusGenerator.VARIANT)) {
        double sim =
            vector(e.getValue()).similarity(originals.get(cluster.get(id)), Measure.MULTISET);
        variants++;
        near += sim >= 0.5 ? 1 : 0;
        changed += sim < 1 ? 1 : 0;
      } else if (id.startsWith(CorpusGenerator.SPLICE)) {
        SignatureVector v = vector(e.getValue());
        double max = 0;
        for (SignatureVector o : originals.values()) {
          max = Math.max(max, v.similarity(o, Measure.MULTISET));
        }
        splices++;
        farSplices += max < 0.6 ? 1 : 0;
        assertTrue(max < 0.9, id + " is a near-duplicate (" + max + ") of a real document");
      }
    }
    assertTrue(variants >= 100 && splices >= 100, variants + " variants, " + splices + " splices");
    assertTrue(
        near >= 0.8 * variants,
        near + " of " + variants + " variants have similarity >= 0.5 to their source");
    assertTrue(
        changed >= 0.3 * variants,
        "the edits change the signatures of " + changed + " of " + variants + " variants");
    assertTrue(
        farSplices >= 0.95 * splices,
        farSplices + " of " + splices + " spliced documents below 0.6 to every original");
  }

  @Test
  void splicedDocumentsAreBalancedAndBorrowFromSeveralDocuments(Random random) throws IOException {
    RealCorpus corpus = corpus(random, 10);
    Splicer splicer = new Splicer(corpus.documents());
    for (int i = 0; i < 50; i++) {
      List<Integer> parts = new ArrayList<>();
      String text = splicer.splice(new Rng(random.nextLong()), parts).render();
      assertTrue(
          parts.size() >= Splicer.MIN_PARTS && parts.size() <= Splicer.MAX_PARTS, parts.toString());
      assertEquals(
          parts.size(), parts.stream().distinct().count(), "parts from different documents");
      SignatureVector v = vector(text);
      for (int p : parts) {
        double sim = v.similarity(vector(corpus.documents().get(p).text()), Measure.MULTISET);
        assertTrue(
            sim < 0.75,
            "spliced document at " + sim + " to the part from " + corpus.documents().get(p).id());
      }
    }
  }

  @Test
  void everyEditChangesTheText(Random random) throws IOException {
    RealCorpus corpus = corpus(random, 6);
    for (Edits.Op op : Edits.Op.values()) {
      int changed = 0;
      int tries = 0;
      for (RealCorpus.Document doc : corpus.documents()) {
        for (int k = 0; k < 4; k++) {
          Draft d = Draft.parse(doc);
          String before = d.render();
          Rng r = new Rng(random.nextLong());
          Edits.apply(op, d, r, rr -> SyntheticCorpus.sentence(new Random(rr.nextLong())));
          tries++;
          changed += d.render().equals(before) ? 0 : 1;
        }
      }
      assertTrue(changed >= 0.85 * tries, op + " changed " + changed + " of " + tries);
    }
  }

  @Test
  void clusterSizesAreHeavyTailed(Random random) throws IOException {
    RealCorpus corpus = corpus(random, 400);
    Output out = generate(corpus, 20_000, random.nextLong(), 2, "tail");
    Map<String, Integer> sizes = new HashMap<>();
    for (String line : lines(out.truth())) {
      String c = line.split("\t")[1];
      if (!c.startsWith(CorpusGenerator.SPLICE)) {
        sizes.merge(c, 1, Integer::sum);
      }
    }
    assertEquals(corpus.size(), sizes.size());
    long alone = sizes.values().stream().filter(s -> s == 1).count();
    List<Integer> copied = sizes.values().stream().filter(s -> s > 1).sorted().toList();
    assertTrue(
        alone >= 0.35 * corpus.size() && alone <= 0.65 * corpus.size(),
        alone + " of " + corpus.size() + " without copies");
    int median = copied.get(copied.size() / 2);
    int largest = copied.get(copied.size() - 1);
    assertTrue(
        largest >= 5 * median, "largest cluster " + largest + ", median " + median + ": " + copied);
  }

  @Test
  void skipsCleanlyWithoutTheCorpora() throws IOException {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Path out = tmp.resolve("out/x.jsonl");
    int code =
        CorpusGenerator.run(
            new String[] {tmp.resolve("missing").toString(), "1000", out.toString()},
            new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(0, code);
    assertTrue(
        err.toString(StandardCharsets.UTF_8).contains("not found"),
        err.toString(StandardCharsets.UTF_8));
    assertFalse(Files.exists(out.getParent()), "nothing written");

    Files.createDirectories(tmp.resolve("empty/20news"));
    err.reset();
    code =
        CorpusGenerator.run(
            new String[] {tmp.resolve("empty").toString(), "1000", out.toString()},
            new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(0, code);
    assertTrue(
        err.toString(StandardCharsets.UTF_8).contains("no documents"),
        err.toString(StandardCharsets.UTF_8));
    assertFalse(Files.exists(out.getParent()), "nothing written");

    err.reset();
    assertEquals(
        2,
        CorpusGenerator.run(
            new String[] {"dir", "many", "out.jsonl"},
            new PrintStream(err, true, StandardCharsets.UTF_8)));
  }

  @Test
  void commandLineWritesDocumentsAndTruth(Random random) throws IOException {
    Path in = SyntheticCorpus.write(Files.createDirectories(tmp.resolve("cli-in")), 5, random);
    Path out = tmp.resolve("gen/c.jsonl");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    assertEquals(
        0,
        CorpusGenerator.run(
            new String[] {in.toString(), "1_000", out.toString(), "7", "2"},
            new PrintStream(err, true, StandardCharsets.UTF_8)));
    assertEquals(1000, parse(Files.readAllBytes(out)).size());
    assertEquals(1000, lines(Files.readAllBytes(tmp.resolve("gen/c.truth.tsv"))).size());
    assertTrue(
        err.toString(StandardCharsets.UTF_8).contains("1,000 documents"),
        err.toString(StandardCharsets.UTF_8));
  }

  private static SignatureVector vector(String text) {
    return SignatureVector.analyze(ANALYZER, SpotSigsSchema.DEFAULT_FIELD, text);
  }

  /** id -> text, in file order; fails on a duplicate id or a line that is not {"id","text"}. */
  static Map<String, String> parse(byte[] jsonl) throws IOException {
    Map<String, String> docs = new LinkedHashMap<>();
    for (String line : lines(jsonl)) {
      JsonNode node = JSON.readTree(line);
      assertEquals(2, node.size(), line);
      assertTrue(
          docs.put(node.get("id").asText(), node.get("text").asText()) == null,
          "duplicate id " + node.get("id"));
    }
    return docs;
  }

  static List<String> lines(byte[] data) {
    String s = new String(data, StandardCharsets.UTF_8);
    assertTrue(s.isEmpty() || s.endsWith("\n"), "ends with a newline");
    return s.isEmpty()
        ? List.of()
        : List.of(s.split("\n", -1)).subList(0, s.split("\n", -1).length - 1);
  }
}
