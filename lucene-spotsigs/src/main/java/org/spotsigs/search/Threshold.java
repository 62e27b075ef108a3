package org.spotsigs.search;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * A similarity threshold tau in (0, 1], held as an exact fraction {@code num / den}.
 *
 * <p>Every decision the matcher takes against tau is made in integer arithmetic on this fraction,
 * never in floating point: {@code 1 - 0.8} is {@code 0.19999999999999996} in doubles, and a pair
 * whose similarity is exactly tau must not be lost to that. A {@code double} tau is read as the
 * shortest decimal that prints as it ({@code 0.8} is 4/5, as a user who typed 0.8 means).
 *
 * <p>Jaccard over (multi)sets with overlap {@code M} and lengths {@code |a|, |b|} is {@code M / (|a|
 * + |b| - M)}, so {@code J >= tau} exactly when {@code M * (num + den) >= num * (|a| + |b|)}; every
 * bound below follows from that inequality. Products are compared in 128 bits, so any tau with a
 * denominator up to 10^18 is handled without overflow. Immutable and thread-safe.
 */
public final class Threshold {
  private static final long MAX_DEN = 1_000_000_000_000_000_000L;

  private final long num;
  private final long den;
  private final double value;
  private final double overlapRatio;

  private Threshold(long num, long den) {
    if (den <= 0 || num <= 0 || num > den) {
      throw new IllegalArgumentException(
          "tau must be in (0, 1], got " + num + "/" + den);
    }
    long g = gcd(num, den);
    this.num = num / g;
    this.den = den / g;
    this.value = (double) this.num / this.den;
    this.overlapRatio = (double) this.num / ((double) this.num + this.den);
  }

  /**
   * tau from a double, read as its shortest decimal form.
   *
   * @throws IllegalArgumentException if tau is not in (0, 1], is NaN, or needs more than 18 decimals
   */
  public static Threshold of(double tau) {
    if (!(tau > 0 && tau <= 1)) {
      throw new IllegalArgumentException("tau must be in (0, 1], got " + tau);
    }
    return ofDecimal(BigDecimal.valueOf(tau), Double.toString(tau));
  }

  /** tau = num / den exactly. */
  public static Threshold of(long num, long den) {
    return new Threshold(num, den);
  }

  /**
   * Parses a decimal ({@code 0.8}) or a fraction ({@code 4/5}).
   *
   * @throws IllegalArgumentException with the text if it is not a number in (0, 1]
   */
  public static Threshold parse(String text) {
    String t = text.trim();
    try {
      int slash = t.indexOf('/');
      if (slash >= 0) {
        return of(Long.parseLong(t.substring(0, slash).trim()), Long.parseLong(t.substring(slash + 1).trim()));
      }
      BigDecimal d = new BigDecimal(t);
      if (d.signum() <= 0 || d.compareTo(BigDecimal.ONE) > 0) {
        throw new IllegalArgumentException("tau must be in (0, 1], got " + text);
      }
      return ofDecimal(d, text);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("tau must be a number in (0, 1] such as 0.8 or 4/5, got '" + text + "'", e);
    }
  }

  private static Threshold ofDecimal(BigDecimal d, String text) {
    d = d.stripTrailingZeros();
    if (d.scale() <= 0) {
      return new Threshold(d.longValueExact(), 1);
    }
    if (d.scale() > 18) {
      throw new IllegalArgumentException(
          "tau " + text + " has more than 18 decimals; give it as a fraction num/den instead");
    }
    BigInteger unscaled = d.unscaledValue();
    return new Threshold(unscaled.longValueExact(), BigInteger.TEN.pow(d.scale()).longValueExact());
  }

  private static long gcd(long a, long b) {
    while (b != 0) {
      long t = a % b;
      a = b;
      b = t;
    }
    return a;
  }

  public long numerator() {
    return num;
  }

  public long denominator() {
    return den;
  }

  /** tau as a double, for display only; decisions never use it. */
  public double value() {
    return value;
  }

  /** Whether {@code overlap / union >= tau}. */
  public boolean accepts(long overlap, long union) {
    return compareProducts(overlap, den, num, union) >= 0;
  }

  /**
   * The smallest overlap {@code M} with which two vectors of lengths {@code lenA} and {@code lenB}
   * reach tau: {@code M * (num + den) >= num * (lenA + lenB)}.
   */
  public long minOverlap(long lenA, long lenB) {
    long sum = lenA + lenB;
    long est = (long) Math.ceil(sum * overlapRatio);
    while (est > 0 && overlapReaches(est - 1, sum)) {
      est--;
    }
    while (!overlapReaches(est, sum)) {
      est++;
    }
    return est;
  }

  private boolean overlapReaches(long overlap, long lengthSum) {
    // overlap * (num + den) >= num * lengthSum; num + den <= 2 * 10^18 fits a long.
    return compareProducts(overlap, num + den, num, lengthSum) >= 0;
  }

  /** The shortest length a vector may have to reach tau with one of length {@code len}: ceil(tau * len). */
  public long minLength(long len) {
    // smallest L with L * den >= num * len
    long est = (long) Math.ceil(len * value);
    while (est > 0 && compareProducts(est - 1, den, num, len) >= 0) {
      est--;
    }
    while (compareProducts(est, den, num, len) < 0) {
      est++;
    }
    return est;
  }

  /** The longest length a vector may have to reach tau with one of length {@code len}: floor(len / tau). */
  public long maxLength(long len) {
    return floorDivByTau(len);
  }

  /**
   * The longest candidate that can still reach tau with a query of length {@code queryLength} when
   * the candidate shares nothing with the first {@code delta1} units of the query's mass: its
   * overlap is then at most {@code queryLength - delta1}, and {@code (queryLength - delta1) * (num +
   * den) >= num * (queryLength + L)} gives {@code L <= floor((queryLength - delta1) / tau) -
   * delta1}. Returns a negative number when no length qualifies. At {@code delta1 = 0} this is
   * {@link #maxLength(long)}.
   */
  public long maxCandidateLength(long queryLength, long delta1) {
    long rest = queryLength - delta1;
    if (rest <= 0) {
      return -1;
    }
    return floorDivByTau(rest) - delta1;
  }

  /** floor(x * den / num) for x >= 0, saturating at Long.MAX_VALUE / 4. */
  private long floorDivByTau(long x) {
    double approx = x * ((double) den / num);
    if (approx >= Long.MAX_VALUE / 8.0) {
      return Long.MAX_VALUE / 4;
    }
    long est = (long) Math.floor(approx);
    // largest L with L * num <= x * den
    while (est > 0 && compareProducts(est, num, x, den) > 0) {
      est--;
    }
    while (compareProducts(est + 1, num, x, den) <= 0) {
      est++;
    }
    return est;
  }

  /** Compares {@code a * b} with {@code c * d} for non-negative longs, exactly (128-bit). */
  static int compareProducts(long a, long b, long c, long d) {
    long hi1 = Math.multiplyHigh(a, b);
    long hi2 = Math.multiplyHigh(c, d);
    if (hi1 != hi2) {
      return Long.compare(hi1, hi2);
    }
    return Long.compareUnsigned(a * b, c * d);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Threshold t && t.num == num && t.den == den;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(num) * 31 + Long.hashCode(den);
  }

  /** The decimal form when it is short, else num/den. */
  @Override
  public String toString() {
    BigDecimal d = new BigDecimal(num).divide(new BigDecimal(den), java.math.MathContext.DECIMAL128);
    if (d.scale() <= 18 && new BigDecimal(num).compareTo(d.multiply(new BigDecimal(den))) == 0) {
      return d.stripTrailingZeros().toPlainString();
    }
    return num + "/" + den;
  }
}
