package org.spotsigs.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.store.FSDirectory;
import org.spotsigs.dedup.ClusterLabels;
import org.spotsigs.dedup.Clusters;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.dedup.Deduplicator;
import org.spotsigs.dedup.SignatureFilter;
import org.spotsigs.dedup.SignatureWeights;
import org.spotsigs.dedup.SketchCandidates;
import org.spotsigs.dedup.SketchedCollection;
import org.spotsigs.dedup.Survivor;
import org.spotsigs.dedup.VectorCollection;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.search.Measure;
import org.spotsigs.search.Partitioning;
import org.spotsigs.search.Threshold;
import org.spotsigs.util.IntArraySorter;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code spotsigs dedup}: every near-duplicate pair of a corpus or of an index, exactly. */
@Command(
    name = "dedup",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Finds every pair of documents whose spot-signature Jaccard similarity is at least tau, exactly.",
      "",
      "Input: a corpus (--input: a directory where every file is a document whose id is its path",
      "relative to the directory without the extension; or a JSONL / TREC / WARC / Parquet file; or JSONL",
      "signature multisets, --format signatures; files may be compressed (gzip, zstd, xz, bzip2); - reads",
      "standard input) or an index built by 'spotsigs index' (--index).",
      "Output: one line per unordered pair (idA<TAB>idB<TAB>similarity, or JSONL) to --pairs or",
      "stdout; clusters with --clusters; a summary on stderr.",
      ""
    })
final class DedupCommand implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  static final class Source {
    @Option(
        names = {"-i", "--input"},
        required = true,
        paramLabel = "PATH",
        description = "Corpus to read (see --format); - reads standard input.")
    Path input;

    @Option(
        names = "--index",
        required = true,
        paramLabel = "DIR",
        description = "Index built by 'spotsigs index'.")
    Path index;
  }

  @ArgGroup(exclusive = true, multiplicity = "1")
  Source source;

  @Option(
      names = "--format",
      paramLabel = "auto|files|jsonl|trec|warc|parquet|signatures",
      defaultValue = "auto",
      description = {
        "auto (the default): what the names say (.jsonl, .json, .ndjson, .warc, .parquet, .trec, each",
        "perhaps compressed, for a file, or for every file of a directory or glob), else a directory of",
        "documents (files). A directory or a glob (shards/*.jsonl.gz) reads its files in path order."
      })
  String format;

  @Option(
      names = "--id-field",
      defaultValue = "id",
      paramLabel = "NAME",
      description =
          "JSONL and Parquet: the id field; a dotted path (meta.id) reaches into nested objects. Default: ${DEFAULT-VALUE}.")
  String idField;

  @Option(
      names = "--text-field",
      defaultValue = "text",
      paramLabel = "NAME",
      description =
          "JSONL and Parquet: the text field, or a dotted path (meta.content). Default: ${DEFAULT-VALUE}.")
  String textField;

  @Option(
      names = {"-t", "--tau"},
      required = true,
      paramLabel = "TAU",
      converter = ThresholdConverter.class,
      description =
          "Similarity threshold in (0, 1], e.g. 0.8 or 4/5. Pairs at exactly tau are included.")
  Threshold tau;

  @Option(
      names = {"-p", "--pairs"},
      paramLabel = "FILE",
      description = "Write the pairs to FILE (replaced only once complete) instead of stdout.")
  Path pairs;

  @Option(
      names = "--pairs-order",
      paramLabel = "input|found",
      defaultValue = "input",
      description = {
        "input: written sorted by input order (the default). With --input and exact candidates only the",
        "pairs between distinct vectors are held, and those of the groups of equal vectors made in order",
        "as they are written; every pair is held with --index, --candidates sketch or an output made from",
        "all pairs. found: pairs written",
        "as they are found, grouped by the document that found them (the same order on any number of",
        "threads), and not held, so memory does not grow with their number: for outputs of hundreds of",
        "millions of pairs. Goes with --pairs and --summary-json (not with the outputs made from all",
        "pairs: --clusters, --removals, --write-kept, --write-clusters), with either --candidates (the sketch",
        "holds its verified pairs of distinct vectors, and writes their groups' pairs as found; with",
        "--input and no --idf or --weights it also samples each document as it is read and keeps only",
        "the sketch in memory, the vector in a temporary file, see --temp-dir). Default: ${DEFAULT-VALUE}."
      })
  String pairsOrder;

  @Option(
      names = "--extract-copies",
      description = {
        "JSONL input: extract every document. By default a document whose text is, byte for byte, the",
        "JSON string of an earlier document's text (same 128-bit fingerprint) is not extracted again:",
        "it gets that document's signatures, which extracting it would give (the answer is the same)."
      })
  boolean extractCopies;

  @Option(
      names = "--output-format",
      paramLabel = "tsv|jsonl",
      defaultValue = "tsv",
      description =
          "Pairs as TSV (6 decimals) or JSONL (with the exact overlap and union). Default: ${DEFAULT-VALUE}.")
  String outputFormat;

  @Option(
      names = "--clusters",
      paramLabel = "FILE",
      description = "Also write clusters: id<TAB>representative id<TAB>similarity to it.")
  Path clusters;

  @Option(
      names = "--cluster-method",
      paramLabel = "components|best|incremental",
      defaultValue = "components",
      description = {
        "components: transitive groups, each named after its first document in input order;",
        "best: each document with its most similar representative (ties: the earlier in input order).",
        "The same on every route: an index records the input order of its documents.",
        "incremental: each document, in the order of --keep, is matched against the documents kept",
        "before it only, and dropped for the most similar one within tau, or kept: no pair is held, so",
        "memory grows with the documents kept (for --removals, --clusters, --write-kept; not --pairs).",
        "Default: ${DEFAULT-VALUE}."
      })
  String clusterMethod;

  @Option(
      names = "--removals",
      paramLabel = "FILE",
      description = {
        "Write the documents to drop: id<TAB>kept id<TAB>similarity to it, one line per",
        "document that is not its cluster's survivor (see --keep); the similarity is empty for a",
        "connected-components member not paired directly with the survivor."
      })
  Path removals;

  @Option(
      names = "--keep",
      paramLabel = "first|longest|shortest",
      defaultValue = "first",
      description = {
        "The survivor of each cluster (its representative in --clusters, --removals and the",
        "index's cluster ids): the first in input order, or the one with the most (fewest) signatures,",
        "ties to the first in input order. Default: ${DEFAULT-VALUE}."
      })
  String keep;

  @Option(
      names = "--write-kept",
      paramLabel = "FILE|DIR",
      description = {
        "Write the input minus the removals in its own format: jsonl and signatures input",
        "to FILE (kept lines byte for byte), parquet input to one Parquet FILE (kept rows, every",
        "column, zstd pages), files input to the new directory DIR (kept files copied byte for byte",
        "at their relative paths). Records the run skipped are not written."
      })
  Path writeKept;

  @Option(
      names = "--annotate",
      paramLabel = "FILE",
      description = {
        "JSONL and signatures input: write every record read back, with three fields added at its end:",
        "cluster_id (its cluster's survivor), duplicate_of (the document kept in its place, null when",
        "kept) and similarity (to it, exact; null when kept or not paired directly), so a pipeline",
        "decides later. The rest of each line is written byte for byte."
      })
  Path annotate;

  @Option(
      names = "--output-shards",
      paramLabel = "N",
      defaultValue = "1",
      description = {
        "--write-kept and --annotate of JSONL or signatures: split the records into N files,",
        "NAME-00000-of-0000N.EXT (in input order, about the same number each). Default: ${DEFAULT-VALUE}."
      })
  int outputShards;

  @Option(
      names = "--summary-json",
      paramLabel = "FILE",
      description =
          "Also write the figures of the stderr summary (and the settings) as one JSON object to FILE.")
  Path summaryJson;

  @Option(
      names = "--rejected",
      paramLabel = "FILE",
      description = {
        "Also write every record the run skipped, as JSONL: where, the reason, and for a JSONL line",
        "the line itself, so that what a deduplicated dataset leaves out is not lost in silence."
      })
  Path rejected;

  @Option(
      names = "--header",
      description =
          "Start every TSV output with a line of column names (id_a id_b similarity; id cluster similarity; id kept_id similarity).")
  boolean header;

  @Option(
      names = "--write-clusters",
      description = "--index: write the cluster ids into the index (spotsigs.cluster).")
  boolean writeClusters;

  @Option(
      names = "--threads",
      paramLabel = "N",
      defaultValue = "0",
      description = "Threads for extraction and matching. Default: available processors.")
  int threads;

  @Option(
      names = "--measure",
      paramLabel = "set|multiset|weighted|weighted-set",
      description = {
        "Jaccard over signature sets or multisets (with counts). Default: multiset; with --index, the",
        "measure the index was built with. weighted: sum w min / sum w max over the counts with the",
        "--weights of each signature (weighted-set: over counts of 1); --input only."
      })
  String measure;

  @Mixin WeightOptions weighting;

  @Option(
      names = "--candidates",
      paramLabel = "exact|sketch",
      defaultValue = "exact",
      description = {
        "exact: every pair at or above tau (the default). sketch: candidates from consistent weighted",
        "samples with banding, each verified exactly, so every pair printed is a true pair but a true",
        "pair may be missed; the summary gives the banding and its recall at tau. Default: ${DEFAULT-VALUE}."
      })
  String candidates;

  @Option(
      names = "--sketch-samples",
      paramLabel = "K",
      defaultValue = "128",
      description =
          "--candidates sketch: samples per document (bands x rows <= K). Default: ${DEFAULT-VALUE}.")
  int sketchSamples;

  @Option(
      names = "--sketch-recall",
      paramLabel = "R",
      defaultValue = "0.99",
      description =
          "--candidates sketch: the least recall at tau the banding must give. Default: ${DEFAULT-VALUE}.")
  double sketchRecall;

  @Option(
      names = "--seed",
      paramLabel = "N",
      defaultValue = "42",
      description =
          "--candidates sketch: the seed of the samples (the same on any number of threads). Default: ${DEFAULT-VALUE}.")
  long seed;

  @Mixin AnalysisOptions analysis;

  @Mixin DocumentLimit limit;

  @Option(
      names = "--temp-dir",
      paramLabel = "DIR",
      description =
          "--candidates sketch with --pairs-order found: the directory of the temporary file in which"
              + " the vectors wait for the verification of their candidates (about 2.5 bytes per"
              + " signature; deleted at the end). Default: the system's temporary directory.")
  Path tempDir;

  @Option(
      names = "--no-length-window",
      description = "Benchmarking: do not skip candidates by length (NoPart).")
  boolean noLengthWindow;

  @Option(
      names = "--no-delta-pruning",
      description = "Benchmarking: do not prune lists with the delta bounds (NoPrune).")
  boolean noDeltaPruning;

  @Option(
      names = "--progress",
      negatable = true,
      description = "Show a progress bar on stderr (default: when stderr is a terminal).")
  Boolean progress;

  private boolean useSketch;

  /** The measure under the weights (--measure weighted, weighted-set), or null. */
  private Measure weightedBase;

  private SignatureWeights signatureWeights;

  private boolean streamPairs;

  /** {@code --rejected}: the records skipped, once the outputs are checked. */
  private RejectedRecords rejectedRecords;

  @Override
  public Integer call() throws Exception {
    try {
      Integer code = execute();
      if (rejectedRecords != null) {
        rejectedRecords.commit();
        spec.commandLine()
            .getErr()
            .printf(
                Locale.ROOT,
                "  rejected      %,d records written to %s%n",
                rejectedRecords.count(),
                rejected);
      }
      return code;
    } finally {
      if (rejectedRecords != null) {
        rejectedRecords.close();
      }
    }
  }

  private Integer execute() throws Exception {
    PrintWriter err = spec.commandLine().getErr();
    int nThreads;
    Measure m;
    PairFormat pairFormat;
    SignatureFilter filter;
    boolean best;
    boolean incremental;
    Survivor survivor;
    InputFormat inputFormat = null;
    try {
      nThreads = Checks.threads(threads, "--threads");
      limit.maxBytes();
      weightedBase = weighting.weightedBase(measure);
      if (weightedBase != null) {
        if (source.index != null) {
          throw new IllegalArgumentException(
              "--index: an index is weighted when it is built (spotsigs index --measure weighted"
                  + " --weights FILE)");
        }
        m = Measure.MULTISET; // on the weighted counts: see SignatureWeights
        signatureWeights = weighting.weights();
      } else {
        m = measure == null ? Measure.MULTISET : Measure.forName(measure);
      }
      pairFormat = PairFormat.parse(outputFormat);
      filter = analysis.signatureFilter();
      String method = clusterMethod.toLowerCase(Locale.ROOT);
      best = method.equals("best");
      incremental = method.equals("incremental");
      if (!best && !incremental && !method.equals("components")) {
        throw new IllegalArgumentException(
            "unknown --cluster-method '"
                + clusterMethod
                + "': use components, best or incremental");
      }
      survivor = Survivor.forName(keep);
      streamPairs =
          switch (pairsOrder.toLowerCase(Locale.ROOT)) {
            case "input" -> false;
            case "found" -> true;
            default ->
                throw new IllegalArgumentException(
                    "unknown --pairs-order '" + pairsOrder + "': use input or found");
          };
      useSketch =
          switch (candidates.toLowerCase(Locale.ROOT)) {
            case "exact" -> false;
            case "sketch" -> true;
            default ->
                throw new IllegalArgumentException(
                    "unknown --candidates '" + candidates + "': use exact or sketch");
          };
      Checks.atLeast(sketchSamples, 1, "--sketch-samples");
      if (sketchSamples > 4096) {
        throw new IllegalArgumentException(
            "--sketch-samples must be at most 4096, got " + sketchSamples);
      }
      if (streamPairs && best) {
        String needsAll = needsAllPairs();
        if (needsAll != null) {
          throw new IllegalArgumentException(
              "--pairs-order found writes pairs as they are found, without holding them; "
                  + needsAll
                  + " of --cluster-method best needs every pair at once (use --pairs-order input,"
                  + " or components or incremental clusters)");
        }
      }
      if (tempDir != null && !java.nio.file.Files.isDirectory(tempDir)) {
        throw new IllegalArgumentException("--temp-dir: " + tempDir + " is not a directory");
      }
      if (!(sketchRecall > 0 && sketchRecall < 1)) {
        throw new IllegalArgumentException(
            "--sketch-recall must lie in (0, 1), got " + sketchRecall);
      }
      if (source.index != null) {
        if (writeKept != null) {
          throw new IllegalArgumentException(
              "--write-kept goes with --input (an index is not written back as input)");
        }
        if (analysis.analysisGiven()) {
          throw new IllegalArgumentException(
              "--index: the signatures are in the index already; drop the analysis options");
        }
      } else {
        inputFormat = InputFormat.resolve(format, source.input);
        inputFormat.checkInput(source.input);
        if (writeClusters) {
          throw new IllegalArgumentException("--write-clusters goes with --index");
        }
        String why = writeKept == null ? null : KeptRecords.unsupported(inputFormat, source.input);
        if (why != null) {
          throw new IllegalArgumentException(why);
        }
        if (annotate != null
            && (InputFiles.isStdin(source.input)
                || (inputFormat != InputFormat.JSONL && inputFormat != InputFormat.SIGNATURES))) {
          throw new IllegalArgumentException(
              "--annotate writes the records of a JSONL or signatures file back (not standard"
                  + " input); for other input use --clusters or --removals");
        }
      }
      if (incremental) {
        checkIncremental();
      }
      Checks.inRange(outputShards, 1, 10_000, "--output-shards");
      if (outputShards > 1
          && ((writeKept == null && annotate == null)
              || inputFormat == InputFormat.FILES
              || inputFormat == InputFormat.PARQUET)) {
        throw new IllegalArgumentException(
            "--output-shards splits --write-kept and --annotate of JSONL or signatures input");
      }
      if (source.index != null && annotate != null) {
        throw new IllegalArgumentException(
            "--annotate goes with --input (an index is not written back as input)");
      }
      analysis.settings(); // report bad analysis options as usage errors
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    OutputPlan plan =
        OutputPlan.of(spec)
            .file("--pairs", pairs)
            .file("--clusters", clusters)
            .file("--removals", removals)
            .file("--summary-json", summaryJson)
            .file("--rejected", rejected)
            .inputs(analysis.files())
            .inputs(source.input)
            .index(source.index);
    if (inputFormat == InputFormat.FILES) {
      plan.newDirectory("--write-kept", writeKept);
    } else {
      sharded(plan, "--write-kept", writeKept);
    }
    sharded(plan, "--annotate", annotate);
    plan.check();
    if (inputFormat != null
        && inputFormat != InputFormat.FILES
        && format.equalsIgnoreCase("auto")) {
      err.println(InputFormat.inferredNote(source.input, inputFormat));
    }
    if (writeClusters) {
      IndexDirectory.checkWritable(spec, source.index, analysis.files());
    }
    InputProblems problems = new InputProblems(err);
    if (rejected != null) {
      rejectedRecords = new RejectedRecords(Output.open(rejected));
      problems.rejectTo(rejectedRecords);
    }
    if (incremental
        && IncrementalRoute.streams(this, inputFormat, filter != null, signatureWeights)) {
      MemoryUse.holding("the vectors and ids of the documents kept");
      return new IncrementalRoute(this, err, m, nThreads, problems)
          .stream(inputFormat, signatureWeights, weightedBase, measureLabel(m));
    }
    boolean showProgress = progress == null ? Progress.interactive() : progress;
    MemoryUse.holding(
        source.index != null
            ? "the signature vectors of the index"
            : "the signature vectors of the documents read");
    long t0 = System.nanoTime();

    List<String> ids;
    List<String> wheres = null; // where each document was read, for --write-kept
    VectorCollection vectors = null;
    SketchedCollection sketched = null; // documents sketched as they come (see below)
    int nDocs;
    int nTerms;
    List<String> emptyIds = new ArrayList<>(); // documents without signatures (after the filter)
    LanguageCounts analyzedCounts = new LanguageCounts(); // what the analysis made of them
    LanguageCounts languageCounts = analyzedCounts; // or what an index records
    long signatures = 0;
    long chars = 0;
    long[] textCopies = {0}; // documents whose text an earlier one had, not extracted again
    String language = null; // of the analysis, when there was one
    FSDirectory indexDir = null;
    DirectoryReader reader = null;
    try {
      if (source.index != null) {
        IndexDirectory.Opened opened = IndexDirectory.open(source.index, true);
        indexDir = opened.directory();
        reader = opened.reader();
        IndexMetadata meta = opened.meta();
        if (meta.weightedBase() != null) {
          if (measure != null) {
            throw new CommandLine.ParameterException(
                spec.commandLine(),
                "the index in "
                    + source.index
                    + " holds weighted counts: it answers the "
                    + meta.measureName()
                    + " measure it was built with; drop --measure");
          }
          weightedBase = meta.weightedBase();
          signatureWeights = meta.weights();
        }
        if (measure == null) {
          m = meta.sortMeasure(); // the index's own measure, unless another is asked for
        }
        language = meta.analysis().language();
        languageCounts = LanguageCounts.fromIndex(reader, meta.schema());
        vectors = VectorCollection.fromIndex(reader, meta.schema());
        ids = new ArrayList<>(reader.maxDoc());
        StoredFields stored = reader.storedFields();
        signatures = storedIds(vectors, reader.maxDoc(), stored, ids);
      } else if (inputFormat == InputFormat.SIGNATURES) {
        LoadedCorpus corpus = SignatureJsonl.load(source.input, problems, Progress.none());
        corpus.vectors.forEach(analyzedCounts::add); // the languages the signatures carry
        ids = corpus.ids;
        wheres = corpus.wheres;
        vectors = collection(corpus.vectors);
        signatures = corpus.vectors.stream().mapToLong(SignatureVector::totalCount).sum();
        chars = corpus.bytes;
      } else {
        // vectors go straight into the collection, in input order: no per-document objects are kept
        List<String> names = new ArrayList<>();
        List<String> docWheres = writeKept == null && annotate == null ? null : new ArrayList<>();
        long[] total = {0};
        DocumentStream docs = inputFormat.open(source.input, idField, textField, limit);
        // nothing needs the whole collection when the sketch streams its pairs: each document keeps
        // its sketch in memory, and its vector waits in a temporary file for the verification of
        // its candidates
        SketchedCollection sc =
            useSketch
                    && streamPairs
                    && filter == null
                    && weightedBase == null
                    && needsAllPairs() == null
                ? new SketchedCollection(
                    SketchCandidates.forRecall(tau, m, sketchSamples, sketchRecall, seed),
                    tempDir != null ? tempDir : Path.of(System.getProperty("java.io.tmpdir")))
                : null;
        sketched = sc;
        VectorCollection.Builder vb = sc == null ? VectorCollection.builder() : null;
        try (Progress p = Progress.of("extract", docs.size(), showProgress)) {
          // sampling (sketch) and the dictionary lookups on the extraction threads
          chars =
              sc != null
                  ? Extraction.run(
                      docs,
                      analysis.analyzer(),
                      nThreads,
                      problems,
                      p,
                      sc::prepare,
                      inOrder(
                          SketchedCollection.Prepared::vector,
                          sc::add,
                          names,
                          docWheres,
                          emptyIds, // not held: the empty documents are noted as they come
                          total,
                          analyzedCounts),
                      null)
                  : Extraction.run(
                      docs,
                      analysis.analyzer(),
                      nThreads,
                      problems,
                      p,
                      vb::prepare,
                      inOrder(
                          VectorCollection.Builder.Prepared::vector,
                          vb::add,
                          names,
                          docWheres,
                          null, // held: the empty documents are counted in the collection
                          total,
                          analyzedCounts),
                      // a text met before is not extracted again: the collection repeats the
                      // vector of its first document
                      extractCopies
                          ? null
                          : (doc, original, n) -> {
                            vb.addCopy(original, names.size());
                            analyzedCounts.addCopy(original);
                            names.add(doc.id());
                            if (docWheres != null) {
                              docWheres.add(doc.where());
                            }
                            textCopies[0]++;
                          });
        }
        if (vb != null) {
          vectors = vb.build();
          // counted in the collection, where the copies have their entries
          total[0] = 0;
          for (int d = 0; d < vectors.size(); d++) {
            total[0] += vectors.length(d, Measure.MULTISET);
          }
        }
        ids = names;
        wheres = docWheres;
        signatures = total[0];
        language = analysis.settings().language();
        languageCounts.minSignatures(analysis.settings().minSignatures());
      }
      long t1 = System.nanoTime();
      long withoutSignatures = emptyIds.size(); // before any corpus filter: what the analysis gave
      if (vectors != null) {
        withoutSignatures += withoutSignatures(vectors);
        if (filter != null) {
          vectors = filter.apply(vectors);
        }
        if (weightedBase != null && source.index == null) { // an index holds weighted counts
          vectors = signatureWeights.apply(vectors, weightedBase);
        }
        addEmptyIds(vectors, ids, emptyIds);
        nDocs = vectors.size();
        nTerms = vectors.numTerms();
      } else {
        nDocs = sketched.size();
        nTerms = sketched.numTerms();
      }
      long tDict = System.nanoTime();
      if (incremental) {
        MemoryUse.holding("the vectors of the documents, and the vectors kept");
        return new IncrementalRoute(this, err, m, nThreads, problems)
            .decide(
                new IncrementalRoute.Collected(
                    vectors,
                    ids,
                    wheres,
                    reader == null
                        ? null
                        : IndexMetadata.read(indexDir).schema().inputOrder(reader),
                    nDocs,
                    signatures,
                    nTerms,
                    chars,
                    withoutSignatures,
                    t0,
                    tDict),
                inputFormat,
                measureLabel(m));
      }
      SketchCandidates sketch =
          sketched != null
              ? sketched.sketch()
              : useSketch
                  ? SketchCandidates.forRecall(tau, m, sketchSamples, sketchRecall, seed)
                  : null;
      Deduplicator dedup =
          Deduplicator.builder(tau)
              .measure(m)
              .threads(nThreads)
              .lengthWindow(!noLengthWindow)
              .deltaPruning(!noDeltaPruning)
              .build();
      // Input order: ids are input positions for --input; an index records the input order of its
      // documents. Pairs are listed (earlier, later) sorted in that order, and clusters are named
      // after their first document in it, so every route writes the same files.
      long[] order =
          reader == null ? null : IndexMetadata.read(indexDir).schema().inputOrder(reader);
      DedupResult result;
      long t2;
      // --pairs-order found with components: the clusters are made from the pairs as they pass
      // (a union-find over the documents), so no pair is held
      Clusters.Components streamed =
          streamPairs && needsAllPairs() != null
              ? new Clusters.Components(
                  ids.size(), survivor.order(lengths(vectors, ids.size(), m), order))
              : null;
      try (Output out = Output.open(pairs)) {
        TsvPairWriter tsv =
            pairFormat == PairFormat.TSV ? new TsvPairWriter(out.stream(), ids) : null;
        Writer w = tsv == null ? out.writer() : null;
        if (header && tsv != null) {
          tsv.line(Tsv.PAIRS_HEADER);
        }
        PairLine line =
            (a, b, overlap, union) -> {
              int x = compare(order, a, b) <= 0 ? a : b; // the earlier in input order first
              int y = x == a ? b : a;
              if (tsv != null) {
                tsv.pair(x, y, overlap, union);
              } else {
                pairFormat.write(w, ids.get(x), ids.get(y), overlap, union);
              }
            };
        // the exact route's pairs in input order go straight to the output when nothing else
        // needs them all (ids are input positions with --input, which is the order of the pairs)
        boolean streamSorted =
            !streamPairs && sketch == null && order == null && needsAllPairs() == null;
        MemoryUse.holding(
            streamPairs || streamSorted
                ? "the signature vectors and their inverted lists"
                    + (streamPairs && needsAllPairs() != null ? ", and a union-find of them" : "")
                : "the pairs found, all held for "
                    + (needsAllPairs() != null
                        ? needsAllPairs()
                        : "the pairs' order (an index's input order, or the sketch's)")
                    + " (a cluster of n near-duplicates has n(n-1)/2 pairs)");
        PairLine written =
            streamed == null
                ? line
                : (a, b, overlap, union) -> {
                  streamed.accept(a, b, overlap, union);
                  line.write(a, b, overlap, union);
                };
        if (streamPairs || streamSorted) {
          // the lines are formatted and written on a thread of their own, while the run goes on
          try (PairPipe consumer = new PairPipe(written::write)) {
            result =
                streamSorted
                    ? dedup.streamSorted(vectors, consumer)
                    : sketched != null
                        ? sketched.stream(consumer)
                        : sketch != null
                            ? sketch.stream(vectors, consumer)
                            : dedup.stream(vectors, consumer);
            consumer.finish();
          } catch (UncheckedIOException e) {
            throw e.getCause(); // a failed write is a failed run
          }
          t2 = System.nanoTime();
        } else {
          result = sketch != null ? sketch.run(vectors) : dedup.run(vectors);
          t2 = System.nanoTime();
          writePairs(result, order, line);
        }
        if (tsv != null) {
          tsv.flush();
        }
        out.commit();
      }
      Clusters groups = null;
      if (needsAllPairs() != null) {
        long[] lengths = lengths(vectors, ids.size(), m);
        long[] keepOrder = survivor.order(lengths, order);
        groups =
            streamed != null
                ? streamed.build()
                : best
                    ? Clusters.bestMatch(result, ids.size(), keepOrder)
                    : Clusters.connectedComponents(result, ids.size(), keepOrder);
      }
      int[] inInputOrder =
          clusters != null || removals != null ? inInputOrder(vectors, order) : null;
      if (clusters != null) {
        writeMembers(
            clusters, header ? Tsv.CLUSTERS_HEADER : null, groups, ids, inInputOrder, best, false);
      }
      long removed = 0;
      if (removals != null) {
        removed =
            writeMembers(
                removals,
                header ? Tsv.REMOVALS_HEADER : null,
                groups,
                ids,
                inInputOrder,
                best,
                true);
      }
      long kept = -1;
      if (writeKept != null) {
        kept = writeKept(groups, ids, wheres, inputFormat);
      }
      if (annotate != null) {
        Map<String, KeptRecords.Annotation> byWhere = new HashMap<>();
        for (int id = 0; id < ids.size(); id++) {
          int rep = groups.representative(id);
          byWhere.put(
              wheres.get(id),
              new KeptRecords.Annotation(
                  ids.get(rep),
                  rep == id ? null : ids.get(rep),
                  rep != id && (best || groups.overlap(id) > 0),
                  groups.overlap(id),
                  groups.union(id)));
        }
        KeptRecords.writeAnnotated(source.input, byWhere, annotate, outputShards);
      }
      if (writeClusters) {
        IndexMetadata meta = IndexMetadata.read(indexDir);
        IndexWriterConfig config =
            meta.schema().configure(new IndexWriterConfig(new StandardAnalyzer()));
        try (IndexWriter writer = IndexDirectory.writer(indexDir, config, source.index)) {
          int n = ClusterLabels.write(writer, reader, meta.schema(), IndexMetadata.ID, groups);
          writer.commit();
          err.printf(
              Locale.ROOT,
              "  cluster ids of %,d documents written into the index (%s)%n",
              n,
              meta.schema().clusterField());
        }
      }
      long t3 = System.nanoTime();

      List<String> empty = emptyIds;
      err.printf(
          Locale.ROOT,
          "spotsigs dedup: %,d documents%s from %s%n",
          nDocs,
          chars > 0 ? String.format(Locale.ROOT, " (%.1f MB)", chars / 1e6) : "",
          source.index != null ? source.index : source.input);
      err.printf(
          Locale.ROOT,
          "  signatures    %,d (%,d distinct)%s%n",
          signatures,
          nTerms,
          filter == null ? "" : ", then " + filter);
      if (!empty.isEmpty()) {
        err.printf(
            Locale.ROOT,
            "  no signatures %,d documents%s, never matched: %s%n",
            empty.size(),
            filter == null ? "" : " (after the filter)",
            preview(empty));
      }
      languageCounts.print(err);
      if (problems.partial()) {
        err.printf(Locale.ROOT, "  skipped       %s%n", problems.summary());
      }
      err.printf(
          Locale.ROOT,
          "  exact dupes   %,d documents share their vector with an earlier one%s%n",
          result.exactDuplicates(),
          textCopies[0] == 0
              ? ""
              : String.format(
                  Locale.ROOT,
                  " (%,d of them its text, read once: not extracted again)",
                  textCopies[0]));
      err.printf(
          Locale.ROOT,
          "  pairs         %,d at %s Jaccard >= %s%s, written to %s%n",
          result.pairsFound(),
          measureLabel(m),
          tau,
          sketch != null
              ? ""
              : String.format(
                  Locale.ROOT,
                  " (%d length partitions at rho 1000)",
                  Partitioning.of(tau, 1000).size()),
          pairs == null ? "stdout" : pairs);
      if (groups != null) {
        err.printf(
            Locale.ROOT,
            "  clusters      %,d with two or more documents (%s, survivor: %s)%s%n",
            groups.countNonSingleton(),
            best ? "best match" : "connected components",
            survivor,
            clusters == null ? "" : ", written to " + clusters);
      }
      if (removals != null) {
        err.printf(
            Locale.ROOT,
            "  removals      %,d documents to drop, written to %s%n",
            removed,
            removals);
      }
      if (kept >= 0) {
        err.printf(
            Locale.ROOT,
            "  kept          %,d %s written to %s%n",
            kept,
            inputFormat == InputFormat.FILES ? "files" : "records",
            writeKept);
      }
      if (sketch != null) {
        err.printf(
            Locale.ROOT,
            "  candidates    sketch: %d bands x %d rows of %s (seed %d); a pair at"
                + " tau is found with probability >= %.6f, and more above it; %,d candidates verified"
                + " exactly%n",
            sketch.bands(),
            sketch.rows(),
            sketch.sampler(),
            seed,
            sketch.recallAtTau(),
            sketch.candidatesVerified());
        if (sketched != null) {
          err.printf(
              Locale.ROOT,
              "                sampled as read; the vectors waited in a temporary file of %,d bytes%n",
              sketched.spilledBytes());
        }
      }
      if (sketch == null) { // the traversal's counts; the sketch's are on its own line
        err.printf(Locale.ROOT, "  matching      %s%n", result.stats());
      }
      StringBuilder phases = new StringBuilder();
      result
          .phaseNanos()
          .forEach(
              (k, v) ->
                  phases
                      .append(phases.isEmpty() ? "" : ", ")
                      .append(k)
                      .append(' ')
                      .append(seconds(v)));
      err.printf(
          Locale.ROOT,
          "  time          %s %s, filter %s, dedup %s (%s), write %s; total %s on %d threads%n",
          source.index != null ? "load" : "read+extract",
          seconds(t1 - t0),
          seconds(tDict - t1),
          seconds(t2 - tDict),
          phases,
          seconds(t3 - t2),
          seconds(t3 - t0),
          nThreads);
      if (language != null) {
        LanguageHint.warnIfMostHaveNone(err, withoutSignatures, nDocs, language);
      }
      err.flush();
      if (summaryJson != null) {
        SummaryJson sj =
            new SummaryJson("dedup")
                .put(
                    "input.source",
                    String.valueOf(source.index != null ? source.index : source.input))
                .put(
                    "input.format",
                    source.index != null ? "index" : inputFormat.name().toLowerCase(Locale.ROOT))
                .put("input.documents", nDocs)
                .put("input.chars", chars)
                .problems(problems)
                .put("settings.tau", tau.toString())
                .put("settings.measure", measureLabel(m))
                .put(
                    "settings.analysis",
                    source.index != null ? null : analysis.settings().describe())
                .put("settings.filter", filter == null ? null : filter.toString())
                .put("settings.cluster_method", best ? "best" : "components")
                .put("settings.keep", survivor.toString())
                .put("settings.threads", nThreads)
                .put("settings.length_partitions", Partitioning.of(tau, 1000).size())
                .put("signatures.total", signatures)
                .put("signatures.distinct", nTerms)
                .put("documents_without_signatures", empty.size())
                .put("exact_duplicates", result.exactDuplicates())
                .put("text_copies", textCopies[0])
                .put("pairs.count", result.pairsFound())
                .put("pairs.output", pairs == null ? "stdout" : pairs.toString())
                .matching(result.stats())
                .put("candidates.method", sketch == null ? "exact" : "sketch")
                .put("candidates.sampler", sketch == null ? null : sketch.sampler())
                .put("candidates.bands", sketch == null ? null : sketch.bands())
                .put("candidates.rows", sketch == null ? null : sketch.rows())
                .put("candidates.recall_at_tau", sketch == null ? 1.0 : sketch.recallAtTau())
                .put("candidates.verified", sketch == null ? null : sketch.candidatesVerified())
                .put("time.extract_seconds", SummaryJson.seconds(t1 - t0))
                .put("time.filter_seconds", SummaryJson.seconds(tDict - t1))
                .put("time.dedup_seconds", SummaryJson.seconds(t2 - tDict))
                .put("time.write_seconds", SummaryJson.seconds(t3 - t2))
                .put("time.total_seconds", SummaryJson.seconds(t3 - t0));
        result
            .phaseNanos()
            .forEach(
                (k, v) -> sj.put("time.dedup_phases." + k + "_seconds", SummaryJson.seconds(v)));
        languageCounts.putTo(sj);
        if (groups != null) {
          sj.put("clusters.count", groups.countNonSingleton())
              .put("clusters.output", clusters == null ? null : clusters.toString());
        }
        if (removals != null) {
          sj.put("removals.count", removed).put("removals.output", removals.toString());
        }
        if (kept >= 0) {
          sj.put("kept.count", kept).put("kept.output", writeKept.toString());
        }
        sj.write(summaryJson);
      }
    } finally {
      if (sketched != null) {
        sketched.close(); // deletes the temporary file of the vectors
      }
      if (reader != null) {
        reader.close();
      }
      if (indexDir != null) {
        indexDir.close();
      }
    }
    return problems.exitCode();
  }

  /** Writes one pair line. */
  @FunctionalInterface
  private interface PairLine {
    void write(int a, int b, long overlap, long union) throws IOException;
  }

  // The loops of call() are methods of their own: a loop in a method as long as call() makes the
  // JIT compile all of it on the stack (about 50 ms each under the quick compiler) while the loop
  // runs in the interpreter, and later compilations wait behind it.

  /**
   * The ids stored in an index for the documents of {@code vectors} into {@code ids} (by Lucene doc
   * id, null for a deleted document); returns the number of signatures.
   */
  private static long storedIds(
      VectorCollection vectors, int maxDoc, StoredFields stored, List<String> ids)
      throws IOException {
    java.util.Set<String> idOnly = java.util.Set.of(IndexMetadata.ID);
    for (int d = 0; d < maxDoc; d++) {
      ids.add(null);
    }
    long signatures = 0;
    for (int i = 0; i < vectors.size(); i++) {
      int doc = vectors.externalId(i);
      ids.set(doc, stored.document(doc, idOnly).get(IndexMetadata.ID));
      signatures += vectors.length(i, Measure.MULTISET);
    }
    return signatures;
  }

  /** A collection of {@code vectors}, each with its position as external id. */
  private static VectorCollection collection(List<SignatureVector> vectors) {
    VectorCollection.Builder vb = VectorCollection.builder();
    for (int i = 0; i < vectors.size(); i++) {
      vb.add(vectors.get(i), i);
    }
    return vb.build();
  }

  /** The number of documents without a signature in {@code vectors}. */
  private static long withoutSignatures(VectorCollection vectors) {
    long n = 0;
    for (int i = 0; i < vectors.size(); i++) {
      n += vectors.cardinality(i) == 0 ? 1 : 0;
    }
    return n;
  }

  /** Adds the ids of the documents without a signature in {@code vectors} to {@code empty}. */
  private static void addEmptyIds(VectorCollection vectors, List<String> ids, List<String> empty) {
    for (int i = 0; i < vectors.size(); i++) {
      if (vectors.cardinality(i) == 0) {
        empty.add(ids.get(vectors.externalId(i)));
      }
    }
  }

  /** The length of every document under {@code m}, by external id (0 for one not in it). */
  private static long[] lengths(VectorCollection vectors, int size, Measure m) {
    long[] lengths = new long[size];
    for (int i = 0; i < vectors.size(); i++) {
      lengths[vectors.externalId(i)] = vectors.length(i, m);
    }
    return lengths;
  }

  /** Refuses what goes against {@code --cluster-method incremental}. */
  private void checkIncremental() {
    String why =
        pairs != null
            ? "--pairs"
            : useSketch
                ? "--candidates sketch"
                : streamPairs ? "--pairs-order found" : writeClusters ? "--write-clusters" : null;
    if (why != null) {
      throw new IllegalArgumentException(
          "--cluster-method incremental matches each document with the documents kept before it"
              + " only, so it finds one match per dropped document, not every pair: drop "
              + why);
    }
    if (removals == null && clusters == null && writeKept == null && annotate == null) {
      throw new IllegalArgumentException(
          "--cluster-method incremental writes --removals, --clusters, --write-kept or"
              + " --annotate: give one");
    }
  }

  /** The option of an output made from all pairs at once, or null if none is asked for. */
  private String needsAllPairs() {
    return clusters != null
        ? "--clusters"
        : removals != null
            ? "--removals"
            : writeKept != null
                ? "--write-kept"
                : annotate != null ? "--annotate" : writeClusters ? "--write-clusters" : null;
  }

  /** The file (or the files of its shards) of {@code option} in {@code plan}. */
  private void sharded(OutputPlan plan, String option, Path file) {
    if (file == null || outputShards == 1) {
      plan.file(option, file);
      return;
    }
    for (int k = 0; k < outputShards; k++) {
      plan.file(option, KeptRecords.shard(file, k, outputShards));
    }
  }

  /**
   * Writes the pairs of {@code result}, sorted by input order when {@code order} is given (an
   * index's), else in the order of the result.
   */
  private static void writePairs(DedupResult result, long[] order, PairLine line)
      throws IOException {
    if (order == null) {
      for (int i = 0; i < result.size(); i++) {
        line.write(result.docA(i), result.docB(i), result.overlap(i), result.union(i));
      }
      return;
    }
    int[] listing = new int[result.size()];
    for (int i = 0; i < listing.length; i++) {
      listing[i] = i;
    }
    IntArraySorter.sort(
        listing,
        0,
        listing.length,
        (x, y) -> {
          int c = compare(order, first(result, x, order), first(result, y, order));
          return c != 0 ? c : compare(order, second(result, x, order), second(result, y, order));
        });
    for (int i : listing) {
      line.write(result.docA(i), result.docB(i), result.overlap(i), result.union(i));
    }
  }

  private static int first(DedupResult r, int i, long[] order) {
    return compare(order, r.docA(i), r.docB(i)) <= 0 ? r.docA(i) : r.docB(i);
  }

  private static int second(DedupResult r, int i, long[] order) {
    return compare(order, r.docA(i), r.docB(i)) <= 0 ? r.docB(i) : r.docA(i);
  }

  private static int compare(long[] order, int a, int b) {
    int c = order == null ? 0 : Long.compare(order[a], order[b]);
    return c != 0 ? c : Integer.compare(a, b);
  }

  /** The documents of {@code vectors} (external ids) in input order. */
  private static int[] inInputOrder(VectorCollection vectors, long[] order) {
    int[] docs = new int[vectors.size()];
    for (int i = 0; i < docs.length; i++) {
      docs[i] = vectors.externalId(i);
    }
    if (order != null) {
      IntArraySorter.sort(docs, 0, docs.length, (x, y) -> compare(order, x, y));
    }
    return docs;
  }

  /**
   * Writes {@code id<TAB>representative<TAB>similarity} for every document in input order (the
   * clusters file), or only for the documents that are not their cluster's survivor (removals). The
   * similarity is left empty for a connected-components member not paired directly with its
   * representative. Returns the number of lines ({@code header}, if not null, first and not
   * counted).
   */
  private static long writeMembers(
      Path file,
      String header,
      Clusters groups,
      List<String> ids,
      int[] docs,
      boolean best,
      boolean removedOnly)
      throws IOException {
    long lines = 0;
    try (Output out = Output.open(file)) {
      MemberLines members = new MemberLines(out, file, removedOnly ? "kept_id" : "cluster", header);
      for (int id : docs) {
        int rep = groups.representative(id);
        if (removedOnly && rep == id) {
          continue;
        }
        members.write(
            ids.get(id),
            ids.get(rep),
            rep == id || best || groups.overlap(id) > 0,
            groups.overlap(id),
            groups.union(id));
        lines++;
      }
      out.commit();
    }
    return lines;
  }

  /**
   * {@code --write-kept}: the input's records of every document that is its cluster's survivor or
   * in no cluster.
   */
  private long writeKept(Clusters groups, List<String> ids, List<String> wheres, InputFormat format)
      throws IOException {
    List<String> kept = new ArrayList<>();
    for (int id = 0; id < ids.size(); id++) {
      if (groups.isRepresentative(id)) {
        kept.add(wheres.get(id));
      }
    }
    if (format == InputFormat.FILES) {
      return KeptRecords.copyFiles(source.input, kept, writeKept);
    }
    if (format == InputFormat.PARQUET) {
      return KeptRecords.writeParquet(source.input, new java.util.HashSet<>(kept), writeKept);
    }
    return KeptRecords.writeLines(
        source.input, new java.util.HashSet<>(kept), writeKept, outputShards);
  }

  /** The measure as the summary names it. */
  private String measureLabel(Measure m) {
    return weightedBase == null
        ? m.name().toLowerCase(Locale.ROOT)
        : (weightedBase == Measure.SET ? "weighted-set" : "weighted")
            + " ("
            + signatureWeights
            + ")";
  }

  /** {@code files} and {@code more} in one array. */
  static Path[] concat(Path[] files, Path... more) {
    Path[] all = java.util.Arrays.copyOf(files, files.length + more.length);
    System.arraycopy(more, 0, all, files.length, more.length);
    return all;
  }

  private static String seconds(long nanos) {
    return String.format(Locale.ROOT, "%.2f s", nanos / 1e9);
  }

  private static String preview(List<String> ids) {
    int show = Math.min(5, ids.size());
    String s = String.join(", ", ids.subList(0, show));
    return ids.size() > show ? s + ", ..." : s;
  }

  /** Adds a document prepared on an extraction thread to a collection, at its input position. */
  private interface AddPrepared<P> {
    void add(P prepared, int position) throws IOException;
  }

  /**
   * The in-order step of the extraction: each document {@code add}ed at its input position, its id
   * appended to {@code names}, its location to {@code wheres} and, if it has no signatures, its id
   * to {@code emptyIds} (each when not null), its signatures counted in {@code total[0]}, its
   * language and way of matching in {@code languages}.
   */
  private static <P> Extraction.PreparedSink<P> inOrder(
      java.util.function.Function<P, SignatureVector> vectorOf,
      AddPrepared<P> add,
      List<String> names,
      List<String> wheres,
      List<String> emptyIds,
      long[] total,
      LanguageCounts languages) {
    return (doc, prepared, chars) -> {
      SignatureVector vector = vectorOf.apply(prepared);
      add.add(prepared, names.size());
      names.add(doc.id());
      if (wheres != null) {
        wheres.add(doc.where());
      }
      if (emptyIds != null && vector.size() == 0) {
        emptyIds.add(doc.id());
      }
      total[0] += vector.totalCount();
      languages.add(vector);
    };
  }
}
