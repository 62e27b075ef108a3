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
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.store.Directory;
import org.spotsigs.cli.ExistingIds;
import org.spotsigs.cli.IndexDirectory;
import org.spotsigs.core.Measure;
import org.spotsigs.io.AnalysisSettings;
import org.spotsigs.io.IndexMetadata;
import picocli.CommandLine;

/**
 * The index a {@code spotsigs index} run writes to ({@link #open}): a new one, built with the run's
 * analysis settings, measure and weights, or an existing one appended to, whose recorded settings
 * the run's options are checked against.
 *
 * @param metadata the settings of the index: those it records, or those of the new index
 * @param appended whether the index existed before the run
 * @param nextSequence the input order of the run's first document, continued from what the index
 *     holds
 */
record IndexTarget(IndexMetadata metadata, boolean appended, long nextSequence) {

  /**
   * The index in {@code dir}, its settings checked against the options of {@code c}.
   *
   * @throws CommandLine.ParameterException if the options ask for settings the existing index was
   *     not built with
   * @throws IOException if the index cannot be read (a damaged one says so)
   */
  static IndexTarget open(Directory dir, IndexCommand c, IndexPlan plan) throws IOException {
    Path index = plan.index();
    IndexMetadata existing;
    try {
      existing = IndexMetadata.read(dir);
    } catch (IOException e) {
      throw IndexDirectory.damaged(e, index);
    }
    if (existing == null) {
      IndexMetadata meta =
          new IndexMetadata(
              c.analysis.settings(),
              plan.requested() == null ? Measure.MULTISET : plan.requested(),
              plan.weights() == null ? null : plan.weights().toTsv(),
              plan.weightedBase());
      return new IndexTarget(meta, false, 0);
    }
    checkAppend(existing, c, plan);
    long sequence;
    try (DirectoryReader r = DirectoryReader.open(dir)) {
      sequence = existing.schema().nextSequence(r);
    } catch (IOException | RuntimeException e) {
      throw IndexDirectory.damaged(e, index);
    }
    return new IndexTarget(existing, true, sequence);
  }

  /** Refuses options that ask an existing index for other settings than those it was built with. */
  private static void checkAppend(IndexMetadata existing, IndexCommand c, IndexPlan plan)
      throws IOException {
    CommandLine cli = c.spec.commandLine();
    Path index = plan.index();
    AnalysisSettings given = c.analysis.analysisGiven() ? c.analysis.settings() : null;
    if (given != null && !given.normalized().equals(existing.analysis().normalized())) {
      throw new CommandLine.ParameterException(
          cli,
          "the index in "
              + index
              + " was built with other analysis settings ("
              + existing.analysis().describe()
              + "); drop the analysis options to reuse them, or build a new index");
    }
    if (!Objects.equals(plan.weightedBase(), existing.weightedBase())
        || (plan.weights() != null && !plan.weights().toTsv().equals(existing.weightsTsv()))) {
      if (plan.weightedBase() != null || c.measure != null) {
        throw new CommandLine.ParameterException(
            cli,
            "the index in "
                + index
                + " holds "
                + (existing.weightedBase() == null
                    ? "unweighted counts"
                    : "counts weighted otherwise")
                + " ("
                + existing.measureName()
                + "); add to it without --measure and --weights, or build a new index");
      }
    }
    if (c.measure != null
        && plan.weightedBase() == null
        && existing.weightedBase() == null
        && plan.requested() != existing.sortMeasure()
        && plan.policy() == null) {
      throw new CommandLine.ParameterException(
          cli,
          "the index in "
              + index
              + " is sorted by the "
              + existing.sortMeasure()
              + " length; --measure only picks the sort of a new index");
    }
  }

  /**
   * The configuration of the run's writer: the index's schema, appended to if it exists, committed
   * on close unless {@code dryRun}.
   */
  IndexWriterConfig writerConfig(boolean dryRun) {
    IndexWriterConfig config =
        metadata.schema().configure(new IndexWriterConfig(new StandardAnalyzer()));
    config.setOpenMode(IndexWriterConfig.OpenMode.CREATE_OR_APPEND);
    config.setRAMBufferSizeMB(64);
    config.setCommitOnClose(!dryRun);
    return config;
  }

  /** The ids of the index in {@code dir} as it is now (none for a new index). */
  static ExistingIds existingIds(Directory dir, Path index) throws IOException {
    try {
      return ExistingIds.of(dir);
    } catch (IOException | RuntimeException e) {
      throw IndexDirectory.damaged(e, index);
    }
  }

  /** Removes the directory a dry run made for a new index (it holds Lucene's lock file only). */
  static void removeNewDirectory(Path dir) throws IOException {
    Files.deleteIfExists(dir.resolve(IndexWriter.WRITE_LOCK_NAME));
    try {
      Files.deleteIfExists(dir);
    } catch (DirectoryNotEmptyException e) {
      // something else appeared there: left as it is
    }
  }
}
