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
package org.spotsigs.elasticsearch.pairs;

import org.elasticsearch.common.settings.Setting;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.common.unit.ByteSizeUnit;
import org.elasticsearch.common.unit.ByteSizeValue;
import org.elasticsearch.common.util.concurrent.EsExecutors;
import org.elasticsearch.threadpool.ExecutorBuilder;
import org.elasticsearch.threadpool.FixedExecutorBuilder;

/**
 * The settings of the all-pairs run: {@code spotsigs.pairs.batch_size} (dynamic, default 8mb: the
 * most bytes of documents a node pulls from another shard at once, about the most bytes of pairs of
 * one page, and the most heap of one window of a shard in memory; windows kept between pages: 8
 * times it) and {@code thread_pool.spotsigs_pairs.size} (default: half the allocated processors, at
 * least 1).
 */
public final class PairsSettings {
  private PairsSettings() {}

  /** The thread pool that computes pages of shard pairs. */
  public static final String EXECUTOR = "spotsigs_pairs";

  public static final Setting<ByteSizeValue> BATCH_SIZE =
      Setting.byteSizeSetting(
          "spotsigs.pairs.batch_size",
          ByteSizeValue.of(8, ByteSizeUnit.MB),
          ByteSizeValue.ofBytes(1),
          ByteSizeValue.of(1, ByteSizeUnit.GB),
          Setting.Property.NodeScope,
          Setting.Property.Dynamic);

  /** The most heap a node keeps in loaded windows between pages: eight times the batch size. */
  static long windowCacheBytes(long batchBytes) {
    return batchBytes > Long.MAX_VALUE / 8 ? Long.MAX_VALUE : 8 * batchBytes;
  }

  public static ExecutorBuilder<?> executor(Settings settings) {
    int size = Math.max(1, EsExecutors.allocatedProcessors(settings) / 2);
    return new FixedExecutorBuilder(
        settings,
        EXECUTOR,
        size,
        -1,
        "thread_pool." + EXECUTOR,
        EsExecutors.TaskTrackingConfig.DO_NOT_TRACK);
  }
}
