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

/** Range checks of option values, with messages that name the option (usage errors, exit 2). */
public final class Checks {
  private Checks() {}

  /** The most threads a run may ask for, per processor of the machine. */
  static final int MAX_THREADS_PER_PROCESSOR = 4;

  /**
   * {@code --threads}: 0 (the default) means every processor; negative values, and more than {@link
   * #MAX_THREADS_PER_PROCESSOR} times the processors (each thread holds buffers and a stack, and a
   * machine's process limit is soon reached), are refused.
   */
  public static int threads(int value, String option) {
    int processors = Runtime.getRuntime().availableProcessors();
    if (value < 0) {
      throw new IllegalArgumentException(
          option + " must be >= 1 (or 0 for all processors), got " + value);
    }
    int max = MAX_THREADS_PER_PROCESSOR * processors;
    if (value > max) {
      throw new IllegalArgumentException(
          option
              + " must be at most "
              + max
              + " ("
              + MAX_THREADS_PER_PROCESSOR
              + " per processor, and this machine has "
              + processors
              + "), got "
              + value);
    }
    return value > 0 ? value : processors;
  }

  public static long atLeast(long value, long min, String option) {
    if (value < min) {
      throw new IllegalArgumentException(option + " must be >= " + min + ", got " + value);
    }
    return value;
  }

  public static long inRange(long value, long min, long max, String option) {
    if (value < min || value > max) {
      throw new IllegalArgumentException(
          option + " must be in [" + min + ", " + max + "], got " + value);
    }
    return value;
  }

  /** A finite number in {@code (lowExclusive, high]}. */
  public static double inHalfOpen(double value, double lowExclusive, double high, String option) {
    if (!(value > lowExclusive && value <= high)) {
      throw new IllegalArgumentException(
          option + " must be in (" + lowExclusive + ", " + high + "], got " + value);
    }
    return value;
  }

  /** An integer option value given as text (in K:L lists and the like). */
  public static int parseInt(String text, String option) {
    try {
      return Integer.parseInt(text.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(option + ": '" + text + "' is not a whole number");
    }
  }
}
