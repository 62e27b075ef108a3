package org.spotsigs.cli;

/**
 * A command line that cannot be right, found only once the input is read (for instance field names
 * that no record has): the run stops with exit code 2, as for a bad option, with a message that
 * says what to change.
 */
public final class UsageError extends RuntimeException {
  public UsageError(String message) {
    super(message);
  }
}
