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
package org.spotsigs.html;

import org.jsoup.parser.Parser;

/**
 * jsoup HTML parsers kept per thread and read over many documents. A new parser starts with an
 * empty set of tags and sets up (copies, configures and maps) every tag a document uses; a parser
 * that is kept finds them set up, which makes parsing short documents with markup about a fifth
 * faster. A jsoup parser may read one document after another (its tree builder sets every field of
 * its state anew at the start of a parse), so the tree of a document does not depend on the
 * documents read before it; a randomized test compares kept parsers with new ones. The tags of
 * unknown names a parser meets stay in its set, so a parser is replaced after {@link
 * #MAX_DOCUMENTS} documents: the set stays small however many names a collection invents. A kept
 * parser refers to the last document it read until it reads the next: one tree per thread.
 */
final class ThreadParsers {
  /** Documents one parser reads before it is replaced. */
  static final int MAX_DOCUMENTS = 1024;

  private static final ThreadLocal<Slot> PLAIN = ThreadLocal.withInitial(() -> new Slot(false));
  private static final ThreadLocal<Slot> TRACKING = ThreadLocal.withInitial(() -> new Slot(true));

  private ThreadParsers() {}

  /**
   * This thread's parser for one document; with {@code trackPosition}, one that records the source
   * range of every node.
   */
  static Parser parser(boolean trackPosition) {
    return (trackPosition ? TRACKING : PLAIN).get().next();
  }

  /** A new parser, as a kept one is configured. */
  static Parser newParser(boolean trackPosition) {
    Parser parser = Parser.htmlParser();
    if (trackPosition) {
      parser.setTrackPosition(true);
    }
    return parser;
  }

  private static final class Slot {
    private final boolean trackPosition;
    private Parser parser;
    private int documents;

    Slot(boolean trackPosition) {
      this.trackPosition = trackPosition;
    }

    Parser next() {
      if (parser == null || documents == MAX_DOCUMENTS) {
        parser = newParser(trackPosition);
        documents = 0;
      }
      documents++;
      return parser;
    }
  }
}
