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
package org.spotsigs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.store.FSDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netpreserve.jwarc.HttpResponse;
import org.netpreserve.jwarc.MediaType;
import org.netpreserve.jwarc.WarcCompression;
import org.netpreserve.jwarc.WarcResponse;
import org.netpreserve.jwarc.WarcWriter;
import org.spotsigs.dedup.Clusters;
import org.spotsigs.dedup.DedupResult;

/**
 * index, dedup --index, query, clusters and common-signatures on the bundled sample and small
 * inputs.
 */
@Randomized
class IndexQueryClustersTest {
  static final Path SAMPLE = Path.of("..", "src-test-corpora", "news-sample", "pages");
  @TempDir Path tmp;

  static Map<String, String> pairsOf(String tsv) {
    Map<String, String> out = new TreeMap<>();
    for (String line : tsv.split("\n")) {
      if (!line.isBlank()) {
        String[] f = line.split("\t");
        String a = f[0].compareTo(f[1]) < 0 ? f[0] : f[1];
        String b = f[0].compareTo(f[1]) < 0 ? f[1] : f[0];
        out.put(a + "\t" + b, f[2]);
      }
    }
    return out;
  }

  @Test
  void indexThenDedupAndQueryAgreeWithDedupOfTheFiles() throws IOException {
    Path index = tmp.resolve("index");
    CliRunner.Result built =
        CliRunner.run("index", "-i", SAMPLE.toString(), "--index", index.toString());
    assertEquals(0, built.exitCode(), built.err());
    assertTrue(built.err().contains("indexed       47"), built.err());

    CliRunner.Result direct = CliRunner.run("dedup", "-i", SAMPLE.toString(), "-t", "0.5");
    CliRunner.Result viaIndex = CliRunner.run("dedup", "--index", index.toString(), "-t", "0.5");
    assertEquals(0, viaIndex.exitCode(), viaIndex.err());
    assertFalse(pairsOf(direct.out()).isEmpty());
    assertEquals(pairsOf(direct.out()), pairsOf(viaIndex.out()));

    // query every sample page: the hits (besides itself) are its pairs
    CliRunner.Result q =
        CliRunner.run("query", "--index", index.toString(), "-t", "0.5", SAMPLE.toString());
    assertEquals(0, q.exitCode(), q.err());
    Map<String, String> fromQueries = new TreeMap<>();
    for (String line : q.out().split("\n")) {
      String[] f = line.split("\t");
      if (!f[0].equals(f[1])) {
        fromQueries.putAll(pairsOf(line));
      } else {
        assertEquals("1.000000", f[2], "a page is identical to itself");
      }
    }
    assertEquals(pairsOf(direct.out()), fromQueries);

    // adding again with other analysis settings is refused; with none, the recorded ones are reused
    CliRunner.Result conflict =
        CliRunner.run(
            "index",
            "-i",
            SAMPLE.toString(),
            "--index",
            index.toString(),
            "--language",
            "en",
            "--chain",
            "3");
    assertEquals(2, conflict.exitCode(), conflict.err());
    assertTrue(conflict.err().contains("other analysis settings"), conflict.err());
    CliRunner.Result again =
        CliRunner.run("index", "-i", SAMPLE.toString(), "--index", index.toString());
    assertEquals(0, again.exitCode(), again.err());
    CliRunner.Result stillSame = CliRunner.run("dedup", "--index", index.toString(), "-t", "0.5");
    assertEquals(
        pairsOf(direct.out()), pairsOf(stillSame.out()), "re-indexing the same ids replaces them");
  }

  /**
   * An index keeps the extraction it was built with: later runs without options analyze with it,
   * another is refused.
   */
  @Test
  void anIndexKeepsItsExtraction() throws IOException {
    Path index = tmp.resolve("strip");
    CliRunner.Result built =
        CliRunner.run(
            "index",
            "-i",
            SAMPLE.toString(),
            "--index",
            index.toString(),
            "--extractor",
            "html-strip");
    assertEquals(0, built.exitCode(), built.err());
    CliRunner.Result conflict =
        CliRunner.run(
            "index",
            "-i",
            SAMPLE.toString(),
            "--index",
            index.toString(),
            "--extractor",
            "article");
    assertEquals(2, conflict.exitCode(), conflict.err());
    assertTrue(
        conflict.err().contains("other analysis settings") && conflict.err().contains("html-strip"),
        conflict.err());
    CliRunner.Result again =
        CliRunner.run("index", "-i", SAMPLE.toString(), "--index", index.toString());
    assertEquals(0, again.exitCode(), again.err());
    Map<String, String> strip =
        pairsOf(
            CliRunner.run(
                    "dedup", "-i", SAMPLE.toString(), "-t", "0.3", "--extractor", "html-strip")
                .out());
    Map<String, String> article =
        pairsOf(CliRunner.run("dedup", "-i", SAMPLE.toString(), "-t", "0.3").out());
    org.junit.jupiter.api.Assertions.assertNotEquals(
        strip, article, "the sample must tell the two extractions apart");
    assertEquals(
        strip, pairsOf(CliRunner.run("dedup", "--index", index.toString(), "-t", "0.3").out()));
  }

  /** A sentence of natural English (stop words and all) about {@code topic}, numbered {@code i}. */
  private static String sentence(String topic, int i) {
    return "The "
        + topic
        + " was one of the things that the council had to talk about in the meeting number "
        + i
        + ", and it is not clear when the work will be done. ";
  }

  private static String paragraph(String topic, int sentences) {
    StringBuilder sb = new StringBuilder("<p>");
    for (int i = 0; i < sentences; i++) {
      sb.append(sentence(topic, i));
    }
    return sb.append("</p>").toString();
  }

  /**
   * An index records the version of the article extraction it was built with, and documents added
   * to it later are analyzed with that version, not the current one: version 1 drops what follows
   * an article's largest quotation (the two pages below are one text to it), version 2 keeps it.
   */
  @Test
  void anIndexKeepsItsArticleExtractionVersion() throws IOException {
    String head =
        "<html><body><div><h1>The bridge will be built after all</h1>"
            + paragraph("bridge", 2)
            + "<blockquote>"
            + paragraph("river", 6)
            + paragraph("ferry", 6)
            + paragraph("harbour", 6)
            + "</blockquote>";
    Path a = Files.createDirectories(tmp.resolve("a"));
    Path b = Files.createDirectories(tmp.resolve("b"));
    Files.writeString(a.resolve("short.html"), head + "</div></body></html>");
    Files.writeString(
        b.resolve("long.html"),
        head + paragraph("budget", 4) + paragraph("mayor", 4) + "</div></body></html>");
    Map<String, Integer> pairs = new HashMap<>();
    for (String version : List.of("article/1", "article")) {
      Path index = tmp.resolve(version.replace('/', '-'));
      CliRunner.Result first =
          CliRunner.run(
              "index", "-i", a.toString(), "--index", index.toString(), "--extractor", version);
      assertEquals(0, first.exitCode(), first.err());
      // added later without options: analyzed with the settings the index records
      CliRunner.Result second =
          CliRunner.run("index", "-i", b.toString(), "--index", index.toString());
      assertEquals(0, second.exitCode(), second.err());
      CliRunner.Result same = CliRunner.run("dedup", "--index", index.toString(), "-t", "1.0");
      assertEquals(0, same.exitCode(), same.err());
      pairs.put(version, pairsOf(same.out()).size());
    }
    assertEquals(
        Map.of("article/1", 1, "article", 0),
        pairs,
        "version 1 reads the two pages as one text, version 2 does not");
    // an index of version 1 refuses the current version rather than mixing the two
    CliRunner.Result mixed =
        CliRunner.run(
            "index",
            "-i",
            b.toString(),
            "--index",
            tmp.resolve("article-1").toString(),
            "--extractor",
            "article");
    assertEquals(2, mixed.exitCode(), mixed.err());
    assertTrue(mixed.err().contains("article/1:"), mixed.err());
  }

  @Test
  void indexTimeDedupSkipsAndLinks() throws IOException {
    Path skipIndex = tmp.resolve("skip");
    Path decisions = tmp.resolve("decisions.tsv");
    CliRunner.Result r =
        CliRunner.run(
            "index",
            "-i",
            SAMPLE.toString(),
            "--index",
            skipIndex.toString(),
            "--dedup",
            "skip",
            "-t",
            "0.5",
            "--decisions",
            decisions.toString());
    assertEquals(0, r.exitCode(), r.err());
    List<String> lines = Files.readAllLines(decisions);
    assertEquals(47, lines.size());
    long skipped = lines.stream().filter(l -> l.split("\t")[1].equals("skipped")).count();
    assertTrue(skipped > 0, "the sample has near-duplicates at 0.5");
    assertTrue(r.err().contains(skipped + " skipped"), r.err());
    CliRunner.Result none = CliRunner.run("dedup", "--index", skipIndex.toString(), "-t", "0.5");
    assertEquals("", none.out(), "no two near-duplicates were both indexed");

    Path linkIndex = tmp.resolve("link");
    CliRunner.Result l =
        CliRunner.run(
            "index",
            "-i",
            SAMPLE.toString(),
            "--index",
            linkIndex.toString(),
            "--dedup",
            "link",
            "-t",
            "0.5",
            "--guess",
            "best");
    assertEquals(0, l.exitCode(), l.err());
    assertEquals(47, clusterIds(linkIndex).size());
    assertTrue(
        new TreeSet<>(clusterIds(linkIndex).values()).size() < 47, "some pages share a cluster");

    CliRunner.Result bad =
        CliRunner.run(
            "index",
            "-i",
            SAMPLE.toString(),
            "--index",
            tmp.resolve("x").toString(),
            "--dedup",
            "skip");
    assertEquals(2, bad.exitCode());
    assertTrue(bad.err().contains("needs --tau"), bad.err());
  }

  static Map<String, Long> clusterIds(Path index) throws IOException {
    Map<String, Long> out = new HashMap<>();
    try (FSDirectory dir = FSDirectory.open(index);
        DirectoryReader r = DirectoryReader.open(dir)) {
      for (LeafReaderContext ctx : r.leaves()) {
        NumericDocValues dv = ctx.reader().getNumericDocValues("spotsigs.cluster");
        for (int d = 0; d < ctx.reader().maxDoc(); d++) {
          assertTrue(dv.advanceExact(d));
          out.put(r.storedFields().document(ctx.docBase + d).get("id"), dv.longValue());
        }
      }
    }
    return out;
  }

  @Test
  void clustersFromPairsAndWrittenIntoTheIndex() throws IOException {
    Path index = tmp.resolve("index");
    assertEquals(
        0, CliRunner.run("index", "-i", SAMPLE.toString(), "--index", index.toString()).exitCode());
    Path pairsTsv = tmp.resolve("pairs.tsv");
    Path pairsJsonl = tmp.resolve("pairs.jsonl");
    Path clustersFromDedup = tmp.resolve("c1.tsv");
    CliRunner.Result d =
        CliRunner.run(
            "dedup",
            "--index",
            index.toString(),
            "-t",
            "0.4",
            "--pairs",
            pairsTsv.toString(),
            "--clusters",
            clustersFromDedup.toString(),
            "--cluster-method",
            "best",
            "--write-clusters");
    assertEquals(0, d.exitCode(), d.err());
    CliRunner.Result j =
        CliRunner.run(
            "dedup",
            "--index",
            index.toString(),
            "-t",
            "0.4",
            "--pairs",
            pairsJsonl.toString(),
            "--output-format",
            "jsonl");
    assertEquals(0, j.exitCode(), j.err());

    // the clusters command on the JSONL pairs gives the same best-match assignment
    Path clustersFromPairs = tmp.resolve("c2.tsv");
    CliRunner.Result c =
        CliRunner.run(
            "clusters",
            "--pairs",
            pairsJsonl.toString(),
            "--method",
            "best",
            "-o",
            clustersFromPairs.toString());
    assertEquals(0, c.exitCode(), c.err());
    Map<String, String> fromDedup = repOf(Files.readAllLines(clustersFromDedup));
    Map<String, String> fromPairs = repOf(Files.readAllLines(clustersFromPairs));
    for (Map.Entry<String, String> e : fromPairs.entrySet()) {
      assertEquals(fromDedup.get(e.getKey()), e.getValue(), e.getKey());
    }
    // and the library's own assignment over the same pairs
    List<String> ids = new ArrayList<>();
    Map<String, Integer> num = new HashMap<>();
    List<int[]> ab = new ArrayList<>();
    List<long[]> ou = new ArrayList<>();
    for (String line : Files.readAllLines(pairsJsonl)) {
      com.fasterxml.jackson.databind.JsonNode n =
          new com.fasterxml.jackson.databind.ObjectMapper().readTree(line);
      int a =
          num.computeIfAbsent(
              n.get("a").asText(),
              k -> {
                ids.add(k);
                return ids.size() - 1;
              });
      int b =
          num.computeIfAbsent(
              n.get("b").asText(),
              k -> {
                ids.add(k);
                return ids.size() - 1;
              });
      ab.add(new int[] {a, b});
      ou.add(new long[] {n.get("overlap").asLong(), n.get("union").asLong()});
    }
    DedupResult pairs =
        DedupResult.of(
            ab.stream().mapToInt(x -> x[0]).toArray(),
            ab.stream().mapToInt(x -> x[1]).toArray(),
            ou.stream().mapToLong(x -> x[0]).toArray(),
            ou.stream().mapToLong(x -> x[1]).toArray(),
            ids.size());
    Clusters lib = Clusters.bestMatch(pairs, ids.size());
    for (int i = 0; i < ids.size(); i++) {
      assertEquals(ids.get(lib.representative(i)), fromPairs.get(ids.get(i)));
    }
    // the cluster ids written into the index group the pages exactly like the clusters file
    Map<String, Long> labels = clusterIds(index);
    Map<Long, String> repOfLabel = new HashMap<>();
    for (Map.Entry<String, Long> e : labels.entrySet()) {
      String rep = fromDedup.get(e.getKey());
      String prev = repOfLabel.putIfAbsent(e.getValue(), rep);
      assertEquals(prev == null ? rep : prev, rep);
    }
    // the TSV pairs work too (6-decimal similarities)
    CliRunner.Result t = CliRunner.run("clusters", "--pairs", pairsTsv.toString());
    assertEquals(0, t.exitCode(), t.err());
    assertTrue(t.err().contains("clusters (connected components)"), t.err());
  }

  static Map<String, String> repOf(List<String> lines) {
    Map<String, String> out = new HashMap<>();
    for (String l : lines) {
      String[] f = l.split("\t");
      out.put(f[0], f[1]);
    }
    return out;
  }

  @Test
  void jsonlTrecAndWarcInputs() throws IOException {
    String story =
        "The council said the bridge is a triumph and the river is clean. The works have been a long"
            + " road, and the mayor was glad. A vote is due in the spring, the clerk said.";
    String other =
        "A storm is coming to the coast and the harbour is closed. The ferries have been stopped for a day.";
    Path jsonl = tmp.resolve("docs.jsonl");
    Files.writeString(
        jsonl,
        String.join(
            "\n",
            "{\"id\": \"j1\", \"text\": \"" + story + "\"}",
            "{\"id\": \"j2\", \"text\": \"<p>" + story + "</p>\"}",
            "{\"id\": \"j3\", \"text\": \"" + other + "\"}",
            "{\"id\": \"j4\"}",
            "oops"));
    CliRunner.Result j =
        CliRunner.run("dedup", "-i", jsonl.toString(), "--format", "jsonl", "-t", "0.9");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, j.exitCode(), j.err());
    assertEquals(Map.of("j1\tj2", "1.000000"), pairsOf(j.out()));
    assertTrue(j.err().contains("docs.jsonl:4: missing \"text\""), j.err());
    assertTrue(j.err().contains("docs.jsonl:5: invalid JSON"), j.err());

    Path trec = tmp.resolve("trec.txt");
    Files.writeString(
        trec,
        "<DOC>\n<DOCNO> T-1 </DOCNO>\n<DOCHDR>\nhttp://x/ the header is here\n</DOCHDR>\n"
            + story
            + "\n</DOC>\n<DOC><DOCNO>T-2</DOCNO>\n<html>"
            + story
            + "</html></DOC>\n<DOC>\n<DOCNO>T-3</DOCNO>\n"
            + other
            + "\n</DOC>\n<DOC>\nno number here\n</DOC>\n");
    CliRunner.Result t =
        CliRunner.run("dedup", "-i", trec.toString(), "--format", "trec", "-t", "0.9");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, t.exitCode(), t.err());
    assertEquals(Map.of("T-1\tT-2", "1.000000"), pairsOf(t.out()));
    assertTrue(t.err().contains("<DOC> without a <DOCNO>"), t.err());

    Path warc = tmp.resolve("crawl.warc.gz");
    try (WarcWriter w =
        new WarcWriter(
            Files.newByteChannel(
                warc,
                java.nio.file.StandardOpenOption.CREATE,
                java.nio.file.StandardOpenOption.WRITE),
            WarcCompression.GZIP)) {
      int i = 0;
      for (String body :
          List.of(
              "<html><body><p>" + story + "</p></body></html>",
              "<div>" + story + "</div>",
              other)) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        HttpResponse http =
            new HttpResponse.Builder(200, "OK").body(MediaType.HTML_UTF8, bytes).build();
        w.write(
            new WarcResponse.Builder(URI.create("http://example.org/page" + (i++)))
                .date(Instant.EPOCH)
                .body(http)
                .build());
      }
    }
    CliRunner.Result wr =
        CliRunner.run("dedup", "-i", warc.toString(), "--format", "warc", "-t", "0.9");
    assertEquals(0, wr.exitCode(), wr.err());
    assertEquals(
        Map.of("http://example.org/page0\thttp://example.org/page1", "1.000000"),
        pairsOf(wr.out()));
  }

  @Test
  void commonSignaturesFromFilesAndFromAnIndex() throws IOException {
    Path fromFiles = tmp.resolve("common1.txt");
    CliRunner.Result r =
        CliRunner.run(
            "common-signatures",
            "-i",
            SAMPLE.toString(),
            "--max-df",
            "3",
            "-o",
            fromFiles.toString());
    assertEquals(0, r.exitCode(), r.err());
    Path index = tmp.resolve("index");
    assertEquals(
        0, CliRunner.run("index", "-i", SAMPLE.toString(), "--index", index.toString()).exitCode());
    Path fromIndex = tmp.resolve("common2.txt");
    CliRunner.Result i =
        CliRunner.run(
            "common-signatures",
            "--index",
            index.toString(),
            "--max-df",
            "3",
            "-o",
            fromIndex.toString());
    assertEquals(0, i.exitCode(), i.err());
    List<String> a =
        Files.readAllLines(fromFiles).stream().filter(l -> !l.startsWith("#")).toList();
    List<String> b =
        Files.readAllLines(fromIndex).stream().filter(l -> !l.startsWith("#")).toList();
    assertFalse(a.isEmpty());
    assertEquals(a, b);
    // dedup with the list drops those signatures: fewer signatures in the summary
    CliRunner.Result with =
        CliRunner.run(
            "dedup",
            "-i",
            SAMPLE.toString(),
            "-t",
            "0.5",
            "--common-signatures",
            fromFiles.toString());
    CliRunner.Result without = CliRunner.run("dedup", "-i", SAMPLE.toString(), "-t", "0.5");
    assertTrue(signatureCount(with.err()) < signatureCount(without.err()), with.err());
  }

  static long signatureCount(String summary) {
    for (String line : summary.split("\n")) {
      if (line.startsWith("  signatures")) {
        return Long.parseLong(line.trim().split("\\s+")[1].replace(",", ""));
      }
    }
    throw new AssertionError(summary);
  }
}
