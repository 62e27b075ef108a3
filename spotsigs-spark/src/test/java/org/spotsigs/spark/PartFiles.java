package org.spotsigs.spark;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The lines of a Spark output directory: its part files in name order. */
final class PartFiles {
  private PartFiles() {}

  static List<String> lines(Path dir) throws IOException {
    List<String> lines = new ArrayList<>();
    try (Stream<Path> s = Files.list(dir)) {
      for (Path p :
          s.filter(f -> f.getFileName().toString().startsWith("part-")).sorted().toList()) {
        lines.addAll(Files.readAllLines(p, StandardCharsets.UTF_8));
      }
    }
    return lines;
  }
}
