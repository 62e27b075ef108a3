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
package org.spotsigs.cli.command;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.util.BytesRef;
import org.spotsigs.cli.Extraction;
import org.spotsigs.cli.IndexDirectory;
import org.spotsigs.cli.Progress;
import org.spotsigs.cli.ThresholdConverter;
import org.spotsigs.cli.input.InputFormat;
import org.spotsigs.cli.input.InputProblems;
import org.spotsigs.cli.output.PairFormat;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.io.IndexMetadata;
import org.spotsigs.search.Partitioning;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code spotsigs explain A B}: the exact similarity of two documents, what they share, and what
 * the bounds do with the pair.
 *
 * <p>Longer than 400 lines because the one explanation is written in two forms, text and JSON, each
 * naming every figure of the bounds; the figures are computed once.
 */
@Command(
    name = "explain",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Explains the similarity of two documents: the exact Jaccard similarity as overlap / union, the",
      "signatures they share (with their counts), the largest signatures of each that the other lacks,",
      "and, with --tau, what the matcher's bounds do with the pair (the length window, the overlap it",
      "needs, the prefix that the delta bounds keep, the paper's length partitions). A and B are files",
      "(analysed with the analysis options), or ids of documents in an index (--index; analysed as the",
      "index records).",
      ""
    })
public final class ExplainCommand implements Callable<Integer> {
  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(
      names = "--index",
      paramLabel = "DIR",
      description = "A and B are ids of documents in this index built by 'spotsigs index'.")
  Path index;

  @Option(
      names = {"-t", "--tau"},
      paramLabel = "TAU",
      converter = ThresholdConverter.class,
      description = "Explain what the bounds do with the pair at this threshold.")
  Threshold tau;

  @Option(
      names = "--measure",
      paramLabel = "set|multiset",
      description = "Default: multiset, or the index's measure with --index.")
  String measure;

  @Option(
      names = "--top",
      paramLabel = "N",
      defaultValue = "10",
      description =
          "How many of the signatures only one side has to list, largest count first. Default: ${DEFAULT-VALUE}.")
  int top;

  @Option(
      names = "--output-format",
      paramLabel = "text|json",
      description = "Text, or one JSON object. Default: text.")
  String outputFormat;

  /** {@code --json}: the spelling of {@code --output-format json} before one dialect. */
  @Option(
      names = "--json",
      hidden = true,
      description = "Old spelling of --output-format json, kept for one release.")
  boolean json;

  @Mixin AnalysisOptions analysis;

  @Option(
      names = {"-i", "--input"},
      arity = "1..*",
      paramLabel = "DOC",
      description = "The two documents (--input A --input B): files, or ids with --index.")
  List<String> input;

  /** The two documents as operands ({@code explain A B}): the form before one dialect. */
  @Parameters(
      arity = "0..2",
      hidden = true,
      paramLabel = "DOC",
      description = "Old form of --input A --input B, kept for one release.")
  List<String> operands;

  /** The two documents, as either form gives them. */
  private List<String> docs;

  /** A document explained: its name and vector. */
  private record Doc(String name, SignatureVector vector) {}

  @Override
  public Integer call() throws Exception {
    docs = InputList.inputs(spec.commandLine(), input, operands);
    if (docs.size() != 2) {
      throw new CommandLine.ParameterException(
          spec.commandLine(),
          "explain compares two documents (--input A --input B), got " + docs.size());
    }
    if (outputFormat != null) {
      switch (outputFormat.toLowerCase(Locale.ROOT)) {
        case "text" -> {}
        case "json" -> json = true;
        default ->
            throw new CommandLine.ParameterException(
                spec.commandLine(),
                "unknown --output-format '" + outputFormat + "': use text or json");
      }
    }
    Measure m;
    try {
      m = measure == null ? null : Measure.forName(measure);
      if (top < 0) {
        throw new IllegalArgumentException("--top must be at least 0, got " + top);
      }
      if (index != null && analysis.analysisGiven()) {
        throw new IllegalArgumentException(
            "--index: the documents are analysed as the index records; drop the analysis options");
      }
      analysis.settings();
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    Doc a;
    Doc b;
    if (index != null) {
      try (IndexDirectory.Opened opened = IndexDirectory.open(index, true)) {
        DirectoryReader reader = opened.reader();
        IndexMetadata meta = opened.meta();
        if (m == null) {
          m = meta.sortMeasure();
        }
        a = fromIndex(reader, meta, docs.get(0));
        b = fromIndex(reader, meta, docs.get(1));
      }
    } else {
      if (m == null) {
        m = Measure.MULTISET;
      }
      a = fromFile(Path.of(docs.get(0)));
      b = fromFile(Path.of(docs.get(1)));
    }
    Map<String, Object> report = explain(a, b, m);
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      out.println(JSON.writeValueAsString(report));
    } else {
      printText(out, report);
    }
    out.flush();
    return 0;
  }

  private Doc fromIndex(DirectoryReader reader, IndexMetadata meta, String id) throws IOException {
    TopDocs hits =
        new IndexSearcher(reader).search(new TermQuery(new Term(IndexMetadata.ID, id)), 2);
    if (hits.scoreDocs.length == 0) {
      throw new IOException("no document with id '" + id + "' in " + index);
    }
    return new Doc(id, meta.schema().readVector(reader, hits.scoreDocs[0].doc));
  }

  private Doc fromFile(Path file) throws IOException {
    if (!java.nio.file.Files.isRegularFile(file)) {
      throw new IOException(
          file + (java.nio.file.Files.exists(file) ? " is not a file" : " does not exist"));
    }
    InputProblems problems = new InputProblems(spec.commandLine().getErr());
    List<SignatureVector> found = new ArrayList<>();
    Extraction.run(
        InputFormat.FILES.open(file, "id", "text"),
        analysis.analyzer(),
        1,
        problems,
        Progress.none(),
        (doc, vector, chars) -> found.add(vector));
    if (found.size() != 1) {
      throw new IOException(file + ": cannot be read as one document (see above)");
    }
    return new Doc(file.toString(), found.get(0));
  }

  /** Everything the report says, in the order it says it. */
  private Map<String, Object> explain(Doc a, Doc b, Measure m) {
    SignatureVector va = a.vector();
    SignatureVector vb = b.vector();
    long lenA = va.length(m);
    long lenB = vb.length(m);
    long overlap = va.overlap(vb, m);
    long union = lenA + lenB - overlap;
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("measure", m.name().toLowerCase(Locale.ROOT));
    r.put("a", side(a, lenA));
    r.put("b", side(b, lenB));
    r.put("overlap", overlap);
    r.put("union", union);
    r.put("similarity", union == 0 ? 0.0 : (double) overlap / union);
    r.put("similarity_text", union == 0 ? "0" : similarity(overlap, union));
    List<Map<String, Object>> shared = new ArrayList<>();
    List<Map<String, Object>> onlyA = new ArrayList<>();
    List<Map<String, Object>> onlyB = new ArrayList<>();
    int i = 0;
    int j = 0;
    while (i < va.size() || j < vb.size()) {
      int c = i == va.size() ? 1 : j == vb.size() ? -1 : va.term(i).compareTo(vb.term(j));
      if (c == 0) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("signature", va.term(i).utf8ToString());
        s.put("count_a", va.count(i));
        s.put("count_b", vb.count(j));
        shared.add(s);
        i++;
        j++;
      } else if (c < 0) {
        onlyA.add(signature(va.term(i), va.count(i)));
        i++;
      } else {
        onlyB.add(signature(vb.term(j), vb.count(j)));
        j++;
      }
    }
    shared.sort(
        (x, y) ->
            Integer.compare(
                Math.min((int) y.get("count_a"), (int) y.get("count_b")),
                Math.min((int) x.get("count_a"), (int) x.get("count_b"))));
    r.put("shared", shared);
    r.put("only_a", largest(onlyA));
    r.put("only_a_total", onlyA.size());
    r.put("only_b", largest(onlyB));
    r.put("only_b_total", onlyB.size());
    String note = note(va, vb);
    if (note != null) {
      r.put("note", note);
    }
    if (tau != null) {
      r.put("bounds", bounds(lenA, lenB, overlap, union));
    }
    return r;
  }

  private static Map<String, Object> side(Doc d, long length) {
    Map<String, Object> s = new LinkedHashMap<>();
    s.put("name", d.name());
    s.put("length", length);
    s.put("distinct", d.vector().size());
    s.put("language", d.vector().language());
    s.put(
        "matched_by",
        d.vector().isEmpty()
            ? "nothing"
            : d.vector().isFingerprint() ? "fingerprint" : "signatures");
    return s;
  }

  /** What the languages and the ways of matching of the two documents say about the pair. */
  private static String note(SignatureVector a, SignatureVector b) {
    if (a.language() != null && b.language() != null && !a.language().equals(b.language())) {
      return "different languages ("
          + a.language()
          + ", "
          + b.language()
          + "): their signatures never match (each carries its language), and a translation is"
          + " not a near-duplicate";
    }
    if (a.isFingerprint() || b.isFingerprint()) {
      return "matched by the fingerprint of the text (too few signatures): a pair only with an"
          + " exact copy of the normalized text";
    }
    return null;
  }

  private static Map<String, Object> signature(BytesRef term, int count) {
    Map<String, Object> s = new LinkedHashMap<>();
    s.put("signature", term.utf8ToString());
    s.put("count", count);
    return s;
  }

  private List<Map<String, Object>> largest(List<Map<String, Object>> sigs) {
    List<Map<String, Object>> sorted = new ArrayList<>(sigs);
    sorted.sort((x, y) -> Integer.compare((int) y.get("count"), (int) x.get("count")));
    return sorted.subList(0, Math.min(top, sorted.size()));
  }

  /**
   * What the exact matcher does with the pair at tau. The shorter document is the query (as in an
   * all-pairs run, where each document is matched against the longer ones).
   */
  private Map<String, Object> bounds(long lenA, long lenB, long overlap, long union) {
    Map<String, Object> r = new LinkedHashMap<>();
    boolean aIsQuery = lenA <= lenB;
    long q = aIsQuery ? lenA : lenB;
    long c = aIsQuery ? lenB : lenA;
    r.put("tau", tau.toString());
    r.put("query", aIsQuery ? "a" : "b");
    boolean pair = union > 0 && q > 0 && tau.accepts(overlap, union);
    r.put("is_pair", pair);
    long lo = tau.minLength(q);
    long hi = tau.maxLength(q);
    r.put("window_min_length", lo);
    r.put("window_max_length", hi);
    boolean inWindow = q > 0 && c >= lo && c <= hi;
    r.put("in_window", inWindow);
    long need = q == 0 ? 0 : tau.minOverlap(q, c);
    r.put("overlap_needed", need);
    r.put("prefix_mass", q == 0 ? 0 : Math.max(0, q - need + 1));
    Partitioning parts = Partitioning.of(tau, 1000);
    r.put("partition_a", lenA <= 1000 && lenA > 0 ? parts.partitionOf(lenA) : null);
    r.put("partition_b", lenB <= 1000 && lenB > 0 ? parts.partitionOf(lenB) : null);
    String verdict;
    if (q == 0) {
      verdict = "a document without signatures is never matched";
    } else if (!inWindow) {
      verdict = "pruned by the length window: no query of either document ever sees the other";
    } else if (!pair) {
      verdict =
          "in the length window, but the overlap is below what tau needs: the delta bounds stop before"
              + " the shared signatures, or the exact verification rejects the pair";
    } else {
      verdict = "passes every bound: found by dedup, query and index-time dedup at this tau";
    }
    r.put("verdict", verdict);
    return r;
  }

  private static String similarity(long overlap, long union) {
    StringBuilder sb = new StringBuilder();
    PairFormat.appendSimilarity(sb, overlap, union);
    return sb.toString();
  }

  @SuppressWarnings("unchecked")
  private static void printText(PrintWriter out, Map<String, Object> r) {
    Map<String, Object> a = (Map<String, Object>) r.get("a");
    Map<String, Object> b = (Map<String, Object>) r.get("b");
    for (Map<String, Object> side : List.of(a, b)) {
      out.printf(
          Locale.ROOT,
          "%s  %s: length %d, %d distinct signatures%s%s%n",
          side == a ? "A" : "B",
          side.get("name"),
          side.get("length"),
          side.get("distinct"),
          side.get("language") == null ? "" : ", language " + side.get("language"),
          "fingerprint".equals(side.get("matched_by"))
              ? " (a text fingerprint: too few signatures)"
              : "");
    }
    if (r.get("note") != null) {
      out.printf(Locale.ROOT, "note: %s%n", r.get("note"));
    }
    out.printf(
        Locale.ROOT,
        "similarity (%s Jaccard) = overlap / union = %d / %d = %s%n",
        r.get("measure"),
        r.get("overlap"),
        r.get("union"),
        r.get("similarity_text"));
    List<Map<String, Object>> shared = (List<Map<String, Object>>) r.get("shared");
    out.printf(Locale.ROOT, "%nshared signatures (%d):  count in A, count in B%n", shared.size());
    for (Map<String, Object> s : shared) {
      out.printf(
          Locale.ROOT, "  %-40s %5d %5d%n", s.get("signature"), s.get("count_a"), s.get("count_b"));
    }
    for (String side : new String[] {"a", "b"}) {
      List<Map<String, Object>> only = (List<Map<String, Object>>) r.get("only_" + side);
      out.printf(
          Locale.ROOT,
          "%nonly in %s (%d; the largest %d):%n",
          side.toUpperCase(Locale.ROOT),
          r.get("only_" + side + "_total"),
          only.size());
      for (Map<String, Object> s : only) {
        out.printf(Locale.ROOT, "  %-40s %5d%n", s.get("signature"), s.get("count"));
      }
    }
    Map<String, Object> bounds = (Map<String, Object>) r.get("bounds");
    if (bounds != null) {
      out.printf(
          Locale.ROOT,
          "%nat tau %s: %s%n",
          bounds.get("tau"),
          (boolean) bounds.get("is_pair") ? "a near-duplicate pair" : "not a pair");
      out.printf(
          Locale.ROOT,
          "  length window of the shorter document (%s): lengths %d to %d; the other is %s%n",
          ((String) bounds.get("query")).toUpperCase(Locale.ROOT),
          bounds.get("window_min_length"),
          bounds.get("window_max_length"),
          (boolean) bounds.get("in_window") ? "inside" : "outside");
      out.printf(
          Locale.ROOT,
          "  overlap needed at these lengths: %d (the pair has %s)%n",
          bounds.get("overlap_needed"),
          r.get("overlap"));
      out.printf(
          Locale.ROOT,
          "  delta bounds: a pair that reaches tau shares a signature within the first %d of the shorter"
              + " document's signature mass, whatever the order of its lists, so stopping after them loses no pair%n",
          bounds.get("prefix_mass"));
      out.printf(
          Locale.ROOT,
          "  the SpotSigs paper's length partitions (rho 1000): A in %s, B in %s%n",
          bounds.get("partition_a"),
          bounds.get("partition_b"));
      out.printf(Locale.ROOT, "  verdict: %s%n", bounds.get("verdict"));
    }
  }
}
