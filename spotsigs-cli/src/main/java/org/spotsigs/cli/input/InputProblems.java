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

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.spotsigs.cli.SpotSigsCli;
import org.spotsigs.cli.output.RejectedRecords;

/**
 * Reports bad inputs as they are met (on stderr) and counts them. Thread-safe.
 *
 * <p>Problems have kinds ("duplicate id", "invalid JSON", "truncated", ...): the first {@link
 * #SHOWN_PER_KIND} of each kind are printed, with where and why; after them one line says that more
 * of that kind follow, and from then on they are only counted, so a corrupt input cannot flood
 * stderr with millions of lines. Every count, per kind, is in the summary ({@link #summary}) and in
 * {@code --summary-json} ({@link #byKind}).
 *
 * <p>The kind of a problem is the start of its reason, up to the first {@code :}, {@code (}, {@code
 * '} or {@code ,} (the details that differ from one record to the next): "duplicate id 'x'" is of
 * the kind "duplicate id", "invalid JSON: Unexpected character" of the kind "invalid JSON".
 */
public final class InputProblems {
  /** How many problems of one kind are printed; the others are counted. */
  public static final int SHOWN_PER_KIND = 20;

  private final PrintWriter err;
  private final AtomicInteger skipped = new AtomicInteger();
  private final AtomicInteger truncated = new AtomicInteger();

  /** Problems (and warnings) per kind, in the order the kinds were first met; guarded by itself. */
  private final Map<String, long[]> kinds = new LinkedHashMap<>();

  private volatile RejectedRecords rejected;

  public InputProblems(PrintWriter err) {
    this.err = err;
  }

  /** A document that was skipped: where it is and why. */
  public void skipped(String where, String why) {
    skipped(where, why, null, 0);
  }

  /** A record that was skipped, with its bytes {@code record[0, length)} (null if not known). */
  public void skipped(String where, String why, byte[] record, int length) {
    skipped.incrementAndGet();
    report(kindOf(why), "skipped " + where + ": " + why);
    RejectedRecords r = rejected;
    if (r != null) {
      r.add(where, why, record, length);
    }
  }

  /** From now on every skipped record is also written to {@code records} ({@code --rejected}). */
  public void rejectTo(RejectedRecords records) {
    this.rejected = records;
  }

  /** A document cut at the size limit: only its first bytes are used. */
  void truncated(String where, DocumentLimit limit) {
    truncated.incrementAndGet();
    report(
        "truncated",
        "truncated "
            + where
            + ": longer than --max-document-size "
            + limit
            + "; only its first bytes are used");
  }

  /** Something odd at {@code where} that did not cost a document. */
  void warning(String where, String what) {
    report("warning: " + kindOf(what), "warning: " + where + ": " + what);
  }

  /**
   * Something odd that did not cost a document, in words that start with where it is ({@code "FILE:
   * what"}, or {@code "FILE:LINE: what"}).
   */
  void warning(String message) {
    int colon = message.lastIndexOf(": ");
    report(
        "warning: " + kindOf(colon < 0 ? message : message.substring(colon + 2)),
        "warning: " + message);
  }

  private void report(String kind, String line) {
    long n;
    synchronized (kinds) {
      n = ++kinds.computeIfAbsent(kind, k -> new long[1])[0];
    }
    if (n > SHOWN_PER_KIND + 1) {
      return;
    }
    synchronized (err) {
      if (n <= SHOWN_PER_KIND) {
        err.println("spotsigs: " + line);
      } else {
        err.println(
            "spotsigs: more problems of the kind '"
                + kind
                + "' follow; they are counted, not shown (see the summary)");
      }
      err.flush();
    }
  }

  /**
   * The kind of a problem: its reason up to the first {@code :}, {@code (}, {@code '} or {@code ,}.
   */
  static String kindOf(String why) {
    int end = why.length();
    for (int i = 0; i < why.length(); i++) {
      char c = why.charAt(i);
      if (c == ':' || c == '(' || c == '\'' || c == ',') {
        end = i;
        break;
      }
    }
    String kind = why.substring(0, end).strip();
    return kind.isEmpty() ? why.strip() : kind;
  }

  public int skippedCount() {
    return skipped.get();
  }

  public int truncatedCount() {
    return truncated.get();
  }

  /** How many problems and warnings of each kind were met, in the order the kinds were met. */
  public Map<String, Long> byKind() {
    Map<String, Long> copy = new LinkedHashMap<>();
    synchronized (kinds) {
      kinds.forEach((k, n) -> copy.put(k, n[0]));
    }
    return copy;
  }

  /** Whether some input was skipped or cut: the run is complete only for the rest (exit code 3). */
  public boolean partial() {
    return skipped.get() > 0 || truncated.get() > 0;
  }

  /** The exit code of a run that got this far: 0, or 3 if some input was skipped or cut. */
  public int exitCode() {
    return partial() ? SpotSigsCli.EXIT_SKIPPED_INPUT : 0;
  }

  /**
   * The summary line of what was skipped or cut, with the count of each kind, or null if nothing
   * was.
   */
  public String summary() {
    if (!partial()) {
      return null;
    }
    StringBuilder s =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "%,d bad inputs skipped, %,d documents truncated",
                skipped.get(),
                truncated.get()));
    StringBuilder counts = new StringBuilder();
    boolean hidden = false;
    for (Map.Entry<String, Long> e : byKind().entrySet()) {
      counts.append(counts.isEmpty() ? "" : "; ").append(e.getKey()).append(' ');
      counts.append(String.format(Locale.ROOT, "%,d", e.getValue()));
      hidden |= e.getValue() > SHOWN_PER_KIND;
    }
    s.append(" (").append(counts).append(hidden ? "; the first of each kind above)" : ")");
    return s.toString();
  }
}
