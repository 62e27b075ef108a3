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
package org.spotsigs.cli;

import java.util.Locale;

/**
 * What a run holds in memory at the moment, for the one line that a run out of heap ends with: the
 * heap's size, what held it, and how to raise it. Commands name what they hold as they go ({@link
 * #holding}); the message is made from the last name given.
 */
public final class MemoryUse {
  private static volatile String holding = "the documents being read";

  private MemoryUse() {}

  /** From now on the run holds {@code what} (words that complete "the heap was too small for"). */
  public static void holding(String what) {
    holding = what;
  }

  /** The line a run out of heap ends with (without the "spotsigs: " prefix). */
  static String outOfMemory(Throwable error) {
    long max = Runtime.getRuntime().maxMemory();
    String option = heapOption();
    String heap =
        (option == null ? "" : "(" + option + ") ")
            + (max == Long.MAX_VALUE
                ? "with no set limit"
                : String.format(Locale.ROOT, "of %,d MB", max >> 20));
    String detail = error.getMessage() == null ? "" : " (" + error.getMessage() + ")";
    return "out of memory"
        + detail
        + ": the Java heap "
        + heap
        + " was too small for "
        + holding
        + "; give the JVM more heap, e.g. SPOTSIGS_JAVA_OPTS=-Xmx"
        + suggestedGigabytes(max)
        + "g, or lower --threads or --max-document-size";
  }

  /** The JVM's {@code -Xmx} option (the last one counts), or null if it has none. */
  private static String heapOption() {
    String option = null;
    try {
      for (String a :
          java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments()) {
        if (a.startsWith("-Xmx")) {
          option = a;
        }
      }
    } catch (RuntimeException | LinkageError e) {
      // the size alone is said
    }
    return option;
  }

  /** Twice the heap, in whole gigabytes (at least 1). */
  private static long suggestedGigabytes(long max) {
    if (max == Long.MAX_VALUE) {
      return 4;
    }
    return Math.max(1, (2 * max + (1L << 30) - 1) >> 30);
  }
}
