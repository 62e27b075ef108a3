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
package org.spotsigs.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.spark.launcher.SparkLauncher;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;

/**
 * A real standalone Spark cluster on loopback, started from Spark's own classes: a master and two
 * workers, each its own JVM, whose executors are JVMs again; the application jar is submitted to it
 * with {@link SparkLauncher}, as {@code spark-submit} would, and its outputs are checked against
 * the library's answer on one machine.
 *
 * <p>Spark's home here is a directory of this build ({@code target/spark-home}): its {@code
 * bin/spark-submit} runs {@code SparkSubmit} on the jars of the test class path (which hold Spark,
 * as a Spark distribution's {@code jars/} does; {@code SPARK_DIST_CLASSPATH} gives them to the
 * workers' executors too), without this module's classes: those reach the executors only in the
 * application jar.
 */
class StandaloneClusterIT {
  private static final Path TARGET = Path.of("target").toAbsolutePath();
  private static final Path HOME = TARGET.resolve("spark-home");
  private static final Path WORK = TARGET.resolve("spark-cluster");
  private static final List<Process> processes = new ArrayList<>();
  private static String master;
  private static Map<String, String> env;

  static String java() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  /** Spark's jars and their dependencies: the test class path without this project's classes. */
  static String sparkClassPath() {
    return Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
        .filter(e -> e.endsWith(".jar"))
        .filter(
            e -> !e.contains("/org/spotsigs/") && !e.contains("junit") && !e.contains("opentest4j"))
        .filter(e -> !e.contains("randomizedtesting") && !e.contains("apiguardian"))
        .reduce((a, b) -> a + File.pathSeparator + b)
        .orElseThrow();
  }

  static List<String> opens() {
    return Arrays.asList(System.getProperty("spark.opens").trim().split("\\s+"));
  }

  static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }

  @BeforeAll
  static void startCluster() throws Exception {
    Files.createDirectories(HOME.resolve("jars"));
    Files.createDirectories(HOME.resolve("bin"));
    Path submit = HOME.resolve("bin/spark-submit");
    Files.writeString(
        submit,
        "#!/usr/bin/env bash\n"
            + "# spark-submit of this test's Spark home: SparkSubmit on the jars of SPARK_DIST_CLASSPATH\n"
            + "exec \""
            + java()
            + "\" -Xmx512m "
            + String.join(" ", opens())
            + " -cp \"$SPARK_DIST_CLASSPATH\" org.apache.spark.deploy.SparkSubmit \"$@\"\n");
    submit.toFile().setExecutable(true);
    env = new HashMap<>();
    env.put("SPARK_HOME", HOME.toString());
    env.put("SPARK_DIST_CLASSPATH", sparkClassPath());
    env.put("JAVA_HOME", System.getProperty("java.home"));
    env.put("SPARK_LOCAL_IP", "127.0.0.1");
    env.put("SPARK_SCALA_VERSION", "2.13"); // else the command builder looks for a build of Spark
    env.put("SPARK_LOCAL_DIRS", WORK.resolve("local").toString());
    int port = freePort();
    master = "spark://127.0.0.1:" + port;
    start(
        "master",
        "org.apache.spark.deploy.master.Master",
        "--host",
        "127.0.0.1",
        "--port",
        String.valueOf(port),
        "--webui-port",
        String.valueOf(freePort()));
    for (int w = 1; w <= 2; w++) {
      Path dir = WORK.resolve("worker" + w);
      Files.createDirectories(dir);
      start(
          "worker" + w,
          "org.apache.spark.deploy.worker.Worker",
          "--host",
          "127.0.0.1",
          "--cores",
          "1",
          "--memory",
          "768m",
          "--webui-port",
          String.valueOf(freePort()),
          "--work-dir",
          dir.toString(),
          master);
    }
    waitForLog("master", "Registering worker", 2, 120);
  }

  private static void start(String name, String mainClass, String... args) throws IOException {
    Files.createDirectories(WORK);
    List<String> cmd = new ArrayList<>(List.of(java(), "-Xmx256m"));
    cmd.addAll(opens());
    cmd.addAll(List.of("-cp", sparkClassPath(), mainClass));
    cmd.addAll(Arrays.asList(args));
    ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
    pb.environment().putAll(env);
    pb.redirectOutput(WORK.resolve(name + ".log").toFile());
    processes.add(pb.start());
  }

  /** Waits until the log of {@code name} holds {@code text} {@code times} times. */
  private static void waitForLog(String name, String text, int times, int seconds)
      throws Exception {
    Path log = WORK.resolve(name + ".log");
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
    while (System.nanoTime() < end) {
      if (Files.exists(log)) {
        String s = Files.readString(log, StandardCharsets.UTF_8);
        if (s.split(java.util.regex.Pattern.quote(text), -1).length - 1 >= times) {
          return;
        }
      }
      for (Process p : processes) {
        assertTrue(p.isAlive(), "a cluster process ended; see " + WORK);
      }
      Thread.sleep(250);
    }
    throw new AssertionError("'" + text + "' not seen " + times + " times in " + log);
  }

  @AfterAll
  static void stopCluster() throws InterruptedException {
    for (Process p : processes) {
      p.destroy();
    }
    for (Process p : processes) {
      if (!p.waitFor(20, TimeUnit.SECONDS)) {
        p.destroyForcibly();
      }
    }
  }

  private static List<String> lines(Path dir) throws IOException {
    return PartFiles.lines(dir);
  }

  @Test
  void submittedJobFindsTheLibrarysPairsOnTwoWorkers() throws Exception {
    Path sample = Path.of(System.getProperty("spotsigs.sample"));
    Path out = WORK.resolve("out-" + System.nanoTime());
    Path log = WORK.resolve("submit.log");
    Process app =
        new SparkLauncher(env)
            .setSparkHome(HOME.toString())
            .setJavaHome(System.getProperty("java.home"))
            .setAppResource(System.getProperty("spotsigs.app.jar"))
            .setMainClass("org.spotsigs.spark.DedupApp")
            .setMaster(master)
            .setDeployMode("client")
            .setAppName("spotsigs-spark cluster test")
            .setConf("spark.executor.memory", "512m")
            .setConf("spark.executor.cores", "1")
            .setConf("spark.cores.max", "2")
            .setConf("spark.driver.host", "127.0.0.1")
            .setConf("spark.ui.enabled", "false")
            .setConf("spark.sql.shuffle.partitions", "4")
            .addAppArgs(
                "--input", sample.toString(),
                "--tau", "0.3",
                "--pairs", out.resolve("pairs").toString(),
                "--removals", out.resolve("removals").toString(),
                "--summary-json", out.resolve("summary.json").toString())
            .redirectError(log.toFile())
            .redirectOutput(WORK.resolve("submit.out").toFile())
            .launch();
    assertTrue(app.waitFor(8, TimeUnit.MINUTES), "the application did not end; see " + log);
    assertEquals(0, app.exitValue(), "the application failed; see " + log);

    List<String> expected = SampleOracle.pairLines(sample, Threshold.of(0.3), Measure.MULTISET);
    assertFalse(expected.isEmpty());
    assertEquals(expected, lines(out.resolve("pairs")), "pairs, in input order");
    String summary = Files.readString(out.resolve("summary.json"));
    assertTrue(summary.contains("\"pairs.count\":" + expected.size()), summary);
    assertFalse(lines(out.resolve("removals")).isEmpty());
    // both workers ran an executor of the application
    for (int w = 1; w <= 2; w++) {
      try (Stream<Path> apps = Files.list(WORK.resolve("worker" + w))) {
        assertTrue(
            apps.anyMatch(p -> p.getFileName().toString().startsWith("app-")),
            "worker " + w + " ran no executor");
      }
    }
  }
}
