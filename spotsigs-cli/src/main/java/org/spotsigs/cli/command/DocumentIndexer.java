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

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.index.Term;
import org.spotsigs.cli.ExistingIds;
import org.spotsigs.cli.Extraction;
import org.spotsigs.cli.LanguageCounts;
import org.spotsigs.cli.input.SourceDocument;
import org.spotsigs.cli.output.Output;
import org.spotsigs.cli.output.PairFormat;
import org.spotsigs.core.Measure;
import org.spotsigs.dedup.DeduplicatingWriter;
import org.spotsigs.dedup.SignatureWeights;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.io.IndexMetadata;
import org.spotsigs.io.Tsv;

/**
 * The documents of a {@code spotsigs index} run into the index, one at a time in input order: each
 * added (or updated by id) without {@code --dedup}, else decided by a {@link DeduplicatingWriter}.
 * It counts what happened, writes the {@code --decisions} lines, notes where the kept records are
 * for {@code --write-kept}, and commits every {@code --commit-every} documents.
 */
final class DocumentIndexer implements Extraction.Sink {
  final AtomicLong read = new AtomicLong();
  final AtomicLong indexed = new AtomicLong();
  final AtomicLong skipped = new AtomicLong();
  final AtomicLong linked = new AtomicLong();
  final AtomicLong chars = new AtomicLong();
  final AtomicLong withoutSignatures = new AtomicLong();
  final AtomicLong existingIds = new AtomicLong();

  /** Where the kept documents' records are ({@code --write-kept}), or null. */
  final Set<String> keptWheres;

  final LanguageCounts languageCounts;

  private final IndexWriter writer;
  private final DeduplicatingWriter dw;
  private final Output decisionOut;
  private final ExistingIds inIndex;
  private final SpotSigsSchema schema;
  private final SignatureWeights indexWeights;
  private final Measure indexBase;
  private final boolean skipExisting;
  private final int commitEvery;
  private final boolean dryRun;
  private long sequence;

  /**
   * @param writer the index's writer
   * @param dw the index-time dedup over {@code writer}, or null without {@code --dedup}
   * @param decisionOut the {@code --decisions} file, or null
   * @param inIndex the ids the index had before the run
   * @param meta the index's settings
   * @param indexWeights the index's weights ({@link IndexMetadata#weights}), or null
   * @param sequence the input order of the first document
   * @param keepWheres whether to note where the kept records are
   */
  DocumentIndexer(
      IndexWriter writer,
      DeduplicatingWriter dw,
      Output decisionOut,
      ExistingIds inIndex,
      IndexMetadata meta,
      SignatureWeights indexWeights,
      long sequence,
      boolean skipExisting,
      int commitEvery,
      boolean dryRun,
      boolean keepWheres) {
    this.writer = writer;
    this.dw = dw;
    this.decisionOut = decisionOut;
    this.inIndex = inIndex;
    this.schema = meta.schema();
    this.indexWeights = indexWeights;
    this.indexBase = meta.weightedBase();
    this.sequence = sequence;
    this.skipExisting = skipExisting;
    this.commitEvery = commitEvery;
    this.dryRun = dryRun;
    this.keptWheres = keepWheres ? new HashSet<>() : null;
    this.languageCounts = new LanguageCounts().minSignatures(meta.analysis().minSignatures());
  }

  @Override
  public void accept(SourceDocument doc, SignatureVector analyzed, long n) throws IOException {
    SignatureVector vector =
        indexWeights == null ? analyzed : indexWeights.apply(analyzed, indexBase);
    read.incrementAndGet();
    chars.addAndGet(n);
    languageCounts.add(analyzed);
    if (vector.totalCount() == 0) {
      withoutSignatures.incrementAndGet();
    }
    if (inIndex.contains(doc.id())) {
      existingIds.incrementAndGet();
      if (skipExisting) {
        if (decisionOut != null) {
          writeExisting(decisionOut, doc.id());
        }
        return; // indexed before: nothing changes
      }
    }
    List<IndexableField> fields = new ArrayList<>();
    fields.add(new StringField(IndexMetadata.ID, doc.id(), Field.Store.YES));
    fields.add(new StoredField(IndexMetadata.SOURCE, doc.where()));
    if (dw == null) {
      Document document = new Document();
      fields.forEach(document::add);
      document.add(new NumericDocValuesField(schema.sequenceField(), sequence++));
      writer.updateDocument(new Term(IndexMetadata.ID, doc.id()), schema.addTo(document, vector));
      indexed.incrementAndGet();
      if (keptWheres != null) {
        keptWheres.add(doc.where());
      }
    } else {
      DeduplicatingWriter.Decision d = dw.add(fields, vector);
      if (d.indexed()) {
        indexed.incrementAndGet();
      } else {
        skipped.incrementAndGet();
      }
      if (d.outcome() == DeduplicatingWriter.Outcome.LINKED) {
        linked.incrementAndGet();
      }
      if (decisionOut != null) {
        writeDecision(decisionOut, d);
      }
      if (keptWheres != null && d.match() == null) {
        keptWheres.add(doc.where());
      }
    }
    if (read.get() % commitEvery == 0 && !dryRun) {
      writer.commit();
    }
  }

  /** The decision line of a document the index had already ({@code --existing-id skip}). */
  private static void writeExisting(Output out, String id) throws IOException {
    StringBuilder line = new StringBuilder();
    Tsv.append(line, id).append("\texisting\t\t\t\n");
    out.writer().append(line);
  }

  private static void writeDecision(Output out, DeduplicatingWriter.Decision d) throws IOException {
    StringBuilder line = new StringBuilder();
    Tsv.append(line, d.id())
        .append('\t')
        .append(d.outcome().name().toLowerCase(Locale.ROOT))
        .append('\t');
    DeduplicatingWriter.Match m = d.match();
    if (m != null) {
      Tsv.append(line, m.id()).append('\t');
      PairFormat.appendSimilarity(line, m.overlap(), m.union());
    } else {
      line.append("\t");
    }
    line.append('\t').append(d.cluster() >= 0 ? Long.toString(d.cluster()) : "").append('\n');
    out.writer().append(line);
  }
}
