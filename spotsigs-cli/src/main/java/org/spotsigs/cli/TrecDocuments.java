package org.spotsigs.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * TREC-format files ({@code <DOC><DOCNO>id</DOCNO> ... </DOC>}, as in WT10g and GOV2), plain or
 * compressed ({@link InputFiles}); the input is one file, a directory of them, or standard input.
 * A document's text is everything inside
 * {@code <DOC>} but its {@code <DOCNO>} and its {@code <DOCHDR>} (crawl headers).
 */
final class TrecDocuments implements DocumentStream {
  private static final Pattern DOCNO = Pattern.compile("<DOCNO>\\s*(.*?)\\s*</DOCNO>", Pattern.DOTALL);
  private static final Pattern DOCHDR = Pattern.compile("<DOCHDR>.*?</DOCHDR>", Pattern.DOTALL);
  private final List<Path> files;

  TrecDocuments(Path input) throws IOException {
    this.files = inputFiles(input);
  }

  static List<Path> inputFiles(Path input) throws IOException {
    if (InputFiles.isStdin(input) || Files.isRegularFile(input)) {
      return List.of(input);
    }
    if (!Files.isDirectory(input)) {
      throw new IOException("input " + input + " does not exist");
    }
    try (Stream<Path> s = Files.walk(input)) {
      return s.filter(Files::isRegularFile).filter(p -> !p.getFileName().toString().startsWith(".")).sorted().toList();
    }
  }

  @Override
  public void forEach(Sink sink, InputProblems problems) throws IOException, InterruptedException {
    Set<String> ids = new HashSet<>();
    for (Path file : files) {
      try (BufferedReader in = new BufferedReader(new InputStreamReader(InputFiles.open(file), StandardCharsets.UTF_8), 1 << 16)) {
        StringBuilder doc = null;
        int lineNo = 0;
        int startLine = 0;
        for (String line; (line = in.readLine()) != null; ) {
          lineNo++;
          if (doc == null) {
            int at = line.indexOf("<DOC>");
            if (at >= 0) {
              doc = new StringBuilder(line.substring(at + 5)).append('\n');
              startLine = lineNo;
              if (doc.indexOf("</DOC>") < 0) {
                continue;
              }
            } else {
              continue;
            }
          } else {
            doc.append(line).append('\n');
          }
          int end = doc.indexOf("</DOC>");
          if (end >= 0) {
            emit(doc.substring(0, end), InputFiles.name(file) + ":" + startLine, ids, sink, problems);
            doc = null;
          }
        }
        if (doc != null) {
          problems.skipped(InputFiles.name(file) + ":" + startLine, "<DOC> without </DOC> at the end of the file");
        }
      }
    }
  }

  private static void emit(String raw, String where, Set<String> ids, Sink sink, InputProblems problems)
      throws IOException, InterruptedException {
    Matcher m = DOCNO.matcher(raw);
    if (!m.find() || m.group(1).isEmpty()) {
      problems.skipped(where, "<DOC> without a <DOCNO>");
      return;
    }
    String id = m.group(1);
    if (!ids.add(id)) {
      problems.skipped(where, "duplicate DOCNO '" + id + "'");
      return;
    }
    String text = DOCHDR.matcher(m.replaceFirst(" ")).replaceAll(" ");
    sink.accept(SourceDocument.of(id, where, text));
  }

  @Override
  public long size() {
    return -1;
  }
}
