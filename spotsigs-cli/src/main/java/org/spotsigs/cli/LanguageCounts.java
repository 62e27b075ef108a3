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

import com.carrotsearch.hppc.ByteArrayList;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.SortedDocValues;
import org.apache.lucene.search.DocIdSetIterator;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.cli.output.SummaryJson;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;

/**
 * What a run's analysis made of its documents, for the summary: how many documents each language
 * had, and how many were matched by their signatures, by their text's fingerprint (too few
 * signatures), or by nothing (no text at all). Documents are added in input order, one at a time
 * (the extraction's in-order sink); a copy counts as its original did.
 */
public final class LanguageCounts {
  private final List<String> codes = new ArrayList<>();
  private final ByteArrayList languageOf = new ByteArrayList(); // per document, an index in codes
  private final ByteArrayList wayOf = new ByteArrayList(); // per document: 0 signatures, 1, 2
  private final Map<String, Long> documents = new TreeMap<>();
  private final long[] ways = new long[3];
  private int minSignatures;

  /** Ways a document is matched. */
  private static final String[] WAYS = {"signatures", "fingerprint", "nothing"};

  /** Counts a document analyzed into {@code v} (with a recorded language, else not at all). */
  public void add(SignatureVector v) {
    String code = v.language();
    if (code == null) {
      return;
    }
    int i = codes.indexOf(code);
    if (i < 0) {
      codes.add(code);
      i = codes.size() - 1;
    }
    int way = v.isEmpty() ? 2 : v.isFingerprint() ? 1 : 0;
    languageOf.add((byte) i);
    wayOf.add((byte) way);
    count(code, way);
  }

  /** Counts a document whose text is that of the {@code original}-th document added. */
  public void addCopy(int original) {
    if (original >= languageOf.size()) {
      return;
    }
    byte i = languageOf.get(original);
    byte way = wayOf.get(original);
    languageOf.add(i);
    wayOf.add(way);
    count(codes.get(i), way);
  }

  private void count(String code, int way) {
    documents.merge(code, 1L, Long::sum);
    ways[way]++;
  }

  /** The documents of each language recorded in an index (its {@code f.lang} doc values). */
  public static LanguageCounts fromIndex(IndexReader reader, SpotSigsSchema schema)
      throws IOException {
    LanguageCounts c = new LanguageCounts();
    for (LeafReaderContext ctx : reader.leaves()) {
      SortedDocValues dv = ctx.reader().getSortedDocValues(schema.languageField());
      if (dv == null) {
        continue;
      }
      org.apache.lucene.util.Bits live = ctx.reader().getLiveDocs();
      for (int d = dv.nextDoc(); d != DocIdSetIterator.NO_MORE_DOCS; d = dv.nextDoc()) {
        if (live == null || live.get(d)) {
          c.documents.merge(dv.lookupOrd(dv.ordValue()).utf8ToString(), 1L, Long::sum);
        }
      }
    }
    return c;
  }

  /** The analysis's minimum of signatures (named in the summary). */
  public LanguageCounts minSignatures(int n) {
    this.minSignatures = n;
    return this;
  }

  boolean isEmpty() {
    return documents.isEmpty();
  }

  /** Documents per language, the most first (ties by code). */
  Map<String, Long> byLanguage() {
    List<Map.Entry<String, Long>> e = new ArrayList<>(documents.entrySet());
    e.sort(
        (a, b) ->
            a.getValue().equals(b.getValue())
                ? a.getKey().compareTo(b.getKey())
                : Long.compare(b.getValue(), a.getValue()));
    Map<String, Long> m = new LinkedHashMap<>();
    e.forEach(x -> m.put(x.getKey(), x.getValue()));
    return m;
  }

  /** The summary lines (nothing when no language was recorded). */
  public void print(PrintWriter err) {
    if (isEmpty()) {
      return;
    }
    StringBuilder sb = new StringBuilder();
    byLanguage()
        .forEach(
            (code, n) -> {
              sb.append(sb.isEmpty() ? "" : ", ")
                  .append(code)
                  .append(' ')
                  .append(String.format(Locale.ROOT, "%,d", n));
              if (code.equals(SpotSigsAnalyzer.UNDETERMINED)) {
                sb.append(" (no supported language: word 3-grams)");
              }
            });
    err.printf(Locale.ROOT, "  languages     %s%n", sb);
    if (ways[0] + ways[1] + ways[2] > 0) {
      err.printf(
          Locale.ROOT,
          "  matched by    signatures %,d, text fingerprint %,d%s, nothing %,d (%s)%n",
          ways[0],
          ways[1],
          minSignatures > 0
              ? String.format(Locale.ROOT, " (fewer than %d signatures)", minSignatures)
              : "",
          ways[2],
          minSignatures > 0 ? "no letter or digit" : "no signatures");
    }
  }

  /** The same figures into {@code json}: {@code languages.CODE} and {@code matched_by.WAY}. */
  public void putTo(SummaryJson json) {
    if (isEmpty()) {
      return;
    }
    json.put("languages", byLanguage());
    if (ways[0] + ways[1] + ways[2] > 0) {
      Map<String, Long> m = new LinkedHashMap<>();
      for (int i = 0; i < WAYS.length; i++) {
        m.put(WAYS[i], ways[i]);
      }
      json.put("matched_by", m);
    }
  }
}
