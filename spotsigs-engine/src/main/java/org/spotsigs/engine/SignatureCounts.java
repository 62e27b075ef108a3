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
package org.spotsigs.engine;

import java.math.BigDecimal;
import java.util.Map;
import org.spotsigs.index.SignatureVector;

/**
 * A signature vector given as an object of counts, {@code {"the:south:carolina": 2,
 * "is:designed:play": 1}}, as a request or a document holds it after JSON parsing.
 */
public final class SignatureCounts {
  private SignatureCounts() {}

  /**
   * The vector of {@code counts}; every count an integer in [1, 2^31-1] (a number, or a string that
   * reads as one).
   *
   * @throws IllegalArgumentException naming {@code what} and the bad signature
   */
  public static SignatureVector parse(Map<?, ?> counts, String what) {
    SignatureVector.Builder b = SignatureVector.builder();
    for (Map.Entry<?, ?> e : counts.entrySet()) {
      String signature = String.valueOf(e.getKey());
      b.add(signature, count(e.getValue(), what, signature));
    }
    try {
      return b.build();
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("[" + what + "]: " + e.getMessage(), e);
    }
  }

  private static int count(Object value, String what, String signature) {
    String bad =
        "["
            + what
            + "]: the count of ["
            + signature
            + "] must be an integer in [1, "
            + Integer.MAX_VALUE
            + "], got ["
            + value
            + "]";
    if (!(value instanceof Number) && !(value instanceof String)) {
      throw new IllegalArgumentException(bad);
    }
    BigDecimal n;
    try {
      n = new BigDecimal(value.toString().trim()); // exact: no silent wrap or truncation
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(bad, e);
    }
    if (n.signum() <= 0
        || n.stripTrailingZeros().scale() > 0
        || n.compareTo(BigDecimal.valueOf(Integer.MAX_VALUE)) > 0) {
      throw new IllegalArgumentException(bad);
    }
    return n.intValueExact();
  }
}
