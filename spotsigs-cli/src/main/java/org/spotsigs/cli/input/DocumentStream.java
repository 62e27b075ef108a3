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

import java.io.IOException;

/** Documents of an input, in a stable order. */
public interface DocumentStream {
  /** Receives documents. */
  @FunctionalInterface
  interface Sink {
    void accept(SourceDocument doc) throws IOException, InterruptedException;
  }

  /**
   * The sink failed (the run is over), not the input: a reader that reports bad input and goes on
   * must let this one through.
   */
  final class SinkFailed extends IOException {
    public SinkFailed(Throwable cause) {
      super("the consumer of the documents failed", cause);
    }
  }

  /**
   * Hands every document to {@code sink}, in order; bad records are reported to {@code problems}.
   */
  void forEach(Sink sink, InputProblems problems) throws IOException, InterruptedException;

  /** Number of documents if known in advance, else -1. */
  long size();
}
