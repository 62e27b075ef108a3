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
import org.apache.lucene.util.IOUtils;
import org.spotsigs.cli.output.MemberLines;
import org.spotsigs.cli.output.Output;
import org.spotsigs.io.Tsv;

/**
 * The removals and clusters files of {@code dedup --cluster-method incremental} ({@link
 * IncrementalRoute}), written line by line as documents are decided.
 */
final class IncrementalDecisionWriter implements AutoCloseable {
  private final Output removals;
  private final Output clusterFile;
  private final MemberLines removalLines;
  private final MemberLines clusterLines;

  private long removed;

  IncrementalDecisionWriter(DedupPlan plan) throws IOException {
    removals = plan.removals() == null ? null : Output.open(plan.removals());
    try {
      clusterFile = plan.clusters() == null ? null : Output.open(plan.clusters());
    } catch (IOException | RuntimeException e) {
      if (removals != null) {
        removals.close();
      }
      throw e;
    }
    removalLines =
        removals == null
            ? null
            : new MemberLines(
                removals, plan.removals(), "kept_id", plan.header() ? Tsv.REMOVALS_HEADER : null);
    clusterLines =
        clusterFile == null
            ? null
            : new MemberLines(
                clusterFile,
                plan.clusters(),
                "cluster",
                plan.header() ? Tsv.CLUSTERS_HEADER : null);
  }

  void kept(String id) throws IOException {
    if (clusterLines != null) {
      clusterLines.write(id, id, true, 1, 1);
    }
  }

  void dropped(String id, String keptId, long overlap, long union) throws IOException {
    removed++;
    if (removalLines != null) {
      removalLines.write(id, keptId, true, overlap, union);
    }
    if (clusterLines != null) {
      clusterLines.write(id, keptId, true, overlap, union);
    }
  }

  /** The documents dropped so far. */
  long removed() {
    return removed;
  }

  void commit() {
    if (removals != null) {
      removals.commit();
    }
    if (clusterFile != null) {
      clusterFile.commit();
    }
  }

  @Override
  public void close() throws IOException {
    IOUtils.close(clusterFile, removals); // both, the second even when the first fails
  }
}
