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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Threshold arithmetic against BigInteger definitions. */
@Randomized
class ThresholdTest {

  private static BigInteger big(long v) {
    return BigInteger.valueOf(v);
  }

  private static Threshold randomThreshold(Random random) {
    switch (random.nextInt(5)) {
      case 0:
        return Threshold.of(random.nextDouble() * 0.999 + 0.001);
      case 4:
        return Threshold.of(1, Long.MAX_VALUE - random.nextInt(1000));
      case 1:
        long den = 1 + (random.nextLong() >>> 1) % 1_000_000_000_000_000_000L;
        return Threshold.of(1 + (random.nextLong() >>> 1) % den, den);
      case 2:
        int d = 1 + random.nextInt(100);
        return Threshold.of(1 + random.nextInt(d), d);
      default:
        return Threshold.parse(String.valueOf((1 + random.nextInt(100)) / 100.0));
    }
  }

  @Test
  void decimalsAreReadAsTyped() {
    assertEquals(Threshold.of(4, 5), Threshold.of(0.8));
    assertEquals(Threshold.of(4, 5), Threshold.parse("0.8"));
    assertEquals(Threshold.of(4, 5), Threshold.parse("4/5"));
    assertEquals(Threshold.of(11, 25), Threshold.parse("0.44"));
    assertEquals(Threshold.of(1, 1), Threshold.of(1.0));
    // 1 - 0.8 in doubles is 0.19999999999999996: taken as that decimal, exactly
    Threshold odd = Threshold.of(1 - 0.8);
    assertEquals(
        big(19999999999999996L),
        big(odd.numerator())
            .multiply(big(100_000_000_000_000_000L))
            .divide(big(odd.denominator())));
    assertEquals("0.8", Threshold.of(0.8).toString());
    assertEquals("1/3", Threshold.of(1, 3).toString());
  }

  /**
   * Plain decimals (digits and at most one point, up to 18 digits) are read without BigDecimal: the
   * same thresholds and the same refusals as the general way, which a leading '+' takes.
   */
  @Test
  void plainDecimalsParseAsTheGeneralWay(Random random) {
    for (int iter = 0; iter < 5000; iter++) {
      StringBuilder s = new StringBuilder();
      int digits = random.nextInt(24);
      int dot = random.nextInt(4) == 0 ? -1 : random.nextInt(digits + 1);
      for (int i = 0; i < digits; i++) {
        if (i == dot) {
          s.append('.');
        }
        // mostly zeros before the point, so that many values are in (0, 1]
        s.append(i < dot && random.nextInt(8) != 0 ? '0' : (char) ('0' + random.nextInt(10)));
      }
      if (dot == digits) {
        s.append('.');
      }
      if (random.nextInt(10) == 0) {
        s.setLength(0);
        s.append(random.nextBoolean() ? "1" : "0").append('.');
        s.append("0".repeat(random.nextInt(20)));
      }
      String text = s.toString();
      Threshold general = null;
      String generalError = null;
      try {
        general = Threshold.parse("+" + text);
      } catch (IllegalArgumentException e) {
        generalError = e.getMessage().replace("+" + text, text);
      }
      if (general != null) {
        assertEquals(general, Threshold.parse(text), text);
      } else {
        String error =
            assertThrows(IllegalArgumentException.class, () -> Threshold.parse(text), text)
                .getMessage();
        assertEquals(generalError, error, text);
      }
    }
    assertEquals(Threshold.of(3, 4), Threshold.parse(".75"));
    assertEquals(Threshold.of(1, 1), Threshold.parse("1."));
    assertEquals(Threshold.of(1, 1), Threshold.parse("001.000"));
  }

  /**
   * The text of a threshold: its exact decimal when that has at most 18 digits after the point,
   * else num/den (the oracle: BigDecimal's division).
   */
  @Test
  void textIsTheShortExactDecimalOrTheFraction(Random random) {
    for (int iter = 0; iter < 5000; iter++) {
      long den;
      switch (random.nextInt(3)) {
        case 0 -> den = 1 + random.nextInt(1000);
        case 1 -> {
          long d = 1;
          for (int a = random.nextInt(25); a > 0 && d <= Long.MAX_VALUE / 2; a--) {
            d *= 2;
          }
          for (int b = random.nextInt(25); b > 0 && d <= Long.MAX_VALUE / 5; b--) {
            d *= 5;
          }
          den = d;
        }
        default -> den = 1 + (random.nextLong() >>> 1) % 1_000_000_000_000_000_000L;
      }
      long num = 1 + (random.nextLong() >>> 1) % den;
      Threshold t = Threshold.of(num, den);
      java.math.BigDecimal n = java.math.BigDecimal.valueOf(t.numerator());
      java.math.BigDecimal q =
          n.divide(java.math.BigDecimal.valueOf(t.denominator()), java.math.MathContext.DECIMAL128);
      String expected =
          q.scale() <= 18
                  && n.compareTo(q.multiply(java.math.BigDecimal.valueOf(t.denominator()))) == 0
              ? q.stripTrailingZeros().toPlainString()
              : t.numerator() + "/" + t.denominator();
      assertEquals(expected, t.toString(), num + "/" + den);
    }
    assertEquals("0.3", Threshold.parse("0.30").toString());
    assertEquals("1", Threshold.parse("1").toString());
    assertEquals("0.000000000000000001", Threshold.of(1, 1_000_000_000_000_000_000L).toString());
  }

  @Test
  void badThresholdsAreRefusedWithTheValue() {
    for (double bad : new double[] {0, -0.1, 1.0000001, Double.NaN, Double.POSITIVE_INFINITY}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> Threshold.of(bad));
      assertTrue(e.getMessage().contains("(0, 1]"), e.getMessage());
    }
    for (String bad : new String[] {"0", "1.5", "abc", "-1", "3/2", "1/0", ""}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> Threshold.parse(bad));
      assertTrue(e.getMessage().contains("(0, 1]"), bad + ": " + e.getMessage());
    }
  }

  /**
   * Decimals too long for a long denominator get an equivalent fraction: same decisions for every
   * union {@code < 2^32}.
   */
  @Test
  void longDecimalsDecideLikeTheExactDecimal(Random random) {
    for (int iter = 0; iter < 2000; iter++) {
      double d =
          random.nextBoolean()
              ? random.nextDouble() * 0.01
              : Math.pow(10, -1 - random.nextInt(25)) * (1 + random.nextDouble());
      if (!(d > 0 && d <= 1)) {
        continue;
      }
      java.math.BigDecimal exact = java.math.BigDecimal.valueOf(d);
      Threshold tau = Threshold.of(d);
      assertTrue(
          tau.denominator() <= 1_000_000_000_000_000_000L || tau.denominator() <= (1L << 32));
      for (int k = 0; k < 50; k++) {
        long union = 1 + (random.nextLong() >>> 33); // < 2^31
        long overlap;
        if (random.nextBoolean()) {
          // right at the boundary: floor and ceil of exact * union
          java.math.BigDecimal prod = exact.multiply(java.math.BigDecimal.valueOf(union));
          overlap =
              prod.setScale(
                      0,
                      random.nextBoolean()
                          ? java.math.RoundingMode.FLOOR
                          : java.math.RoundingMode.CEILING)
                  .longValueExact();
        } else {
          overlap = (long) (random.nextDouble() * union);
        }
        overlap = Math.max(0, Math.min(overlap, union));
        boolean expected =
            java.math.BigDecimal.valueOf(overlap)
                    .compareTo(exact.multiply(java.math.BigDecimal.valueOf(union)))
                >= 0;
        assertEquals(
            expected,
            tau.accepts(overlap, union),
            "tau=" + exact + " as " + tau + ", " + overlap + "/" + union);
      }
    }
  }

  @Test
  void boundsMatchTheirDefinitions(Random random) {
    for (int iter = 0; iter < 20_000; iter++) {
      Threshold tau = randomThreshold(random);
      BigInteger num = big(tau.numerator());
      BigInteger den = big(tau.denominator());
      long a = random.nextInt(random.nextBoolean() ? 50 : 1_000_000);
      long b = 1 + random.nextInt(random.nextBoolean() ? 50 : 1_000_000);
      long overlap = random.nextInt((int) Math.min(a, b) + 1);
      long union = a + b - overlap;

      // accepts: overlap * den >= num * union
      assertEquals(
          big(overlap).multiply(den).compareTo(num.multiply(big(union))) >= 0,
          tau.accepts(overlap, union));

      // minOverlap: the smallest M with M (num + den) >= num (a + b)
      long m = tau.minOverlap(a, b);
      BigInteger sum = num.multiply(big(a + b));
      assertTrue(big(m).multiply(num.add(den)).compareTo(sum) >= 0, "minOverlap reaches");
      assertTrue(
          m == 0 || big(m - 1).multiply(num.add(den)).compareTo(sum) < 0, "minOverlap is smallest");
      // a function of a + b alone (DeltaTraversal remembers it by the sum)
      assertEquals(m, tau.minOverlap(a + b, 0));
      assertEquals(m, tau.minOverlap(b, a));
      // and it decides the same as accepts for every overlap
      assertEquals(tau.accepts(overlap, union), overlap >= tau.minOverlap(a, b));

      // minLength = ceil(tau * b), maxLength = floor(b / tau)
      long lo = tau.minLength(b);
      assertTrue(big(lo).multiply(den).compareTo(num.multiply(big(b))) >= 0);
      assertTrue(lo == 0 || big(lo - 1).multiply(den).compareTo(num.multiply(big(b))) < 0);
      long hi = tau.maxLength(b);
      if (hi < Long.MAX_VALUE / 4) {
        assertTrue(big(hi).multiply(num).compareTo(big(b).multiply(den)) <= 0);
        assertTrue(big(hi + 1).multiply(num).compareTo(big(b).multiply(den)) > 0);
      }

      // maxCandidateLength: the largest L with (b - d1)(num + den) >= num (b + L)
      long d1 = random.nextInt((int) b + 1);
      long l = tau.maxCandidateLength(b, d1);
      BigInteger left = big(b - d1).multiply(num.add(den));
      if (b - d1 <= 0) {
        assertTrue(l < 0);
      } else if (l < Long.MAX_VALUE / 8) {
        assertTrue(l < 0 || left.compareTo(num.multiply(big(b + l))) >= 0, "L qualifies");
        assertTrue(left.compareTo(num.multiply(big(b + l + 1))) < 0, "L is largest");
      }
    }
  }
}
