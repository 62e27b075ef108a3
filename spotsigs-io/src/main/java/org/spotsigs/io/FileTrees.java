package org.spotsigs.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/** Directory trees as a whole. */
public final class FileTrees {
  private FileTrees() {}

  /**
   * Deletes {@code dir} and everything under it (links are deleted, not followed); none: nothing.
   */
  public static void delete(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    List<Path> deepestFirst;
    try (Stream<Path> s = Files.walk(dir)) {
      deepestFirst = s.sorted(Comparator.reverseOrder()).toList();
    }
    for (Path p : deepestFirst) {
      Files.deleteIfExists(p);
    }
  }
}
