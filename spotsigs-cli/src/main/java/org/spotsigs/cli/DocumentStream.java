package org.spotsigs.cli;

import java.io.IOException;

/** Documents of an input, in a stable order. */
interface DocumentStream {
  /** Receives documents. */
  @FunctionalInterface
  interface Sink {
    void accept(SourceDocument doc) throws IOException, InterruptedException;
  }

  /** Hands every document to {@code sink}, in order; bad records are reported to {@code problems}. */
  void forEach(Sink sink, InputProblems problems) throws IOException, InterruptedException;

  /** Number of documents if known in advance, else -1. */
  long size();
}
