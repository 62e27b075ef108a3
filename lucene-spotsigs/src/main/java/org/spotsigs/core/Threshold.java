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
package org.spotsigs.core;

import java.math.BigDecimal;
import java.math.BigInteger;
import org.apache.lucene.util.MathUtil;

/**
 * A similarity threshold tau in (0, 1], held as an exact fraction {@code num / den}.
 *
 * <p>Every decision the matcher takes against tau is made in integer arithmetic on this fraction,
 * never in floating point: {@code 1 - 0.8} is {@code 0.19999999999999996} in doubles, and a pair
 * whose similarity is exactly tau must not be lost to that. A {@code double} tau is read as the
 * shortest decimal that prints as it ({@code 0.8} is 4/5, as a user who typed 0.8 means).
 *
 * <p>Jaccard over (multi)sets with overlap {@code M} and lengths {@code |a|, |b|} is {@code M /
 * (|a| + |b| - M)}, so {@code J >= tau} exactly when {@code M * (num + den) >= num * (|a| + |b|)};
 * every bound below follows from that inequality. Products are compared in 128 bits, so any tau
 * with a denominator up to 10^18 is handled without overflow. Immutable and thread-safe.
 */
public final class Threshold {
  private static final long MAX_DEN = 1_000_000_000_000_000_000L;

  private final long num;
  private final long den;
  private final double value;
  private final double overlapRatio;

  private Threshold(long num, long den) {
    if (den <= 0 || num <= 0 || num > den) {
      throw new IllegalArgumentException("tau must be in (0, 1], got " + num + "/" + den);
    }
    long g = MathUtil.gcd(num, den);
    this.num = num / g;
    this.den = den / g;
    this.value = (double) this.num / this.den;
    this.overlapRatio = (double) this.num / ((double) this.num + this.den);
  }

  /**
   * tau from a double, read as its shortest decimal form ({@code 0.8} is 4/5). A decimal with more
   * than 18 digits after the point is replaced by the smallest fraction at or above it whose
   * denominator is at most 2^32: for every similarity the matcher can meet (a fraction whose
   * denominator is below 2^32) the decision is the same.
   *
   * @param tau the similarity threshold, in (0, 1]
   * @return the threshold, in lowest terms
   * @throws IllegalArgumentException if tau is not in (0, 1] or is NaN
   */
  public static Threshold of(double tau) {
    if (!(tau > 0 && tau <= 1)) {
      throw new IllegalArgumentException("tau must be in (0, 1], got " + tau);
    }
    return ofDecimal(BigDecimal.valueOf(tau), Double.toString(tau));
  }

  /**
   * tau = num / den. Denominators above 10^18 are replaced by an equivalent fraction (see {@link
   * #of(double)}).
   *
   * @param num the numerator, at least 1
   * @param den the denominator, at least {@code num}
   * @return the threshold, in lowest terms
   * @throws IllegalArgumentException if {@code num / den} is not in (0, 1]
   */
  public static Threshold of(long num, long den) {
    if (den > MAX_DEN && num > 0 && num <= den) {
      return ofFraction(BigInteger.valueOf(num), BigInteger.valueOf(den));
    }
    return new Threshold(num, den);
  }

  /**
   * Parses a decimal ({@code 0.8}) or a fraction ({@code 4/5}).
   *
   * @param text the threshold as typed; surrounding blanks are ignored
   * @return the threshold, in lowest terms
   * @throws IllegalArgumentException with the text if it is not a number in (0, 1]
   */
  public static Threshold parse(String text) {
    String t = text.trim();
    try {
      int slash = t.indexOf('/');
      if (slash >= 0) {
        return of(
            Long.parseLong(t.substring(0, slash).trim()),
            Long.parseLong(t.substring(slash + 1).trim()));
      }
      Threshold plain = plainDecimal(t, text);
      if (plain != null) {
        return plain;
      }
      BigDecimal d = new BigDecimal(t);
      if (d.signum() <= 0 || d.compareTo(BigDecimal.ONE) > 0) {
        throw new IllegalArgumentException("tau must be in (0, 1], got " + text);
      }
      return ofDecimal(d, text);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "tau must be a number in (0, 1] such as 0.8 or 4/5, got '" + text + "'", e);
    }
  }

  /**
   * A decimal of at most 18 digits, with no sign or exponent ({@code 0.8}, {@code .75}, {@code 1}),
   * read without {@link BigDecimal} (whose class initialisation costs a short command about 10 ms);
   * null for any other text, which then takes the general way. The same value as {@link
   * #ofDecimal}: digits / 10^(digits after the point), in lowest terms.
   */
  private static Threshold plainDecimal(String t, String text) {
    int n = t.length();
    int dot = -1;
    long digits = 0;
    int count = 0;
    for (int i = 0; i < n; i++) {
      char c = t.charAt(i);
      if (c == '.' && dot < 0) {
        dot = i;
      } else if (c >= '0' && c <= '9' && ++count <= 18) {
        digits = digits * 10 + (c - '0');
      } else {
        return null;
      }
    }
    if (count == 0) {
      return null;
    }
    long den = pow10(dot < 0 ? 0 : n - dot - 1);
    if (digits <= 0 || digits > den) {
      throw new IllegalArgumentException("tau must be in (0, 1], got " + text);
    }
    return new Threshold(digits, den);
  }

  /** 10^k, for k at most 18. */
  private static long pow10(int k) {
    long p = 1;
    for (int i = 0; i < k; i++) {
      p *= 10;
    }
    return p;
  }

  private static Threshold ofDecimal(BigDecimal d, String text) {
    d = d.stripTrailingZeros();
    if (d.scale() <= 0) {
      return new Threshold(d.longValueExact(), 1);
    }
    if (d.scale() <= 18) {
      return new Threshold(d.unscaledValue().longValueExact(), pow10(d.scale()));
    }
    return ofFraction(d.unscaledValue(), BigInteger.TEN.pow(d.scale()));
  }

  /**
   * tau = a / b for a fraction too large for longs: replaced by the smallest fraction {@code >=
   * a/b} whose denominator is at most 2^32. Every decision the matcher takes compares tau with a
   * fraction whose denominator is a union or a length, below 2^32, and for all such fractions
   * {@code f >= a/b} holds exactly when {@code f >=} that replacement; so the answers do not
   * change.
   */
  private static Threshold ofFraction(BigInteger a, BigInteger b) {
    final BigInteger limit = BigInteger.ONE.shiftLeft(32);
    // Stern-Brocot descent keeping lo < a/b <= hi, with runs of equal steps taken at once.
    BigInteger loP = BigInteger.ZERO;
    BigInteger loQ = BigInteger.ONE;
    BigInteger hiP = BigInteger.ONE;
    BigInteger hiQ = BigInteger.ONE;
    while (true) {
      BigInteger mP = loP.add(hiP);
      BigInteger mQ = loQ.add(hiQ);
      if (mQ.compareTo(limit) > 0) {
        break;
      }
      if (mP.multiply(b).compareTo(a.multiply(mQ)) >= 0) {
        // mediant >= a/b: move hi towards lo by the largest k with (hiP + k loP)/(hiQ + k loQ) >=
        // a/b
        // i.e. k (a loQ - b loP) <= b hiP - a hiQ
        BigInteger den = a.multiply(loQ).subtract(b.multiply(loP)); // > 0 since lo < a/b
        BigInteger k = b.multiply(hiP).subtract(a.multiply(hiQ)).divide(den);
        k = k.min(limit.subtract(hiQ).divide(loQ)).max(BigInteger.ONE);
        hiP = hiP.add(k.multiply(loP));
        hiQ = hiQ.add(k.multiply(loQ));
      } else {
        // mediant < a/b: move lo towards hi by the largest k with (loP + k hiP)/(loQ + k hiQ) < a/b
        // i.e. k (b hiP - a hiQ) > a loQ - b loP, k < (a loQ - b loP) / (b hiP - a hiQ)
        BigInteger den = b.multiply(hiP).subtract(a.multiply(hiQ)); // >= 0 since a/b <= hi
        BigInteger k;
        if (den.signum() == 0) {
          k = limit.subtract(loQ).divide(hiQ);
        } else {
          BigInteger numer = a.multiply(loQ).subtract(b.multiply(loP));
          k = numer.subtract(BigInteger.ONE).divide(den); // largest k with k * den < numer
        }
        k = k.min(limit.subtract(loQ).divide(hiQ)).max(BigInteger.ONE);
        loP = loP.add(k.multiply(hiP));
        loQ = loQ.add(k.multiply(hiQ));
      }
    }
    return new Threshold(hiP.longValueExact(), hiQ.longValueExact());
  }

  /**
   * The numerator of tau in lowest terms.
   *
   * @return the numerator, at least 1 and at most {@link #denominator()}
   */
  public long numerator() {
    return num;
  }

  /**
   * The denominator of tau in lowest terms.
   *
   * @return the denominator, at least 1 and at most 10^18
   */
  public long denominator() {
    return den;
  }

  /**
   * tau as a double, for display only; decisions never use it.
   *
   * @return the nearest double to {@code num / den}
   */
  public double value() {
    return value;
  }

  /**
   * Whether {@code overlap / union >= tau}, decided exactly.
   *
   * @param overlap the overlap of two vectors, at least 0
   * @param union the size of their union (the sum of their lengths minus the overlap), at least 0
   * @return true if the Jaccard similarity {@code overlap / union} reaches tau; true as well when
   *     {@code union} is 0, so callers check {@code overlap > 0} first
   */
  public boolean accepts(long overlap, long union) {
    return compareProducts(overlap, den, num, union) >= 0;
  }

  /**
   * The smallest overlap {@code M} with which two vectors of lengths {@code lenA} and {@code lenB}
   * reach tau: {@code M * (num + den) >= num * (lenA + lenB)}. A function of {@code lenA + lenB}
   * alone (callers may remember it by the sum).
   *
   * @param lenA the length of one vector under the measure, at least 0
   * @param lenB the length of the other vector under the measure, at least 0
   * @return the smallest overlap that reaches tau; greater than {@code min(lenA, lenB)} when the
   *     two lengths are too far apart for any overlap to reach it
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

  /**
   * The shortest length a vector may have to reach tau with one of length {@code len}: ceil(tau *
   * len).
   *
   * @param len the length of the other vector under the measure, at least 0
   * @return {@code ceil(tau * len)}, computed exactly
   */
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

  /**
   * The longest length a vector may have to reach tau with one of length {@code len}: floor(len /
   * tau).
   *
   * @param len the length of the other vector under the measure, at least 0
   * @return {@code floor(len / tau)}, computed exactly; saturates at {@code Long.MAX_VALUE / 4}
   */
  public long maxLength(long len) {
    return floorDivByTau(len);
  }

  /**
   * The longest candidate that can still reach tau with a query of length {@code queryLength} when
   * the candidate shares nothing with the first {@code delta1} units of the query's mass: its
   * overlap is then at most {@code queryLength - delta1}, and {@code (queryLength - delta1) * (num
   * + den) >= num * (queryLength + L)} gives {@code L <= floor((queryLength - delta1) / tau) -
   * delta1}. Returns a negative number when no length qualifies. At {@code delta1 = 0} this is
   * {@link #maxLength(long)}.
   *
   * @param queryLength the query's length under the measure
   * @param delta1 the mass of the query's prefix the candidate is known not to share, at least 0
   * @return the longest candidate length that can still reach tau, or a negative number if none can
   *     (in particular -1 when {@code delta1 >= queryLength})
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

  /**
   * Compares {@code a * b} with {@code c * d} for non-negative longs, exactly (128-bit).
   *
   * @param a the first factor of the left product, at least 0
   * @param b the second factor of the left product, at least 0
   * @param c the first factor of the right product, at least 0
   * @param d the second factor of the right product, at least 0
   * @return a negative number, zero or a positive number as {@code a * b} is less than, equal to or
   *     greater than {@code c * d}
   */
  public static int compareProducts(long a, long b, long c, long d) {
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
    // a decimal when den = 2^a 5^b with max(a, b) <= 18 (num / den then has that many digits after
    // the point, and num * 10^max / den fits in a long); worked out without BigDecimal, whose class
    // initialisation costs a short command about 10 ms
    long twos = 0;
    long fives = 0;
    long rest = den;
    while (rest % 2 == 0) {
      rest /= 2;
      twos++;
    }
    while (rest % 5 == 0) {
      rest /= 5;
      fives++;
    }
    int scale = (int) Math.max(twos, fives);
    if (rest != 1 || scale > 18) {
      return num + "/" + den;
    }
    long pow = pow10(scale);
    long m = num * (pow / den);
    while (scale > 0 && m % 10 == 0) {
      m /= 10;
      pow /= 10;
      scale--;
    }
    if (scale == 0) {
      return Long.toString(m);
    }
    String digits = Long.toString(m % pow);
    return (m / pow) + "." + "0".repeat(scale - digits.length()) + digits;
  }
}
