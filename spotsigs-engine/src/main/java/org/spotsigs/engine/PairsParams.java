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

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;

/**
 * An all-pairs run, {@code POST /{index}/_near_duplicates}: every pair of documents of {@code
 * index} whose similarity in {@code field} is at least {@code tau}.
 *
 * <ul>
 *   <li>Without {@code dest}: the pairs in the response, most similar first, at most {@code
 *       maxPairs} of them (all are counted); with {@code clusters}, also the connected components.
 *   <li>With {@code dest}: every pair written into the new index {@code dest}; with {@code
 *       clusters}, every document of {@code index} gets its cluster's id in the keyword field
 *       {@code clusterField} (default {@value #DEFAULT_CLUSTER_FIELD}): the id of the cluster's
 *       first document in the order of {@code orderField} (ascending; documents without a value
 *       last), ties and without {@code orderField} the smallest {@code _id}.
 * </ul>
 *
 * {@code concurrency}: the shard pairs computed at the same time (0: the engine's default).
 *
 * @param index the index
 * @param field its {@code spotsigs} field
 * @param tau the threshold
 * @param measure the measure
 * @param clusters whether clusters are computed
 * @param maxPairs the most pairs listed in the response
 * @param concurrency shard pairs at once, or 0
 * @param dest the new index the pairs go to, or null
 * @param clusterField the keyword field of {@code index} that receives cluster ids, or null
 * @param orderField the field whose ascending order names clusters, or null
 */
public record PairsParams(
    String index,
    String field,
    Threshold tau,
    Measure measure,
    boolean clusters,
    int maxPairs,
    int concurrency,
    String dest,
    String clusterField,
    String orderField) {
  /** Default cap on listed pairs. */
  public static final int DEFAULT_MAX_PAIRS = 10_000;

  /** Default keyword field of the index that receives cluster ids. */
  public static final String DEFAULT_CLUSTER_FIELD = "near_duplicate_cluster";

  /** The parameters, in the body or in the URL. */
  public static final List<String> KEYS =
      List.of(
          "field",
          "tau",
          "measure",
          "clusters",
          "max_pairs",
          "concurrency",
          "dest",
          "cluster_field",
          "order_field");

  /** The field types {@code order_field} may have. */
  public static final List<String> ORDER_TYPES =
      List.of("long", "integer", "short", "byte", "date", "date_nanos");

  /**
   * Reads a run from the request's body and URL parameters ({@code url} gives null for a parameter
   * that is not there).
   *
   * @throws IllegalArgumentException saying what is wrong (every problem of the combination at
   *     once)
   */
  public static PairsParams parse(
      String index, Map<String, Object> body, Function<String, String> url) {
    PairsParams p = read(index, body, url);
    List<String> problems = p.problems();
    if (!problems.isEmpty()) {
      throw new IllegalArgumentException("Validation Failed: " + String.join("; ", problems));
    }
    return p;
  }

  /**
   * Reads a run like {@link #parse} but leaves the combination of parameters to {@link
   * #problems()}, for an engine that reports those in its own validation error.
   *
   * @throws IllegalArgumentException saying what is wrong with a single parameter
   */
  public static PairsParams read(
      String index, Map<String, Object> body, Function<String, String> url) {
    for (String k : body.keySet()) {
      if (!KEYS.contains(k)) {
        throw new IllegalArgumentException(
            "[_near_duplicates] unknown parameter [" + k + "]; valid: " + KEYS);
      }
    }
    String field = param(body, url, "field");
    String tauText = param(body, url, "tau");
    if (field == null) {
      throw new IllegalArgumentException(
          "[_near_duplicates] requires [field]: the name of a spotsigs field");
    }
    if (tauText == null) {
      throw new IllegalArgumentException(
          "[_near_duplicates] requires [tau]: a number in (0, 1] such as 0.8 or \"4/5\"");
    }
    Threshold tau;
    try {
      tau = Threshold.parse(tauText);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("[tau] " + e.getMessage(), e);
    }
    String measureText = param(body, url, "measure");
    Measure measure;
    try {
      measure = Measure.forName(measureText == null ? "multiset" : measureText);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("[measure] " + e.getMessage(), e);
    }
    String clustersText = param(body, url, "clusters");
    boolean clusters = clustersText != null && parseBoolean("clusters", clustersText);
    String dest = param(body, url, "dest");
    String maxPairsText = param(body, url, "max_pairs");
    if (dest != null && maxPairsText != null) {
      throw new IllegalArgumentException(
          "[max_pairs] caps the pairs listed in the response; with [dest] every pair goes to the"
              + " index");
    }
    int maxPairs = maxPairsText == null ? DEFAULT_MAX_PAIRS : parseInt("max_pairs", maxPairsText);
    String concurrencyText = param(body, url, "concurrency");
    int concurrency = 0;
    if (concurrencyText != null) {
      concurrency = parseInt("concurrency", concurrencyText);
      if (concurrency < 1) {
        throw new IllegalArgumentException("[concurrency] must be >= 1, got " + concurrency);
      }
    }
    if (index.contains(",") || index.contains("*") || index.startsWith("_all")) {
      throw new IllegalArgumentException(
          "[_near_duplicates] answers one index at a time, got ["
              + index
              + "]: name a single index");
    }
    return new PairsParams(
            index,
            field,
            tau,
            measure,
            clusters,
            maxPairs,
            concurrency,
            dest,
            param(body, url, "cluster_field"),
            param(body, url, "order_field"))
        .withDefaultClusterField();
  }

  /**
   * This run with the default {@code clusterField} ({@value #DEFAULT_CLUSTER_FIELD}) if it writes
   * clusters to {@code dest} and names none; not validated ({@link #problems()}).
   */
  public PairsParams withDefaultClusterField() {
    if (clusterField != null || dest == null || !clusters) {
      return this;
    }
    return new PairsParams(
        index,
        field,
        tau,
        measure,
        clusters,
        maxPairs,
        concurrency,
        dest,
        DEFAULT_CLUSTER_FIELD,
        orderField);
  }

  /** What is wrong with the combination of parameters (empty: nothing). */
  public List<String> problems() {
    List<String> e = new ArrayList<>();
    if (maxPairs < 0) {
      e.add("[max_pairs] must be >= 0, got " + maxPairs);
    }
    if (dest != null && dest.equals(index)) {
      e.add("[dest] must be a new index, not the index searched [" + index + "]");
    }
    if (clusterField != null && (dest == null || !clusters)) {
      e.add(
          "[cluster_field] is the field of ["
              + index
              + "] that receives cluster ids: it needs [dest] and [clusters]: true");
    }
    if (orderField != null && !clusters) {
      e.add("[order_field] decides which document names a cluster: it needs [clusters]: true");
    }
    if (clusterField != null && clusterField.equals(field)) {
      e.add("[cluster_field] must not be the spotsigs field [" + field + "]");
    }
    return e;
  }

  /**
   * Checks the mapped types of the fields a run names ({@code type} gives null for a field that is
   * not mapped): {@code field} of type {@code spotsigs}, {@code cluster_field} a keyword field or
   * unmapped, {@code order_field} an integer or date field.
   *
   * @throws IllegalArgumentException (HTTP 400) naming every bad one
   */
  public void checkTypes(String concreteIndex, Function<String, String> type) {
    List<String> bad = new ArrayList<>();
    String fieldType = type.apply(field);
    if (!"spotsigs".equals(fieldType)) {
      bad.add(FieldRefusal.message(fieldType, field, concreteIndex));
    }
    String clusterType = clusterField == null ? null : type.apply(clusterField);
    if (clusterType != null && !clusterType.equals("keyword")) {
      bad.add(
          "[cluster_field] ["
              + clusterField
              + "] of index ["
              + concreteIndex
              + "] is of type ["
              + clusterType
              + "]; cluster ids go into a field of type [keyword]");
    }
    if (orderField != null) {
      String orderType = type.apply(orderField);
      if (orderType == null || !ORDER_TYPES.contains(orderType)) {
        bad.add(
            "[order_field] ["
                + orderField
                + "] of index ["
                + concreteIndex
                + "] is "
                + (orderType == null ? "not mapped" : "of type [" + orderType + "]")
                + "; it must be one of "
                + ORDER_TYPES);
      }
    }
    if (!bad.isEmpty()) {
      throw new IllegalArgumentException(String.join("; ", bad));
    }
  }

  /** The fields whose mappings {@link #checkTypes} reads. */
  public List<String> fieldsToCheck() {
    List<String> fields = new ArrayList<>();
    fields.add(field);
    if (clusterField != null) {
      fields.add(clusterField);
    }
    if (orderField != null) {
      fields.add(orderField);
    }
    return fields;
  }

  @Override
  public String toString() {
    return "near-duplicate pairs of field ["
        + field
        + "] of index ["
        + index
        + "] at "
        + (measure == null ? "" : measure.name().toLowerCase(Locale.ROOT))
        + " Jaccard >= "
        + tau
        + (dest == null ? "" : " into [" + dest + "]")
        + (clusterField == null ? "" : ", cluster ids into [" + clusterField + "]");
  }

  private static String param(Map<String, Object> body, Function<String, String> url, String key) {
    Object v = body.get(key);
    if (v instanceof Map || v instanceof List) {
      throw new IllegalArgumentException(
          "["
              + key
              + "] must be a single value, got "
              + (v instanceof Map ? "an object" : "a list"));
    }
    String fromUrl = url.apply(key);
    if (v != null && fromUrl != null) {
      throw new IllegalArgumentException("[" + key + "] is given both in the body and in the URL");
    }
    return v != null ? v.toString() : fromUrl;
  }

  private static boolean parseBoolean(String key, String v) {
    return switch (v) {
      case "true" -> true;
      case "false" -> false;
      default ->
          throw new IllegalArgumentException(
              "[" + key + "] must be true or false, got [" + v + "]");
    };
  }

  private static int parseInt(String key, String v) {
    try {
      return Integer.parseInt(v);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("[" + key + "] must be an integer, got [" + v + "]", e);
    }
  }
}
