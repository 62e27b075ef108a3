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
package org.spotsigs.eval;

import java.io.IOException;
import java.math.BigInteger;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Consumer;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.Deduplicator;
import org.spotsigs.dedup.SignatureFilter;
import org.spotsigs.dedup.VectorCollection;
import org.spotsigs.eval.baselines.IMatch;
import org.spotsigs.eval.baselines.LshS;
import org.spotsigs.eval.baselines.LuceneMinHash;
import org.spotsigs.eval.baselines.PPJoinPlus;

/**
 * Evaluates near-duplicate detection methods on a {@link GoldSet}: every method reads the same
 * pages with the same tokenization; each one's predicted pairs are scored at every tau of a sweep
 * ({@link Scorer}). Exact methods are run once at the lowest tau and their pairs filtered for the
 * others, which gives the same pairs as a run at each tau.
 *
 * <p>Settings are given through the {@link Builder}; an instance is immutable and can evaluate any
 * number of gold sets, one at a time.
 */
public final class Evaluation {
  /**
   * The default operating point: the tau at which the library's default signatures (multiset
   * Jaccard, no IDF filter) are recommended on web pages, chosen on the development gold set
   * (docs/EVALUATION.md).
   */
  public static final String DEFAULT_TAU = "0.1";

  /** F1 level whose tau range {@link MethodReport#f1Range()} reports. */
  public static final double F1_RANGE_THRESHOLD = 0.9;

  /** I-Match's IDF range in the SpotSigs paper (Table 1). */
  public static final double IMATCH_MIN_IDF = 0.4;

  public static final double IMATCH_MAX_IDF = 0.75;

  /** Thresholds in ascending order of value, compared exactly. */
  public static final Comparator<Threshold> ORDER =
      (x, y) ->
          BigInteger.valueOf(x.numerator())
              .multiply(BigInteger.valueOf(y.denominator()))
              .compareTo(
                  BigInteger.valueOf(y.numerator()).multiply(BigInteger.valueOf(x.denominator())));

  private final SpotSigsAnalyzer analyzer;
  private final SignatureFilter filter;
  private final Measure measure;
  private final List<Threshold> taus;
  private final Threshold defaultTau;
  private final List<EvalMethod> methods;
  private final int threads;
  private final SignatureFilter iMatchFilter;
  private final int lshK;
  private final int lshL;
  private final long seed;
  private final int minHashShingle;
  private final int minHashBuckets;
  private final double minHashTruePositive;
  private final Consumer<String> log;

  private Evaluation(Builder b) {
    this.analyzer = b.analyzer;
    this.filter = b.filter;
    this.measure = b.measure;
    this.taus = b.taus.stream().distinct().sorted(ORDER).toList();
    this.defaultTau = b.defaultTau;
    this.methods = List.copyOf(b.methods);
    this.threads = b.threads;
    this.iMatchFilter = b.iMatchFilter;
    this.lshK = b.lshK;
    this.lshL = b.lshL;
    this.seed = b.seed;
    this.minHashShingle = b.minHashShingle;
    this.minHashBuckets = b.minHashBuckets;
    this.minHashTruePositive = b.minHashTruePositive;
    this.log = b.log;
  }

  public static Builder builder(SpotSigsAnalyzer analyzer) {
    return new Builder(analyzer);
  }

  public List<Threshold> taus() {
    return taus;
  }

  /** Runs every method on {@code gold} and scores it. */
  public EvalReport run(GoldSet gold) throws IOException {
    long t0 = System.nanoTime();
    String[] texts = new String[gold.size()];
    Parallel.forEach(gold.size(), threads, i -> texts[i] = gold.text(i));
    log.accept(
        String.format(
            Locale.ROOT, "read %d pages in %.1f s", gold.size(), (System.nanoTime() - t0) / 1e9));
    Threshold lowest = ORDER.compare(defaultTau, taus.get(0)) < 0 ? defaultTau : taus.get(0);
    PageFeatures features =
        new PageFeatures(texts, analyzer, filter, threads, minHashShingle, minHashBuckets);
    Scorer scorer = new Scorer(gold);
    List<MethodReport> reports = new ArrayList<>();
    for (EvalMethod m : methods) {
      long f0 = System.nanoTime();
      features.prepare(m);
      long p0 = System.nanoTime();
      Predictions predictions = predict(m, features, lowest);
      double seconds = (System.nanoTime() - p0) / 1e9;
      List<TauResult> sweep = new ArrayList<>();
      for (Threshold tau : taus) {
        sweep.add(scorer.score(predictions, tau));
      }
      TauResult best = sweep.get(0);
      for (TauResult r : sweep) {
        if (r.f1() > best.f1()) {
          best = r;
        }
      }
      TauResult atDefault = scorer.score(predictions, defaultTau);
      MethodReport.Range range =
          predictions.thresholdFree() ? null : MethodReport.f1Range(sweep, F1_RANGE_THRESHOLD);
      reports.add(
          new MethodReport(
              m.externalName(),
              settings(m),
              seconds,
              predictions.thresholdFree(),
              sweep,
              best,
              atDefault,
              range));
      log.accept(
          String.format(
              Locale.ROOT,
              "%-15s features %.1f s, pairs %.1f s; best F1 %.3f at tau %s",
              m.externalName(),
              (p0 - f0) / 1e9,
              seconds,
              best.f1(),
              best.tau()));
    }
    List<Double> tauValues = taus.stream().map(Threshold::value).toList();
    java.util.Map<Integer, Integer> sizes = new java.util.HashMap<>();
    for (int i = 0; i < gold.size(); i++) {
      sizes.merge(gold.cluster(i), 1, Integer::sum);
    }
    int clusters = (int) sizes.values().stream().filter(s -> s > 1).count();
    EvalReport.Gold g =
        new EvalReport.Gold(
            gold.root().toString(),
            gold.size(),
            clusters,
            sizes.size() - clusters,
            gold.positivePairs(),
            gold.allPairs(),
            gold.kindCounts(),
            scorer.distractors());
    EvalReport.Settings s =
        new EvalReport.Settings(
            analyzer.toString(),
            filter == null ? "none" : filter.toString(),
            measure.name().toLowerCase(Locale.ROOT),
            defaultTau.value(),
            tauValues,
            F1_RANGE_THRESHOLD);
    EvalReport.Machine machine =
        new EvalReport.Machine(
            ZonedDateTime.now().format(DateTimeFormatter.ISO_OFFSET_DATE_TIME),
            Runtime.getRuntime().availableProcessors(),
            Runtime.version().toString(),
            System.getProperty("os.name")
                + " "
                + System.getProperty("os.version")
                + " "
                + System.getProperty("os.arch"),
            threads);
    return new EvalReport(g, s, machine, reports);
  }

  private String settings(EvalMethod m) {
    String f = filter == null ? "no IDF filter" : filter.toString();
    String mm = measure.name().toLowerCase(Locale.ROOT);
    return switch (m) {
      case SPOTSIGS -> analyzer + ", " + f + ", " + mm + " Jaccard";
      case SHINGLES_1 -> "word 1-grams, " + f + ", " + mm + " Jaccard";
      case SHINGLES_3 -> "word 3-grams, " + f + ", " + mm + " Jaccard";
      case LSH_S ->
          String.format(
              Locale.ROOT,
              "spot signatures, %s, k=%d, l=%d, seed %d, verified by %s Jaccard",
              f,
              lshK,
              lshL,
              seed,
              mm);
      case I_MATCH -> "words without stop words and non-words, " + iMatchFilter;
      case I_MATCH_S -> "spot signatures, " + iMatchFilter;
      case PPJOIN -> "spot signatures as sets, " + f + ", set Jaccard";
      case LUCENE_MINHASH ->
          String.format(
              Locale.ROOT,
              "MinHashFilter(1 hash, %d buckets, rotation) over word %d-shingles, bands for true-positive rate %s",
              minHashBuckets,
              minHashShingle,
              minHashTruePositive);
    };
  }

  private Predictions predict(EvalMethod m, PageFeatures f, Threshold lowest) {
    return switch (m) {
      case SPOTSIGS -> dedup(f.spotSigs(), lowest, measure);
      case SHINGLES_1 -> dedup(f.shingles(1), lowest, measure);
      case SHINGLES_3 -> dedup(f.shingles(3), lowest, measure);
      case LSH_S -> new LshS(lshK, lshL, seed, measure).pairs(f.spotSigs());
      case I_MATCH -> IMatch.pairs(iMatchFilter.apply(f.iMatchTerms()));
      case I_MATCH_S -> IMatch.pairs(iMatchFilter.apply(f.rawSpotSigs()));
      case PPJOIN -> new PPJoinPlus(lowest).join(f.spotSigs()).pairs();
      case LUCENE_MINHASH -> new LuceneMinHash(f.minHashTokens(), minHashTruePositive);
    };
  }

  private ScoredPairs dedup(VectorCollection vc, Threshold tau, Measure measure) {
    return ScoredPairs.of(
        Deduplicator.builder(tau).measure(measure).threads(threads).build().run(vc));
  }

  /** Settings of an {@link Evaluation}. */
  public static final class Builder {
    private final SpotSigsAnalyzer analyzer;
    private SignatureFilter filter;
    private Measure measure = Measure.MULTISET;
    private List<Threshold> taus = sweep("0.05", "1.0", "0.05");
    private Threshold defaultTau;
    private List<EvalMethod> methods = List.of(EvalMethod.values());
    private int threads = Runtime.getRuntime().availableProcessors();
    private SignatureFilter iMatchFilter =
        SignatureFilter.idfRange(IMATCH_MIN_IDF, IMATCH_MAX_IDF, SignatureFilter.Formula.PAPER);
    private int lshK = LshS.DEFAULT_K;
    private int lshL = LshS.DEFAULT_L;
    private long seed = LshS.DEFAULT_SEED;
    private int minHashShingle = LuceneMinHash.DEFAULT_SHINGLE;
    private int minHashBuckets = LuceneMinHash.DEFAULT_BUCKETS;
    private double minHashTruePositive = LuceneMinHash.DEFAULT_TRUE_POSITIVE;
    private Consumer<String> log = s -> {};

    private Builder(SpotSigsAnalyzer analyzer) {
      this.analyzer = Objects.requireNonNull(analyzer, "analyzer");
    }

    /**
     * The corpus filter (IDF range, minimum signatures) for spot signatures and shingles; null for
     * none.
     */
    public Builder signatureFilter(SignatureFilter filter) {
      this.filter = filter;
      return this;
    }

    public Builder measure(Measure measure) {
      this.measure = Objects.requireNonNull(measure);
      return this;
    }

    /** The taus to score (at least one). */
    public Builder taus(List<Threshold> taus) {
      if (taus.isEmpty()) {
        throw new IllegalArgumentException("the tau sweep is empty");
      }
      this.taus = List.copyOf(taus);
      return this;
    }

    /** The operating point reported separately (default: the middle of the sweep). */
    public Builder defaultTau(Threshold tau) {
      this.defaultTau = tau;
      return this;
    }

    public Builder methods(List<EvalMethod> methods) {
      if (methods.isEmpty()) {
        throw new IllegalArgumentException("no method to evaluate");
      }
      this.methods = List.copyOf(methods);
      return this;
    }

    public Builder threads(int threads) {
      this.threads = Math.max(1, threads);
      return this;
    }

    /** I-Match's feature selection (default: IDF in [0.4, 0.75], paper formula). */
    public Builder iMatchFilter(SignatureFilter filter) {
      this.iMatchFilter = Objects.requireNonNull(filter);
      return this;
    }

    public Builder lsh(int k, int l) {
      this.lshK = k;
      this.lshL = l;
      return this;
    }

    public Builder seed(long seed) {
      this.seed = seed;
      return this;
    }

    public Builder minHash(int shingle, int buckets, double truePositive) {
      if (shingle < 1 || buckets < 1) {
        throw new IllegalArgumentException("shingle size and bucket count must be >= 1");
      }
      this.minHashShingle = shingle;
      this.minHashBuckets = buckets;
      this.minHashTruePositive = truePositive;
      return this;
    }

    /** Progress messages (one line per step). */
    public Builder log(Consumer<String> log) {
      this.log = Objects.requireNonNull(log);
      return this;
    }

    public Evaluation build() {
      if (defaultTau == null) {
        defaultTau = taus.get(taus.size() / 2);
      }
      return new Evaluation(this);
    }
  }

  /**
   * The taus {@code from, from + step, ...} up to {@code to} (inclusive), computed in decimal
   * arithmetic so that 0.05 + 0.05 is exactly 0.1.
   */
  public static List<Threshold> sweep(String from, String to, String step) {
    java.math.BigDecimal f = new java.math.BigDecimal(from.strip());
    java.math.BigDecimal t = new java.math.BigDecimal(to.strip());
    java.math.BigDecimal s = new java.math.BigDecimal(step.strip());
    if (s.signum() <= 0 || f.compareTo(t) > 0) {
      throw new IllegalArgumentException(
          "tau sweep " + from + ":" + to + ":" + step + " is empty or has a step <= 0");
    }
    List<Threshold> out = new ArrayList<>();
    for (java.math.BigDecimal x = f; x.compareTo(t) <= 0; x = x.add(s)) {
      out.add(Threshold.parse(x.toPlainString()));
    }
    return out;
  }
}
