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
package org.spotsigs.analysis;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.tests.analysis.BaseTokenStreamTestCase;
import org.apache.lucene.util.BytesRef;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.dedup.Deduplicator;
import org.spotsigs.dedup.VectorCollection;
import org.spotsigs.index.SignatureVector;

/**
 * {@link SpotSigsAnalyzer.Builder#autoLanguage()} and {@link
 * SpotSigsAnalyzer.Builder#minSignatures} on the samples of the Universal Declaration of Human
 * Rights (resources udhr/CODE.txt), per language: the signatures are those of the detected language
 * with its prefix (English's without), the token stream gives what the direct path gives,
 * signatures of different languages never match, a text in no supported language gets word 3-grams,
 * and a document with too few signatures is matched by its text's fingerprint, which pairs it with
 * its exact copies only.
 */
public class TestAutoLanguage extends BaseTokenStreamTestCase {
  private static SpotSigsAnalyzer auto(int minSignatures) {
    return SpotSigsAnalyzer.builder().autoLanguage().minSignatures(minSignatures).build();
  }

  private static String sample(Language l) throws IOException {
    return String.join("\n", TestLanguageDetector.sample(l.code()));
  }

  /** A random run of the sample's paragraphs. */
  private static String someOf(Random r, List<String> paragraphs) {
    int from = r.nextInt(paragraphs.size());
    int to = from + 1 + r.nextInt(paragraphs.size() - from);
    return String.join("\n", paragraphs.subList(from, to));
  }

  public void testEachLanguageGetsItsOwnSignaturesWithItsPrefix() throws IOException {
    try (SpotSigsAnalyzer auto = auto(0)) {
      for (Language l : TestLanguageDetector.sampled()) {
        String text = sample(l);
        SignatureVector v = SignatureVector.analyze(auto, "f", text);
        try (SpotSigsAnalyzer one = SpotSigsAnalyzer.builder().language(l).build();
            FallbackSignatures shingles = new FallbackSignatures(255)) {
          SignatureVector expected =
              SignatureVector.analyze(l.wordShingles() ? shingles : one, "f", text);
          if (l != Language.EN) {
            expected = expected.withPrefix(new BytesRef(l.code() + "|"));
          }
          assertEquals(l.code(), expected, v);
        }
        assertEquals(l.code(), v.language());
        assertTrue(l + ": " + v.totalCount() + " signatures", v.totalCount() >= 10);
      }
    }
  }

  /** English text gets exactly the signatures of the English analysis: no prefix, no change. */
  public void testEnglishIsUnchanged() throws IOException {
    Random r = random();
    List<String> english = TestLanguageDetector.sample("en");
    try (SpotSigsAnalyzer auto = auto(0);
        SpotSigsAnalyzer plain = new SpotSigsAnalyzer()) {
      for (int i = 0; i < 40; i++) {
        String text = someOf(r, english);
        if (r.nextBoolean()) {
          text = "<html><body><p>" + text.replace("\n", "</p><p>") + "</p></body></html>";
        }
        SignatureVector a = SignatureVector.analyze(auto, "f", text);
        assertEquals(text, SignatureVector.analyze(plain, "f", text), a);
        assertEquals("en", a.language());
      }
    }
  }

  /** The token stream of the analyzer gives the terms of its direct path, for every language. */
  public void testTheTokenStreamGivesTheDirectPathsSignatures() throws IOException {
    Random r = random();
    List<String> codes = new ArrayList<>();
    TestLanguageDetector.sampled().forEach(l -> codes.add(l.code()));
    codes.addAll(List.of("x-pl", "x-vi", "x-he", "x-uk"));
    try (SpotSigsAnalyzer a = auto(r.nextInt(8))) {
      for (int i = 0; i < 40; i++) {
        String code = codes.get(r.nextInt(codes.size()));
        String text = someOf(r, TestLanguageDetector.sample(code));
        if (r.nextBoolean()) {
          text = "<div><p>" + text + "</p><ul><li>Home</li></ul></div>";
        }
        SignatureVector direct = SignatureVector.analyze(a, "f", text);
        SignatureVector.Builder stream = SignatureVector.builder();
        try (TokenStream ts = a.tokenStream("f", new StringReader(text))) {
          CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
          ts.reset();
          while (ts.incrementToken()) {
            stream.add(term.toString(), 1);
          }
          ts.end();
        }
        assertEquals(code + ": " + text, direct, stream.build());
        char[] chars = ("  " + text).toCharArray();
        assertEquals(
            direct,
            a.extract("f", java.util.Arrays.copyOfRange(chars, 2, chars.length), text.length()));
      }
    }
  }

  public void testATextInNoSupportedLanguageGetsWordTrigrams() throws IOException {
    try (SpotSigsAnalyzer auto = auto(0)) {
      for (String code : List.of("x-pl", "x-vi", "x-he", "x-uk")) {
        String text = String.join("\n", TestLanguageDetector.sample(code));
        SignatureVector v = SignatureVector.analyze(auto, "f", text);
        assertEquals(code, SpotSigsAnalyzer.UNDETERMINED, v.language());
        long words = text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{M}\\p{N}]+").length;
        assertTrue(code + ": " + v.totalCount() + " of " + words, v.totalCount() >= words / 2);
        for (int i = 0; i < v.size(); i++) {
          String t = v.term(i).utf8ToString();
          assertTrue(t, t.startsWith("und|"));
          assertEquals(t, 3, t.substring(4).split(":", -1).length);
        }
      }
    }
  }

  /** No two samples of different languages share a signature, though they are translations. */
  public void testSignaturesOfDifferentLanguagesNeverMatch() throws IOException {
    List<SignatureVector> vectors = new ArrayList<>();
    try (SpotSigsAnalyzer auto = auto(0)) {
      for (Language l : TestLanguageDetector.sampled()) {
        vectors.add(SignatureVector.analyze(auto, "f", sample(l)));
      }
      for (String code : List.of("x-pl", "x-vi", "x-he", "x-uk")) {
        vectors.add(
            SignatureVector.analyze(
                auto, "f", String.join("\n", TestLanguageDetector.sample(code))));
      }
    }
    for (int i = 0; i < vectors.size(); i++) {
      for (int j = i + 1; j < vectors.size(); j++) {
        SignatureVector a = vectors.get(i);
        SignatureVector b = vectors.get(j);
        if (!a.language().equals(b.language())) {
          assertEquals(a.language() + " " + b.language(), 0, a.overlap(b, Measure.MULTISET));
        }
      }
    }
  }

  /**
   * Below the minimum, a document is its text's fingerprint: the same for copies that differ in
   * case, spacing and punctuation, different for other texts; at or above it, its signatures.
   * Matched at a random tau, the pairs are exactly those of a brute-force comparison, and none
   * pairs a fingerprint with anything but a copy of its text.
   */
  public void testTooFewSignaturesMatchByTheText() throws IOException {
    Random r = random();
    int min = 1 + r.nextInt(12);
    List<String> texts = new ArrayList<>();
    List<String> pool = new ArrayList<>();
    for (Language l : TestLanguageDetector.sampled()) {
      pool.addAll(TestLanguageDetector.sample(l.code()));
    }
    for (int i = 0; i < 60; i++) {
      String p = pool.get(r.nextInt(pool.size()));
      // a sentence or two, or a whole paragraph
      String t = r.nextBoolean() ? p : p.substring(0, Math.min(p.length(), 20 + r.nextInt(100)));
      texts.add(t);
      if (r.nextInt(3) == 0) { // an exact copy, written differently
        texts.add("  " + t.toUpperCase(Locale.ROOT).replace(" ", " \n ") + " !");
      }
    }
    texts.add("");
    texts.add(" ... ");
    try (SpotSigsAnalyzer a = auto(min);
        SpotSigsAnalyzer none = auto(0)) {
      List<SignatureVector> vectors = new ArrayList<>();
      for (String t : texts) {
        SignatureVector v = SignatureVector.analyze(a, "f", t);
        SignatureVector signatures = SignatureVector.analyze(none, "f", t);
        if (signatures.totalCount() >= min) {
          assertEquals(t, signatures, v);
        } else if (TextFingerprint.normalize(t).isEmpty()) {
          assertTrue(t, v.isEmpty());
        } else {
          assertTrue(t, v.isFingerprint());
          assertEquals(TextFingerprint.term(t), v.term(0).utf8ToString());
        }
        vectors.add(v);
      }
      Threshold tau = Threshold.of(0.05 + r.nextInt(95) / 100.0);
      VectorCollection.Builder c = VectorCollection.builder();
      vectors.forEach(c::add);
      DedupResult pairs = Deduplicator.builder(tau).build().run(c.build());
      Set<Long> found = new HashSet<>();
      for (int i = 0; i < pairs.size(); i++) {
        int x = Math.min(pairs.docA(i), pairs.docB(i));
        int y = Math.max(pairs.docA(i), pairs.docB(i));
        found.add((long) x << 32 | y);
      }
      Set<Long> expected = new HashSet<>();
      for (int x = 0; x < vectors.size(); x++) {
        for (int y = x + 1; y < vectors.size(); y++) {
          SignatureVector vx = vectors.get(x);
          SignatureVector vy = vectors.get(y);
          long overlap = vx.overlap(vy, Measure.MULTISET);
          long union = vx.totalCount() + vy.totalCount() - overlap;
          if (union > 0 && overlap > 0 && tau.accepts(overlap, union)) {
            expected.add((long) x << 32 | y);
            if (vx.isFingerprint() || vy.isFingerprint()) {
              assertEquals(
                  "a fingerprint pairs only with its text",
                  TextFingerprint.normalize(texts.get(x)),
                  TextFingerprint.normalize(texts.get(y)));
            }
          }
        }
      }
      assertEquals("min " + min + ", tau " + tau, expected, found);
    }
  }

  /**
   * The mixed corpus of the target: runs of paragraphs in every sampled language (most not
   * English), an edited copy of each (a paragraph dropped, words changed), and their translations
   * (the same articles in every language). Under the defaults of the command line (auto, a minimum
   * of 5, tau 0.3) every edited copy is found, no pair crosses languages, no document is left
   * without signatures, and none is paired by fewer than 5 signatures.
   */
  public void testTheMixedCorpusUnderTheDefaults() throws IOException {
    Random r = random();
    List<String> texts = new ArrayList<>();
    List<String> lang = new ArrayList<>();
    List<int[]> edits = new ArrayList<>(); // (original, edited copy)
    for (Language l : TestLanguageDetector.sampled()) {
      List<String> paragraphs = TestLanguageDetector.sample(l.code());
      for (int from = 0; from + 6 <= paragraphs.size(); from += 6) {
        List<String> doc = new ArrayList<>(paragraphs.subList(from, from + 6));
        texts.add(String.join("\n", doc));
        lang.add(l.code());
        // the edit: the shortest paragraph after the first dropped (a near-duplicate in every
        // language; dropping a long one can leave less than tau of a short text), two words changed
        int shortest = 1;
        for (int p = 2; p < doc.size(); p++) {
          if (doc.get(p).length() < doc.get(shortest).length()) {
            shortest = p;
          }
        }
        doc.remove(shortest);
        String edited = String.join("\n", doc);
        String[] words = edited.split(" ");
        for (int k = 0; k < 2 && words.length > 4; k++) {
          int w = r.nextInt(words.length);
          words[w] = words[w] + "x";
        }
        texts.add(String.join(" ", words));
        lang.add(l.code());
        edits.add(new int[] {texts.size() - 2, texts.size() - 1});
      }
    }
    Threshold tau = Threshold.of(0.3);
    List<SignatureVector> vectors = new ArrayList<>();
    try (SpotSigsAnalyzer a = auto(5)) {
      for (String t : texts) {
        vectors.add(SignatureVector.analyze(a, "f", t));
      }
    }
    VectorCollection.Builder c = VectorCollection.builder();
    vectors.forEach(c::add);
    DedupResult pairs = Deduplicator.builder(tau).build().run(c.build());
    Set<Long> found = new HashSet<>();
    for (int i = 0; i < pairs.size(); i++) {
      int x = pairs.docA(i);
      int y = pairs.docB(i);
      assertEquals(lang.get(x) + " / " + lang.get(y), lang.get(x), lang.get(y));
      assertFalse(vectors.get(x).isFingerprint() || vectors.get(y).isFingerprint());
      found.add((long) Math.min(x, y) << 32 | Math.max(x, y));
    }
    for (int[] e : edits) {
      assertTrue(
          lang.get(e[0]) + ": " + vectors.get(e[0]).similarity(vectors.get(e[1]), Measure.MULTISET),
          found.contains((long) e[0] << 32 | e[1]));
    }
    for (int i = 0; i < vectors.size(); i++) {
      assertFalse(texts.get(i), vectors.get(i).isEmpty());
      assertEquals(lang.get(i), vectors.get(i).language());
    }
  }

  /**
   * The language an extraction tells for its text is the one the analysis takes ({@link
   * TextExtraction#extract}: detected once), with {@code auto} only; an extraction that tells none
   * leaves it to the detector.
   */
  public void testTheExtractionsLanguageIsTaken() throws IOException {
    String english = sample(Language.EN);
    String page = "<p>" + english + "</p>";
    for (Language told : new Language[] {Language.DE, null}) {
      TextExtraction extraction =
          new TextExtraction() {
            @Override
            public String id() {
              return "test-tells";
            }

            @Override
            public java.io.Reader reader(java.io.Reader document) {
              return new StringReader(text(""));
            }

            @Override
            public String text(String document) {
              return english;
            }

            @Override
            public Extracted extract(String document) {
              return new Extracted(english, told);
            }

            @Override
            public Extracted extract(char[] document, int length) {
              return new Extracted(english, told);
            }
          };
      try (SpotSigsAnalyzer auto =
              SpotSigsAnalyzer.builder().autoLanguage().textExtraction(extraction).build();
          SpotSigsAnalyzer fixed =
              SpotSigsAnalyzer.builder().language(Language.EN).textExtraction(extraction).build();
          SpotSigsAnalyzer german = SpotSigsAnalyzer.builder().language(Language.DE).build()) {
        SignatureVector v = SignatureVector.analyze(auto, "f", page);
        if (told == null) {
          assertEquals("en", v.language());
        } else {
          assertEquals(told.code(), v.language());
          SignatureVector expected =
              SignatureVector.analyze(german, "f", english).withPrefix(new BytesRef("de|"));
          assertEquals(expected, v);
        }
        assertEquals("en", SignatureVector.analyze(fixed, "f", page).language());
      }
    }
  }
}
