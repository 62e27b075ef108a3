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
package org.spotsigs.elasticsearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spotsigs.cli.SpotSigsCli;
import org.spotsigs.eval.GoldArchive;

/**
 * The development gold set ({@code ../shared/data/gold-dev.tar.xz} beside the project: 1,220 real
 * web pages) on the node of the real distribution, against the {@code spotsigs} command line run in
 * this JVM on the same pages with its defaults (article extraction, {@code --language auto}, {@code
 * --fingerprint-below 5}), which the index's analyzer states in Elasticsearch's terms ({@code
 * language: auto}, {@code min_signatures: 5}). At taus 0.3, 0.5 and 0.9: {@code _near_duplicates}
 * lists exactly the command line's pairs (exact overlap and union) and its clusters; {@code
 * near_duplicate} by {@code _id} of every page returns exactly the pages the command line pairs it
 * with, scored by their similarity, and by text a sample of pages does too. The ingest processor,
 * fed the pages in the command line's input order, drops exactly the pages {@code dedup
 * --cluster-method incremental} removes. Skipped, with a message, when the gold set is not there.
 */
@ExtendWith(OneNode.class)
class GoldDevIT {
  private static final Path ARCHIVE = Path.of("..", "..", "shared", "data", "gold-dev.tar.xz");
  private static final List<String> TAUS = List.of("0.3", "0.5", "0.9");
  private static final String INGEST_TAU = "0.5";

  private static final String SETTINGS =
      """
      {"settings": {"number_of_shards": 3, "number_of_replicas": 0,
        "index.sort.field": "body.len", "index.sort.order": "desc",
        "analysis": {"analyzer": {"cli_defaults": {"type": "spotsigs", "language": "auto", "min_signatures": 5}}}},
       "mappings": {"properties": {"body": {"type": "spotsigs", "analyzer": "cli_defaults"}}}}""";

  private static EsNodes es;
  private static Path pagesDir;

  /** The command line's signatures of the pages ({@code spotsigs signatures}, JSONL). */
  private static Path signatures;

  /**
   * The pages by id (the command line's: the file name without its extension), in the command
   * line's input order.
   */
  private static final Map<String, String> pages = new LinkedHashMap<>();

  /** tau -> the command line's pairs ("a|b" -> "overlap/union"). */
  private static final Map<String, Map<String, String>> cliPairs = new HashMap<>();

  /** tau -> the command line's clusters of two or more pages, each sorted. */
  private static final Map<String, Set<List<String>>> cliClusters = new HashMap<>();

  @BeforeAll
  static void setUp(EsNodes node) throws Exception {
    Assumptions.assumeTrue(
        Files.isRegularFile(ARCHIVE),
        "gold-dev not found at "
            + ARCHIVE.toAbsolutePath().normalize()
            + ": skipping the gold-dev comparison with the command line");
    es = node;
    pagesDir = GoldArchive.unpack(ARCHIVE, Path.of("target", "gold")).resolve("pages");
    try (Stream<Path> s = Files.list(pagesDir)) {
      for (Path p : s.sorted().toList()) {
        pages.put(
            p.getFileName().toString().replaceFirst("\\.html$", ""),
            Files.readString(p, StandardCharsets.UTF_8));
      }
    }
    assertEquals(1220, pages.size(), "gold-dev's pages");
    Path out = Files.createDirectories(Path.of("target", "gold-cli"));
    // the pages' signatures once (the costly part), then every answer from them
    signatures = out.resolve("signatures.jsonl");
    cli("signatures", "--output", signatures.toString(), pagesDir.toString());
    for (String tau : TAUS) {
      Path pairs = out.resolve("pairs-" + tau + ".jsonl");
      Path clusters = out.resolve("clusters-" + tau + ".tsv");
      cli(
          "dedup",
          "--input",
          signatures.toString(),
          "--format",
          "signatures",
          "--tau",
          tau,
          "--output-format",
          "jsonl",
          "--pairs",
          pairs.toString(),
          "--clusters",
          clusters.toString());
      Map<String, String> byKey = new TreeMap<>();
      for (String line : Files.readAllLines(pairs)) {
        Map<?, ?> p = EsNodes.JSON.readValue(line, Map.class);
        byKey.put(
            Library.key((String) p.get("a"), (String) p.get("b")),
            p.get("overlap") + "/" + p.get("union"));
      }
      cliPairs.put(tau, byKey);
      Map<String, List<String>> byRepresentative = new TreeMap<>();
      for (String line : Files.readAllLines(clusters)) {
        String[] f = line.split("\t");
        byRepresentative.computeIfAbsent(f[1], r -> new ArrayList<>()).add(f[0]);
      }
      Set<List<String>> groups = new java.util.HashSet<>();
      for (List<String> g : byRepresentative.values()) {
        if (g.size() > 1) {
          groups.add(g.stream().sorted().toList());
        }
      }
      cliClusters.put(tau, groups);
    }
    assertFalse(cliPairs.get("0.9").isEmpty(), "gold-dev has pairs at 0.9");

    es.expect(200, "PUT", "/gold", SETTINGS);
    bulk("gold", "/_bulk?refresh=true");
  }

  /** Runs the command line in this JVM; fails with its messages if it does not exit 0. */
  private static void cli(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = SpotSigsCli.execute(args, new PrintWriter(out), new PrintWriter(err));
    assertEquals(0, code, "spotsigs " + String.join(" ", args) + ": " + err);
  }

  /**
   * Sends every page, in input order, to {@code index} in bulk requests of about 4 MB to {@code
   * path} (each answered after a refresh); the result of each page ("created", "noop").
   */
  private static Map<String, String> bulk(String index, String path) throws Exception {
    Map<String, String> results = new LinkedHashMap<>();
    StringBuilder b = new StringBuilder();
    List<String> ids = new ArrayList<>();
    for (Map.Entry<String, String> e : pages.entrySet()) {
      b.append(EsNodes.json(Map.of("index", Map.of("_index", index, "_id", e.getKey()))));
      b.append('\n').append(EsNodes.json(Map.of("body", e.getValue()))).append('\n');
      ids.add(e.getKey());
      if (b.length() > 4 << 20 || ids.size() == pages.size() - results.size()) {
        Map<String, Object> r = es.expect(200, "POST", path, b.toString());
        List<?> items = (List<?>) r.get("items");
        for (int k = 0; k < ids.size(); k++) {
          Map<?, ?> item = (Map<?, ?>) ((Map<?, ?>) items.get(k)).get("index");
          assertTrue(item.get("error") == null, ids.get(k) + ": " + item);
          results.put(ids.get(k), (String) item.get("result"));
        }
        b.setLength(0);
        ids.clear();
      }
    }
    return results;
  }

  @Test
  void allPairsAndClustersAreTheCommandLines() throws Exception {
    for (String tau : TAUS) {
      Map<String, Object> answer =
          es.expect(
              200,
              "POST",
              "/gold/_near_duplicates",
              EsNodes.json(
                  Map.of("field", "body", "tau", tau, "clusters", true, "max_pairs", 1_000_000)));
      Map<String, String> expected = cliPairs.get(tau);
      assertEquals(expected, Library.pairs(answer), "pairs at " + tau);
      assertEquals(expected.size(), ((Number) answer.get("total_pairs")).intValue());
      assertEquals(false, answer.get("truncated"));
      Set<List<String>> clusters = new java.util.HashSet<>();
      for (Object c : (List<?>) answer.get("clusters")) {
        clusters.add(((List<?>) c).stream().map(String.class::cast).sorted().toList());
      }
      assertEquals(cliClusters.get(tau), clusters, "clusters at " + tau);
    }
  }

  /**
   * Every page once, by {@code _id}, at one of the three taus (page k at tau k mod 3: about 400
   * probes per tau, every page probed), in {@code _msearch} requests of 200.
   */
  @Test
  void nearDuplicateByIdOfEveryPageIsTheCommandLinesPartners() throws Exception {
    List<String> ids = new ArrayList<>(pages.keySet());
    List<Map<String, Map<String, Float>>> expected = new ArrayList<>();
    TAUS.forEach(tau -> expected.add(partners(cliPairs.get(tau))));
    int[] withPartners = new int[TAUS.size()];
    for (int from = 0; from < ids.size(); from += 200) {
      List<String> batch = ids.subList(from, Math.min(ids.size(), from + 200));
      StringBuilder m = new StringBuilder();
      for (int k = 0; k < batch.size(); k++) {
        String tau = TAUS.get((from + k) % TAUS.size());
        m.append("{}\n");
        m.append(
                EsNodes.json(
                    Map.of(
                        "query",
                        Map.of(
                            "near_duplicate",
                            Map.of(
                                "field", "body", "like", Map.of("_id", batch.get(k)), "tau", tau)),
                        "size",
                        pages.size(),
                        "_source",
                        false)))
            .append('\n');
      }
      List<?> responses =
          (List<?>) es.expect(200, "POST", "/gold/_msearch", m.toString()).get("responses");
      for (int k = 0; k < batch.size(); k++) {
        int t = (from + k) % TAUS.size();
        @SuppressWarnings("unchecked")
        Map<String, Object> r = (Map<String, Object>) responses.get(k);
        assertEquals(200, ((Number) r.get("status")).intValue(), batch.get(k) + ": " + r);
        Map<String, Float> want = expected.get(t).getOrDefault(batch.get(k), Map.of());
        assertEquals(
            want, scores(r), "near_duplicate like _id " + batch.get(k) + " at " + TAUS.get(t));
        withPartners[t] += want.isEmpty() ? 0 : 1;
      }
    }
    for (int t = 0; t < TAUS.size(); t++) {
      assertTrue(withPartners[t] > 100, "probes with partners at " + TAUS.get(t));
    }
  }

  @Test
  void nearDuplicateByTextOfSomePagesIsTheCommandLinesPartners() throws Exception {
    Map<String, Map<String, Float>> expected = partners(cliPairs.get("0.5"));
    int probes = 0;
    for (String id : pages.keySet()) {
      if (probes == 20) {
        break;
      }
      if (!expected.containsKey(id)) {
        continue;
      }
      probes++;
      Map<String, Object> answer =
          es.expect(
              200,
              "POST",
              "/gold/_search",
              EsNodes.json(
                  Map.of(
                      "query",
                      Map.of(
                          "near_duplicate",
                          Map.of("field", "body", "like", pages.get(id), "tau", "0.5")),
                      "size",
                      pages.size(),
                      "_source",
                      false)));
      Map<String, Float> want = new TreeMap<>(expected.get(id));
      want.put(id, 1f); // a text matches its own indexed page
      assertEquals(want, scores(answer), "near_duplicate like the text of " + id);
    }
    assertEquals(20, probes, "twenty probes with partners");
  }

  @Test
  void ingestDropsWhatTheCommandLineRemovesIncrementally() throws Exception {
    Path removals = Path.of("target", "gold-cli", "removals-" + INGEST_TAU + ".tsv");
    cli(
        "dedup",
        "--input",
        signatures.toString(),
        "--format",
        "signatures",
        "--tau",
        INGEST_TAU,
        "--cluster-method",
        "incremental",
        "--removals",
        removals.toString());
    Set<String> removed = new TreeSet<>();
    for (String line : Files.readAllLines(removals)) {
      removed.add(line.split("\t")[0]);
    }
    assertFalse(removed.isEmpty());
    es.expect(200, "PUT", "/gold-ingest", SETTINGS);
    es.expect(
        200,
        "PUT",
        "/_ingest/pipeline/gold-skip",
        "{\"processors\": [{\"near_duplicate\": {\"field\": \"body\", \"tau\": "
            + INGEST_TAU
            + ", \"on_duplicate\": \"skip\"}}]}");
    Set<String> dropped = new TreeSet<>();
    bulk("gold-ingest", "/_bulk?pipeline=gold-skip&refresh=true")
        .forEach(
            (id, result) -> {
              if (result.equals("noop")) {
                dropped.add(id);
              } else {
                assertEquals("created", result, id);
              }
            });
    assertEquals(removed, dropped, "the pages the ingest processor dropped");
  }

  /** id -> (partner -> similarity as a float) of every page with a pair in {@code pairs}. */
  private static Map<String, Map<String, Float>> partners(Map<String, String> pairs) {
    Map<String, Map<String, Float>> out = new HashMap<>();
    pairs.forEach(
        (k, ou) -> {
          String[] ab = k.split("\\|");
          String[] f = ou.split("/");
          float s = (float) ((double) Long.parseLong(f[0]) / Long.parseLong(f[1]));
          out.computeIfAbsent(ab[0], x -> new TreeMap<>()).put(ab[1], s);
          out.computeIfAbsent(ab[1], x -> new TreeMap<>()).put(ab[0], s);
        });
    return out;
  }

  /** The hits of a search answer: id -> score. */
  private static Map<String, Float> scores(Map<String, Object> answer) {
    Map<String, Float> got = new TreeMap<>();
    for (Map<String, Object> h : EsNodes.hits(answer)) {
      got.put((String) h.get("_id"), ((Number) h.get("_score")).floatValue());
    }
    return got;
  }
}
