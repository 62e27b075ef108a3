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
