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
package org.spotsigs.elasticsearch;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.spotsigs.engine.testing.DistributionNodes;

/**
 * Elasticsearch nodes of the real distribution (the integ-test zip the build unpacks) with the
 * plugin zip installed ({@link DistributionNodes}, which the OpenSearch plugin's distribution test
 * shares), answers as JSON. Run by the build after the plugin zip is packaged, not as root
 * (Elasticsearch refuses it): the test is skipped when the build did not set it up.
 */
final class EsNodes implements AutoCloseable {
  static final ObjectMapper JSON = new ObjectMapper();

  /** An answer: its HTTP status and its body as JSON (a map; {@code _text} for a non-object). */
  record Answer(int status, Map<String, Object> body) {
    @Override
    public String toString() {
      return status + " " + body;
    }
  }

  private final DistributionNodes nodes;

  private EsNodes(DistributionNodes nodes) {
    this.nodes = nodes;
  }

  /**
   * Starts a cluster of {@code nodes} nodes (one: single-node discovery), {@code heap} each, in
   * {@code name} under the build's work directory; skips the test when the build did not set up the
   * distribution.
   */
  static EsNodes start(String name, int nodes, String heap) throws Exception {
    Assumptions.assumeTrue(
        System.getProperty("spotsigs.dist.dir") != null,
        "run by the build after the plugin zip is packaged (./mvnw verify, not as root)");
    Path home =
        DistributionNodes.home(
            DistributionNodes.Engine.ELASTICSEARCH, Path.of(property("spotsigs.dist.dir")));
    Path work = Path.of(property("spotsigs.dist.work")).toAbsolutePath();
    DistributionNodes.installPlugin(
        DistributionNodes.Engine.ELASTICSEARCH,
        home,
        "spotsigs",
        Path.of(property("spotsigs.plugin.zip")),
        work.resolve("plugin-install.log"));
    return new EsNodes(
        DistributionNodes.start(
            DistributionNodes.Engine.ELASTICSEARCH, home, work.resolve(name), nodes, heap));
  }

  private static String property(String name) {
    String v = System.getProperty(name);
    if (v == null) {
      throw new IllegalStateException(
          "system property " + name + " is not set (the build sets it)");
    }
    return v;
  }

  /** The number of nodes. */
  int size() {
    return nodes.size();
  }

  /** Starts node {@code k} again after {@link #stopNode}. */
  void startNode(int k) throws Exception {
    nodes.startNode(k);
  }

  /** Waits until {@code n} nodes form the cluster, asking node {@code via}. */
  void awaitNodes(int n, int via) throws Exception {
    nodes.awaitNodes(n, via);
  }

  /** Stops node {@code k} (SIGTERM, as a service manager would) and waits for it to exit. */
  void stopNode(int k) throws Exception {
    nodes.stopNode(k);
  }

  /** Kills node {@code k} (SIGKILL: a crash) and waits for it to exit. */
  void killNode(int k) throws Exception {
    nodes.killNode(k);
  }

  @Override
  public void close() throws Exception {
    nodes.close();
  }

  /** A request to node 0. */
  Answer request(String method, String path, String body) throws Exception {
    return request(0, method, path, body);
  }

  /** A request to node {@code k}; a body to {@code _bulk} or {@code _msearch} is NDJSON. */
  Answer request(int k, String method, String path, String body) throws Exception {
    DistributionNodes.Answer a = nodes.request(k, method, path, body);
    String text = a.body();
    Map<String, Object> parsed;
    if (text.isBlank()) {
      parsed = Map.of();
    } else if (text.strip().startsWith("{")) {
      parsed = JSON.readValue(text, new TypeReference<Map<String, Object>>() {});
    } else {
      parsed = Map.of("_text", text);
    }
    return new Answer(a.status(), parsed);
  }

  /** A request to node 0 that must answer {@code status}; its body. */
  Map<String, Object> expect(int status, String method, String path, String body) throws Exception {
    Answer a = request(method, path, body);
    if (a.status() != status) {
      throw new AssertionError(method + " " + path + ": expected " + status + ", got " + a);
    }
    return a.body();
  }

  static String json(Object value) {
    try {
      return JSON.writeValueAsString(value);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The hits of a search answer. */
  @SuppressWarnings("unchecked")
  static List<Map<String, Object>> hits(Map<String, Object> answer) {
    return (List<Map<String, Object>>) ((Map<String, Object>) answer.get("hits")).get("hits");
  }
}
