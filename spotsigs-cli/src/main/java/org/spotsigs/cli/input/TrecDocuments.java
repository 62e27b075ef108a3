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
package org.spotsigs.cli.input;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * TREC-format files ({@code <DOC><DOCNO>id</DOCNO> ... </DOC>}, as in WT10g and GOV2), plain or
 * compressed ({@link InputFiles}); the input is one file, a directory of them, or standard input
 * ({@code -}). A document's text is everything inside {@code <DOC>} but its {@code <DOCNO>} and its
 * {@code <DOCHDR>} (crawl headers). Tags are matched without regard to case; any number of
 * documents may share a line.
 *
 * <p>Every record is read or reported: a document without a DOCNO, a repeated DOCNO, a {@code
 * <DOC>} not closed before the next {@code <DOC>} or the end of the file, and text outside any
 * document are reported with the file and line. A document longer than the size limit (counted in
 * characters once decompressed and decoded) is cut there and reported. A file that cannot be read
 * to its end (a truncated {@code .gz}, an I/O error) is reported with the line it got to; the
 * documents before that point are kept and the next file is read.
 */
final class TrecDocuments implements DocumentStream {
  private static final Pattern DOCNO =
      Pattern.compile("<DOCNO>\\s*(.*?)\\s*</DOCNO>", Pattern.DOTALL | Pattern.CASE_INSENSITIVE);
  private static final Pattern DOCHDR =
      Pattern.compile("<DOCHDR>.*?</DOCHDR>", Pattern.DOTALL | Pattern.CASE_INSENSITIVE);
  private static final Pattern TAG = Pattern.compile("<(/?)DOC>", Pattern.CASE_INSENSITIVE);
  private final List<Path> files;
  private final DocumentLimit limit;

  TrecDocuments(Path input) throws IOException {
    this(input, DocumentLimit.NONE);
  }

  TrecDocuments(Path input, DocumentLimit limit) throws IOException {
    this.files = inputFiles(input);
    this.limit = limit;
  }

  static List<Path> inputFiles(Path input) throws IOException {
    return InputPaths.files(input);
  }

  @Override
  public void forEach(Sink sink, InputProblems problems) throws IOException, InterruptedException {
    Set<String> ids = new HashSet<>();
    long max = limit.maxBytes();
    for (Path file : files) {
      String name = InputFiles.name(file);
      StringBuilder doc = null; // the current document's text, null outside one
      boolean cut = false;
      int lineNo = 0;
      int startLine = 0;
      int strayLine = 0;
      boolean blankOnly = true;
      try (BufferedReader in =
          new BufferedReader(
              new InputStreamReader(InputFiles.open(file), StandardCharsets.UTF_8), 1 << 16)) {
        for (String line; (line = in.readLine()) != null; ) {
          lineNo++;
          blankOnly &= line.isBlank();
          Matcher tag = TAG.matcher(line);
          int pos = 0;
          while (true) {
            boolean found = tag.find(pos);
            int end = found ? tag.start() : line.length();
            if (doc == null) {
              if (strayLine == 0 && !line.substring(pos, end).isBlank()) {
                strayLine = lineNo;
              }
            } else if (!cut) {
              doc.append(line, pos, end);
              if (!found) {
                doc.append('\n');
              }
              if (doc.length() > max) {
                doc.setLength((int) max);
                cut = true;
              }
            }
            if (!found) {
              break;
            }
            pos = tag.end();
            boolean close = !tag.group(1).isEmpty();
            if (!close) {
              if (doc != null) {
                problems.skipped(
                    name + ":" + startLine, "<DOC> not closed before the <DOC> of line " + lineNo);
              }
              doc = new StringBuilder();
              cut = false;
              startLine = lineNo;
            } else if (doc == null) {
              problems.warning(name + ":" + lineNo + ": </DOC> without a <DOC>, ignored");
            } else {
              if (cut) {
                problems.truncated(name + ":" + startLine, limit);
              }
              emit(doc.toString(), name + ":" + startLine, ids, sink, problems);
              doc = null;
            }
          }
        }
        if (doc != null) {
          problems.skipped(name + ":" + startLine, "<DOC> without </DOC> at the end of the file");
        }
        if (blankOnly) {
          problems.skipped(name, JsonlDocuments.emptyFile(lineNo));
        }
      } catch (DocumentStream.SinkFailed e) {
        throw e;
      } catch (IOException e) {
        problems.skipped(
            name + ":" + lineNo,
            "cannot read the rest of the file"
                + (doc != null ? " (the document of line " + startLine + " is lost)" : "")
                + ": "
                + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
      }
      if (strayLine > 0) {
        problems.warning(
            name
                + ":"
                + strayLine
                + ": text outside <DOC> ... </DOC> ignored (the first such line)");
      }
    }
  }

  private static void emit(
      String raw, String where, Set<String> ids, Sink sink, InputProblems problems)
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
