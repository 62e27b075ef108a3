package org.spotsigs.elasticsearch;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * Elasticsearch nodes of the real distribution (the integ-test zip the build unpacks), each a
 * separate process started with {@code bin/elasticsearch} on loopback, with the plugin zip
 * installed by {@code bin/elasticsearch-plugin}. The nodes' logs go under the work directory. Run
 * by the build after the plugin zip is packaged, not as root (Elasticsearch refuses it).
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

  private final Path home;
  private final Path work;
  private final int[] httpPorts;
  private final int[] transportPorts;
  private final Process[] launchers;
  private final long[] pids;
  private final HttpClient http =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  private EsNodes(Path home, Path work, int nodes) {
    this.home = home;
    this.work = work;
    this.httpPorts = new int[nodes];
    this.transportPorts = new int[nodes];
    this.launchers = new Process[nodes];
    this.pids = new long[nodes];
    for (int k = 0; k < nodes; k++) {
      httpPorts[k] = freePort();
      transportPorts[k] = freePort();
    }
  }

  /**
   * Starts a cluster of {@code nodes} nodes (one: single-node discovery) in {@code work} under the
   * build's directory; skips the test when the build did not set up the distribution.
   */
  static EsNodes start(String name, int nodes) throws Exception {
    Assumptions.assumeTrue(
        System.getProperty("spotsigs.dist.dir") != null,
        "run by the build after the plugin zip is packaged (./mvnw verify)");
    Path home;
    try (Stream<Path> s = Files.list(Path.of(property("spotsigs.dist.dir")))) {
      home =
          s.filter(p -> p.getFileName().toString().startsWith("elasticsearch-"))
              .findFirst()
              .orElseThrow()
              .toAbsolutePath();
    }
    installPlugin(home);
    Path work = Path.of(property("spotsigs.dist.work"), name).toAbsolutePath();
    deleteRecursively(work);
    Files.createDirectories(work);
    EsNodes cluster = new EsNodes(home, work, nodes);
    for (int k = 0; k < nodes; k++) {
      cluster.startNode(k);
    }
    cluster.awaitNodes(nodes, 0);
    return cluster;
  }

  private static String property(String name) {
    String v = System.getProperty(name);
    if (v == null) {
      throw new IllegalStateException(
          "system property " + name + " is not set (the build sets it)");
    }
    return v;
  }

  private static synchronized void installPlugin(Path home) throws Exception {
    Path installed = home.resolve("plugins").resolve("spotsigs");
    Path zip = Path.of(property("spotsigs.plugin.zip")).toAbsolutePath();
    Path marker = home.resolve(".spotsigs-installed-from"); // not under plugins/: a plugin there
    String stamp = zip + " " + Files.getLastModifiedTime(zip).toMillis();
    if (Files.isDirectory(installed)
        && Files.exists(marker)
        && Files.readString(marker).equals(stamp)) {
      return; // this zip is installed already (an earlier test class of the same build)
    }
    deleteRecursively(installed);
    Path log = Path.of(property("spotsigs.dist.work")).resolve("plugin-install.log");
    Files.createDirectories(log.getParent());
    run(
        List.of(
            home.resolve("bin/elasticsearch-plugin").toString(),
            "install",
            "--batch",
            zip.toUri().toString()),
        home,
        log);
    Files.writeString(marker, stamp);
  }

  private Path nodeDir(int k) {
    return work.resolve("node-" + k);
  }

  private void startNode(int k) throws Exception {
    Path dir = nodeDir(k);
    Path config = dir.resolve("config");
    if (!Files.exists(config)) {
      copyRecursively(home.resolve("config"), config);
    }
    List<String> yml = new ArrayList<>();
    yml.add("cluster.name: " + work.getFileName());
    yml.add("node.name: node-" + k);
    yml.add("network.host: 127.0.0.1");
    yml.add("http.port: " + httpPorts[k]);
    yml.add("transport.port: " + transportPorts[k]);
    yml.add("path.data: " + dir.resolve("data"));
    yml.add("path.logs: " + dir.resolve("logs"));
    yml.add("xpack.security.enabled: false");
    yml.add("cluster.routing.allocation.disk.threshold_enabled: false");
    if (httpPorts.length == 1) {
      yml.add("discovery.type: single-node");
    } else {
      List<String> seeds = new ArrayList<>();
      List<String> masters = new ArrayList<>();
      for (int n = 0; n < httpPorts.length; n++) {
        seeds.add("\"127.0.0.1:" + transportPorts[n] + "\"");
        masters.add("node-" + n);
      }
      yml.add("discovery.seed_hosts: [" + String.join(", ", seeds) + "]");
      yml.add("cluster.initial_master_nodes: [" + String.join(", ", masters) + "]");
    }
    Files.writeString(config.resolve("elasticsearch.yml"), String.join("\n", yml) + "\n");
    Path pidFile = dir.resolve("pid");
    Files.deleteIfExists(pidFile);
    ProcessBuilder pb =
        new ProcessBuilder(
                home.resolve("bin/elasticsearch").toString(), "-d", "-p", pidFile.toString())
            .directory(dir.toFile())
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("console.log").toFile());
    pb.environment().put("ES_JAVA_HOME", System.getProperty("java.home"));
    pb.environment().put("ES_PATH_CONF", config.toString());
    pb.environment().put("ES_JAVA_OPTS", "-Xms384m -Xmx384m");
    launchers[k] = pb.start();
    if (!launchers[k].waitFor(3, TimeUnit.MINUTES) || launchers[k].exitValue() != 0) {
      throw new IllegalStateException(
          "node " + k + " did not start: see " + dir.resolve("console.log") + " and its logs");
    }
    pids[k] = Long.parseLong(Files.readString(pidFile).trim());
  }

  /** Waits until {@code nodes} nodes form the cluster, asking node {@code via}. */
  void awaitNodes(int nodes, int via) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
    while (true) {
      try {
        Answer a =
            request(via, "GET", "/_cluster/health?wait_for_nodes=" + nodes + "&timeout=10s", null);
        if (a.status() == 200 && Boolean.FALSE.equals(a.body().get("timed_out"))) {
          return;
        }
      } catch (IOException e) {
        // not up yet
      }
      if (System.nanoTime() > deadline) {
        throw new IllegalStateException(nodes + " nodes did not join in 3 minutes: see " + work);
      }
      Thread.sleep(500);
    }
  }

  /** Stops node {@code k} (SIGTERM, as a service manager would) and waits for it to exit. */
  void stopNode(int k) throws Exception {
    if (pids[k] == 0) {
      return;
    }
    ProcessHandle h = ProcessHandle.of(pids[k]).orElse(null);
    pids[k] = 0;
    if (h != null) {
      h.destroy();
      h.onExit().get(2, TimeUnit.MINUTES);
    }
  }

  @Override
  public void close() throws Exception {
    for (int k = 0; k < pids.length; k++) {
      stopNode(k);
    }
  }

  /** A request to node 0. */
  Answer request(String method, String path, String body) throws Exception {
    return request(0, method, path, body);
  }

  /**
   * A request to node {@code k}; a body that starts with a line of JSON and ends with a newline is
   * NDJSON.
   */
  Answer request(int k, String method, String path, String body) throws Exception {
    boolean ndjson = body != null && path.contains("_bulk");
    HttpRequest.Builder b =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + httpPorts[k] + path))
            .timeout(Duration.ofMinutes(5))
            .header("Content-Type", ndjson ? "application/x-ndjson" : "application/json")
            .method(
                method,
                body == null
                    ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
    HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    String text = r.body();
    Map<String, Object> parsed;
    if (text.isBlank()) {
      parsed = Map.of();
    } else if (text.strip().startsWith("{")) {
      parsed = JSON.readValue(text, new TypeReference<Map<String, Object>>() {});
    } else {
      parsed = Map.of("_text", text);
    }
    return new Answer(r.statusCode(), parsed);
  }

  /** A request that must answer {@code status}; its body. */
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

  private static int freePort() {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void run(List<String> command, Path dir, Path log) throws Exception {
    ProcessBuilder pb =
        new ProcessBuilder(command)
            .directory(dir.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    pb.environment().put("ES_JAVA_HOME", System.getProperty("java.home"));
    Process p = pb.start();
    if (!p.waitFor(5, TimeUnit.MINUTES) || p.exitValue() != 0) {
      throw new IllegalStateException(command + " failed: see " + log);
    }
  }

  private static void copyRecursively(Path from, Path to) throws IOException {
    try (Stream<Path> s = Files.walk(from)) {
      for (Path p : s.collect(Collectors.toList())) {
        Path target = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else {
          Files.copy(p, target);
        }
      }
    }
  }

  static void deleteRecursively(Path p) throws IOException {
    if (!Files.exists(p)) {
      return;
    }
    try (Stream<Path> s = Files.walk(p)) {
      for (Path q : s.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
        Files.delete(q);
      }
    }
  }
}
