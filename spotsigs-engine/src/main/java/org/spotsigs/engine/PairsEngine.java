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
package org.spotsigs.engine;

import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.function.Function;
import org.spotsigs.shards.ShardPosition;

/**
 * What an all-pairs run ({@link AllPairsRun}) asks of its engine, for one run on one index: each a
 * small asynchronous step that answers through a {@link Callback}. Each plugin implements it with
 * its engine's client and transport; the run decides what is asked, in which order, and what the
 * answers mean.
 */
public interface PairsEngine {
  /** A document of a {@link #scan}: its id, its routing (or null) and its sort value (or null). */
  record Hit(String id, String routing, Object sortValue) {}

  /** Takes a page of a scan; calls {@code next} once the next page may come. */
  @FunctionalInterface
  interface ScanPage {
    void accept(List<Hit> hits, Callback<Void> next);
  }

  /** The run's index (its concrete name). */
  String index();

  /** The mapped types of {@code fields} in the run's index (the function gives null: unmapped). */
  void mappedTypes(List<String> fields, Callback<Function<String, String>> types);

  /** Creates the index {@code name} with the field mappings {@code properties}. */
  void createIndex(String name, Map<String, Object> properties, Callback<Void> done);

  /** Adds the field mappings {@code properties} to the run's index. */
  void putMapping(Map<String, Object> properties, Callback<Void> done);

  /**
   * Counts the run's index's documents: all, or (with {@code lengthField}) those whose value in
   * that integer field is at least 1.
   */
  void count(String lengthField, Callback<Long> count);

  /**
   * The page of shard pair ({@code shard}, {@code queryShard}) after {@code after} (null: the
   * first), computed on a copy of {@code shard} ({@link ShardPages}, {@link ShardCopies}).
   */
  void page(int shard, int queryShard, ShardPosition after, Callback<ShardPages.Page> page);

  /** Indexes {@code documents} into {@code index} in one bulk request; any failure fails it. */
  void index(String index, List<Map<String, Object>> documents, Callback<Void> done);

  /** Refreshes {@code index}. */
  void refresh(String index, Callback<Void> done);

  /**
   * Reads the ids (and routings) of all documents of the run's index, a page at a time, in the
   * ascending order of {@code sortField} (documents without a value last; its value as each hit's
   * sort value) or, with null, in index order; then answers {@code done}. A shard that fails fails
   * the scan.
   */
  void scan(String sortField, ScanPage perPage, Callback<Void> done);

  /**
   * Sets the keyword field {@code field} of the documents {@code hits} of the run's index to {@code
   * values} (one per hit) in one bulk request; any failure fails it.
   */
  void update(List<Hit> hits, String field, List<String> values, Callback<Void> done);

  /** Where the run's last step (clusters, the response) runs, off the transport threads. */
  Executor executor();

  /**
   * The type of a field from its mapping as an engine's field-mappings API gives it ({@code {name:
   * {"type": ...}}}; a mapping without a type is an object), or null for no mapping (not mapped).
   */
  static String mappedType(Map<String, Object> fieldMapping) {
    if (fieldMapping == null || fieldMapping.isEmpty()) {
      return null;
    }
    Object mapping = fieldMapping.values().iterator().next();
    return mapping instanceof Map<?, ?> map && map.get("type") != null
        ? map.get("type").toString()
        : "object";
  }

  /** The failure of a bulk request into {@code index} that had failures ({@code message}). */
  static IllegalStateException bulkFailure(String index, String message) {
    return new IllegalStateException("writing to [" + index + "] failed: " + message);
  }

  /** The failure of a scan of {@code index} of which some shards failed. */
  static IllegalStateException scanFailure(String index, List<?> shardFailures) {
    return new IllegalStateException("reading [" + index + "] failed on shards: " + shardFailures);
  }
}
