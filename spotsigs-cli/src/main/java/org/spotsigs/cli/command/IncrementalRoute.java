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

import com.carrotsearch.hppc.IntObjectHashMap;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.apache.lucene.util.BytesRef;
import org.spotsigs.cli.Extraction;
import org.spotsigs.cli.Progress;
import org.spotsigs.cli.input.DocumentStream;
import org.spotsigs.cli.input.InputFormat;
import org.spotsigs.cli.input.InputProblems;
import org.spotsigs.cli.output.KeptRecords;
import org.spotsigs.core.Measure;
import org.spotsigs.dedup.IncrementalDedup;
import org.spotsigs.dedup.SignatureWeights;
import org.spotsigs.dedup.Survivor;
import org.spotsigs.dedup.VectorCollection;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.search.MatchStats;
import org.spotsigs.util.IntArraySorter;

/**
 * {@code dedup --cluster-method incremental}: each document, in the order of {@code --keep}, is
 * matched against the documents kept before it only ({@link IncrementalDedup}), and is dropped as a
 * near-duplicate of the most similar one within tau, or kept. No pair is held: memory grows with
 * the documents kept (their vectors and ids), whatever the size of a cluster.
 *
 * <p>With {@code --keep first} on {@code --input} (no corpus-wide filter or learned weights), the
 * documents are decided as they are read, in input order, and the removals and clusters written as
 * they are decided: the vectors of dropped documents are not held at all ({@link #stream}).
 * Otherwise every vector is collected first ({@code --keep longest|shortest}, {@code --index},
 * {@code --format signatures}, {@code --idf}, {@code --min-signatures}, learned weights), decided
 * in the survivor order, and written in input order ({@link #decide}).
 *
 * <p>Both routes share the decider, the writer of their decisions ({@link
 * IncrementalDecisionWriter}) and the summary ({@link IncrementalSummary}).
 */
final class IncrementalRoute {
  /** An int as 4 big-endian bytes: a term id as the term of a signature vector. */
  private static final VarHandle BIG_ENDIAN_INT =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);

  private final DedupPlan plan;
  private final PrintWriter err;
  private final Measure measure;
  private final int threads;
  private final InputProblems problems;
  private final MatchStats stats = new MatchStats();

  private long removed;
  private long kept;
  private long clusters;
  private long keptEntries;
  private long keptVectors;

  IncrementalRoute(
      DedupPlan plan, PrintWriter err, Measure measure, int threads, InputProblems problems) {
    this.plan = plan;
    this.err = err;
    this.measure = measure;
    this.threads = threads;
    this.problems = problems;
  }

  /**
   * Whether the documents of this run can be decided as they are read: input order decides the
   * survivors, and nothing needs the whole corpus first.
   */
  static boolean streams(DedupPlan plan) {
    InputFormat format = plan.inputFormat();
    SignatureWeights weights = plan.weights();
    return plan.input() != null
        && format != InputFormat.SIGNATURES
        && plan.survivor() == Survivor.FIRST
        && plan.filter() == null
        && (weights == null || weights.isFixed());
  }

  /** What the collecting routes hand over: the documents, read and analyzed. */
  record Collected(
      VectorCollection vectors,
      List<String> ids,
      List<String> wheres,
      long[] inputOrder,
      long documents,
      long signatures,
      int distinct,
      long chars,
      long withoutSignatures,
      long t0,
      long t1) {}

  /** Reads, decides and writes as the documents come, in input order; returns the exit code. */
  int stream(InputFormat format, SignatureWeights weights, Measure weightedBase, String label)
      throws IOException {
    long t0 = System.nanoTime();
    DocumentStream docs = plan.inputOptions().open(format, plan.input(), plan.limit());
    List<String> pending = new ArrayList<>();
    List<String> pendingWheres = new ArrayList<>();
    int[] firstPending = {0};
    IntObjectHashMap<String> keptIds = new IntObjectHashMap<>();
    Set<String> keptWheres = plan.writeKept() == null ? null : new HashSet<>();
    Map<String, KeptRecords.Annotation> annotations =
        plan.annotate() == null ? null : new HashMap<>();
    long[] signatures = {0};
    long[] withoutSignatures = {0};
    BitSet named = new BitSet();
    long chars;
    ExecutorService pool = pool();
    try (IncrementalDecisionWriter out = new IncrementalDecisionWriter(plan)) {
      IncrementalDedup dedup =
          decider(
              pool,
              (doc, keptDoc, overlap, union) -> {
                String id = pending.get(doc - firstPending[0]);
                String where = pendingWheres.get(doc - firstPending[0]);
                if (keptDoc < 0) {
                  keptIds.put(doc, id);
                  if (keptWheres != null) {
                    keptWheres.add(where);
                  }
                  if (annotations != null) {
                    annotations.put(where, new KeptRecords.Annotation(id, null, false, 1, 1));
                  }
                  out.kept(id);
                } else {
                  if (annotations != null) {
                    String keptId = keptIds.get(keptDoc);
                    annotations.put(
                        where, new KeptRecords.Annotation(keptId, keptId, true, overlap, union));
                  }
                  if (!named.get(keptDoc)) {
                    named.set(keptDoc);
                    clusters++;
                  }
                  out.dropped(id, keptIds.get(keptDoc), overlap, union);
                }
              });
      boolean show = plan.showProgress();
      try (Progress p = Progress.of("dedup", docs.size(), show)) {
        chars =
            Extraction.run(
                docs,
                plan.analysis().analyzer(),
                threads,
                problems,
                p,
                (doc, analyzed, n) -> {
                  SignatureVector v =
                      weights == null ? analyzed : weights.apply(analyzed, weightedBase);
                  signatures[0] += analyzed.totalCount();
                  if (analyzed.isEmpty()) {
                    withoutSignatures[0]++;
                  }
                  if (pending.size() >= 2 * IncrementalDedup.DEFAULT_BATCH) {
                    // the decided ones are written: forget them (what is left awaits a batch)
                    int decided = dedup.added() - dedup.waiting() - firstPending[0];
                    pending.subList(0, decided).clear();
                    pendingWheres.subList(0, decided).clear();
                    firstPending[0] += decided;
                  }
                  pending.add(doc.id());
                  pendingWheres.add(doc.where());
                  dedup.add(v);
                });
      }
      dedup.finish();
      dedup.addTo(stats);
      kept = dedup.keptCount();
      keptVectors = dedup.keptVectors();
      keptEntries = dedup.keptEntries();
      long t1 = System.nanoTime();
      out.commit();
      removed = out.removed();
      long keptWritten = writeKept(format, keptWheres);
      if (annotations != null) {
        KeptRecords.writeAnnotated(plan.input(), annotations, plan.annotate(), plan.outputShards());
      }
      long t2 = System.nanoTime();
      summary(
          new Collected(
              null,
              null,
              null,
              null,
              dedup.added(),
              signatures[0],
              -1,
              chars,
              withoutSignatures[0],
              t0,
              t1),
          label,
          t2,
          keptWritten,
          format);
    } finally {
      if (pool != null) {
        pool.shutdownNow();
      }
    }
    return problems.exitCode();
  }

  /**
   * Decides the collected documents in the order of {@code --keep} and writes the removals and
   * clusters in input order; returns the exit code.
   */
  int decide(Collected c, InputFormat format, String label) throws IOException {
    VectorCollection vectors = c.vectors();
    int n = vectors.size();
    long[] lengths = new long[n];
    for (int i = 0; i < n; i++) {
      lengths[i] = vectors.length(i, measure);
    }
    // positions of the collection in survivor order (the order of --keep, then input order)
    long[] inputOrder = new long[n];
    for (int i = 0; i < n; i++) {
      int id = vectors.externalId(i);
      inputOrder[i] = c.inputOrder() == null ? id : c.inputOrder()[id];
    }
    long[] rank = plan.survivor().order(lengths, inputOrder);
    int[] byRank = new int[n];
    for (int i = 0; i < n; i++) {
      byRank[i] = i;
    }
    long[] keyOf = rank != null ? rank : inputOrder;
    IntArraySorter.sort(byRank, 0, n, (x, y) -> Long.compare(keyOf[x], keyOf[y]));
    int[] keptAs = new int[n]; // position of the kept document each position was matched to
    long[] overlaps = new long[n];
    long[] unions = new long[n];
    ExecutorService pool = pool();
    try {
      IncrementalDedup dedup =
          decider(
              pool,
              (doc, keptDoc, overlap, union) -> {
                int position = byRank[doc];
                keptAs[position] = keptDoc < 0 ? -1 : byRank[keptDoc];
                overlaps[position] = overlap;
                unions[position] = union;
              });
      // a signature stands for itself by its term id (a collection loaded from an index has
      // ids, not strings): four bytes, distinct for distinct ids
      SignatureVector.Builder b = SignatureVector.builder();
      BytesRef term = new BytesRef(new byte[Integer.BYTES]);
      for (int r = 0; r < n; r++) {
        int position = byRank[r];
        b.clear();
        for (int e = vectors.start(position); e < vectors.end(position); e++) {
          BIG_ENDIAN_INT.set(term.bytes, 0, vectors.termId(e));
          b.add(term, vectors.count(e));
        }
        dedup.add(b.build());
      }
      dedup.finish();
      dedup.addTo(stats);
      kept = dedup.keptCount();
      keptVectors = dedup.keptVectors();
      keptEntries = dedup.keptEntries();
    } finally {
      if (pool != null) {
        pool.shutdownNow();
      }
    }
    long t1 = System.nanoTime();
    // written in input order
    int[] inInputOrder = new int[n];
    for (int i = 0; i < n; i++) {
      inInputOrder[i] = i;
    }
    IntArraySorter.sort(inInputOrder, 0, n, (x, y) -> Long.compare(inputOrder[x], inputOrder[y]));
    BitSet named = new BitSet(n);
    Set<String> keptWheres = plan.writeKept() == null ? null : new HashSet<>();
    Map<String, KeptRecords.Annotation> annotations =
        plan.annotate() == null ? null : new HashMap<>();
    try (IncrementalDecisionWriter out = new IncrementalDecisionWriter(plan)) {
      for (int position : inInputOrder) {
        String id = c.ids().get(vectors.externalId(position));
        int k = keptAs[position];
        String where = c.wheres() == null ? null : c.wheres().get(vectors.externalId(position));
        if (k < 0) {
          out.kept(id);
          if (keptWheres != null) {
            keptWheres.add(where);
          }
          if (annotations != null) {
            annotations.put(where, new KeptRecords.Annotation(id, null, false, 1, 1));
          }
        } else {
          if (!named.get(k)) {
            named.set(k);
            clusters++;
          }
          if (annotations != null) {
            String keptId = c.ids().get(vectors.externalId(k));
            annotations.put(
                where,
                new KeptRecords.Annotation(
                    keptId, keptId, true, overlaps[position], unions[position]));
          }
          out.dropped(id, c.ids().get(vectors.externalId(k)), overlaps[position], unions[position]);
        }
      }
      out.commit();
      removed = out.removed();
    }
    long keptWritten = writeKept(format, keptWheres);
    if (annotations != null) {
      KeptRecords.writeAnnotated(plan.input(), annotations, plan.annotate(), plan.outputShards());
    }
    summary(c, label, System.nanoTime(), keptWritten, format);
    return problems.exitCode();
  }

  /** The incremental decisions of this run, on {@code pool} (null: one thread). */
  private IncrementalDedup decider(ExecutorService pool, IncrementalDedup.Decisions decisions) {
    return new IncrementalDedup(
        plan.tau(), measure, pool, threads, IncrementalDedup.DEFAULT_BATCH, decisions);
  }

  private ExecutorService pool() {
    if (threads <= 1) {
      return null;
    }
    return Executors.newFixedThreadPool(
        threads,
        r -> {
          Thread t = new Thread(r, "spotsigs-incremental");
          t.setDaemon(true);
          return t;
        });
  }

  /** {@code --write-kept}: the records of the kept documents; -1 when not asked for. */
  private long writeKept(InputFormat format, Set<String> keptWheres) throws IOException {
    if (keptWheres == null) {
      return -1;
    }
    if (format == InputFormat.FILES) {
      List<String> paths = new ArrayList<>(keptWheres);
      paths.sort(null);
      return KeptRecords.copyFiles(plan.input(), paths, plan.writeKept());
    }
    if (format == InputFormat.PARQUET) {
      return KeptRecords.writeParquet(plan.input(), keptWheres, plan.writeKept());
    }
    return KeptRecords.writeLines(plan.input(), keptWheres, plan.writeKept(), plan.outputShards());
  }

  private void summary(Collected c, String label, long tEnd, long keptWritten, InputFormat format)
      throws IOException {
    new IncrementalSummary(
            plan,
            c,
            label,
            format,
            problems,
            stats,
            threads,
            kept,
            removed,
            clusters,
            keptVectors,
            keptEntries,
            keptWritten,
            tEnd)
        .write(err);
  }
}
