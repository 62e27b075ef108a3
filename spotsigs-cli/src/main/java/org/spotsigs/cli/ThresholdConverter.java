package org.spotsigs.cli;

import org.spotsigs.core.Threshold;
import picocli.CommandLine;

/** Parses tau: a decimal such as 0.8 or a fraction such as 4/5, in (0, 1]. */
public final class ThresholdConverter implements CommandLine.ITypeConverter<Threshold> {
  @Override
  public Threshold convert(String value) {
    try {
      return Threshold.parse(value);
    } catch (IllegalArgumentException e) {
      throw new CommandLine.TypeConversionException(e.getMessage());
    }
  }
}
