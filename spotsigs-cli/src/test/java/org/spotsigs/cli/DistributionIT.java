package org.spotsigs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The zip that {@code ./mvnw package} makes runs with only a JDK: unzipped outside the repository,
 * its {@code bin/spotsigs} (given nothing but JAVA_HOME and the system's PATH) finds the pairs of
 * the bundled sample that the tool finds in-process.
 */
class DistributionIT {
  @TempDir Path tmp;

  @Test
  void theUnzippedDistributionRunsWithOnlyAJdk() throws IOException, InterruptedException {
    Path zip = Path.of(System.getProperty("spotsigs.dist.zip"));
    assertTrue(Files.isRegularFile(zip), zip + " is made by the package phase");
    List<String> names = new ArrayList<>();
    Path root;
    try (ZipFile z = new ZipFile(zip.toFile())) {
      String base = z.entries().nextElement().getName().split("/")[0];
      assertTrue(base.matches("spotsigs-\\d+\\.\\d+\\.\\d+(-SNAPSHOT)?"), base);
      root = tmp.resolve(base);
      for (ZipEntry e : java.util.Collections.list(z.entries())) {
        names.add(e.getName().substring(base.length() + 1));
        Path out = tmp.resolve(e.getName()).normalize();
        assertTrue(out.startsWith(tmp), e.getName());
        if (e.isDirectory()) {
          Files.createDirectories(out);
        } else {
          Files.createDirectories(out.getParent());
          try (InputStream in = z.getInputStream(e)) {
            Files.copy(in, out);
          }
        }
      }
    }
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
            "src-test-corpora/news-sample/pages/",
            "src-test-corpora/stories/stories.parquet")) {
      assertTrue(names.stream().anyMatch(n -> n.startsWith(expected)), expected + " in " + names);
    }
    assertFalse(
        names.stream()
            .anyMatch(
                n ->
                    n.contains("junit") || n.contains("-tests.jar") || n.contains("hadoop-common")),
        "no test or Hadoop jars: " + names);
    Files.setPosixFilePermissions(
        root.resolve("bin/spotsigs"), PosixFilePermissions.fromString("rwxr-xr-x"));

    ProcessBuilder pb =
        new ProcessBuilder(
                "bin/spotsigs", "dedup", "-i", "src-test-corpora/news-sample/pages", "-t", "0.5")
            .directory(root.toFile());
    Map<String, String> env = pb.environment();
    env.clear();
    env.put("PATH", "/usr/bin:/bin");
    env.put("JAVA_HOME", Path.of(System.getProperty("java.home")).toString());
    Path err = tmp.resolve("stderr.txt");
    pb.redirectError(err.toFile());
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "finished");
    String stderr = Files.readString(err);
    assertEquals(0, p.exitValue(), stderr);
    assertFalse(stderr.contains("building"), "nothing is built: " + stderr);
    assertTrue(stderr.contains("47 documents"), stderr);
    Process version =
        new ProcessBuilder("bin/spotsigs", "--version")
            .directory(root.toFile())
            .redirectErrorStream(true)
            .start();
    String printed = new String(version.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(version.waitFor(60, TimeUnit.SECONDS));
    assertTrue(
        printed.startsWith(
            "spotsigs " + root.getFileName().toString().substring("spotsigs-".length())),
        printed);
    CliRunner.Result inProcess =
        CliRunner.run(
            "dedup",
            "-i",
            Path.of("..", "src-test-corpora", "news-sample", "pages").toString(),
            "-t",
            "0.5");
    assertEquals(inProcess.out(), out);
    assertFalse(out.isEmpty());
  }
}
