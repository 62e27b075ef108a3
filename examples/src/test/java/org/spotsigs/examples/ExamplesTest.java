package org.spotsigs.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The examples run on the bundled sample and agree with each other. */
class ExamplesTest {
  private static final String SAMPLE = "../src-test-corpora/news-sample/pages";

  private static String run(ThrowingMain main, String... args) throws Exception {
    PrintStream old = System.out;
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
    try {
      main.run(args);
    } finally {
      System.setOut(old);
    }
    return buf.toString(StandardCharsets.UTF_8);
  }

  interface ThrowingMain {
    void run(String[] args) throws Exception;
  }

  @Test
  void allPairsAndPerDocumentQueriesAgree() throws Exception {
    String pairsOut = run(AllPairsExample::main, SAMPLE, "0.8");
    List<String> pairLines = Arrays.stream(pairsOut.split("\n")).filter(l -> l.contains("\t")).toList();
    assertTrue(pairsOut.contains(pairLines.size() + " pairs among 47 documents"), pairsOut);
    assertTrue(!pairLines.isEmpty(), pairsOut);

    String searchOut = run(NearDuplicateSearchExample::main, SAMPLE, "0.8");
    assertTrue(searchOut.startsWith("indexed 47 documents"), searchOut);
    // every pair shows up in the per-document listing of both of its documents
    long mentions = Arrays.stream(searchOut.split("\n")).filter(l -> l.contains(" ~ "))
        .mapToLong(l -> l.split("\\) ").length).sum();
    assertEquals(2L * pairLines.size(), mentions, searchOut);
    for (String p : pairLines) {
      String[] f = p.split("\t");
      assertTrue(searchOut.contains(f[0] + " ~") && searchOut.contains(f[1]), p);
    }
  }
}
