package org.spotsigs.spark;

import java.io.Serializable;
import org.spotsigs.core.Threshold;

/**
 * A {@link Threshold} that travels to the executors: its fraction, made a threshold again there.
 */
final class Tau implements Serializable {
  private static final long serialVersionUID = 1L;

  private final long num;
  private final long den;
  private transient Threshold threshold;

  Tau(Threshold t) {
    this.num = t.numerator();
    this.den = t.denominator();
    this.threshold = t;
  }

  Threshold get() {
    if (threshold == null) {
      threshold = Threshold.of(num, den);
    }
    return threshold;
  }
}
