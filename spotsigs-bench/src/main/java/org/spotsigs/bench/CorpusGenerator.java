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
package org.spotsigs.bench;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Expands the real corpora to N documents, deterministically: the same input directory, N and seed
 * give the same bytes on every run, whatever the number of threads.
 *
 * <p>What it writes, in a shuffled order (so near-duplicates are spread over the file as in a
 * crawl):
 *
 * <ul>
 *   <li>the real documents themselves (all of them when N is at least 4/3 of their number, else a
 *       seeded sample of 3/4 N), under their own ids ({@code 20news/...}, as {@code spotsigs dedup}
 *       names files);
 *   <li>of the rest, 10 % exact copies ({@code gen/copy/K}) and 35 % near-duplicate variants
 *       ({@code gen/variant/K}, {@link Edits}) of real documents. Which real document is copied is
 *       drawn with heavy-tailed weights: half of the sources get none, the others a Pareto weight
 *       (alpha {@value CopyWeights#PARETO_ALPHA}, capped at {@value CopyWeights#WEIGHT_CAP} times
 *       the smallest), so most sources have no or few copies and a few have hundreds (at 1M
 *       documents);
 *   <li>55 % "new" documents spliced from paragraphs of 3 to 8 different real documents ({@code
 *       gen/splice/K}, {@link Splicer}).
 * </ul>
 *
 * <p>Output: JSON lines {@code {"id":...,"text":...}} (what {@code spotsigs dedup --format jsonl}
 * reads) and the ground truth {@code id<TAB>cluster}, in the same order: a real document, its
 * copies and its variants have the real document's id as cluster; a spliced document is its own
 * cluster. Natural near-duplicates among the real documents (Reuters updates, spam campaigns) are
 * not in the truth: it only knows what it generated. Memory: the real documents plus two ints per
 * output document; the output is streamed, in blocks generated on several threads and written in
 * order. Files are written under a temporary name and renamed when complete.
 */
public final class CorpusGenerator {
  static final double MIN_GENERATED_SHARE = 0.25;
  static final double COPY_SHARE = 0.10;
  static final double VARIANT_SHARE = 0.35;
  private static final int BLOCK = 256;

  static final String COPY = "gen/copy/";
  static final String VARIANT = "gen/variant/";
  static final String SPLICE = "gen/splice/";

  /** What was generated. */
  public record Summary(
      int documents,
      int originals,
      int copies,
      int variants,
      int splices,
      long bytes,
      int sourcesWithCopies,
      int largestCluster,
      long truthPairs) {
    @Override
    public String toString() {
      return String.format(
          Locale.ROOT,
          "%,d documents (%.1f MB): %,d real, %,d exact copies, %,d variants, %,d spliced;"
              + " %,d sources with copies, largest cluster %,d, %,d pairs within clusters",
          documents,
          bytes / 1e6,
          originals,
          copies,
          variants,
          splices,
          sourcesWithCopies,
          largestCluster,
          truthPairs);
    }
  }

  private final List<RealCorpus.Document> originals;
  private final long seed;
  private final int n;
  private final int copies;
  private final int variants;
  private final int splices;

  /** Output position -> serial number (the document's number before the shuffle). */
  private final int[] order;

  /** Serial number -> index in {@link #originals} of its source (-1 for spliced documents). */
  private final int[] source;

  private final int[] copiesOf;
  private final Splicer splicer;

  private CorpusGenerator(RealCorpus corpus, int n, long seed) {
    if (corpus.size() == 0) {
      throw new IllegalArgumentException("no real documents to generate from");
    }
    if (n < 1) {
      throw new IllegalArgumentException("the number of documents must be positive: " + n);
    }
    this.n = n;
    this.seed = seed;
    int r = corpus.size();
    int keep = Math.max(1, Math.min(r, n - (int) Math.ceil(n * MIN_GENERATED_SHARE)));
    this.originals =
        keep == r ? corpus.documents() : sample(corpus.documents(), keep, Rng.of(seed, 1, 0));
    int m = n - keep;
    int c = (int) Math.round(m * COPY_SHARE);
    int v = (int) Math.round(m * VARIANT_SHARE);
    int s = m - c - v;
    if (keep < Splicer.MIN_PARTS) {
      v += s;
      s = 0;
    }
    this.copies = c;
    this.variants = v;
    this.splices = s;
    this.source = new int[n];
    this.copiesOf = new int[keep];
    double[] cumulative = CopyWeights.cumulative(keep, Rng.of(seed, 2, 0));
    Rng draw = Rng.of(seed, 3, 0);
    for (int i = 0; i < n; i++) {
      if (i < keep) {
        source[i] = i;
      } else if (i < keep + c + v) {
        int src = CopyWeights.pick(cumulative, draw);
        source[i] = src;
        copiesOf[src]++;
      } else {
        source[i] = -1;
      }
    }
    this.order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    Rng shuffle = Rng.of(seed, 4, 0);
    for (int i = n - 1; i > 0; i--) {
      int j = shuffle.nextInt(i + 1);
      int t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    this.splicer = new Splicer(originals);
  }

  /** Generates {@code n} documents from {@code corpus} into {@code jsonl} and {@code truth}. */
  public static Summary generate(
      RealCorpus corpus, int n, long seed, int threads, Path jsonl, Path truth) throws IOException {
    return new CorpusGenerator(corpus, n, seed).write(Math.max(1, threads), jsonl, truth);
  }

  private Summary write(int threads, Path jsonl, Path truth) throws IOException {
    Path jsonlTmp = jsonl.resolveSibling(jsonl.getFileName() + ".tmp");
    Path truthTmp = truth.resolveSibling(truth.getFileName() + ".tmp");
    long bytes = 0;
    ExecutorService pool =
        Executors.newFixedThreadPool(
            threads,
            runnable -> {
              Thread t = new Thread(runnable, "corpus-generator");
              t.setDaemon(true);
              return t;
            });
    try (OutputStream docsOut = new BufferedOutputStream(Files.newOutputStream(jsonlTmp), 1 << 20);
        OutputStream truthOut =
            new BufferedOutputStream(Files.newOutputStream(truthTmp), 1 << 18)) {
      ArrayDeque<Future<JsonLine[]>> pending = new ArrayDeque<>();
      int next = 0;
      while (next < n || !pending.isEmpty()) {
        while (next < n && pending.size() < 4 * threads) {
          int from = next;
          int to = Math.min(n, from + BLOCK);
          pending.add(pool.submit(() -> block(from, to)));
          next = to;
        }
        JsonLine[] done = pending.poll().get();
        docsOut.write(done[0].array(), 0, done[0].size());
        truthOut.write(done[1].array(), 0, done[1].size());
        bytes += done[0].size();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException re) {
        throw re;
      }
      throw new IOException(e.getCause());
    } finally {
      pool.shutdownNow();
    }
    Files.move(
        truthTmp, truth, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    Files.move(
        jsonlTmp, jsonl, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    int withCopies = 0;
    int largest = 1;
    long pairs = 0;
    for (int k : copiesOf) {
      withCopies += k > 0 ? 1 : 0;
      largest = Math.max(largest, k + 1);
      pairs += (long) k * (k + 1) / 2;
    }
    return new Summary(
        n, originals.size(), copies, variants, splices, bytes, withCopies, largest, pairs);
  }

  /** The JSON lines and truth lines of output positions [from, to). */
  private JsonLine[] block(int from, int to) {
    JsonLine docs = new JsonLine();
    JsonLine truth = new JsonLine();
    for (int pos = from; pos < to; pos++) {
      int serial = order[pos];
      Generated g = document(serial);
      docs.document(g.id, g.text);
      truth.tsv(g.id, g.cluster);
    }
    return new JsonLine[] {docs, truth};
  }

  private record Generated(String id, String text, String cluster) {}

  /** The document with the given serial number (a pure function of the seed and the serial). */
  private Generated document(int serial) {
    int keep = originals.size();
    if (serial < keep) {
      RealCorpus.Document d = originals.get(serial);
      return new Generated(d.id(), d.text(), d.id());
    }
    Rng r = Rng.of(seed, 5, serial);
    if (serial >= keep + copies + variants) {
      String id = SPLICE + serial;
      return new Generated(id, splicer.splice(r, new ArrayList<>()).render(), id);
    }
    RealCorpus.Document src = originals.get(source[serial]);
    if (serial < keep + copies) {
      return new Generated(COPY + serial, src.text(), src.id());
    }
    return new Generated(VARIANT + serial, variant(src, r), src.id());
  }

  /** A near-duplicate of {@code src}: random edits, never the same text. */
  private String variant(RealCorpus.Document src, Rng r) {
    Draft d = Draft.parse(src);
    Edits.applyRandom(d, r, this::donorParagraph);
    String text = d.render();
    if (text.equals(src.text())) {
      Edits.apply(Edits.Op.FOOTER, d, r, this::donorParagraph);
      text = d.render();
    }
    return text;
  }

  private String donorParagraph(Rng r) {
    for (int attempt = 0; attempt < 8; attempt++) {
      List<String> ps = Draft.parse(originals.get(r.nextInt(originals.size()))).paragraphs;
      if (!ps.isEmpty()) {
        return r.pick(ps);
      }
    }
    return Boilerplate.footer(r);
  }

  private static List<RealCorpus.Document> sample(List<RealCorpus.Document> docs, int k, Rng r) {
    int[] idx = new int[docs.size()];
    for (int i = 0; i < idx.length; i++) {
      idx[i] = i;
    }
    for (int i = 0; i < k; i++) {
      int j = i + r.nextInt(idx.length - i);
      int t = idx[i];
      idx[i] = idx[j];
      idx[j] = t;
    }
    int[] chosen = Arrays.copyOf(idx, k);
    Arrays.sort(chosen);
    List<RealCorpus.Document> out = new ArrayList<>(k);
    for (int i : chosen) {
      out.add(docs.get(i));
    }
    return out;
  }

  /**
   * {@code CorpusGenerator INPUT_DIR N OUT.jsonl [SEED] [THREADS]}: writes OUT.jsonl and
   * OUT.truth.tsv. Exits 0 with a message when INPUT_DIR does not exist or holds no document.
   */
  public static void main(String[] args) throws IOException {
    System.exit(run(args, System.err));
  }

  static int run(String[] args, PrintStream err) throws IOException {
    if (args.length < 3 || args.length > 5) {
      err.println("usage: CorpusGenerator INPUT_DIR N OUT.jsonl [SEED] [THREADS]");
      err.println(
          "  writes N documents to OUT.jsonl and the ground truth (id<TAB>cluster) to OUT.truth.tsv");
      return 2;
    }
    Path input = Path.of(args[0]);
    int n;
    long seed;
    int threads;
    try {
      n = Integer.parseInt(args[1].replace("_", ""));
      seed = args.length > 3 ? Long.parseLong(args[3]) : 42;
      threads =
          args.length > 4 ? Integer.parseInt(args[4]) : Runtime.getRuntime().availableProcessors();
    } catch (NumberFormatException e) {
      err.println("corpus-generator: N, SEED and THREADS are integers: " + e.getMessage());
      return 2;
    }
    if (n < 1) {
      err.println("corpus-generator: N must be positive");
      return 2;
    }
    Path out = Path.of(args[2]);
    if (!RealCorpus.present(input)) {
      err.println(
          "corpus-generator: "
              + input
              + " not found (bench/prepare-corpora.sh unpacks the corpora of"
              + " ../shared/data/corpora there); nothing generated");
      return 0;
    }
    long t0 = System.nanoTime();
    RealCorpus corpus = RealCorpus.load(input);
    if (corpus.size() == 0) {
      err.println("corpus-generator: no documents in " + input + "; nothing generated");
      return 0;
    }
    long t1 = System.nanoTime();
    if (out.getParent() != null) {
      Files.createDirectories(out.getParent());
    }
    Summary s = generate(corpus, n, seed, threads, out, truthFile(out));
    long t2 = System.nanoTime();
    err.printf(
        Locale.ROOT,
        "corpus-generator: %,d real documents read from %s (%,d files left out: empty or binary)"
            + " in %.1f s%n",
        corpus.size(),
        input,
        corpus.skipped(),
        (t1 - t0) / 1e9);
    err.printf(
        Locale.ROOT,
        "corpus-generator: %s; seed %d; written to %s and %s in %.1f s on %d threads%n",
        s,
        seed,
        out,
        truthFile(out),
        (t2 - t1) / 1e9,
        threads);
    return 0;
  }

  /** OUT.jsonl -> OUT.truth.tsv. */
  static Path truthFile(Path jsonl) {
    String name = jsonl.getFileName().toString();
    String base = name.endsWith(".jsonl") ? name.substring(0, name.length() - 6) : name;
    return jsonl.resolveSibling(base + ".truth.tsv");
  }
}
