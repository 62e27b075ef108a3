package org.spotsigs.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.dedup.Deduplicator;
import org.spotsigs.dedup.VectorCollection;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.search.Measure;
import org.spotsigs.search.Partitioning;
import org.spotsigs.search.Threshold;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code spotsigs dedup}: every near-duplicate pair of a corpus, exactly. */
@Command(
    name = "dedup",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Finds every pair of documents whose spot-signature Jaccard similarity is at least tau, exactly.",
      "",
      "Input: a directory (every file under it is a document; its id is the path relative to the",
      "directory without the extension), or with --format signatures a JSONL file of signature",
      "multisets: {\"id\": \"doc1\", \"signatures\": {\"the:south:carolina\": 2, ...}}.",
      "Output: one line per unordered pair, idA<TAB>idB<TAB>similarity, to --pairs or stdout;",
      "a summary on stderr.",
      ""
    })
final class DedupCommand implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(names = {"-i", "--input"}, required = true, paramLabel = "PATH",
      description = "Directory of documents, or the JSONL file of --format signatures.")
  Path input;

  @Option(names = "--format", paramLabel = "files|signatures", defaultValue = "files",
      description = "Input format. Default: ${DEFAULT-VALUE}.")
  String format;

  @Option(names = {"-t", "--tau"}, required = true, paramLabel = "TAU", converter = ThresholdConverter.class,
      description = "Similarity threshold in (0, 1], e.g. 0.8 or 4/5. Pairs at exactly tau are included.")
  Threshold tau;

  @Option(names = {"-p", "--pairs"}, paramLabel = "FILE",
      description = "Write the pairs to FILE (replaced only once complete) instead of stdout.")
  Path pairs;

  @Option(names = "--threads", paramLabel = "N",
      description = "Threads for extraction and matching. Default: available processors (${DEFAULT-VALUE}).",
      defaultValue = "${sys:spotsigs.threads:-0}")
  int threads;

  @Option(names = "--measure", paramLabel = "set|multiset", defaultValue = "multiset",
      description = "Jaccard over signature sets or multisets (with counts). Default: ${DEFAULT-VALUE}.")
  String measure;

  @Mixin AnalysisOptions analysis;

  @Option(names = "--no-length-window", description = "Benchmarking: do not skip candidates by length (NoPart).")
  boolean noLengthWindow;

  @Option(names = "--no-delta-pruning", description = "Benchmarking: do not prune lists with the delta bounds (NoPrune).")
  boolean noDeltaPruning;

  @Option(names = "--progress", negatable = true,
      description = "Show a progress bar on stderr (default: when stderr is a terminal).")
  Boolean progress;

  @Override
  public Integer call() throws Exception {
    PrintWriter err = spec.commandLine().getErr();
    int nThreads = threads > 0 ? threads : Runtime.getRuntime().availableProcessors();
    Measure m = Measure.forName(measure);
    boolean showProgress = progress == null ? Progress.interactive() : progress;
    InputProblems problems = new InputProblems(err);
    org.apache.lucene.analysis.Analyzer analyzer;
    org.spotsigs.dedup.SignatureFilter filter;
    try {
      analyzer = analysis.analyzer();
      filter = analysis.signatureFilter();
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    long t0 = System.nanoTime();

    LoadedCorpus corpus;
    switch (format.toLowerCase(Locale.ROOT)) {
      case "files" -> {
        List<FileCorpus.Entry> entries = FileCorpus.scan(input);
        try (Progress p = Progress.of("extract", entries.size(), showProgress)) {
          corpus = FileCorpus.load(entries, analyzer, nThreads, problems, p);
        }
      }
      case "signatures" -> {
        try (Progress p = Progress.none()) {
          corpus = SignatureJsonl.load(input, problems, p);
        }
      }
      default -> throw new CommandLine.ParameterException(spec.commandLine(),
          "unknown --format '" + format + "': use files or signatures");
    }
    long t1 = System.nanoTime();

    VectorCollection.Builder vb = VectorCollection.builder();
    long signatures = 0;
    for (int i = 0; i < corpus.size(); i++) {
      SignatureVector v = corpus.vectors.get(i);
      vb.add(v, i);
      signatures += v.totalCount();
    }
    VectorCollection vectors = vb.build();
    if (filter != null) {
      vectors = filter.apply(vectors);
    }
    long tDict = System.nanoTime();
    Deduplicator dedup = Deduplicator.builder(tau)
        .measure(m)
        .threads(nThreads)
        .lengthWindow(!noLengthWindow)
        .deltaPruning(!noDeltaPruning)
        .build();
    DedupResult result = dedup.run(vectors);
    long t2 = System.nanoTime();

    writePairs(result, corpus);
    long t3 = System.nanoTime();

    List<String> empty = new java.util.ArrayList<>();
    for (int i = 0; i < vectors.size(); i++) {
      if (vectors.cardinality(i) == 0) {
        empty.add(corpus.ids.get(vectors.externalId(i)));
      }
    }
    err.printf(Locale.ROOT, "spotsigs dedup: %,d documents (%s) from %s%n", corpus.size(), megabytes(corpus.bytes), input);
    err.printf(Locale.ROOT, "  signatures    %,d (%,d distinct)%s%n", signatures, vectors.numTerms(),
        filter == null ? "" : ", then " + filter);
    if (!empty.isEmpty()) {
      err.printf(Locale.ROOT, "  no signatures %,d documents, never matched: %s%n", empty.size(), preview(empty));
    }
    if (problems.skippedCount() > 0) {
      err.printf(Locale.ROOT, "  skipped       %,d bad inputs (see above)%n", problems.skippedCount());
    }
    err.printf(Locale.ROOT, "  exact dupes   %,d documents share their vector with an earlier one%n", result.exactDuplicates());
    err.printf(Locale.ROOT, "  pairs         %,d at %s Jaccard >= %s (%d length partitions at rho 1000), written to %s%n",
        result.size(), m.name().toLowerCase(Locale.ROOT), tau, Partitioning.of(tau, 1000).size(),
        pairs == null ? "stdout" : pairs);
    err.printf(Locale.ROOT, "  matching      %s%n", result.stats());
    StringBuilder phases = new StringBuilder();
    result.phaseNanos().forEach((k, v) -> phases.append(phases.isEmpty() ? "" : ", ").append(k).append(' ').append(seconds(v)));
    err.printf(Locale.ROOT, "  time          read+extract %s, dictionary %s, dedup %s (%s), write %s; total %s on %d threads%n",
        seconds(t1 - t0), seconds(tDict - t1), seconds(t2 - tDict), phases, seconds(t3 - t2), seconds(t3 - t0), nThreads);
    err.flush();
    return problems.skippedCount() > 0 ? SpotSigsCli.EXIT_SKIPPED_INPUT : 0;
  }

  private void writePairs(DedupResult result, LoadedCorpus corpus) throws IOException {
    if (pairs == null) {
      Writer w = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16);
      writeTsv(result, corpus, w);
      w.flush();
      return;
    }
    Path parent = pairs.toAbsolutePath().getParent();
    Files.createDirectories(parent);
    Path tmp = Files.createTempFile(parent, ".spotsigs-pairs", ".tmp");
    try {
      try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
        writeTsv(result, corpus, w);
      }
      Files.move(tmp, pairs, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } finally {
      Files.deleteIfExists(tmp);
    }
  }

  static void writeTsv(DedupResult result, LoadedCorpus corpus, Writer w) throws IOException {
    StringBuilder line = new StringBuilder(128);
    for (int i = 0; i < result.size(); i++) {
      line.setLength(0);
      line.append(corpus.ids.get(result.docA(i))).append('\t').append(corpus.ids.get(result.docB(i))).append('\t');
      appendSimilarity(line, result.overlap(i), result.union(i));
      line.append('\n');
      w.append(line);
    }
  }

  /** overlap / union with 6 decimals, rounded half-up from the exact fraction. */
  static void appendSimilarity(StringBuilder sb, long overlap, long union) {
    long scaled = (overlap * 2_000_000L + union) / (2 * union); // round(overlap / union * 10^6)
    sb.append(scaled / 1_000_000).append('.');
    String frac = Long.toString(scaled % 1_000_000);
    for (int i = frac.length(); i < 6; i++) {
      sb.append('0');
    }
    sb.append(frac);
  }

  private static String seconds(long nanos) {
    return String.format(Locale.ROOT, "%.2f s", nanos / 1e9);
  }

  private static String megabytes(long bytes) {
    return String.format(Locale.ROOT, "%.1f MB", bytes / 1e6);
  }

  private static String preview(List<String> ids) {
    int show = Math.min(5, ids.size());
    String s = String.join(", ", ids.subList(0, show));
    return ids.size() > show ? s + ", ..." : s;
  }
}
