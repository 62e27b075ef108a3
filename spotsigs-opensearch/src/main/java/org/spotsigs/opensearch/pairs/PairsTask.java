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
import org.opensearch.core.common.io.stream.StreamInput;
import org.opensearch.core.common.io.stream.StreamOutput;
import org.opensearch.core.tasks.TaskCancelledException;
import org.opensearch.core.tasks.TaskId;
import org.opensearch.core.xcontent.XContentBuilder;
import org.opensearch.tasks.CancellableTask;
import org.opensearch.tasks.Task;
import org.spotsigs.engine.PairsProgress;
import org.spotsigs.engine.RunTask;

/**
 * An all-pairs run as a cancellable task, with its progress ({@link PairsProgress}) as the Tasks
 * API's {@code status}. Cancelling it cancels the pages running on other nodes (its children).
 */
public final class PairsTask extends CancellableTask implements RunTask {
  private final PairsProgress progress = new PairsProgress();
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

  static TaskCancelledException cancelled(CancellableTask task) {
    return new TaskCancelledException("task cancelled [" + task.getReasonCancelled() + "]");
  }

  @Override
  public RuntimeException cancelledFailure() {
    return cancelled(this);
  }

  @Override
  public boolean shouldCancelChildrenOnCancellation() {
    return true;
  }

  @Override
  public void onCancel(Runnable action) {
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
  public PairsProgress progress() {
    return progress;
  }

  @Override
  public Status getStatus() {
    return new Status(progress.status());
  }

  /** The progress of a run, on the wire and as the Tasks API shows it. */
  public record Status(PairsProgress.Status progress) implements Task.Status {
    public static final String NAME = "spotsigs_pairs";

    public Status(StreamInput in) throws IOException {
      this(
          new PairsProgress.Status(
              in.readString(),
              in.readVInt(),
              in.readVLong(),
              in.readVLong(),
              in.readVLong(),
              in.readVLong(),
              in.readVLong()));
    }

    @Override
    public void writeTo(StreamOutput out) throws IOException {
      out.writeString(progress.phase());
      out.writeVInt(progress.shardPairs());
      out.writeVLong(progress.shardPairsDone());
      out.writeVLong(progress.documentsQueried());
      out.writeVLong(progress.pairsFound());
      out.writeVLong(progress.pairsWritten());
      out.writeVLong(progress.documentsLabelled());
    }

    @Override
    public String getWriteableName() {
      return NAME;
    }

    @Override
    public XContentBuilder toXContent(XContentBuilder builder, Params params) throws IOException {
      return builder.map(progress.toMap());
    }
  }
}
