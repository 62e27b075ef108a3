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
package org.spotsigs.opensearch.pairs;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.opensearch.core.common.io.stream.StreamInput;
import org.opensearch.core.common.io.stream.StreamOutput;
import org.opensearch.core.tasks.TaskCancelledException;
import org.opensearch.core.tasks.TaskId;
import org.opensearch.core.xcontent.XContentBuilder;
import org.opensearch.tasks.CancellableTask;
import org.opensearch.tasks.Task;

/**
 * The task of an all-pairs run on its coordinating node. {@code _cancel} cancels it and, through
 * the task framework, every page it has sent to other nodes; the Tasks API shows its {@link
 * Status}.
 */
public final class PairsTask extends CancellableTask {
  private volatile String phase = "pairs";
  private volatile int shardPairs;
  private final AtomicLong shardPairsDone = new AtomicLong();
  private final AtomicLong documentsQueried = new AtomicLong();
  private final AtomicLong pairsFound = new AtomicLong();
  private final AtomicLong pairsWritten = new AtomicLong();
  private final AtomicLong documentsLabelled = new AtomicLong();
  private volatile Runnable onCancel = () -> {};

  PairsTask(
      long id,
      String type,
      String action,
      String description,
      TaskId parentTaskId,
      Map<String, String> headers) {
    super(id, type, action, description, parentTaskId, headers);
  }

  /** The failure of work of a cancelled {@code task}: {@code task_cancelled_exception}. */
  static TaskCancelledException cancelled(CancellableTask task) {
    return new TaskCancelledException("task cancelled [" + task.getReasonCancelled() + "]");
  }

  @Override
  public boolean shouldCancelChildrenOnCancellation() {
    return true;
  }

  /** Runs {@code action} when the task is cancelled (at once if it is already). */
  void onCancel(Runnable action) {
    onCancel = action;
    if (isCancelled()) {
      action.run();
    }
  }

  @Override
  protected void onCancelled() {
    onCancel.run();
  }

  @Override
  public Status getStatus() {
    return new Status(
        phase,
        shardPairs,
        shardPairsDone.get(),
        documentsQueried.get(),
        pairsFound.get(),
        pairsWritten.get(),
        documentsLabelled.get());
  }

  void phase(String phase) {
    this.phase = phase;
  }

  void shardPairs(int total) {
    shardPairs = total;
  }

  void shardPairDone() {
    shardPairsDone.incrementAndGet();
  }

  void page(ShardPairsResponse page) {
    documentsQueried.addAndGet(page.queried());
    pairsFound.addAndGet(page.pairs().size());
  }

  void pairsWritten(long n) {
    pairsWritten.addAndGet(n);
  }

  void documentsLabelled(long n) {
    documentsLabelled.addAndGet(n);
  }

  /**
   * Progress of an all-pairs run: its phase ({@code pairs}, then {@code clusters} when cluster ids
   * are written), the shard pairs done of all, the documents queried (each document is queried once
   * per shard whose lengths it can meet), the pairs found and written to {@code dest}, and the
   * documents whose cluster id is written.
   */
  public record Status(
      String phase,
      int shardPairs,
      long shardPairsDone,
      long documentsQueried,
      long pairsFound,
      long pairsWritten,
      long documentsLabelled)
      implements Task.Status {
    public static final String NAME = "spotsigs_pairs";

    public Status(StreamInput in) throws IOException {
      this(
          in.readString(),
          in.readVInt(),
          in.readVLong(),
          in.readVLong(),
          in.readVLong(),
          in.readVLong(),
          in.readVLong());
    }

    @Override
    public void writeTo(StreamOutput out) throws IOException {
      out.writeString(phase);
      out.writeVInt(shardPairs);
      out.writeVLong(shardPairsDone);
      out.writeVLong(documentsQueried);
      out.writeVLong(pairsFound);
      out.writeVLong(pairsWritten);
      out.writeVLong(documentsLabelled);
    }

    @Override
    public String getWriteableName() {
      return NAME;
    }

    @Override
    public XContentBuilder toXContent(XContentBuilder builder, Params params) throws IOException {
      return builder
          .startObject()
          .field("phase", phase)
          .field("shard_pairs", shardPairs)
          .field("shard_pairs_done", shardPairsDone)
          .field("documents_queried", documentsQueried)
          .field("pairs_found", pairsFound)
          .field("pairs_written", pairsWritten)
          .field("documents_labelled", documentsLabelled)
          .endObject();
    }
  }
}
