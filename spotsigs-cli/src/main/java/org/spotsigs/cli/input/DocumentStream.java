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
