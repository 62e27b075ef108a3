package org.spotsigs.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class DocumentIdsTest {
  @Test
  void theExtensionAndACompressionSuffixBeforeItAreDropped() {
    assertEquals("a/b", DocumentIds.of("a/b.html"));
    assertEquals("a/b", DocumentIds.of("a/b.html.gz"));
    assertEquals("a/b", DocumentIds.of("a/b.html.ZST"));
    assertEquals("a/b.html", DocumentIds.of("a/b.html.html.xz"));
    assertEquals("a/b", DocumentIds.of("a/b.bz2"));
    assertEquals("a/b", DocumentIds.of("a/b"));
  }

  @Test
  void aDotThatStartsANameOrSitsInADirectoryIsNoExtension() {
    assertEquals("a.d/b", DocumentIds.of("a.d/b"));
    assertEquals("a/.b", DocumentIds.of("a/.b"));
    assertEquals(".gz", DocumentIds.of(".gz"));
    assertEquals("x", DocumentIds.of("x."));
  }

  @Test
  void aRelativePathUsesSlashes() {
    assertEquals("a/b/c", DocumentIds.of(Path.of("a", "b", "c.txt.gz")));
  }
}
