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

import org.apache.spark.sql.SparkSession;

/** One local Spark session for the tests of this module (two threads, few partitions, no UI). */
final class LocalSpark {
  private LocalSpark() {}

  private static SparkSession session;

  static synchronized SparkSession get() {
    if (session == null) {
      session =
          SparkSession.builder()
              .master("local[2]")
              .appName("spotsigs-spark tests")
              .config("spark.ui.enabled", "false")
              .config("spark.sql.shuffle.partitions", "3")
              .config("spark.default.parallelism", "3")
              .config("spark.sql.codegen.wholeStage", "false")
              .config("spark.sql.codegen.factoryMode", "NO_CODEGEN")
              .config("spark.sql.adaptive.enabled", "false")
              .config("spark.driver.host", "127.0.0.1")
              .config("spark.driver.bindAddress", "127.0.0.1")
              .getOrCreate();
      session.sparkContext().setLogLevel("WARN");
    }
    return session;
  }
}
