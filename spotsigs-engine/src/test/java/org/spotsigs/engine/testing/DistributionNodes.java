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
package org.spotsigs.engine.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
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
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Nodes of a real search-engine distribution (OpenSearch's or Elasticsearch's integ-test zip, as
 * the build unpacks it), each a separate process started with the distribution's own start script
 * on loopback, in the background ({@code -d -p PIDFILE}), with its own configuration, data and logs
 * under a work directory; the plugin zip installed with the distribution's plugin tool. What both
 * plugins' distribution tests share: starting, joining, stopping a node (SIGTERM, then SIGKILL),
 * and plain HTTP requests. JSON is left to the caller. Neither engine runs as root: the caller
 * skips its test then.
 */
public final class DistributionNodes implements AutoCloseable {
  /** The names that differ between the engines. */
  public enum Engine {
    OPENSEARCH(
        "opensearch",
        "OPENSEARCH_JAVA_HOME",
        "OPENSEARCH_JAVA_OPTS",
        "OPENSEARCH_PATH_CONF",
        "cluster.initial_cluster_manager_nodes",
        List.of()),
    ELASTICSEARCH(
        "elasticsearch",
        "ES_JAVA_HOME",
        "ES_JAVA_OPTS",
        "ES_PATH_CONF",
        "cluster.initial_master_nodes",
        List.of("xpack.security.enabled: false"));

    final String name;
    final String javaHome;
    final String javaOpts;
    final String pathConf;
    final String initialMasters;
    final List<String> extraYml;

    Engine(
        String name,
        String javaHome,
        String javaOpts,
        String pathConf,
        String initialMasters,
        List<String> extraYml) {
      this.name = name;
      this.javaHome = javaHome;
      this.javaOpts = javaOpts;
      this.pathConf = pathConf;
      this.initialMasters = initialMasters;
      this.extraYml = extraYml;
    }
  }

  /** An answer: its HTTP status and its body. */
  public record Answer(int status, String body) {
    @Override
    public String toString() {
      return status + " " + body;
    }
  }

  private final Engine engine;
  private final Path home;
  private final Path work;
  private final String heap;
  private final int[] httpPorts;
  private final int[] transportPorts;
  private final long[] pids;
  private final HttpClient http =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  private DistributionNodes(Engine engine, Path home, Path work, int nodes, String heap) {
    this.engine = engine;
    this.home = home;
    this.work = work;
    this.heap = heap;
    this.httpPorts = new int[nodes];
    this.transportPorts = new int[nodes];
    this.pids = new long[nodes];
    for (int k = 0; k < nodes; k++) {
      httpPorts[k] = freePort();
      transportPorts[k] = freePort();
    }
  }

  /**
   * The unpacked distribution of {@code engine} in {@code distDir} (its one directory named after
   * the engine).
   */
  public static Path home(Engine engine, Path distDir) throws IOException {
    try (Stream<Path> s = Files.list(distDir)) {
      return s.filter(p -> p.getFileName().toString().startsWith(engine.name + "-"))
          .findFirst()
          .orElseThrow(() -> new IOException("no " + engine.name + " distribution in " + distDir))
          .toAbsolutePath();
    }
  }

  /**
   * Installs {@code zip} into the distribution at {@code home} with its plugin tool, unless this
   * zip (same path and time) is installed already; the tool's output goes to {@code log}.
   */
  public static synchronized void installPlugin(
      Engine engine, Path home, String plugin, Path zip, Path log) throws Exception {
    Path installed = home.resolve("plugins").resolve(plugin);
    Path marker = home.resolve(".installed-" + plugin); // not under plugins/: a plugin there
    String stamp = zip.toAbsolutePath() + " " + Files.getLastModifiedTime(zip).toMillis();
    if (Files.isDirectory(installed)
        && Files.exists(marker)
        && Files.readString(marker).equals(stamp)) {
      return;
    }
    deleteRecursively(installed);
    Files.createDirectories(log.getParent());
    ProcessBuilder pb =
        new ProcessBuilder(
                home.resolve("bin/" + engine.name + "-plugin").toString(),
                "install",
                "--batch",
                zip.toAbsolutePath().toUri().toString())
            .directory(home.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    pb.environment().put(engine.javaHome, System.getProperty("java.home"));
    Process p = pb.start();
    if (!p.waitFor(5, TimeUnit.MINUTES) || p.exitValue() != 0) {
      throw new IllegalStateException(pb.command() + " failed: " + Files.readString(log));
    }
    Files.writeString(marker, stamp);
  }

  /**
   * Starts {@code nodes} nodes of the distribution at {@code home} (one: single-node discovery),
   * each with heap {@code heap} (such as {@code 512m}), in a new {@code work} directory (an older
   * one is deleted), and waits until they form one cluster.
   */
  public static DistributionNodes start(Engine engine, Path home, Path work, int nodes, String heap)
      throws Exception {
    deleteRecursively(work);
    Files.createDirectories(work);
    DistributionNodes cluster = new DistributionNodes(engine, home, work, nodes, heap);
    try {
      // all at once: a master-eligible node of several waits for the others to form the cluster
      List<Process> launchers = new ArrayList<>();
      for (int k = 0; k < nodes; k++) {
        launchers.add(cluster.launch(k));
      }
      for (int k = 0; k < nodes; k++) {
        cluster.awaitLaunch(k, launchers.get(k));
      }
      cluster.awaitNodes(nodes, 0);
    } catch (Exception | Error e) {
      cluster.close();
      throw e;
    }
    return cluster;
  }

  /** The number of nodes. */
  public int size() {
    return pids.length;
  }

  /** The HTTP port of node {@code k}. */
  public int httpPort(int k) {
    return httpPorts[k];
  }

  /** The work directory of node {@code k} (its configuration, data, logs and console). */
  public Path nodeDir(int k) {
    return work.resolve("node-" + k);
  }

  /**
   * Starts node {@code k} (again, after {@link #stopNode}: with its data) and waits until it
   * answers HTTP; its console goes to {@code console.log} in its directory.
   */
  public void startNode(int k) throws Exception {
    awaitLaunch(k, launch(k));
  }

  private Process launch(int k) throws IOException {
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
    yml.add("cluster.routing.allocation.disk.threshold_enabled: false");
    yml.addAll(engine.extraYml);
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
      yml.add(engine.initialMasters + ": [" + String.join(", ", masters) + "]");
    }
    Files.writeString(config.resolve(engine.name + ".yml"), String.join("\n", yml) + "\n");
    Path pidFile = dir.resolve("pid");
    Files.deleteIfExists(pidFile);
    ProcessBuilder pb =
        new ProcessBuilder(
                home.resolve("bin/" + engine.name).toString(), "-d", "-p", pidFile.toString())
            .directory(dir.toFile())
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.appendTo(dir.resolve("console.log").toFile()));
    pb.environment().put(engine.javaHome, System.getProperty("java.home"));
    pb.environment().put(engine.pathConf, config.toString());
    // C1 only: a node starts on about 40 % less CPU, which two shared cores need more than the
    // speed of fully compiled code (tests, not benchmarks)
    pb.environment()
        .put(engine.javaOpts, "-Xms" + heap + " -Xmx" + heap + " -XX:TieredStopAtLevel=1");
    return pb.start();
  }

  private void awaitLaunch(int k, Process launcher) throws Exception {
    Path dir = nodeDir(k);
    Path pidFile = dir.resolve("pid");
    if (!launcher.waitFor(3, TimeUnit.MINUTES) || launcher.exitValue() != 0) {
      launcher.destroyForcibly();
      throw new IllegalStateException(
          "node " + k + " did not start: see " + dir.resolve("console.log") + " and its logs");
    }
    long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
    while (!Files.exists(pidFile) || Files.readString(pidFile).isBlank()) {
      if (System.nanoTime() > deadline) {
        throw new IllegalStateException("node " + k + " wrote no PID file " + pidFile);
      }
      Thread.sleep(100);
    }
    pids[k] = Long.parseLong(Files.readString(pidFile).trim());
    deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
    while (true) {
      try {
        request(k, "GET", "/", null); // any answer: it listens (a distribution may map no GET /)
        return;
      } catch (IOException e) {
        // not listening yet
      }
      if (ProcessHandle.of(pids[k]).map(h -> !h.isAlive()).orElse(true)) {
        throw new IllegalStateException(
            "node " + k + " exited: see " + dir.resolve("console.log") + " and its logs");
      }
      if (System.nanoTime() > deadline) {
        throw new IllegalStateException("node " + k + " did not answer in 3 minutes: see " + dir);
      }
      Thread.sleep(250);
    }
  }

  /** Waits until {@code nodes} nodes form the cluster, asking node {@code via}. */
  public void awaitNodes(int nodes, int via) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
    while (true) {
      try {
        Answer a =
            request(via, "GET", "/_cluster/health?wait_for_nodes=" + nodes + "&timeout=10s", null);
        if (a.status() == 200 && a.body().contains("\"timed_out\":false")) {
          return;
        }
      } catch (IOException e) {
        // not up yet
      }
      if (System.nanoTime() > deadline) {
        throw new IllegalStateException(nodes + " nodes did not join in 3 minutes: see " + work);
      }
      Thread.sleep(250);
    }
  }

  /**
   * Stops node {@code k} (SIGTERM, as a service manager would; SIGKILL if it has not exited after a
   * minute) and waits for it to exit.
   */
  public void stopNode(int k) throws Exception {
    if (pids[k] == 0) {
      return;
    }
    ProcessHandle h = ProcessHandle.of(pids[k]).orElse(null);
    pids[k] = 0;
    if (h == null) {
      return;
    }
    h.destroy();
    try {
      h.onExit().get(1, TimeUnit.MINUTES);
    } catch (java.util.concurrent.TimeoutException e) {
      h.destroyForcibly();
      h.onExit().get(30, TimeUnit.SECONDS);
    }
  }

  /** Kills node {@code k} (SIGKILL: a crash, nothing closed in order) and waits for it to exit. */
  public void killNode(int k) throws Exception {
    if (pids[k] == 0) {
      return;
    }
    ProcessHandle h = ProcessHandle.of(pids[k]).orElse(null);
    pids[k] = 0;
    if (h != null) {
      h.destroyForcibly();
      h.onExit().get(30, TimeUnit.SECONDS);
    }
  }

  /** Stops every node. */
  @Override
  public void close() throws IOException {
    Exception failure = null;
    for (int k = 0; k < pids.length; k++) {
      try {
        stopNode(k);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        failure = e;
      } catch (Exception e) {
        failure = e;
      }
    }
    if (failure instanceof IOException io) {
      throw io;
    } else if (failure != null) {
      throw new IOException("could not stop every node", failure);
    }
  }

  /**
   * A request to node {@code k}; a body sent to a {@code _bulk} or {@code _msearch} path is NDJSON,
   * any other JSON.
   */
  public Answer request(int k, String method, String path, String body)
      throws IOException, InterruptedException {
    boolean ndjson = path.contains("_bulk") || path.contains("_msearch");
    HttpRequest.Builder b =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + httpPorts[k] + path))
            .timeout(Duration.ofMinutes(5))
            .header("Content-Type", ndjson ? "application/x-ndjson" : "application/json")
            .method(
                method,
                body == null
                    ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
    HttpResponse<String> r =
        http.send(b.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    return new Answer(r.statusCode(), r.body());
  }

  private static int freePort() {
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void copyRecursively(Path from, Path to) throws IOException {
    try (Stream<Path> s = Files.walk(from)) {
      for (Path p : s.toList()) {
        Path target = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else {
          Files.copy(p, target);
        }
      }
    }
  }

  /** Deletes {@code p} and everything under it, if it exists. */
  public static void deleteRecursively(Path p) throws IOException {
    if (!Files.exists(p)) {
      return;
    }
    try (Stream<Path> s = Files.walk(p)) {
      for (Path q : s.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(q);
      }
    }
  }
}
