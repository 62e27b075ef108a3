package org.spotsigs.cli;

import java.io.PrintWriter;
import java.util.concurrent.atomic.AtomicInteger;

/** Reports bad inputs as they are met (on stderr) and counts them. Thread-safe. */
final class InputProblems {
  private final PrintWriter err;
  private final AtomicInteger skipped = new AtomicInteger();
  private final AtomicInteger truncated = new AtomicInteger();

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

  /** A document cut at the size limit: only its first bytes are used. */
  void truncated(String where, DocumentLimit limit) {
    truncated.incrementAndGet();
    synchronized (err) {
      err.println(
          "spotsigs: truncated "
              + where
              + ": longer than --max-document-size "
              + limit
              + "; only its first bytes are used");
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

  int truncatedCount() {
    return truncated.get();
  }

  /** Whether some input was skipped or cut: the run is complete only for the rest (exit code 3). */
  boolean partial() {
    return skipped.get() > 0 || truncated.get() > 0;
  }

  /** The exit code of a run that got this far: 0, or 3 if some input was skipped or cut. */
  int exitCode() {
    return partial() ? SpotSigsCli.EXIT_SKIPPED_INPUT : 0;
  }

  /** The summary line of what was skipped or cut, or null if nothing was. */
  String summary() {
    if (!partial()) {
      return null;
    }
    return String.format(
        java.util.Locale.ROOT,
        "%,d bad inputs skipped, %,d documents truncated (see above)",
        skipped.get(),
        truncated.get());
  }
}
