package org.spotsigs.cli;

/** Defaults of the command line that are not the library's. */
final class CliDefaults {
  private CliDefaults() {}

  /**
   * The default tau of {@code spotsigs eval}: the operating point chosen on the development gold
   * set with the library's default signatures (docs/EVALUATION.md).
   */
  static final String TAU = "0.5";
}
