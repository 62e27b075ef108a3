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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class DraftTest {
  @Test
  void splitsHeaderBodyAndTrailerBySource() {
    Draft news =
        Draft.parse(
            new RealCorpus.Document(
                "n",
                "From: a\nSubject: b\n\nOne line\ntwo.\n \n\nNext one.\n",
                RealCorpus.Source.NEWS));
    assertEquals("From: a\nSubject: b\n", news.head);
    assertEquals(List.of("One line\ntwo.", "Next one."), news.paragraphs);
    assertEquals(
        "From: a\nSubject: b\nOne line\ntwo.\n\nNext one.\n",
        news.head + String.join("\n\n", news.paragraphs) + "\n");

    Draft mail =
        Draft.parse(
            new RealCorpus.Document(
                "m", "Subject: hi\nbody text\r\nmore\n", RealCorpus.Source.MAIL));
    assertEquals("Subject: hi\n", mail.head);
    assertEquals(List.of("body text\r\nmore"), mail.paragraphs);

    Draft wire =
        Draft.parse(
            new RealCorpus.Document(
                "w",
                "<REUTERS><TEXT><BODY>Story.\n Reuter\n</BODY></TEXT></REUTERS>",
                RealCorpus.Source.NEWSWIRE));
    assertEquals("<REUTERS><TEXT><BODY>", wire.head);
    assertEquals(List.of("Story.\n Reuter"), wire.paragraphs);
    assertEquals("</BODY></TEXT></REUTERS>", wire.tail);
    assertEquals("<REUTERS><TEXT><BODY>Story.\n Reuter\n</BODY></TEXT></REUTERS>", wire.render());
  }

  @Test
  void layoutIsAppliedWhenRendered() {
    Draft d =
        Draft.parse(
            new RealCorpus.Document(
                "p", "a b c d e f. g h\ni j\n\nk & l", RealCorpus.Source.PLAIN));
    d.wrapWidth = 5;
    assertEquals("a b c\nd e\nf. g\nh i j\n\nk & l\n", d.render());
    d.wrapWidth = 0;
    d.crlf = true;
    d.indent = "\t";
    assertEquals("\ta b c d e f. g h\r\n\ti j\r\n\r\n\tk & l\r\n", d.render());
    d.crlf = false;
    d.indent = "";
    d.html = true;
    String html = d.render();
    assertTrue(
        html.contains("<p>a b c d e f. g h<br>\ni j</p>") && html.contains("<p>k &amp; l</p>"),
        html);
  }

  @Test
  void sentenceBoundaries() {
    String p = "One. Two!  Three? Four";
    int[] b = DraftText.sentences(p);
    assertEquals(5, b.length);
    assertEquals("One. ", p.substring(b[0], b[1]));
    assertEquals("Two!  ", p.substring(b[1], b[2]));
    assertEquals("Three? ", p.substring(b[2], b[3]));
    assertEquals("Four", p.substring(b[3], b[4]));
  }
}
