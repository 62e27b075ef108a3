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

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.store.FSDirectory;
import org.spotsigs.cli.Extraction;
import org.spotsigs.cli.IndexDirectory;
import org.spotsigs.cli.LanguageCounts;
import org.spotsigs.cli.Progress;
import org.spotsigs.cli.input.DocumentStream;
import org.spotsigs.cli.input.InputFormat;
import org.spotsigs.cli.input.InputProblems;
import org.spotsigs.cli.input.LoadedCorpus;
import org.spotsigs.cli.input.SignatureJsonl;
import org.spotsigs.core.Measure;
import org.spotsigs.dedup.SignatureWeights;
import org.spotsigs.dedup.SketchCandidates;
import org.spotsigs.dedup.SketchedCollection;
import org.spotsigs.dedup.VectorCollection;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.io.IndexMetadata;
import picocli.CommandLine;

/**
 * The documents of one {@code dedup} run, read from one of four sources: an index ({@code
 * --index}), signature multisets ({@code --format signatures}), documents extracted into a
 * collection, or documents extracted and sampled as they are read ({@code --candidates sketch
 * --pairs-order found}, when nothing needs the whole collection: each keeps its sketch in memory
 * and its vector waits in a temporary file). Ids are input positions, except for an index, whose
 * documents are named by Lucene doc id and whose input order is {@link #order}.
 *
 * <p>Closing it closes the index and deletes the temporary file of the sampled vectors.
 */
final class DedupCorpus implements Closeable {
  /** The id of every document, by external id (null for a deleted document of an index). */
  List<String> ids;

  /** Where each document was read ({@code file:line}), for {@code --write-kept}, or null. */
  List<String> wheres;

  /** The documents' vectors, or null when they were sampled as read ({@link #sketched}). */
  VectorCollection vectors;

  /** The documents sampled as they were read, or null. */
  SketchedCollection sketched;

  /** Documents without signatures noted as they came (the collection counts its own). */
  final List<String> emptyIds = new ArrayList<>();

  /** What the analysis made of the documents read. */
  final LanguageCounts analyzedCounts = new LanguageCounts();

  /** The languages of the summary: the analysis's, or what an index records. */
  LanguageCounts languageCounts = analyzedCounts;

  long signatures;
  long chars;

  /** Documents whose text an earlier one had, not extracted again. */
  long textCopies;

  /** The language of the analysis, when there was one. */
  String language;

  /** The measure of the run: the plan's, or an index's own. */
  Measure measure;

  /** The measure under the weights, or null; an index's when it holds weighted counts. */
  Measure weightedBase;

  SignatureWeights weights;

  /** Documents without signatures, before any corpus-wide filter: what the analysis gave. */
  long withoutSignatures;

  /** Documents and distinct signatures matched (after the filter). */
  int documents;

  int distinct;

  private FSDirectory indexDir;
  DirectoryReader reader;

  private DedupCorpus(DedupPlan plan) {
    measure = plan.measure();
    weightedBase = plan.weightedBase();
    weights = plan.weights();
  }

  /** Reads the documents of {@code plan}; a usage error found in the index is one of {@code cl}. */
  static DedupCorpus read(DedupPlan plan, InputProblems problems, CommandLine cl)
      throws IOException {
    DedupCorpus c = new DedupCorpus(plan);
    boolean done = false;
    try {
      if (plan.index() != null) {
        c.readIndex(plan, cl);
      } else if (plan.inputFormat() == InputFormat.SIGNATURES) {
        c.readSignatures(plan, problems);
      } else {
        c.extract(plan, problems);
      }
      done = true;
      return c;
    } finally {
      if (!done) {
        c.close();
      }
    }
  }

  /** The input order of an index's documents (by Lucene doc id), or null for an input's. */
  long[] order() throws IOException {
    return reader == null ? null : IndexMetadata.read(indexDir).schema().inputOrder(reader);
  }

  /** The index directory, or null. */
  FSDirectory indexDirectory() {
    return indexDir;
  }

  private void readIndex(DedupPlan plan, CommandLine cl) throws IOException {
    IndexDirectory.Opened opened = IndexDirectory.open(plan.index(), true);
    indexDir = opened.directory();
    reader = opened.reader();
    IndexMetadata meta = opened.meta();
    if (meta.weightedBase() != null) {
      if (plan.measureOption() != null) {
        throw new CommandLine.ParameterException(
            cl,
            "the index in "
                + plan.index()
                + " holds weighted counts: it answers the "
                + meta.measureName()
                + " measure it was built with; drop --measure");
      }
      weightedBase = meta.weightedBase();
      weights = meta.weights();
    }
    if (plan.measureOption() == null) {
      measure = meta.sortMeasure(); // the index's own measure, unless another is asked for
    }
    language = meta.analysis().language();
    languageCounts = LanguageCounts.fromIndex(reader, meta.schema());
    vectors = VectorCollection.fromIndex(reader, meta.schema());
    ids = new ArrayList<>(reader.maxDoc());
    signatures = storedIds(vectors, reader.maxDoc(), reader.storedFields(), ids);
  }

  private void readSignatures(DedupPlan plan, InputProblems problems) throws IOException {
    LoadedCorpus corpus = SignatureJsonl.load(plan.input(), problems, Progress.none());
    corpus.vectors.forEach(analyzedCounts::add); // the languages the signatures carry
    ids = corpus.ids;
    wheres = corpus.wheres;
    VectorCollection.Builder vb = VectorCollection.builder();
    for (int i = 0; i < corpus.vectors.size(); i++) {
      vb.add(corpus.vectors.get(i), i); // its position as external id
    }
    vectors = vb.build();
    signatures = corpus.vectors.stream().mapToLong(SignatureVector::totalCount).sum();
    chars = corpus.bytes;
  }

  /**
   * Extracts the documents of the input: their vectors go straight into the collection (or the
   * sketch), in input order, and no per-document object is kept.
   */
  private void extract(DedupPlan plan, InputProblems problems) throws IOException {
    List<String> names = new ArrayList<>();
    List<String> docWheres =
        plan.writeKept() == null && plan.annotate() == null ? null : new ArrayList<>();
    long[] total = {0};
    DocumentStream docs = plan.inputOptions().open(plan.inputFormat(), plan.input(), plan.limit());
    // nothing needs the whole collection when the sketch streams its pairs: each document keeps
    // its sketch in memory, and its vector waits in a temporary file for the verification of
    // its candidates
    SketchedCollection sc =
        plan.sketch()
                && plan.streamPairs()
                && plan.filter() == null
                && weightedBase == null
                && plan.needsAllPairs() == null
            ? new SketchedCollection(
                SketchCandidates.forRecall(
                        plan.tau(), measure, plan.sketchSamples(), plan.sketchRecall(), plan.seed())
                    .withThreads(plan.threads(), null),
                plan.tempDir() != null
                    ? plan.tempDir()
                    : Path.of(System.getProperty("java.io.tmpdir")))
            : null;
    sketched = sc;
    VectorCollection.Builder vb = sc == null ? VectorCollection.builder() : null;
    try (Progress p = Progress.of("extract", docs.size(), plan.showProgress())) {
      // sampling (sketch) and the dictionary lookups on the extraction threads
      chars =
          sc != null
              ? Extraction.run(
                  docs,
                  plan.analysis().analyzer(),
                  plan.threads(),
                  problems,
                  p,
                  sc::prepare,
                  InOrderStep.sink(
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
                  plan.analysis().analyzer(),
                  plan.threads(),
                  problems,
                  p,
                  vb::prepare,
                  InOrderStep.sink(
                      VectorCollection.Builder.Prepared::vector,
                      vb::add,
                      names,
                      docWheres,
                      null, // held: the empty documents are counted in the collection
                      total,
                      analyzedCounts),
                  // a text met before is not extracted again: the collection repeats the
                  // vector of its first document
                  plan.extractCopies()
                      ? null
                      : (doc, original, n) -> {
                        vb.addCopy(original, names.size());
                        analyzedCounts.addCopy(original);
                        names.add(doc.id());
                        if (docWheres != null) {
                          docWheres.add(doc.where());
                        }
                        textCopies++;
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
    language = plan.analysis().settings().language();
    languageCounts.minSignatures(plan.analysis().settings().minSignatures());
  }

  /**
   * Applies the corpus-wide filter and the weights of {@code plan} to the vectors (an index holds
   * weighted counts already), and counts the documents without signatures.
   */
  void filter(DedupPlan plan) {
    withoutSignatures = emptyIds.size();
    if (vectors != null) {
      withoutSignatures += withoutSignatures(vectors);
      if (plan.filter() != null) {
        vectors = plan.filter().apply(vectors);
      }
      if (weightedBase != null && plan.index() == null) {
        vectors = weights.apply(vectors, weightedBase);
      }
      addEmptyIds(vectors, ids, emptyIds);
      documents = vectors.size();
      distinct = vectors.numTerms();
    } else {
      documents = sketched.size();
      distinct = sketched.numTerms();
    }
  }

  /** The length of every document under {@code m}, by external id (0 for one not in it). */
  long[] lengths(Measure m) {
    long[] lengths = new long[ids.size()];
    for (int i = 0; i < vectors.size(); i++) {
      lengths[vectors.externalId(i)] = vectors.length(i, m);
    }
    return lengths;
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

  // The loops of a run are methods of their own: a loop in a long method makes the JIT compile all
  // of it on the stack (about 50 ms each under the quick compiler) while the loop runs in the
  // interpreter, and later compilations wait behind it.

  /**
   * The ids stored in an index for the documents of {@code vectors} into {@code ids} (by Lucene doc
   * id, null for a deleted document); returns the number of signatures.
   */
  private static long storedIds(
      VectorCollection vectors, int maxDoc, StoredFields stored, List<String> ids)
      throws IOException {
    Set<String> idOnly = Set.of(IndexMetadata.ID);
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

  @Override
  public void close() throws IOException {
    try {
      if (sketched != null) {
        sketched.close(); // deletes the temporary file of the vectors
      }
    } finally {
      try {
        if (reader != null) {
          reader.close();
        }
      } finally {
        if (indexDir != null) {
          indexDir.close();
        }
      }
    }
  }
}
