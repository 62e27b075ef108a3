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
package org.spotsigs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** bin/spotsigs: several first uses at once build the tool once; the others wait for that build. */
class LauncherTest {
  @TempDir Path tmp;

  /**
   * A jar whose manifest puts this test's class path (the CLI's classes and libraries) on the class
   * path.
   */
  private Path classPathJar() throws IOException {
    Manifest m = new Manifest();
    m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    String cp =
        Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
            .map(p -> Path.of(p).toAbsolutePath().toUri().toString())
            .collect(Collectors.joining(" "));
    m.getMainAttributes().put(Attributes.Name.CLASS_PATH, cp);
    Path jar = tmp.resolve("classpath.jar");
    try (OutputStream out = Files.newOutputStream(jar);
        JarOutputStream j = new JarOutputStream(out, m)) {
      j.finish(); // the manifest is all
    }
    return jar;
  }

  /** A build command for the launcher that puts {@link #classPathJar} where the tool's jar goes. */
  private String copyClassPathJar() throws IOException {
    return "mkdir -p spotsigs-cli/target/lib; cp '"
        + classPathJar()
        + "' spotsigs-cli/target/spotsigs-cli.jar";
  }

  /** A text document of a few KB. */
  private Path smallDocument() throws IOException {
    Path doc = tmp.resolve("doc.txt");
    Files.writeString(doc, "It was the best of times, it was the worst of times.\n".repeat(40));
    return doc;
  }

  /** A directory that looks like a clone to bin/spotsigs (a pom), with the launcher in bin/. */
  private Path cloneWithLauncher() throws IOException {
    return cloneWithLauncher("clone");
  }

  /** {@link #cloneWithLauncher()} in the directory {@code name}. */
  private Path cloneWithLauncher(String name) throws IOException {
    Path root = Files.createDirectories(tmp.resolve(name));
    Files.createDirectories(root.resolve("bin"));
    Files.writeString(root.resolve("pom.xml"), "<project/>");
    return Files.copy(
        Path.of("..", "bin", "spotsigs"),
        root.resolve("bin/spotsigs"),
        StandardCopyOption.COPY_ATTRIBUTES);
  }

  @Test
  void twoFirstUsesAtOnceBuildOnce() throws Exception {
    Path launcher = cloneWithLauncher();
    Path log = tmp.resolve("builds.log");
    Path jar = classPathJar();
    // a build that takes a while and says when it starts and ends
    String build =
        "echo start >> '"
            + log
            + "'; sleep 2; mkdir -p spotsigs-cli/target/lib; cp '"
            + jar
            + "' spotsigs-cli/target/spotsigs-cli.jar; echo end >> '"
            + log
            + "'";
    List<Process> runs = new java.util.ArrayList<>();
    for (int i = 0; i < 2; i++) {
      ProcessBuilder pb = new ProcessBuilder("bash", launcher.toString(), "--version");
      pb.environment().put("SPOTSIGS_BUILD_COMMAND", build);
      runs.add(pb.start());
    }
    StringBuilder errs = new StringBuilder();
    for (Process p : runs) {
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
      assertTrue(p.waitFor(120, TimeUnit.SECONDS));
      assertEquals(0, p.exitValue(), err);
      assertTrue(out.contains("Lucene"), out + err);
      errs.append(err);
    }
    assertEquals(
        List.of("start", "end"), Files.readAllLines(log), "one build, never two at once: " + errs);
    assertTrue(errs.toString().contains("waiting for it"), errs.toString());
  }

  /**
   * The startup cache: the commands that read documents without an index (dedup, explain,
   * signatures) start from a cache of their own, every other command (and dedup or explain of an
   * index) from the cache of every command; a cache older than the jars is made again.
   */
  @Test
  void commandsOnDocumentsHaveAStartupCacheOfTheirOwn() throws Exception {
    Path launcher = cloneWithLauncher();
    String build = copyClassPathJar();
    Path doc = smallDocument();
    Path target = launcher.getParent().getParent().resolve("spotsigs-cli/target");
    // the first run builds; the clone has no sample to train on, so no cache is made
    launcherFlags(launcher, build, List.of("signatures", doc.toString()), Map.of(), null, 0);
    assertTrue(Files.exists(target.resolve("startup-documents.aot.none")));
    // stand-ins for the two caches, newer than the jars (the JVM ignores a cache it cannot use)
    java.nio.file.attribute.FileTime later =
        java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() + 60_000);
    for (String name : List.of("startup.aot", "startup-documents.aot")) {
      Files.deleteIfExists(target.resolve(name + ".none"));
      Files.writeString(target.resolve(name), "not a cache");
      Files.setLastModifiedTime(target.resolve(name), later);
    }
    Path index = tmp.resolve("no-index");
    Map<List<String>, String> expected = new java.util.LinkedHashMap<>();
    expected.put(List.of("dedup", "-i", doc.toString(), "-t", "0.5"), "startup-documents.aot");
    expected.put(
        List.of("dedup", "--input=" + doc, "--preset", "prototype", "-t", "0.5"),
        "startup-documents.aot");
    expected.put(List.of("dedup", "--index", index.toString(), "-t", "0.5"), "startup.aot");
    expected.put(List.of("dedup", "--index=" + index, "-t", "0.5"), "startup.aot");
    expected.put(List.of("signatures", doc.toString()), "startup-documents.aot");
    expected.put(List.of("explain", doc.toString(), doc.toString()), "startup-documents.aot");
    expected.put(List.of("explain", "--index", index.toString(), "a", "b"), "startup.aot");
    // (stops at its missing --out: exit code 2)
    expected.put(List.of("common-signatures", doc.toString()), "startup.aot");
    expected.put(
        List.of("index", "-i", doc.toString(), "--index", index.toString()), "startup.aot");
    for (Map.Entry<List<String>, String> e : expected.entrySet()) {
      // the index does not exist (exit code 1) where a command reads one
      boolean readsIndex =
          !e.getKey().get(0).equals("index")
              && e.getKey().stream().anyMatch(a -> a.startsWith("--index"));
      int exitCode = e.getKey().get(0).equals("common-signatures") ? 2 : readsIndex ? 1 : 0;
      String flags = launcherFlags(launcher, build, e.getKey(), Map.of(), null, exitCode);
      assertEquals(
          target.resolve(e.getValue()).toString(),
          flag(flags, "AOTCache"),
          "the cache of " + e.getKey());
    }
    // a cache older than the jars is made again (here: cannot be, so it is marked as missing)
    Files.setLastModifiedTime(
        target.resolve("startup-documents.aot"), java.nio.file.attribute.FileTime.fromMillis(0));
    launcherFlags(
        launcher, build, List.of("dedup", "-i", doc.toString(), "-t", "0.5"), Map.of(), null, 0);
    assertFalse(Files.exists(target.resolve("startup-documents.aot")));
    assertTrue(Files.exists(target.resolve("startup-documents.aot.none")));
    assertTrue(Files.exists(target.resolve("startup.aot")), "the other cache is left alone");
    // a large run starts without a cache, and does not make one
    Files.delete(target.resolve("startup-documents.aot.none"));
    String flags =
        launcherFlags(
            launcher,
            build,
            List.of("dedup", "-i", doc.toString(), "-t", "0.5"),
            Map.of("SPOTSIGS_QUICK_JIT_BYTES", "1"),
            null,
            0);
    // an empty value: the next word on the flag's line is its kind
    assertEquals("{product}", flag(flags, "AOTCache"), "no cache given to the JVM");
    assertFalse(Files.exists(target.resolve("startup-documents.aot.none")), "no cache made");
  }

  /**
   * A source newer than the tool's jar makes the launcher build it again, and so does a library
   * newer than the startup cache (which is then made again), also where the clone's path holds
   * characters that find's patterns would read as a pattern; an unchanged clone runs without a
   * build.
   */
  @Test
  void changesBuildAgainWhereverTheCloneIs() throws Exception {
    for (String name : List.of("clone", "clo[ne]*?")) {
      Path launcher = cloneWithLauncher(name);
      Path root = launcher.getParent().getParent();
      Path target = root.resolve("spotsigs-cli/target");
      Path log = tmp.resolve(name.length() + "-builds.log");
      String build = "echo build >> '" + log + "'; " + copyClassPathJar();
      Path doc = smallDocument();
      List<String> args = List.of("dedup", "-i", doc.toString(), "-t", "0.5");
      launcherFlags(launcher, build, args, Map.of(), null, 0);
      assertEquals(List.of("build"), Files.readAllLines(log), name);
      // a stand-in for the cache, newer than the jars
      Files.deleteIfExists(target.resolve("startup-documents.aot.none"));
      Path cache = target.resolve("startup-documents.aot");
      Files.writeString(cache, "not a cache");
      java.nio.file.attribute.FileTime jarTime =
          Files.getLastModifiedTime(target.resolve("spotsigs-cli.jar"));
      Files.setLastModifiedTime(cache, plus(jarTime, 60_000));
      launcherFlags(launcher, build, args, Map.of(), null, 0);
      assertEquals(List.of("build"), Files.readAllLines(log), name + ": nothing changed");
      assertTrue(Files.exists(cache), name + ": a cache newer than the jars is kept");
      // a library newer than the cache: the cache is made again (here: cannot be), no build
      Path lib = Files.writeString(target.resolve("lib/extra.jar"), "");
      Files.setLastModifiedTime(lib, plus(jarTime, 120_000));
      launcherFlags(launcher, build, args, Map.of(), null, 0);
      assertEquals(List.of("build"), Files.readAllLines(log), name);
      assertFalse(Files.exists(cache), name + ": a stale cache is not used");
      assertTrue(Files.exists(target.resolve("startup-documents.aot.none")), name);
      Files.setLastModifiedTime(lib, jarTime);
      // a source newer than the jar: built again
      Path source = Files.createDirectories(root.resolve("lucene-spotsigs/src/main"));
      Files.setLastModifiedTime(
          Files.writeString(source.resolve("Changed.java"), "class Changed {}"),
          plus(jarTime, 180_000));
      launcherFlags(launcher, build, args, Map.of(), null, 0);
      assertEquals(List.of("build", "build"), Files.readAllLines(log), name + ": source changed");
    }
  }

  private static java.nio.file.attribute.FileTime plus(
      java.nio.file.attribute.FileTime time, long millis) {
    return java.nio.file.attribute.FileTime.fromMillis(time.toMillis() + millis);
  }

  /**
   * The JVM's performance counters (read by jps and jstat) are off in a run below the input limit
   * and on in a large one, unless SPOTSIGS_JAVA_OPTS chooses.
   */
  @Test
  void performanceCountersOnlyInALargeRun() throws Exception {
    Path launcher = cloneWithLauncher();
    String build = copyClassPathJar();
    Path doc = smallDocument();
    long size = Files.size(doc);
    assertEquals("false", perfData(launcher, build, doc, size + 1, null));
    assertEquals("true", perfData(launcher, build, doc, size - 1, null));
    assertEquals("true", perfData(launcher, build, doc, size + 1, "-XX:+UsePerfData"));
    assertEquals("false", perfData(launcher, build, doc, size - 1, "-XX:-UsePerfData"));
  }

  private static String perfData(Path launcher, String build, Path doc, long limit, String opts)
      throws Exception {
    return values(withLimit(launcher, build, doc, limit, null, opts), "UsePerfData");
  }

  /**
   * The parallel collector, unless SPOTSIGS_JAVA_OPTS chooses one: the JVM refuses a second, so the
   * launcher then adds none (the run must work and use the one chosen).
   */
  @Test
  void theCollectorIsParallelUnlessChosen() throws Exception {
    Path launcher = cloneWithLauncher();
    String build = copyClassPathJar();
    Path doc = smallDocument();
    long size = Files.size(doc);
    String[] names = {"UseParallelGC", "UseSerialGC", "UseG1GC"};
    assertEquals(
        "true false false", values(withLimit(launcher, build, doc, size + 1, null, null), names));
    assertEquals(
        "false true false",
        values(withLimit(launcher, build, doc, size + 1, null, "-XX:+UseSerialGC"), names));
    assertEquals(
        "false false true",
        values(withLimit(launcher, build, doc, size - 1, null, "-Xmx256m -XX:+UseG1GC"), names));
    // an option that merely ends in GC, after another that starts like a collector's, chooses none
    assertEquals(
        "true false false",
        values(
            withLimit(
                launcher,
                build,
                doc,
                size + 1,
                null,
                "-XX:+UseCompressedOops -XX:+DisableExplicitGC"),
            names));
  }

  /**
   * The JIT: C1 alone below the input limit, tiered above it, what SPOTSIGS_JIT says when set, and
   * nothing of the launcher's when SPOTSIGS_JAVA_OPTS names a JIT option (the JVM's own flags say
   * which was used).
   */
  @Test
  void theJitFollowsTheSizeOfTheInputUnlessToldOtherwise() throws Exception {
    Path launcher = cloneWithLauncher();
    String build = copyClassPathJar();
    Path doc = smallDocument();
    long size = Files.size(doc);
    // limit above the input: C1 alone; below it: tiered
    assertEquals("1 true", jit(launcher, build, doc, size + 1, null, null));
    assertEquals("4 true", jit(launcher, build, doc, size - 1, null, null));
    assertEquals("4 true", jit(launcher, build, doc, size + 1, "tiered", null));
    assertEquals("1 true", jit(launcher, build, doc, size - 1, "quick", null));
    assertEquals("2 true", jit(launcher, build, doc, size + 1, "quick", "-XX:TieredStopAtLevel=2"));
  }

  /**
   * Strings and inlining: a run below the input limit goes without compact strings, and with C1
   * alone inlines up to 70 bytecodes once its input reaches 64 MiB; a large run keeps compact
   * strings and the JVM's inlining; SPOTSIGS_JIT=tiered keeps the JVM's inlining; a string option
   * in SPOTSIGS_JAVA_OPTS wins.
   */
  @Test
  void stringsAndInliningFollowTheRun() throws Exception {
    Path launcher = cloneWithLauncher();
    String build = copyClassPathJar();
    Path doc = smallDocument();
    long size = Files.size(doc);
    assertEquals("false 35", strings(launcher, build, doc, size + 1, null, null));
    assertEquals("true 35", strings(launcher, build, doc, size - 1, null, null));
    assertEquals("false 35", strings(launcher, build, doc, size + 1, "tiered", null));
    assertEquals("true 35", strings(launcher, build, doc, size + 1, null, "-XX:+CompactStrings"));
    assertEquals("false 35", strings(launcher, build, doc, size - 1, null, "-XX:-CompactStrings"));
    // 64 MiB of input (a sparse file: NUL bytes, skipped by the tool as binary, exit code 3)
    Path big = tmp.resolve("big.bin");
    sparse(big, 64L << 20);
    long limit = 1L << 30;
    assertEquals("false 70", strings(launcher, build, big, limit, null, null));
    assertEquals("false 35", strings(launcher, build, big, limit, "tiered", null));
    assertEquals("true 70", strings(launcher, build, big, limit, "quick", "-XX:+CompactStrings"));
    assertEquals("true 35", strings(launcher, build, big, (64L << 20) - 1, null, null));
    // the longer inlining only where the HTML parser runs (the article extraction)
    Map<String, String> quick = Map.of("SPOTSIGS_QUICK_JIT_BYTES", Long.toString(limit));
    List<List<String>> withoutParser =
        List.of(
            List.of("--preset", "prototype"),
            List.of("--raw-html"),
            List.of("--extractor=html-strip"),
            List.of("--min-block-words", "5"),
            List.of("--extractor", "none"));
    List<List<String>> withParser =
        List.of(
            List.of("--preset", "prototype", "--no-raw-html"),
            List.of("--preset=prototype", "--extractor", "article/1"),
            List.of("--extractor=article"));
    for (List<List<String>> cases : List.of(withoutParser, withParser)) {
      for (List<String> options : cases) {
        List<String> args = new java.util.ArrayList<>(List.of("signatures"));
        args.addAll(options);
        args.add(big.toString());
        String flags = launcherFlags(launcher, build, args, quick, null, 3);
        assertEquals(
            cases == withParser ? "false 70" : "false 35",
            values(flags, "CompactStrings", "C1MaxInlineSize"),
            options.toString());
      }
    }
    sparse(big, (64L << 20) - 1);
    assertEquals("false 35", strings(launcher, build, big, limit, null, null));
    // any command's files count: clusters with a large file keeps compact strings (it stops at the
    // missing --pairs: exit code 2)
    Map<String, String> env = Map.of("SPOTSIGS_QUICK_JIT_BYTES", Long.toString((64L << 20) - 2));
    String flags =
        launcherFlags(launcher, build, List.of("clusters", big.toString()), env, null, 2);
    assertEquals("true 35", values(flags, "CompactStrings", "C1MaxInlineSize"));
    env = Map.of("SPOTSIGS_QUICK_JIT_BYTES", Long.toString(64L << 20));
    flags = launcherFlags(launcher, build, List.of("clusters", big.toString()), env, null, 2);
    assertEquals("false 35", values(flags, "CompactStrings", "C1MaxInlineSize"));
  }

  /**
   * A directory of many files counts with the size of its files: 2,100 files of 32 KiB (68.8 MB,
   * sized from a sample of them; skipped by the tool as binary, exit code 3) are past 64 MiB, and
   * past a limit of 64 MiB a large run.
   */
  @Test
  void aDirectoryOfManyFilesIsSizedToo() throws Exception {
    Path launcher = cloneWithLauncher();
    String build = copyClassPathJar();
    Path dir = Files.createDirectories(tmp.resolve("many"));
    for (int i = 0; i < 2100; i++) {
      // names long enough that the listing overflows a pipe's buffer (64 KiB): the sizing stops
      // reading it early, and the listing's end meets a closed pipe
      sparse(dir.resolve("a-file-with-a-long-name-" + "x".repeat(40) + i), 32 << 10);
    }
    for (String[] c : new String[][] {{"1073741824", "1 false 70"}, {"67108864", "4 true 35"}}) {
      Map<String, String> env = Map.of("SPOTSIGS_QUICK_JIT_BYTES", c[0]);
      String flags =
          launcherFlags(launcher, build, List.of("signatures", dir.toString()), env, null, 3);
      assertEquals(
          c[1], values(flags, "TieredStopAtLevel", "CompactStrings", "C1MaxInlineSize"), c[0]);
    }
  }

  /** A file of {@code length} NUL bytes, sparse (no disk space taken). */
  private static void sparse(Path file, long length) throws IOException {
    try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(file.toFile(), "rw")) {
      f.setLength(length);
    }
  }

  /**
   * Lucene's request for the incubating vector module (logged when an index is written without it)
   * is kept off stderr, unless the user configures java.util.logging, which then decides.
   */
  @Test
  void luceneVectorNoticeIsQuietUnlessLoggingIsConfigured() throws Exception {
    Path launcher = cloneWithLauncher();
    String build = copyClassPathJar();
    Path doc = smallDocument();
    String quiet = indexStderr(launcher, build, doc, tmp.resolve("index1"), null);
    assertTrue(quiet.contains("spotsigs index: 1 document"), quiet);
    assertFalse(quiet.contains("vector"), quiet);
    Path jdkDefaults = tmp.resolve("logging.properties");
    Files.writeString(
        jdkDefaults,
        "handlers=java.util.logging.ConsoleHandler\n.level=INFO\n"
            + "java.util.logging.ConsoleHandler.level=INFO\n");
    String configured =
        indexStderr(
            launcher,
            build,
            doc,
            tmp.resolve("index2"),
            "-Djava.util.logging.config.file=" + jdkDefaults);
    assertTrue(configured.contains("jdk.incubator.vector"), configured);
  }

  /** What one {@code index} run of the launcher writes on stderr. */
  private static String indexStderr(
      Path launcher, String build, Path doc, Path index, String javaOpts) throws Exception {
    ProcessBuilder pb =
        new ProcessBuilder(
            "bash",
            launcher.toString(),
            "index",
            "-i",
            doc.toString(),
            "--index",
            index.toString(),
            "--no-progress");
    pb.environment().put("SPOTSIGS_BUILD_COMMAND", build);
    if (javaOpts == null) {
      pb.environment().remove("SPOTSIGS_JAVA_OPTS");
    } else {
      pb.environment().put("SPOTSIGS_JAVA_OPTS", javaOpts);
    }
    pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
    Process p = pb.start();
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS));
    assertEquals(0, p.exitValue(), err);
    return err;
  }

  /** "CompactStrings C1MaxInlineSize" of one {@code signatures} run of the launcher. */
  private static String strings(
      Path launcher, String build, Path doc, long limit, String jit, String javaOpts)
      throws Exception {
    return values(
        withLimit(launcher, build, doc, limit, jit, javaOpts), "CompactStrings", "C1MaxInlineSize");
  }

  /**
   * The young generation: capped at 256 MiB unless SPOTSIGS_YOUNG_GEN says otherwise ("none": the
   * collector's own choice), and started at its cap; with a heap under 1 GiB in SPOTSIGS_JAVA_OPTS
   * (which caps it at a third of the heap) started at that third; left to the JVM when
   * SPOTSIGS_JAVA_OPTS sizes it (the JVM's flags say where MaxNewSize and NewSize came from).
   */
  @Test
  void theYoungGenerationIsCappedUnlessToldOtherwise() throws Exception {
    Path launcher = cloneWithLauncher();
    String build = copyClassPathJar();
    Path doc = smallDocument();
    String cap = "268435456 {command line}";
    for (String opts : new String[] {null, "-Xmx2g", "-XX:MaxHeapSize=1024m"}) {
      assertEquals(cap + " " + cap, youngGen(launcher, build, doc, null, opts), opts);
    }
    String size = "100663296 {command line}";
    assertEquals(size + " " + size, youngGen(launcher, build, doc, "96m", null));
    size = "67108864 {command line}";
    assertEquals(size + " " + size, youngGen(launcher, build, doc, null, "-Xmn64m"));
    for (String opts : new String[] {"-Xmx512m", "-Xmx1023m"}) {
      String young = youngGen(launcher, build, doc, null, opts);
      long third = (Long.parseLong(opts.replaceAll("\\D", "")) / 3) << 20;
      assertTrue(young.endsWith("{ergonomic} " + third + " {command line}"), opts + ": " + young);
    }
    for (String young : new String[] {null, "none"}) {
      String flags = youngGen(launcher, build, doc, young, young == null ? "-XX:NewRatio=3" : null);
      assertTrue(flags.matches("\\d+ \\{ergonomic\\} \\d+ \\{(ergonomic|default)\\}"), flags);
    }
  }

  /**
   * "MaxNewSize NewSize" of a run of the launcher, each value with where the JVM says it came from.
   */
  private static String youngGen(
      Path launcher, String build, Path doc, String youngGen, String javaOpts) throws Exception {
    String out =
        launcherFlags(
            launcher,
            build,
            doc,
            youngGen == null ? Map.of() : Map.of("SPOTSIGS_YOUNG_GEN", youngGen),
            javaOpts);
    String max = null;
    String initial = null;
    for (String line : out.split("\n")) {
      String[] f = line.trim().split("\\s+", 5);
      if (f.length == 5 && f[2].equals("=")) {
        String value = f[3] + " " + f[4].substring(f[4].indexOf('}') + 1).trim();
        if (f[1].equals("MaxNewSize")) {
          max = value;
        } else if (f[1].equals("NewSize")) {
          initial = value;
        }
      }
    }
    assertTrue(max != null && initial != null, "no MaxNewSize or NewSize in the JVM's output");
    return max + " " + initial;
  }

  /** "TieredStopAtLevel TieredCompilation" of one {@code signatures} run of the launcher. */
  private static String jit(
      Path launcher, String build, Path doc, long limit, String jit, String javaOpts)
      throws Exception {
    return values(
        withLimit(launcher, build, doc, limit, jit, javaOpts),
        "TieredStopAtLevel",
        "TieredCompilation");
  }

  /**
   * The JVM's final flags in one {@code signatures} run of the launcher with the input limit {@code
   * limit} and, unless null, SPOTSIGS_JIT={@code jit}.
   */
  private static String withLimit(
      Path launcher, String build, Path doc, long limit, String jit, String javaOpts)
      throws Exception {
    Map<String, String> env = new java.util.HashMap<>();
    env.put("SPOTSIGS_QUICK_JIT_BYTES", Long.toString(limit));
    if (jit != null) {
      env.put("SPOTSIGS_JIT", jit);
    }
    return launcherFlags(launcher, build, doc, env, javaOpts);
  }

  /**
   * The JVM's final flags in one {@code signatures} run of the launcher on {@code doc} with {@code
   * env} added and {@code javaOpts} in SPOTSIGS_JAVA_OPTS.
   */
  private static String launcherFlags(
      Path launcher, String build, Path doc, Map<String, String> env, String javaOpts)
      throws Exception {
    boolean binary; // a file of NUL bytes, which the tool skips (exit code 3)
    try (java.io.InputStream in = Files.newInputStream(doc)) {
      binary = in.read() == 0;
    }
    return launcherFlags(
        launcher, build, List.of("signatures", doc.toString()), env, javaOpts, binary ? 3 : 0);
  }

  /**
   * The JVM's final flags in one run of the launcher with {@code args}, {@code env} added and
   * {@code javaOpts} in SPOTSIGS_JAVA_OPTS, which ends with {@code exitCode}.
   */
  private static String launcherFlags(
      Path launcher,
      String build,
      List<String> args,
      Map<String, String> env,
      String javaOpts,
      int exitCode)
      throws Exception {
    List<String> command = new java.util.ArrayList<>(List.of("bash", launcher.toString()));
    command.addAll(args);
    ProcessBuilder pb = new ProcessBuilder(command);
    pb.environment().put("SPOTSIGS_BUILD_COMMAND", build);
    pb.environment().remove("SPOTSIGS_JIT");
    pb.environment().remove("SPOTSIGS_YOUNG_GEN");
    pb.environment().putAll(env);
    pb.environment()
        .put(
            "SPOTSIGS_JAVA_OPTS",
            "-XX:+PrintFlagsFinal" + (javaOpts == null ? "" : " " + javaOpts));
    pb.redirectError(ProcessBuilder.Redirect.DISCARD);
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS));
    assertEquals(exitCode, p.exitValue(), out);
    return out;
  }

  /** The values of the flags {@code names} in {@code flags}, separated by a space. */
  private static String values(String flags, String... names) {
    return java.util.Arrays.stream(names).map(n -> flag(flags, n)).collect(Collectors.joining(" "));
  }

  private static String flag(String flags, String name) {
    for (String line : flags.split("\n")) {
      String[] f = line.trim().split("\\s+");
      if (f.length >= 4 && f[1].equals(name) && f[2].equals("=")) {
        return f[3];
      }
    }
    throw new AssertionError("no flag " + name + " in the JVM's output");
  }
}
