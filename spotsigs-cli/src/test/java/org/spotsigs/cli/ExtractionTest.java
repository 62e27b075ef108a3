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
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.cli.input.DocumentStream;
import org.spotsigs.cli.input.InputProblems;
import org.spotsigs.cli.input.SourceDocument;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;

/**
 * The parallel extraction against a sequential one: every good document reaches the sink once, in
 * input order, with the vector the analyzer gives it alone; every bad one is reported and skipped;
 * a failing sink stops the run with its error.
 */
@Randomized
class ExtractionTest {
  private static final String[] WORDS = {
    "the", "a", "is", "was", "have", "can", "will", "an", "do", "story", "rally", "vote", "market",
    "city", "report", "said", "new", "year", "plan", "team"
  };

  private static String randomText(Random random) {
    StringBuilder sb = new StringBuilder();
    int n = random.nextInt(60);
    for (int i = 0; i < n; i++) {
      sb.append(WORDS[random.nextInt(WORDS.length)]).append(random.nextInt(8) == 0 ? ".\n" : " ");
    }
    if (random.nextInt(4) == 0) {
      sb.insert(0, "<p>").append("</p><div>menu &amp; more</div>");
    }
    return sb.toString();
  }

  private record Input(List<SourceDocument> docs, List<String> texts, List<Boolean> bad)
      implements DocumentStream {
    @Override
    public void forEach(Sink sink, InputProblems problems)
        throws IOException, InterruptedException {
      for (SourceDocument d : docs) {
        sink.accept(d);
      }
    }

    @Override
    public long size() {
      return docs.size();
    }
  }

  private static Input randomInput(Random random) {
    List<SourceDocument> docs = new ArrayList<>();
    List<String> texts = new ArrayList<>();
    List<Boolean> bad = new ArrayList<>();
    // sizes around the batch size and far beyond it, so that partial last batches are covered
    int n =
        random.nextInt(4) == 0
            ? random.nextInt(3 * Extraction.BATCH)
            : random.nextInt(40 * Extraction.BATCH);
    for (int i = 0; i < n; i++) {
      String text = randomText(random);
      boolean isBad = random.nextInt(10) == 0;
      texts.add(text);
      bad.add(isBad);
      String id = "doc" + i;
      docs.add(
          new SourceDocument(
              id,
              "where/" + id,
              () -> {
                if (isBad) {
                  throw new SourceDocument.Bad("bad on purpose");
                }
                return text;
              }));
    }
    return new Input(docs, texts, bad);
  }

  @Test
  void sinkSeesEveryGoodDocumentOnceInOrder(Random random) throws IOException {
    for (int iter = 0; iter < 30; iter++) {
      // the prototype's analyzer reads each text in place, from a buffer of the worker thread
      SpotSigsAnalyzer analyzer =
          random.nextBoolean() ? new SpotSigsAnalyzer() : SpotSigsAnalyzer.prototype().build();
      Input input = randomInput(random);
      int threads = 1 + random.nextInt(4);
      StringWriter log = new StringWriter();
      InputProblems problems = new InputProblems(new PrintWriter(log, true));
      List<String> seen = new ArrayList<>();
      List<SignatureVector> vectors = new ArrayList<>();
      long chars =
          Extraction.run(
              input,
              analyzer,
              threads,
              problems,
              Progress.none(),
              (doc, v, n) -> {
                seen.add(doc.id());
                vectors.add(v);
              });
      List<String> expectedIds = new ArrayList<>();
      List<SignatureVector> expectedVectors = new ArrayList<>();
      long expectedChars = 0;
      int expectedBad = 0;
      Set<String> reported = new HashSet<>();
      for (String line : log.toString().split("\n")) {
        if (line.startsWith("spotsigs: skipped where/")) {
          reported.add(line.substring("spotsigs: skipped where/".length(), line.indexOf(':', 10)));
        }
      }
      for (int i = 0; i < input.docs().size(); i++) {
        if (input.bad().get(i)) {
          expectedBad++;
          continue;
        }
        assertFalse(reported.contains("doc" + i), "good document doc" + i + " reported");
        expectedIds.add("doc" + i);
        expectedVectors.add(
            SignatureVector.analyze(analyzer, SpotSigsSchema.DEFAULT_FIELD, input.texts().get(i)));
        expectedChars += input.texts().get(i).length();
      }
      assertEquals(expectedIds, seen, "threads=" + threads);
      assertEquals(expectedVectors, vectors);
      assertEquals(expectedChars, chars);
      assertEquals(expectedBad, problems.skippedCount());
      // the first of the kind are printed, the rest counted
      assertEquals(Math.min(expectedBad, InputProblems.SHOWN_PER_KIND), reported.size());
      assertEquals(
          expectedBad == 0 ? null : (long) expectedBad, problems.byKind().get("bad on purpose"));
    }
  }

  /**
   * Documents with fingerprints, many of them copies of earlier texts, among bad documents without:
   * each copy reaches the copy sink once, in order, naming the position of the first document with
   * its text, and every other good document reaches the sink with its own vector.
   */
  @Test
  void aCopyIsNotExtractedAgainAndNamesItsFirstDocument(Random random) throws IOException {
    for (int iter = 0; iter < 30; iter++) {
      List<SourceDocument> docs = new ArrayList<>();
      List<String> texts = new ArrayList<>();
      List<Boolean> bad = new ArrayList<>();
      List<String> distinct = new ArrayList<>();
      int n = random.nextInt(20 * Extraction.BATCH);
      for (int i = 0; i < n; i++) {
        String id = "doc" + i;
        if (random.nextInt(10) == 0) { // a bad document has no fingerprint
          texts.add(null);
          bad.add(true);
          docs.add(
              new SourceDocument(
                  id,
                  "where/" + id,
                  () -> {
                    throw new SourceDocument.Bad("bad on purpose");
                  }));
          continue;
        }
        String text =
            !distinct.isEmpty() && random.nextInt(3) == 0
                ? distinct.get(random.nextInt(distinct.size()))
                : randomText(random);
        distinct.add(text);
        texts.add(text);
        bad.add(false);
        byte[] bytes = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        docs.add(
            SourceDocument.of(
                id,
                "where/" + id,
                text,
                random.nextInt(8) == 0
                    ? null
                    : SourceDocument.Fingerprint.of(bytes, 0, bytes.length)));
      }
      Input input = new Input(docs, texts, bad);
      SpotSigsAnalyzer analyzer = new SpotSigsAnalyzer();
      InputProblems problems = new InputProblems(new PrintWriter(new StringWriter(), true));
      List<String> seen = new ArrayList<>();
      List<SignatureVector> vectors = new ArrayList<>();
      List<Integer> copied = new ArrayList<>();
      long chars =
          Extraction.run(
              input,
              analyzer,
              1 + random.nextInt(4),
              problems,
              Progress.none(),
              v -> v,
              (doc, v, len) -> {
                seen.add(doc.id());
                vectors.add(v);
              },
              (doc, original, len) -> {
                assertTrue(original < seen.size(), "the original came first");
                assertEquals(texts.get(Integer.parseInt(doc.id().substring(3))).length(), len);
                copied.add(seen.size());
                seen.add(doc.id());
                vectors.add(vectors.get(original));
              });
      // expected: the copies are the documents with a fingerprint an earlier good one had
      List<String> expectedIds = new ArrayList<>();
      List<Integer> expectedCopies = new ArrayList<>();
      java.util.Set<String> fingerprinted = new java.util.HashSet<>();
      long expectedChars = 0;
      for (int i = 0; i < n; i++) {
        if (bad.get(i)) {
          continue;
        }
        if (docs.get(i).fingerprint() != null && !fingerprinted.add(texts.get(i))) {
          expectedCopies.add(expectedIds.size());
        }
        expectedIds.add("doc" + i);
        expectedChars += texts.get(i).length();
        SignatureVector own =
            SignatureVector.analyze(analyzer, SpotSigsSchema.DEFAULT_FIELD, texts.get(i));
        assertEquals(own, vectors.get(expectedIds.size() - 1), "doc" + i);
      }
      assertEquals(expectedIds, seen);
      assertEquals(expectedCopies, copied);
      assertEquals(expectedChars, chars);
    }
  }

  @Test
  void aFailingSinkStopsTheRun(Random random) {
    Input input = randomInput(random);
    while (input.docs().size() < 4 * Extraction.BATCH) {
      input = randomInput(random);
    }
    int failAt = random.nextInt(2 * Extraction.BATCH);
    int[] calls = {0};
    Input in = input;
    IOException e =
        assertThrows(
            IOException.class,
            () ->
                Extraction.run(
                    in,
                    new SpotSigsAnalyzer(),
                    1 + random.nextInt(4),
                    new InputProblems(new PrintWriter(new StringWriter())),
                    Progress.none(),
                    (doc, v, n) -> {
                      if (calls[0]++ == failAt) {
                        throw new IOException("sink failed on purpose");
                      }
                    }));
    assertEquals("sink failed on purpose", e.getMessage());
    assertEquals(failAt + 1, calls[0], "no sink call after the failure");
  }
}
