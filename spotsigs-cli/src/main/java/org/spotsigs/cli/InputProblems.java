package org.spotsigs.cli;

import java.io.PrintWriter;
import java.util.concurrent.atomic.AtomicInteger;

/** Reports bad inputs as they are met (on stderr) and counts them. Thread-safe. */
final class InputProblems {
  private final PrintWriter err;
  private final AtomicInteger skipped = new AtomicInteger();

  InputProblems(PrintWriter err) {
    this.err = err;
  }

  /** A document that was skipped: where it is and why. */
  void skipped(String where, String why) {
    skipped.incrementAndGet();
    synchronized (err) {
      err.println("spotsigs: skipped " + where + ": " + why);
      err.flush();
    }
  }

  /** Something odd that did not cost a document. */
  void warning(String what) {
    synchronized (err) {
      err.println("spotsigs: warning: " + what);
      err.flush();
    }
  }

  int skippedCount() {
    return skipped.get();
  }
}
