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

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * The archives that {@code ./mvnw package} makes (tar.gz and zip) run with only a Java runtime:
 * each unpacked in a clean directory outside the repository, its {@code bin/spotsigs} (given
 * nothing but JAVA_HOME and the system's PATH) runs the README's first command and finds the 37
 * pairs of the bundled sample that the tool finds in-process, and keeps its startup cache inside
 * the distribution, or in the user's cache directory when the distribution is read-only.
 */
class DistributionIT {
  /** The README's first command. */
  private static final String[] README_COMMAND = {
    "bin/spotsigs", "dedup", "--input", "src-test-corpora/news-sample/pages", "--tau", "0.3"
  };

  /**
   * The modules of a runtime that runs the tool: those the jars of lib/ need (jdeps), without
   * java.desktop, which only the charts of {@code eval --chart} need.
   */
  static final String RUNTIME_MODULES =
      "java.base,java.logging,java.management,java.net.http,java.sql,java.xml,"
          + "jdk.incubator.vector,jdk.management,jdk.unsupported";

  @TempDir Path tmp;

  /** The pairs of the README's first command, as the tool prints them in-process. */
  private static String expectedPairs() {
    CliRunner.Result inProcess =
        CliRunner.run(
            "dedup",
            "--input",
            Path.of("..", "src-test-corpora", "news-sample", "pages").toString(),
            "--tau",
            "0.3");
    assertEquals(0, inProcess.exitCode(), inProcess.err());
    assertEquals(37, inProcess.out().lines().count(), "the README's 37 pairs: " + inProcess.out());
    return inProcess.out();
  }

  @Test
  void bothArchivesHoldTheSameRunnableFiles() throws IOException {
    DistributionArchives.Contents tar =
        DistributionArchives.contents(DistributionArchives.archive("tar.gz"));
    DistributionArchives.Contents zip =
        DistributionArchives.contents(DistributionArchives.archive("zip"));
    assertTrue(tar.top().matches("spotsigs-\\d+\\.\\d+\\.\\d+(-SNAPSHOT)?"), tar.top());
    assertEquals(tar.top(), zip.top());
    assertEquals(tar.modes().keySet(), zip.modes().keySet(), "the same files");
    Set<String> names = tar.modes().keySet();
    for (String expected :
        List.of(
            "bin/spotsigs",
            "lib/spotsigs-cli.jar",
            "lib/lucene-spotsigs-",
            "lib/lucene-core-",
            "lib/spotsigs-parquet-",
            "lib/parquet-hadoop-",
            "README.md",
            "LICENSE",
            "NOTICE",
            "docs/CLI.md",
            "docs/PYTHON.md",
            "python/spotsigs/__init__.py",
            "python/tests/test_spotsigs.py",
            "python/pyproject.toml",
            "src-test-corpora/news-sample/pages/",
            "src-test-corpora/stories/stories.parquet")) {
      assertTrue(names.stream().anyMatch(n -> n.startsWith(expected)), expected + " in " + names);
    }
    assertFalse(
        names.stream()
            .anyMatch(
                n ->
                    n.contains("junit")
                        || n.contains("-tests.jar")
                        || n.contains("hadoop-common")
                        || n.contains("__pycache__")),
        "no test, Hadoop or Python cache files: " + names);
    for (DistributionArchives.Contents c : List.of(tar, zip)) {
      assertEquals(0755, c.modes().get("bin/spotsigs") & 0777, "bin/spotsigs is executable");
      assertEquals(0644, c.modes().get("lib/spotsigs-cli.jar") & 0777);
    }
  }

  static final List<String> ARCHIVES = DistributionArchives.EXTENSIONS;

  @ParameterizedTest
  @FieldSource("ARCHIVES")
  void theReadmeCommandRunsFromTheUnpackedArchive(String extension) throws Exception {
    Path root = DistributionArchives.unpack(DistributionArchives.archive(extension), tmp);
    DistributionArchives.Run run = DistributionArchives.run(root, Map.of(), README_COMMAND);
    assertEquals(0, run.exitCode(), run.err());
    assertFalse(run.err().contains("building"), "nothing is built: " + run.err());
    assertTrue(run.err().contains("47 documents"), run.err());
    assertEquals(expectedPairs(), run.out());
    // the version is the archive's (with compact strings: a run that makes no startup cache, here
    // the cache of every command, which would cost seconds)
    DistributionArchives.Run version =
        DistributionArchives.run(
            root, Map.of("SPOTSIGS_JAVA_OPTS", "-XX:+CompactStrings"), "bin/spotsigs", "--version");
    assertTrue(
        version
            .out()
            .startsWith(
                "spotsigs " + root.getFileName().toString().substring("spotsigs-".length())),
        version.out());
    // on JDK 25 and later the first run made the startup cache in the distribution's cache/, and
    // the next run starts from it
    if (Runtime.version().feature() >= 25) {
      Path cache = root.resolve("cache/startup-documents.aot");
      assertTrue(Files.isRegularFile(cache), run.err());
      assertEquals(cache.toString(), aotCache(root, Map.of()), "the next run starts from it");
    }
  }

  /**
   * A distribution its user cannot write (installed by root under /opt, say) runs from the cache/
   * made when it was installed (a container image's), else keeps its startup cache in the user's
   * cache directory (XDG_CACHE_HOME, else ~/.cache), else runs without one.
   */
  @Test
  void aReadOnlyDistributionUsesItsCacheOrTheUsersCacheDirectory() throws Exception {
    Assumptions.assumeTrue(Runtime.version().feature() >= 25, "the startup cache needs JDK 25+");
    Assumptions.assumeFalse(
        "root".equals(System.getProperty("user.name")),
        "root may write any directory: run as another user (.ci/run does)");
    Path root = DistributionArchives.unpack(DistributionArchives.archive("tar.gz"), tmp);
    Path xdg = Files.createDirectories(tmp.resolve("xdg-cache"));
    Map<String, String> env = Map.of("XDG_CACHE_HOME", xdg.toString());
    Path installed = root.resolve("cache/startup-documents.aot");
    Path users = Path.of(xdg + "/spotsigs" + root + "/startup-documents.aot");
    // installed: the first run, while the distribution is writable, makes cache/
    assertEquals(0, DistributionArchives.run(root, env, README_COMMAND).exitCode());
    assertTrue(Files.isRegularFile(installed));
    Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("r-xr-xr-x"));
    Files.setPosixFilePermissions(
        root.resolve("cache"), PosixFilePermissions.fromString("r-xr-xr-x"));
    try {
      assertEquals(installed.toString(), aotCache(root, env), "the installed cache is used");
      assertFalse(Files.exists(users));
      // without cache/ (installed without a first run): the user's cache directory
      Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwxr-xr-x"));
      Files.setPosixFilePermissions(
          root.resolve("cache"), PosixFilePermissions.fromString("rwx------"));
      try (Stream<Path> files = Files.list(root.resolve("cache"))) {
        for (Path f : files.toList()) {
          Files.delete(f);
        }
      }
      Files.delete(root.resolve("cache"));
      Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("r-xr-xr-x"));
      DistributionArchives.Run run = DistributionArchives.run(root, env, README_COMMAND);
      assertEquals(0, run.exitCode(), run.err());
      assertEquals(expectedPairs(), run.out());
      assertFalse(Files.exists(root.resolve("cache")));
      assertTrue(Files.isRegularFile(users), users + ": " + run.err());
      assertEquals(users.toString(), aotCache(root, env), "the user's cache is used");
      // without HOME and XDG_CACHE_HOME there is no place for it: the run goes without
      DistributionArchives.Run without = DistributionArchives.run(root, Map.of(), README_COMMAND);
      assertEquals(0, without.exitCode(), without.err());
      assertEquals(expectedPairs(), without.out());
    } finally {
      Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
  }

  /** The startup cache the JVM of the README's command is given in {@code root} (empty: none). */
  private static String aotCache(Path root, Map<String, String> env) throws Exception {
    Map<String, String> withFlags = new java.util.HashMap<>(env);
    withFlags.put("SPOTSIGS_JAVA_OPTS", "-XX:+PrintFlagsFinal");
    DistributionArchives.Run run = DistributionArchives.run(root, withFlags, README_COMMAND);
    assertEquals(0, run.exitCode(), run.err());
    assertFalse(run.err().contains("preparing"), "no cache made: " + run.err());
    String[] flag =
        run.out()
            .lines()
            .map(l -> l.strip().split(" +"))
            .filter(f -> f.length > 1 && f[1].equals("AOTCache"))
            .findFirst()
            .orElseThrow();
    return flag[3].startsWith("{") ? "" : flag[3];
  }

  /**
   * bin/spotsigs needs a Java runtime, not a JDK: with JAVA_HOME a runtime linked by jlink from
   * {@link #RUNTIME_MODULES} alone (no javac, no jlink), the README's command runs.
   */
  @Test
  void aJavaRuntimeWithoutTheJdkToolsIsEnough() throws Exception {
    ToolProvider jlink = ToolProvider.findFirst("jlink").orElse(null);
    Assumptions.assumeTrue(jlink != null, "jlink is not in this JDK");
    Path runtime = tmp.resolve("runtime");
    StringWriter out = new StringWriter();
    int code =
        jlink.run(
            new PrintWriter(out),
            new PrintWriter(out),
            "--add-modules",
            RUNTIME_MODULES,
            "--no-header-files",
            "--no-man-pages",
            "--output",
            runtime.toString());
    assertEquals(0, code, out.toString());
    assertFalse(Files.exists(runtime.resolve("bin/javac")));
    Path root = DistributionArchives.unpack(DistributionArchives.archive("tar.gz"), tmp);
    Map<String, String> env = Map.of("JAVA_HOME", runtime.toString());
    DistributionArchives.Run java =
        DistributionArchives.run(root, env, "bin/spotsigs", "--print-java");
    // the launcher takes the newest Java of JAVA_HOME, /usr/lib/jvm and PATH; JAVA_HOME on a tie
    Assumptions.assumeTrue(
        java.out().strip().equals(runtime.resolve("bin/java").toString()),
        "a newer Java than this one is installed, and bin/spotsigs chooses it: " + java.out());
    DistributionArchives.Run run = DistributionArchives.run(root, env, README_COMMAND);
    assertEquals(0, run.exitCode(), run.err());
    assertFalse(run.err().contains("WARNING"), run.err());
    assertEquals(expectedPairs(), run.out());
  }

  /**
   * The Dockerfile (no Docker engine runs here, so it is read, not built): a JDK image builds the
   * distribution with the wrapper and the tool's modules, a JRE image runs it; the archive it
   * unpacks is the one the package phase makes, the paths it runs lie in that archive, and the
   * .dockerignore leaves every file of the build in the context.
   */
  @Test
  void theDockerfileBuildsAndRunsTheDistribution() throws IOException {
    Path repo = Path.of("..").toAbsolutePath().normalize();
    List<String[]> instructions = new ArrayList<>();
    String logical = "";
    for (String line : Files.readAllLines(repo.resolve("Dockerfile"))) {
      if (line.isBlank() || line.strip().startsWith("#")) {
        continue;
      }
      logical += line.strip();
      if (logical.endsWith("\\")) {
        logical = logical.substring(0, logical.length() - 1) + " ";
        continue;
      }
      instructions.add(logical.split("\\s+", 2));
      logical = "";
    }
    List<String> froms =
        instructions.stream().filter(i -> i[0].equals("FROM")).map(i -> i[1]).toList();
    assertEquals(2, froms.size(), "two stages: " + froms);
    Matcher build = Pattern.compile("eclipse-temurin:(\\d+)-jdk AS (\\w+)").matcher(froms.get(0));
    assertTrue(build.matches(), froms.get(0));
    Matcher run = Pattern.compile("eclipse-temurin:(\\d+)-jre").matcher(froms.get(1));
    assertTrue(run.matches(), "the runtime stage is a JRE: " + froms.get(1));
    assertTrue(Integer.parseInt(build.group(1)) >= 21 && Integer.parseInt(run.group(1)) >= 25);
    String stage = build.group(2);

    String runs =
        instructions.stream()
            .filter(i -> i[0].equals("RUN"))
            .map(i -> i[1])
            .collect(Collectors.joining(" && "));
    assertTrue(runs.contains("./mvnw "), runs);
    assertTrue(runs.matches(".*-pl spotsigs-cli -am package.*"), runs);
    assertFalse(runs.contains(" install"), "nothing installed into a Maven repository: " + runs);
    // the archive it unpacks is the package phase's tar.gz, into the directory the next stage
    // copies
    Matcher tar = Pattern.compile("tar -xzf (\\S+) -C (\\S+) --strip-components=1").matcher(runs);
    assertTrue(tar.find(), runs);
    Path archive = DistributionArchives.archive("tar.gz");
    assertTrue(
        FileSystems.getDefault()
            .getPathMatcher("glob:" + tar.group(1))
            .matches(repo.relativize(archive)),
        tar.group(1) + " names " + archive);
    String[] copy =
        instructions.stream()
            .filter(i -> i[0].equals("COPY") && i[1].startsWith("--from="))
            .findFirst()
            .orElseThrow()[1]
            .split("\\s+");
    assertEquals(List.of("--from=" + stage, tar.group(2)), List.of(copy[0], copy[1]));
    String home = copy[2];
    // what the runtime stage runs lies in the archive
    Set<String> files = DistributionArchives.contents(archive).modes().keySet();
    String entrypoint =
        instructions.stream().filter(i -> i[0].equals("ENTRYPOINT")).findFirst().orElseThrow()[1];
    assertEquals("[\"" + home + "/bin/spotsigs\"]", entrypoint);
    Matcher paths = Pattern.compile(Pattern.quote(home) + "/(\\S+)").matcher(runs);
    int checked = 0;
    while (paths.find()) {
      String path = paths.group(1);
      assertTrue(
          files.stream().anyMatch(f -> f.equals(path) || f.startsWith(path + "/")),
          path + " is in the archive");
      checked++;
    }
    assertTrue(checked >= 2, runs);

    // the build context: .dockerignore leaves out no file that the build or the archive needs
    List<PathMatcher> ignored = new ArrayList<>();
    for (String line : Files.readAllLines(repo.resolve(".dockerignore"))) {
      if (!line.isBlank() && !line.startsWith("#")) {
        assertFalse(line.startsWith("!"), "no exceptions, read simply here: " + line);
        ignored.add(FileSystems.getDefault().getPathMatcher("glob:" + line.strip()));
        ignored.add(FileSystems.getDefault().getPathMatcher("glob:" + line.strip() + "/**"));
      }
    }
    List<Path> needed = new ArrayList<>();
    for (String top : List.of("mvnw", ".mvn", "pom.xml", "bin", "python", "docs", "README.md")) {
      needed.add(repo.resolve(top));
    }
    for (String module :
        List.of(
            "lucene-spotsigs",
            "spotsigs-html",
            "spotsigs-eval",
            "spotsigs-parquet",
            "spotsigs-picocli",
            "spotsigs-cli")) {
      needed.add(repo.resolve(module).resolve("pom.xml"));
      if (Files.isDirectory(repo.resolve(module).resolve("src"))) { // (spotsigs-picocli has none)
        needed.add(repo.resolve(module).resolve("src"));
      }
    }
    needed.add(repo.resolve("src-test-corpora"));
    int seen = 0;
    for (Path top : needed) {
      assertTrue(Files.exists(top), top.toString());
      try (Stream<Path> walk = Files.walk(top)) {
        for (Path f : walk.filter(Files::isRegularFile).toList()) {
          Path rel = repo.relativize(f);
          if (rel.toString().contains("__pycache__")) {
            continue; // made by running the Python tests in place; not part of the build
          }
          assertFalse(ignored.stream().anyMatch(m -> m.matches(rel)), rel + " is ignored");
          seen++;
        }
      }
    }
    assertTrue(seen > 100, "files checked: " + seen);
  }
}
