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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * A tiny input directory shaped like bench/prepare-corpora.sh's output, with made-up English-like
 * text.
 */
final class SyntheticCorpus {
  private static final String[] NOUNS = {
    "market",
    "council",
    "bridge",
    "river",
    "company",
    "engine",
    "report",
    "budget",
    "server",
    "program",
    "league",
    "season",
    "price",
    "contract",
    "meeting",
    "window",
    "driver",
    "planet",
    "rocket",
    "law",
    "church",
    "doctor",
    "patient",
    "vote",
    "station",
    "network",
    "bank",
    "loan",
    "share",
    "dollar",
    "harvest",
    "wheat",
    "export",
    "tax"
  };
  private static final String[] ADJECTIVES = {
    "new", "large", "quick", "strange", "late", "early", "public", "private", "final", "broken",
    "cheap", "famous"
  };
  private static final String[] VERBS = {
    "approve", "delay", "support", "reject", "build", "sell", "buy", "replace", "test", "open",
    "close", "review"
  };

  private SyntheticCorpus() {}

  /**
   * Writes {@code perSource} documents into each of 20news/, enron/ and reuters/ under {@code dir}.
   */
  static Path write(Path dir, int perSource, Random random) throws IOException {
    for (int i = 0; i < perSource; i++) {
      Path news = dir.resolve("20news/train/sci.space/" + (1000 + i));
      Files.createDirectories(news.getParent());
      Files.writeString(
          news,
          "From: someone"
              + i
              + "@example.edu (Some One)\nSubject: "
              + sentence(random)
              + "\nOrganization: Example University\nLines: 12\n\n"
              + body(random));
      Path mail =
          dir.resolve("enron/enron1/ham/" + i + ".2001-05-0" + (1 + i % 9) + ".farmer.ham.txt");
      Files.createDirectories(mail.getParent());
      Files.writeString(
          mail,
          "Subject: "
              + sentence(random).toLowerCase(java.util.Locale.ROOT)
              + "\n"
              + body(random).toLowerCase(java.util.Locale.ROOT));
      Path wire = dir.resolve("reuters/" + (i + 1) + ".sgm");
      Files.createDirectories(wire.getParent());
      Files.writeString(
          wire,
          "<REUTERS TOPICS=\"YES\" NEWID=\""
              + (i + 1)
              + "\">\n<DATE>26-FEB-1987 15:01:01.79</DATE>\n"
              + "<TOPICS><D>grain</D></TOPICS>\n<TEXT>\n<TITLE>"
              + sentence(random).toUpperCase(java.util.Locale.ROOT)
              + "</TITLE>\n<DATELINE>    CHICAGO, Feb 26 - </DATELINE><BODY>"
              + body(random)
              + " Reuter\n&#3;</BODY></TEXT>\n</REUTERS>\n");
    }
    Files.write(dir.resolve("enron/enron1/ham/binary.txt"), new byte[] {'a', 0, 'b'});
    Files.writeString(dir.resolve("enron/enron1/ham/empty.txt"), "");
    Files.writeString(dir.resolve(".complete"), "");
    return dir;
  }

  /** Several paragraphs of several sentences, lines wrapped at about 70 characters. */
  static String body(Random random) {
    StringBuilder sb = new StringBuilder();
    int paragraphs = 2 + random.nextInt(4);
    for (int p = 0; p < paragraphs; p++) {
      StringBuilder para = new StringBuilder();
      int sentences = 2 + random.nextInt(5);
      for (int s = 0; s < sentences; s++) {
        para.append(s == 0 ? "" : " ").append(sentence(random));
      }
      sb.append(Draft.wrap(para.toString(), 70)).append("\n\n");
    }
    return sb.toString();
  }

  static String sentence(Random r) {
    String s =
        switch (r.nextInt(4)) {
          case 0 ->
              "the "
                  + pick(r, ADJECTIVES)
                  + " "
                  + pick(r, NOUNS)
                  + " is "
                  + pick(r, ADJECTIVES)
                  + " and the "
                  + pick(r, NOUNS)
                  + " will "
                  + pick(r, VERBS)
                  + " a "
                  + pick(r, NOUNS)
                  + " of "
                  + r.nextInt(1000)
                  + " dollars";
          case 1 ->
              "a "
                  + pick(r, NOUNS)
                  + " can "
                  + pick(r, VERBS)
                  + " the "
                  + pick(r, NOUNS)
                  + " "
                  + pick(r, NOUNS)
                  + " before the "
                  + pick(r, ADJECTIVES)
                  + " "
                  + pick(r, NOUNS)
                  + " has "
                  + pick(r, VERBS)
                  + "ed an "
                  + pick(r, NOUNS);
          case 2 ->
              "they have "
                  + pick(r, VERBS)
                  + "ed the "
                  + pick(r, NOUNS)
                  + " because the "
                  + pick(r, NOUNS)
                  + " was "
                  + pick(r, ADJECTIVES)
                  + " and the "
                  + pick(r, NOUNS)
                  + " does "
                  + pick(r, VERBS)
                  + " it";
          default ->
              "an "
                  + pick(r, ADJECTIVES)
                  + " "
                  + pick(r, NOUNS)
                  + " would "
                  + pick(r, VERBS)
                  + " the "
                  + pick(r, NOUNS)
                  + " if the "
                  + pick(r, NOUNS)
                  + " were "
                  + pick(r, ADJECTIVES)
                  + " in "
                  + (1980 + r.nextInt(20));
        };
    return Character.toUpperCase(s.charAt(0)) + s.substring(1) + ".";
  }

  private static String pick(Random r, String[] words) {
    return words[r.nextInt(words.length)];
  }
}
