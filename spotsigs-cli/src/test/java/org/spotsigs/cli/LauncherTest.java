package org.spotsigs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
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
      // the manifest is all
    }
    return jar;
  }

  @Test
  void twoFirstUsesAtOnceBuildOnce() throws Exception {
    Path root = Files.createDirectories(tmp.resolve("clone"));
    Files.createDirectories(root.resolve("bin"));
    Path launcher =
        Files.copy(
            Path.of("..", "bin", "spotsigs"),
            root.resolve("bin/spotsigs"),
            StandardCopyOption.COPY_ATTRIBUTES);
    Files.writeString(root.resolve("pom.xml"), "<project/>");
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
}
