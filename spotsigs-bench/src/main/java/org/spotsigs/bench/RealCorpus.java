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
package org.spotsigs.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.spotsigs.io.CorpusWalk;

/**
 * The real documents a corpus is generated from: a directory as {@code bench/prepare-corpora.sh}
 * leaves it ({@code 20news/}, {@code enron/}, {@code reuters/}, one file per document). A
 * document's id is its path relative to the directory without the extension, as {@code spotsigs
 * dedup} names files (the one walk and id rule of {@link CorpusWalk}); its {@link Source} is given
 * by the top folder. Files are read as UTF-8 (bad bytes replaced); empty files and files holding a
 * NUL byte (binary) are left out and counted. Documents are sorted by id, so the same directory
 * always gives the same list.
 */
final class RealCorpus {
  /** Where a document comes from: decides how its header, body and trailer are told apart. */
  enum Source {
    /** 20 Newsgroups: RFC 822 headers, a blank line, the post. */
    NEWS,
    /** Enron-Spam: a "Subject:" line, then the mail body. */
    MAIL,
    /** Reuters-21578: an SGML {@code <REUTERS>} element with the story in {@code <BODY>}. */
    NEWSWIRE,
    /** Anything else: all body. */
    PLAIN;

    static Source ofFolder(String top) {
      return switch (top) {
        case "20news" -> NEWS;
        case "enron" -> MAIL;
        case "reuters" -> NEWSWIRE;
        default -> PLAIN;
      };
    }
  }

  /** One real document. */
  record Document(String id, String text, Source source) {}

  private final List<Document> documents;
  private final int skipped;

  private RealCorpus(List<Document> documents, int skipped) {
    this.documents = documents;
    this.skipped = skipped;
  }

  /** Whether {@code dir} holds anything to generate from. */
  static boolean present(Path dir) {
    return dir != null && Files.isDirectory(dir);
  }

  /**
   * Reads every document under {@code dir} (hidden files and folders, names starting with '.',
   * excluded).
   */
  static RealCorpus load(Path dir) throws IOException {
    CorpusWalk.Listing listing = CorpusWalk.list(dir);
    List<Document> docs = new ArrayList<>(listing.files().size());
    int skipped = listing.passedOver().size(); // e.g. two files differing only in their extension
    for (CorpusWalk.CorpusFile f : listing.files()) {
      byte[] data = Files.readAllBytes(f.path());
      if (data.length == 0 || hasNul(data)) {
        skipped++;
        continue;
      }
      String text = new String(data, StandardCharsets.UTF_8);
      if (text.isBlank()) {
        skipped++;
        continue;
      }
      int slash = f.id().indexOf('/');
      docs.add(
          new Document(
              f.id(),
              text,
              slash > 0 ? Source.ofFolder(f.id().substring(0, slash)) : Source.PLAIN));
    }
    docs.sort((a, b) -> a.id().compareTo(b.id()));
    return new RealCorpus(List.copyOf(docs), skipped);
  }

  List<Document> documents() {
    return documents;
  }

  int size() {
    return documents.size();
  }

  /** Files left out: empty, binary, or an id another file has. */
  int skipped() {
    return skipped;
  }

  private static boolean hasNul(byte[] data) {
    for (byte b : data) {
      if (b == 0) {
        return true;
      }
    }
    return false;
  }
}
