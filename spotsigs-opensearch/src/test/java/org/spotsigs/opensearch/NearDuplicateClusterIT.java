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
package org.spotsigs.opensearch;

import static org.opensearch.test.hamcrest.OpenSearchAssertions.assertAcked;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.lucene.index.LeafReaderContext;
import org.opensearch.action.bulk.BulkRequestBuilder;
import org.opensearch.action.bulk.BulkResponse;
import org.opensearch.action.search.SearchResponse;
import org.opensearch.client.Request;
import org.opensearch.common.settings.Settings;
import org.opensearch.index.IndexService;
import org.opensearch.index.engine.Engine;
import org.opensearch.index.query.QueryBuilders;
import org.opensearch.index.shard.IndexShard;
import org.opensearch.indices.IndicesService;
import org.opensearch.search.SearchHit;
import org.opensearch.test.OpenSearchIntegTestCase.ClusterScope;
import org.opensearch.test.OpenSearchIntegTestCase.Scope;
import org.spotsigs.analysis.AntecedentSet;
import org.spotsigs.analysis.Language;
import org.spotsigs.analysis.SignatureKey;
import org.spotsigs.analysis.SpotSet;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.html.ArticleExtractor;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.opensearch.pairs.NearDuplicatePairsResponse;
import org.spotsigs.opensearch.query.NearDuplicateQueryBuilder;
import org.spotsigs.opensearch.query.NearDuplicateQueryBuilder.LikeDocument;
import org.spotsigs.testing.RandomVectors;

/**
 * The plugin on a cluster of two data nodes, indexes of three shards with one replica, compared
 * with the library on one plain Lucene index of the same documents.
 */
@ClusterScope(
    scope = Scope.SUITE,
    numDataNodes = 2,
    numClientNodes = 0,
    supportsDedicatedMasters = false)
public class NearDuplicateClusterIT extends SpotSigsIntegTestCase {

  public void testQueryReturnsExactlyWhatTheLibraryReturns() throws Exception {
    RandomIndex q = randomIndex("q", 150 + random().nextInt(150));
    Threshold tau = q.tau();
    Measure measure = q.measure();
    Map<String, SignatureVector> docs = q.docs();
    List<String> ids = new ArrayList<>(docs.keySet());
    int compared = 0;
    try (ReferenceIndex ref = new ReferenceIndex(FIELD, docs, random())) {
      for (int i = 0; i < 30; i++) {
        // a query vector: an indexed one, or a variant of one (not indexed)
        SignatureVector v = docs.get(ids.get(random().nextInt(ids.size())));
        if (random().nextBoolean() && !v.isEmpty()) {
          v = SignatureVector.of(new RandomVectors(random()).variant(v.toMap()));
        }
        Threshold t = random().nextInt(3) == 0 ? RandomVectors.randomTau(random()) : tau;
        Map<String, long[]> expected = ref.find(v, t, measure);
        assertSameHits(
            "like vector, tau " + t + " " + measure,
            expected,
            search("q", NearDuplicateQueryBuilder.likeVector(FIELD, v, t, measure), docs.size()));
        compared += expected.size();

        // inside a bool with a filter: the filtered subset, same scores
        Map<String, long[]> even = new TreeMap<>(expected);
        even.keySet().removeIf(id -> !group(id).equals("even"));
        assertSameHits(
            "bool with filter",
            even,
            search(
                "q",
                QueryBuilders.boolQuery()
                    .must(NearDuplicateQueryBuilder.likeVector(FIELD, v, t, measure))
                    .filter(QueryBuilders.termQuery("group", "even")),
                docs.size()));

        // like an indexed document, by id: without the document itself
        String id = ids.get(random().nextInt(ids.size()));
        LikeDocument like = new LikeDocument(random().nextBoolean() ? "q" : null, id, null);
        assertSameHits(
            "like document " + id,
            ref.of(id, t, measure),
            search(
                "q", NearDuplicateQueryBuilder.likeDocument(FIELD, like, t, measure), docs.size()));
      }
    }
    assertTrue("the queries found near-duplicates at all", compared > 0);
  }

  public void testAllPairsEqualDeduplicatorOnOneIndex() throws Exception {
    RandomIndex p = randomIndex("p", 200 + random().nextInt(200));
    Threshold tau = p.tau();
    Measure measure = p.measure();
    Map<String, SignatureVector> docs = p.docs();
    try (ReferenceIndex ref = new ReferenceIndex(FIELD, docs, random())) {
      for (Threshold t : List.of(tau, RandomVectors.randomTau(random()))) {
        Map<String, long[]> expected = ref.pairs(t, measure);
        NearDuplicatePairsResponse r = pairs("p", t, measure, true);
        assertEquals(docs.size(), r.documents());
        assertEquals(3, r.shards());
        assertSamePairs("all pairs, tau " + t + " " + measure, expected, pairMap(r));
        assertClustersAreComponents(expected, r.clusters());
        assertTrue(
            "pairs across shards are found too",
            expected.isEmpty() || crossShardPairs("p", r) > 0 || r.totalPairs() < 3);
      }
    }
  }

  public void testTextsAnalyzedWithTheFieldsAnalyzer() throws Exception {
    // body: the pre-built spotsigs analyzer; custom: a custom chain with the spotsigs token filter;
    // typed: the spotsigs analyzer type with settings. Each is compared with the library's analyzer
    // of the same settings.
    assertAcked(
        prepareCreate("t")
            .setSettings(
                Settings.builder()
                    .put("index.number_of_shards", 3)
                    .put("index.number_of_replicas", 1)
                    .put("analysis.filter.sigs.type", "spotsigs")
                    .put("analysis.filter.sigs.antecedent_set", "paper-example")
                    .put("analysis.filter.sigs.chain_length", 3)
                    .put("analysis.analyzer.custom_sigs.type", "custom")
                    .put("analysis.analyzer.custom_sigs.tokenizer", "standard")
                    .putList("analysis.analyzer.custom_sigs.filter", "lowercase", "sigs")
                    .put("analysis.analyzer.typed_sigs.type", "spotsigs")
                    .put("analysis.analyzer.typed_sigs.strip_html", false)
                    .put("analysis.analyzer.typed_sigs.key", "chain")
                    .put("analysis.analyzer.typed_sigs.spots", "the(1,2) is(2,1) a[1,2]")
                    .put("analysis.analyzer.block_sigs.type", "spotsigs")
                    .put("analysis.analyzer.block_sigs.min_block_words", 4)
                    .put("analysis.analyzer.french_sigs.type", "spotsigs")
                    .put("analysis.analyzer.french_sigs.language", "fr")
                    .put("analysis.filter.zh_sigs.type", "spotsigs")
                    .put("analysis.filter.zh_sigs.language", "zh")
                    .put("analysis.analyzer.chinese_sigs.type", "custom")
                    .put("analysis.analyzer.chinese_sigs.tokenizer", "standard")
                    .putList("analysis.analyzer.chinese_sigs.filter", "lowercase", "zh_sigs")
                    .put("analysis.char_filter.article.type", "html_article")
                    .put("analysis.char_filter.article.min_words", 6)
                    .put("analysis.analyzer.article_sigs.type", "custom")
                    .putList("analysis.analyzer.article_sigs.char_filter", "article")
                    .put("analysis.analyzer.article_sigs.tokenizer", "standard")
                    .putList("analysis.analyzer.article_sigs.filter", "lowercase", "sigs")
                    .put("analysis.analyzer.stripped_sigs.type", "spotsigs")
                    .put(
                        "analysis.analyzer.stripped_sigs.extraction", "html_strip:minBlockWords=5"))
            .setMapping(
                "{\"properties\": {\"body\": {\"type\": \"spotsigs\"}, "
                    + "\"custom\": {\"type\": \"spotsigs\", \"analyzer\": \"custom_sigs\"}, "
                    + "\"typed\": {\"type\": \"spotsigs\", \"analyzer\": \"typed_sigs\"}, "
                    + "\"blocks\": {\"type\": \"spotsigs\", \"analyzer\": \"block_sigs\"}, "
                    + "\"french\": {\"type\": \"spotsigs\", \"analyzer\": \"french_sigs\"}, "
                    + "\"chinese\": {\"type\": \"spotsigs\", \"analyzer\": \"chinese_sigs\"}, "
                    + "\"article\": {\"type\": \"spotsigs\", \"analyzer\": \"article_sigs\"}, "
                    + "\"stripped\": {\"type\": \"spotsigs\", \"analyzer\": \"stripped_sigs\"}}}"));
    // a new index records the default extraction, and its default analyzer extracts the article
    assertEquals(
        ArticleExtractor.defaults().id(),
        client()
            .admin()
            .indices()
            .prepareGetSettings("t")
            .get()
            .getSetting("t", "index.spotsigs.extraction"));
    Map<String, SpotSigsAnalyzer> analyzers =
        Map.of(
            "body", SpotSigsAnalyzer.builder().textExtraction(ArticleExtractor.defaults()).build(),
            "custom",
                SpotSigsAnalyzer.builder()
                    .spotSet(SpotSet.uniform(AntecedentSet.PAPER_EXAMPLE, 1, 3))
                    .stripHtml(false)
                    .build(),
            "typed",
                SpotSigsAnalyzer.builder()
                    .spotSet(SpotSet.parse("the(1,2) is(2,1) a[1,2]"))
                    .stripHtml(false)
                    .key(SignatureKey.CHAIN_ONLY)
                    .build(),
            "blocks", SpotSigsAnalyzer.builder().minBlockWords(4).build(),
            "french",
                SpotSigsAnalyzer.builder()
                    .language(Language.FR)
                    .textExtraction(
                        ArticleExtractor.builder().stopWords(Language.FR.stopWordList()).build())
                    .build(),
            "chinese", SpotSigsAnalyzer.builder().language(Language.ZH).stripHtml(false).build(),
            "article",
                SpotSigsAnalyzer.builder()
                    .spotSet(SpotSet.uniform(AntecedentSet.PAPER_EXAMPLE, 1, 3))
                    .textExtraction(ArticleExtractor.builder().minWords(6).build())
                    .build(),
            "stripped", SpotSigsAnalyzer.builder().minBlockWords(5).build());
    Map<String, String> texts = new LinkedHashMap<>();
    List<String> bases = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      String text =
          bases.isEmpty() || random().nextInt(3) == 0
              ? randomText()
              : edit(bases.get(random().nextInt(bases.size())));
      bases.add(text);
      texts.put(
          "t" + i,
          random().nextInt(3) == 0
              ? "<html><body><ul><li><a href=\"/\">Home is here</a></li><li><a href=\"/n\">The news</a></li></ul><div><p>"
                  + text
                  + "</p><p>"
                  + edit(text)
                  + "</p></div><div class=\"footer\">A sentence the frame has on every page of the site."
                  + "</div></body></html>"
              : text);
    }
    // one text rich in every language's antecedents, so that every field has a document with
    // signatures
    texts.put(
        "rich",
        "the city is a river 的 城市 河流 是 经济发展 的 河流 城市 la maison est l'eau le marché a dog "
            + "the garden is a storm 的 经济发展 城市 是 河流 城市 的 城市 经济发展 la forêt est le pont was the winter");
    bases.add(texts.get("rich"));
    for (Map.Entry<String, String> e : texts.entrySet()) {
      Map<String, Object> source = new HashMap<>();
      analyzers.keySet().forEach(field -> source.put(field, e.getValue()));
      client().prepareIndex("t").setId(e.getKey()).setSource(source).get();
    }
    refresh("t");
    int found = 0;
    for (Map.Entry<String, SpotSigsAnalyzer> a : analyzers.entrySet()) {
      String field = a.getKey();
      Map<String, SignatureVector> vectors = new LinkedHashMap<>();
      texts.forEach(
          (id, text) -> vectors.put(id, SignatureVector.analyze(a.getValue(), field, text)));
      assertTrue(
          field + ": texts have signatures", vectors.values().stream().anyMatch(v -> v.size() > 3));
      try (ReferenceIndex ref = new ReferenceIndex(field, vectors, random())) {
        for (int i = 0; i < 10; i++) {
          String text = edit(bases.get(random().nextInt(bases.size())));
          Threshold tau =
              Threshold.parse(List.of("0.3", "0.5", "0.7", "0.9").get(random().nextInt(4)));
          Measure measure = random().nextBoolean() ? Measure.MULTISET : Measure.SET;
          Map<String, long[]> expected =
              ref.find(SignatureVector.analyze(a.getValue(), field, text), tau, measure);
          assertSameHits(
              field + ": like text",
              expected,
              search(
                  "t",
                  NearDuplicateQueryBuilder.likeText(field, text, tau, measure),
                  texts.size()));
          found += expected.size();
        }
      }
    }
    assertTrue("some texts were near-duplicates", found > 0);
  }

  private static final List<String> WORDS =
      List.of(
          "cat",
          "dog",
          "house",
          "river",
          "city",
          "storm",
          "market",
          "school",
          "garden",
          "train",
          "winter",
          "music",
          "paper",
          "bridge",
          "forest",
          "island",
          "letter",
          "mountain",
          "window",
          "carolina",
          "l'homme",
          "l'eau",
          "maison",
          "经济发展",
          "城市",
          "河流");
  private static final List<String> SPOTS =
      List.of(
          "the", "a", "an", "is", "was", "has", "will", "can", "of", "and", "in", "la", "le", "est",
          "的", "是");

  private static String randomText() {
    StringBuilder sb = new StringBuilder();
    int n = 20 + random().nextInt(60);
    for (int i = 0; i < n; i++) {
      List<String> from = random().nextInt(3) == 0 ? SPOTS : WORDS;
      sb.append(i == 0 ? "" : " ").append(from.get(random().nextInt(from.size())));
    }
    return sb.toString();
  }

  private static String edit(String text) {
    List<String> words = new ArrayList<>(List.of(text.split(" ")));
    for (int e = random().nextInt(4); e > 0; e--) {
      int at = random().nextInt(words.size());
      if (random().nextBoolean()) {
        words.set(at, WORDS.get(random().nextInt(WORDS.size())));
      } else {
        words.add(at, SPOTS.get(random().nextInt(SPOTS.size())));
      }
    }
    return String.join(" ", words);
  }

  /**
   * An analyzer with {@code language: auto} on an index of documents in many languages (paragraphs
   * of the Universal Declaration of Human Rights, the library's test samples, and edited copies):
   * each document's signatures are the library's auto analysis (the query returns exactly what the
   * library's matcher returns for every edited copy), no hit is in another language than its query,
   * the language is recorded in the field's {@code .lang} sub-field, and a document with too few
   * signatures matches its exact copy only.
   */
  public void testLanguageAutoOnAMixedIndex() throws Exception {
    assertAcked(
        prepareCreate("mixed")
            .setSettings(
                Settings.builder()
                    .put("index.number_of_shards", 2)
                    .put("index.number_of_replicas", 0)
                    .put("analysis.analyzer.auto_sigs.type", "spotsigs")
                    .put("analysis.analyzer.auto_sigs.language", "auto")
                    .put("analysis.analyzer.auto_sigs.min_signatures", 5))
            .setMapping(
                "{\"properties\": {\"body\": {\"type\": \"spotsigs\", \"analyzer\": \"auto_sigs\"}}}"));
    SpotSigsAnalyzer library =
        SpotSigsAnalyzer.builder()
            .autoLanguage()
            .minSignatures(5)
            .textExtraction(ArticleExtractor.builder().autoLanguage(true).build())
            .build();
    Map<String, String> texts = new LinkedHashMap<>();
    Map<String, String> languageOf = new HashMap<>();
    List<String> edited = new ArrayList<>();
    for (String code : List.of("en", "de", "fr", "es", "ru", "zh", "ja", "ar", "ko", "x-pl")) {
      List<String> paragraphs;
      // the library's test samples (its test jar is on the class path)
      try (java.io.InputStream in =
          SignatureVector.class.getResourceAsStream(
              "/org/spotsigs/analysis/udhr/" + code + ".txt")) {
        paragraphs =
            new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).lines().toList();
      }
      for (int from = 0; from + 6 <= paragraphs.size(); from += 6) {
        List<String> doc = new ArrayList<>(paragraphs.subList(from, from + 6));
        String id = code + "-" + from;
        texts.put(id, String.join("\n", doc));
        doc.remove(1 + random().nextInt(5));
        edited.add(String.join("\n", doc));
      }
      languageOf.put(code, code.startsWith("x-") ? SpotSigsAnalyzer.UNDETERMINED : code);
    }
    texts.put("short", "Short note: see you at noon.");
    texts.put("short-copy", "SHORT NOTE -- see you at noon!");
    texts.put("other-short", "Short note: see you at one.");
    for (Map.Entry<String, String> e : texts.entrySet()) {
      client().prepareIndex("mixed").setId(e.getKey()).setSource("body", e.getValue()).get();
    }
    refresh("mixed");
    Map<String, SignatureVector> vectors = new LinkedHashMap<>();
    texts.forEach((id, text) -> vectors.put(id, SignatureVector.analyze(library, "body", text)));
    Threshold tau = Threshold.of(0.3);
    try (ReferenceIndex ref = new ReferenceIndex("body", vectors, random())) {
      for (String text : edited) {
        SignatureVector v = SignatureVector.analyze(library, "body", text);
        Map<String, long[]> expected = ref.find(v, tau, Measure.MULTISET);
        assertFalse("an edited copy finds its original: " + v.language(), expected.isEmpty());
        for (String id : expected.keySet()) {
          assertEquals(id, v.language(), vectors.get(id).language());
        }
        assertSameHits(
            v.language(),
            expected,
            search(
                "mixed",
                NearDuplicateQueryBuilder.likeText("body", text, tau, Measure.MULTISET),
                texts.size()));
      }
      // the short text matches its copy (the same words, written otherwise) and nothing else
      assertEquals(
          Set.of("short", "short-copy"),
          search(
                  "mixed",
                  NearDuplicateQueryBuilder.likeText(
                      "body", texts.get("short"), Threshold.of(0.01), Measure.MULTISET),
                  texts.size())
              .keySet());
    }
    // the language of every document is recorded in the index
    for (Map.Entry<String, String> e : languageOf.entrySet()) {
      Map<String, Float> hits =
          search(
              "mixed",
              QueryBuilders.termQuery(
                  SpotSigsSchema.of("body", Measure.MULTISET).languageField(), e.getValue()),
              texts.size());
      assertTrue(
          e.getKey(), hits.keySet().stream().anyMatch(id -> id.startsWith(e.getKey() + "-")));
      for (String id : hits.keySet()) {
        assertEquals(id, e.getValue(), vectors.get(id).language());
      }
    }
  }

  /**
   * An index that predates the recorded extraction (no index.spotsigs.extraction) keeps analyzing
   * as it was built: its default field analyzer strips HTML and drops short blocks.
   */
  public void testIndexRecordsItsExtraction() throws Exception {
    assertAcked(
        prepareCreate("legacy")
            .setSettings(
                Settings.builder()
                    .put("index.number_of_shards", 1)
                    .put("index.number_of_replicas", 0)
                    .put("index.spotsigs.extraction", "html-strip:minBlockWords=20"))
            .setMapping("{\"properties\": {\"body\": {\"type\": \"spotsigs\"}}}"));
    assertAcked(
        prepareCreate("current")
            .setSettings(
                Settings.builder()
                    .put("index.number_of_shards", 1)
                    .put("index.number_of_replicas", 0))
            .setMapping("{\"properties\": {\"body\": {\"type\": \"spotsigs\"}}}"));
    StringBuilder article = new StringBuilder();
    for (int i = 0; i < 5; i++) {
      article
          .append("<p>")
          .append(randomText())
          .append(" the end of a sentence is here and there are many words in it</p>");
    }
    String frame =
        "<div class=\"about\"><p>The site is a place where the editors have written a long sentence about "
            + "the site that is on every page and that has more than twenty words in it for sure.</p></div>";
    String page =
        "<html><body><div class=\"story\">" + article + "</div>" + frame + "</body></html>";
    client().prepareIndex("legacy").setId("p").setSource(Map.of("body", page)).get();
    client().prepareIndex("current").setId("p").setSource(Map.of("body", page)).get();
    refresh("legacy", "current");
    SpotSigsAnalyzer strip = new SpotSigsAnalyzer();
    SpotSigsAnalyzer articleOnly =
        SpotSigsAnalyzer.builder().textExtraction(ArticleExtractor.defaults()).build();
    SignatureVector stripped = SignatureVector.analyze(strip, "body", page);
    SignatureVector extracted = SignatureVector.analyze(articleOnly, "body", page);
    assertNotEquals("the test page must tell the two extractions apart", stripped, extracted);
    for (String index : List.of("legacy", "current")) {
      // the stored vector is exactly the one of the index's extraction, and not the other's
      SignatureVector expected = index.equals("legacy") ? stripped : extracted;
      SignatureVector other = index.equals("legacy") ? extracted : stripped;
      assertEquals(
          index,
          1,
          client()
              .prepareSearch(index)
              .setQuery(
                  NearDuplicateQueryBuilder.likeVector(
                      "body", expected, Threshold.of(1.0), Measure.MULTISET))
              .get()
              .getHits()
              .getTotalHits()
              .value());
      assertEquals(
          index,
          0,
          client()
              .prepareSearch(index)
              .setQuery(
                  NearDuplicateQueryBuilder.likeVector(
                      "body", other, Threshold.of(1.0), Measure.MULTISET))
              .get()
              .getHits()
              .getTotalHits()
              .value());
    }
  }

  public void testSegmentsAreSortedByLengthAsTheMatcherExpects() throws Exception {
    createSpotSigsIndex("s", 3, 1);
    indexVectors("s", randomDocs(100, Threshold.parse("0.8"), Measure.MULTISET));
    flushAndRefresh("s");
    ensureGreen("s");
    SpotSigsSchema schema = SpotSigsSchema.of(FIELD, Measure.MULTISET);
    int leaves = 0;
    for (IndicesService indices : internalCluster().getDataNodeInstances(IndicesService.class)) {
      for (IndexService indexService : indices) {
        if (!indexService.index().getName().equals("s")) {
          continue;
        }
        for (IndexShard shard : indexService) {
          try (Engine.Searcher searcher = shard.acquireSearcher("test")) {
            for (LeafReaderContext ctx : searcher.getIndexReader().leaves()) {
              assertTrue(
                  "segment sorted by "
                      + FIELD
                      + ".len descending: "
                      + ctx.reader().getMetaData().sort(),
                  schema.isSortedBy(ctx.reader(), Measure.MULTISET));
              leaves++;
            }
          }
        }
      }
    }
    assertTrue(leaves > 0);
  }

  /**
   * One bulk request through the ingest processor: each document is compared with the index and
   * with the documents before it in the request that were kept, exactly as if the documents had
   * been sent one after the other with a refresh in between (the oracle below does that), for
   * documents given as signature counts and as texts, with and without ids.
   */
  public void testIngestProcessorMatchesTheDocumentsOfOneBulk() throws Exception {
    SpotSigsAnalyzer analyzer =
        SpotSigsAnalyzer.builder().textExtraction(ArticleExtractor.defaults()).build();
    Threshold tau = Threshold.parse("0.7");
    for (String mode : List.of("skip", "tag")) {
      String index = "bulk-" + mode;
      createSpotSigsIndex(index, 3, 1);
      Map<String, SignatureVector> indexed = randomDocs(40, tau, Measure.MULTISET);
      indexed.values().removeIf(v -> v.size() < 3);
      indexVectors(index, indexed);
      Request put = new Request("PUT", "/_ingest/pipeline/bulk-" + mode);
      put.setJsonEntity(
          "{\"processors\": [{\"near_duplicate\": {\"field\": \"body\", \"tau\": 0.7,"
              + " \"on_duplicate\": \""
              + mode
              + "\"}}]}");
      getRestClient().performRequest(put);

      // the request: copies and variants of indexed documents and of earlier ones of the request,
      // new ones, texts; some without an id
      RandomVectors gen = new RandomVectors(random());
      List<String> ids = new ArrayList<>(); // null: no id
      List<Object> values = new ArrayList<>();
      List<SignatureVector> vectors = new ArrayList<>();
      List<SignatureVector> bases = new ArrayList<>(indexed.values());
      List<String> texts = new ArrayList<>();
      for (int k = 0; k < 40; k++) {
        Object value;
        SignatureVector vector;
        int kind = random().nextInt(6);
        if (kind == 0) {
          String text =
              texts.isEmpty() || random().nextBoolean()
                  ? randomText()
                  : edit(texts.get(random().nextInt(texts.size())));
          texts.add(text);
          value = text;
          vector = SignatureVector.analyze(analyzer, FIELD, text);
        } else {
          SignatureVector base =
              kind < 3 && !vectors.isEmpty()
                  ? vectors.get(random().nextInt(vectors.size()))
                  : bases.get(random().nextInt(bases.size()));
          vector =
              switch (random().nextInt(3)) {
                case 0 -> base;
                case 1 -> SignatureVector.of(gen.variant(base.toMap()));
                default -> SignatureVector.of(gen.document());
              };
          value = vector.toMap();
        }
        ids.add(random().nextInt(4) == 0 ? null : "b" + k);
        values.add(value);
        vectors.add(vector);
      }
      // and at least one near-duplicate within the request, whatever the random draws: a document
      // of signatures no other one has, then a copy of it
      Map<String, Integer> unique = new java.util.TreeMap<>();
      for (int s = 3 + random().nextInt(5); s > 0; s--) {
        unique.put("onlyinthisrequest" + s, 1 + random().nextInt(3));
      }
      for (int copy = 0; copy < 2; copy++) {
        ids.add(random().nextInt(4) == 0 ? null : "b" + ids.size());
        values.add(unique);
        vectors.add(SignatureVector.of(unique));
      }
      BulkRequestBuilder bulk = client().prepareBulk().setRefreshPolicy(immediate());
      for (int k = 0; k < values.size(); k++) {
        var request =
            client()
                .prepareIndex(index)
                .setPipeline("bulk-" + mode)
                .setSource(Map.of(FIELD, values.get(k), "group", "item" + k));
        if (ids.get(k) != null) {
          request.setId(ids.get(k));
        }
        bulk.add(request);
      }
      BulkResponse response = bulk.get();

      // the oracle: one document after the other against the index and the kept ones
      List<Integer> kept = new ArrayList<>();
      int dropped = 0;
      int inRequest = 0;
      for (int k = 0; k < values.size(); k++) {
        long[] best = null;
        List<String> bestFrom = new ArrayList<>();
        for (Map.Entry<String, SignatureVector> e : indexed.entrySet()) {
          best = consider(vectors.get(k), e.getValue(), tau, best, bestFrom, e.getKey());
        }
        for (int j : kept) {
          if (ids.get(k) == null || !ids.get(k).equals(ids.get(j))) {
            best = consider(vectors.get(k), vectors.get(j), tau, best, bestFrom, "item" + j);
          }
        }
        var item = response.getItems()[k];
        assertFalse(item.getFailureMessage(), item.isFailed());
        if (best == null) {
          kept.add(k);
          assertNotEquals(
              "not a near-duplicate: indexed",
              "noop",
              item.getResponse().getResult().getLowercase());
          continue;
        }
        if (mode.equals("skip")) {
          assertEquals(
              "item " + k + ", a near-duplicate of " + bestFrom + ": dropped",
              "noop",
              item.getResponse().getResult().getLowercase());
          dropped++;
          if (bestFrom.stream().allMatch(f -> f.startsWith("item"))) {
            inRequest++;
          }
          continue;
        }
        kept.add(k);
        var got = client().prepareGet(index, item.getId()).get();
        @SuppressWarnings("unchecked")
        Map<String, Object> tag = (Map<String, Object>) got.getSource().get("near_duplicate_of");
        assertNotNull("item " + k + ", a near-duplicate of " + bestFrom + ": tagged", tag);
        assertEquals(best[0], ((Number) tag.get("overlap")).longValue());
        assertEquals(best[1], ((Number) tag.get("union")).longValue());
        String from =
            tag.containsKey("bulk_item")
                ? "item" + ((Number) tag.get("bulk_item")).intValue()
                : (String) tag.get("_id");
        assertTrue(
            "item " + k + " tagged with " + tag + ", one of " + bestFrom, bestFrom.contains(from));
        if (from.startsWith("item")) {
          inRequest++;
          assertEquals(ids.get(Integer.parseInt(from.substring(4))), tag.get("_id"));
        }
      }
      if (mode.equals("skip")) {
        assertTrue("some documents were dropped", dropped > 0);
      }
      assertTrue("some near-duplicates were documents of the same request", inRequest > 0);
    }
  }

  /**
   * The best near-duplicate so far ({overlap, union}, or null) after comparing {@code v} with
   * {@code other} named {@code name}; {@code names} holds every name as similar as the best.
   */
  private static long[] consider(
      SignatureVector v,
      SignatureVector other,
      Threshold tau,
      long[] best,
      List<String> names,
      String name) {
    long[] ou =
        org.spotsigs.testing.BruteForce.overlapAndUnion(v.toMap(), other.toMap(), Measure.MULTISET);
    if (!org.spotsigs.testing.BruteForce.matches(ou[0], ou[1], tau)) {
      return best;
    }
    int c = best == null ? 1 : Threshold.compareProducts(ou[0], best[1], best[0], ou[1]);
    if (c > 0) {
      names.clear();
    }
    if (c >= 0) {
      names.add(name);
      return c > 0 ? ou : best;
    }
    return best;
  }

  public void testIngestProcessorSkipsOrTagsNearDuplicates() throws Exception {
    createSpotSigsIndex("ingest", 3, 1);
    Map<String, SignatureVector> docs = randomDocs(60, Threshold.parse("0.8"), Measure.MULTISET);
    docs.values().removeIf(v -> v.size() < 3);
    indexVectors("ingest", docs);
    Threshold tau = Threshold.parse("0.75");
    for (String mode : List.of("skip", "tag")) {
      Request put = new Request("PUT", "/_ingest/pipeline/dedup-" + mode);
      put.setJsonEntity(
          "{\"processors\": [{\"near_duplicate\": {\"field\": \"body\", \"tau\": 0.75, \"on_duplicate\": \""
              + mode
              + "\"}}]}");
      getRestClient().performRequest(put);
    }
    List<SignatureVector> bases = new ArrayList<>(docs.values());
    RandomVectors gen = new RandomVectors(random());
    int duplicates = 0;
    int fresh = 0;
    for (int i = 0; i < 20; i++) {
      SignatureVector base = bases.get(random().nextInt(bases.size()));
      // the first two, whatever the random draws: a copy of an indexed document (a near-duplicate)
      // and a document of signatures no other one has (new)
      SignatureVector v =
          switch (i == 0 ? 0 : i == 1 ? 3 : random().nextInt(3)) {
            case 0 -> base;
            case 1 -> SignatureVector.of(gen.variant(base.toMap()));
            case 2 -> SignatureVector.of(gen.document());
            default -> SignatureVector.of(Map.of("onlyhere1", 1, "onlyhere2", 2, "onlyhere3", 1));
          };
      Map<String, long[]> expected;
      try (ReferenceIndex ref = new ReferenceIndex(FIELD, docs, random())) {
        expected = ref.find(v, tau, Measure.MULTISET);
      }
      String mode = random().nextBoolean() ? "skip" : "tag";
      String id = "new" + i;
      client()
          .prepareIndex("ingest")
          .setId(id)
          .setPipeline("dedup-" + mode)
          .setSource(Map.of(FIELD, v.toMap(), "group", "new"))
          .setRefreshPolicy(immediate())
          .get();
      var got = client().prepareGet("ingest", id).get();
      if (expected.isEmpty()) {
        assertTrue("not a near-duplicate: indexed", got.isExists());
        assertNull(got.getSource().get("near_duplicate_of"));
        docs.put(id, v);
        fresh++;
      } else if (mode.equals("skip")) {
        assertFalse("a near-duplicate of " + expected.keySet() + ": skipped", got.isExists());
        duplicates++;
      } else {
        assertTrue(got.isExists());
        @SuppressWarnings("unchecked")
        Map<String, Object> tag = (Map<String, Object>) got.getSource().get("near_duplicate_of");
        assertNotNull("a near-duplicate of " + expected.keySet() + ": tagged", tag);
        assertTrue(
            "tagged with one of " + expected.keySet() + ": " + tag,
            expected.containsKey((String) tag.get("_id")));
        // the exact similarity of the most similar, as the command line reports it
        long[] chosen = expected.get((String) tag.get("_id"));
        for (long[] other : expected.values()) {
          assertTrue(
              "the most similar is chosen: " + tag,
              Threshold.compareProducts(chosen[0], other[1], other[0], chosen[1]) >= 0);
        }
        assertEquals(chosen[0], ((Number) tag.get("overlap")).longValue());
        assertEquals(chosen[1], ((Number) tag.get("union")).longValue());
        assertEquals(
            (double) chosen[0] / chosen[1], ((Number) tag.get("similarity")).doubleValue(), 0d);
        docs.put(id, v);
        duplicates++;
      }
    }
    assertTrue("some documents were near-duplicates", duplicates > 0);
    assertTrue("some documents were new", fresh > 0);
  }

  public void testFoldProcessorFoldsNearDuplicatesOfHigherRankedHits() throws Exception {
    Threshold tau = Threshold.parse(List.of("0.5", "0.7", "0.8").get(random().nextInt(3)));
    Measure measure = random().nextBoolean() ? Measure.MULTISET : Measure.SET;
    Map<String, SignatureVector> docs = randomDocs(120, tau, measure);
    createSpotSigsIndex("fold", 3, 1);
    indexVectors("fold", docs);
    Request put = new Request("PUT", "/_search/pipeline/fold");
    put.setJsonEntity(
        "{\"response_processors\": [{\"near_duplicate_fold\": {\"field\": \"body\", \"tau\": \""
            + tau
            + "\", \"measure\": \""
            + measure.name().toLowerCase(java.util.Locale.ROOT)
            + "\"}}]}");
    getRestClient().performRequest(put);
    List<String> ids = new ArrayList<>(docs.keySet());
    int foldedSeen = 0;
    for (int round = 0; round < 8; round++) {
      // rank by similarity to some document at a low threshold, so that the page holds
      // near-duplicates of each other
      SignatureVector probe = docs.get(ids.get(random().nextInt(ids.size())));
      var query =
          NearDuplicateQueryBuilder.likeVector(
              FIELD, probe, Threshold.parse("0.05"), Measure.MULTISET);
      int size = 5 + random().nextInt(20);
      SearchResponse page =
          client()
              .search(
                  new org.opensearch.action.search.SearchRequest("fold")
                      .source(
                          new org.opensearch.search.builder.SearchSourceBuilder()
                              .query(query)
                              .size(size))
                      .preference("fixed"))
              .actionGet();
      SearchResponse folded =
          client()
              .search(
                  new org.opensearch.action.search.SearchRequest("fold")
                      .source(
                          new org.opensearch.search.builder.SearchSourceBuilder()
                              .query(query)
                              .size(size))
                      .preference("fixed")
                      .pipeline("fold"))
              .actionGet();
      // expected: walk the unfolded page in rank order, fold into the first kept hit at or above
      // tau
      List<String> kept = new ArrayList<>();
      Map<String, List<String>> foldedInto = new LinkedHashMap<>();
      for (SearchHit h : page.getHits().getHits()) {
        SignatureVector v = docs.get(h.getId());
        String into = null;
        for (String k : kept) {
          long[] ou =
              org.spotsigs.testing.BruteForce.overlapAndUnion(
                  v.toMap(), docs.get(k).toMap(), measure);
          if (ou[0] > 0 && org.spotsigs.testing.BruteForce.matches(ou[0], ou[1], tau)) {
            into = k;
            break;
          }
        }
        if (into == null) {
          kept.add(h.getId());
        } else {
          foldedInto.computeIfAbsent(into, k -> new ArrayList<>()).add(h.getId());
        }
      }
      List<String> actualKept = new ArrayList<>();
      Map<String, List<String>> actualFolded = new LinkedHashMap<>();
      for (SearchHit h : folded.getHits().getHits()) {
        actualKept.add(h.getId());
        var f = h.field("_near_duplicates");
        if (f != null) {
          for (Object o : f.getValues()) {
            @SuppressWarnings("unchecked")
            Map<String, Object> entry = (Map<String, Object>) o;
            actualFolded
                .computeIfAbsent(h.getId(), k -> new ArrayList<>())
                .add((String) entry.get("_id"));
            long[] ou =
                org.spotsigs.testing.BruteForce.overlapAndUnion(
                    docs.get(h.getId()).toMap(),
                    docs.get((String) entry.get("_id")).toMap(),
                    measure);
            assertEquals(
                "similarity of a folded hit",
                (double) ou[0] / ou[1],
                ((Number) entry.get("similarity")).doubleValue(),
                0);
            foldedSeen++;
          }
        }
      }
      assertEquals("kept hits, in rank order", kept, actualKept);
      assertEquals("folded hits", foldedInto, actualFolded);
      assertEquals(
          "total hits unchanged", page.getHits().getTotalHits(), folded.getHits().getTotalHits());
    }
    assertTrue("some hits were folded", foldedSeen > 0);
  }
}
