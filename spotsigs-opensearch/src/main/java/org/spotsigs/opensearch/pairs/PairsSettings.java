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

import org.opensearch.common.settings.Setting;
import org.opensearch.common.settings.Settings;
import org.opensearch.common.util.concurrent.OpenSearchExecutors;
import org.opensearch.core.common.unit.ByteSizeUnit;
import org.opensearch.core.common.unit.ByteSizeValue;
import org.opensearch.threadpool.ExecutorBuilder;
import org.opensearch.threadpool.FixedExecutorBuilder;

/**
 * The settings of the all-pairs run.
 *
 * <ul>
 *   <li>{@code spotsigs.pairs.batch_size} (dynamic, default 8mb): the most bytes of documents a
 *       node pulls from another shard at once, about the most bytes of pairs one page of a shard
 *       pair returns, and the most heap of one window of a shard loaded into in-memory lists. Each
 *       node holds at most {@code 2 x batch_size} per page it computes, and keeps windows of up to
 *       {@code 8 x batch_size} in all between pages, in the request circuit breaker.
 *   <li>{@code thread_pool.spotsigs_pairs.size} (default: half the allocated processors, at least
 *       1): the pages a node computes at once; more wait in the pool's queue.
 * </ul>
 */
public final class PairsSettings {
  private PairsSettings() {}

  /** The thread pool that computes pages of shard pairs. */
  public static final String EXECUTOR = "spotsigs_pairs";

  public static final Setting<ByteSizeValue> BATCH_SIZE =
      Setting.byteSizeSetting(
          "spotsigs.pairs.batch_size",
          new ByteSizeValue(8, ByteSizeUnit.MB),
          new ByteSizeValue(1, ByteSizeUnit.BYTES),
          new ByteSizeValue(1, ByteSizeUnit.GB),
          Setting.Property.NodeScope,
          Setting.Property.Dynamic);

  public static ExecutorBuilder<?> executor(Settings settings) {
    int size = Math.max(1, OpenSearchExecutors.allocatedProcessors(settings) / 2);
    return new FixedExecutorBuilder(settings, EXECUTOR, size, -1, "thread_pool." + EXECUTOR);
  }
}
