package org.spotsigs.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.spotsigs.analysis.AntecedentSet;
import org.spotsigs.analysis.SignatureKey;
import org.spotsigs.analysis.SpotSet;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.analysis.StopWords;
import picocli.CommandLine.Option;

/** How documents are turned into spot signatures. */
final class AnalysisOptions {
  @Option(
      names = "--antecedents",
      paramLabel = "SET|FILE",
      description = {
        "Antecedents: a built-in set (articles-and-auxiliaries, prototype, paper-example, stopwords)",
        "or a file with one word per line. Default: ${DEFAULT-VALUE}."
      },
      defaultValue = "articles-and-auxiliaries")
  String antecedents;

  @Option(names = "--distance", paramLabel = "D", defaultValue = "1",
      description = "Spot distance d of a(d,c): words between chain steps. Default: ${DEFAULT-VALUE}.")
  int distance;

  @Option(names = "--chain", paramLabel = "C", defaultValue = "2",
      description = "Chain length c of a(d,c). Default: ${DEFAULT-VALUE}.")
  int chain;

  @Option(names = "--spots", paramLabel = "SPECS",
      description = {"Explicit spot specs instead of --antecedents/--distance/--chain,",
        "e.g. \"the(2,3) is(1,2) that[3,4]\" (a[m,n] is the multi-chain form)."})
  String spots;

  @Option(names = "--key", paramLabel = "antecedent|chain", defaultValue = "antecedent",
      description = "Signature key: with the antecedent (the:south:carolina) or the chain only. Default: ${DEFAULT-VALUE}.")
  String key;

  @Option(names = "--raw-html",
      description = "Tokenize pages as they are instead of stripping HTML markup first.")
  boolean rawHtml;

  @Option(names = "--stopwords", paramLabel = "FILE",
      description = "Words chains step over, one per line (default: Lucene's English list plus modals).")
  Path stopwords;

  SpotSigsAnalyzer analyzer() throws IOException {
    SpotSigsAnalyzer.Builder b = SpotSigsAnalyzer.builder();
    if (spots != null) {
      b.spotSet(SpotSet.parse(spots));
    } else {
      b.spotSet(SpotSet.uniform(antecedentWords(), distance, chain));
    }
    if (stopwords != null) {
      b.stopWords(readWords(stopwords));
    } else {
      b.stopWords(StopWords.englishList());
    }
    b.key(SignatureKey.forName(key));
    b.stripHtml(!rawHtml);
    return b.build();
  }

  private List<String> antecedentWords() throws IOException {
    Path file = Path.of(antecedents);
    if (Files.isRegularFile(file)) {
      List<String> words = readWords(file);
      if (words.isEmpty()) {
        throw new IllegalArgumentException("antecedent file " + file + " holds no words");
      }
      return words;
    }
    try {
      return AntecedentSet.forName(antecedents).words();
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(e.getMessage() + ", or a file with one word per line");
    }
  }

  private static List<String> readWords(Path file) throws IOException {
    List<String> words = new ArrayList<>();
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      String w = line.strip();
      if (!w.isEmpty() && !w.startsWith("#")) {
        words.add(w.toLowerCase(Locale.ROOT));
      }
    }
    return words;
  }
}
