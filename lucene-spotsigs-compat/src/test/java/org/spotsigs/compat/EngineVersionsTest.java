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
package org.spotsigs.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.hppc.ObjectIntHashMap;
import org.apache.lucene.util.Version;
import org.junit.jupiter.api.Test;
import org.spotsigs.search.NearDuplicateQuery;

/**
 * The library's tests in this module run on the Lucene and HPPC that Elasticsearch 9.2.0 ships, not
 * on the library's own: otherwise they would prove nothing about the engine.
 */
class EngineVersionsTest {
  @Test
  void luceneIsTheEnginesOne() {
    assertEquals(Version.LUCENE_10_3_1, Version.LATEST);
  }

  @Test
  void hppcIsTheEnginesOne() {
    String jar =
        ObjectIntHashMap.class.getProtectionDomain().getCodeSource().getLocation().toString();
    assertTrue(jar.endsWith("hppc-0.8.1.jar"), jar);
  }

  @Test
  void theLibraryIsTheOneBuilt() {
    String jar =
        NearDuplicateQuery.class.getProtectionDomain().getCodeSource().getLocation().toString();
    assertTrue(jar.contains("lucene-spotsigs/target/"), jar);
  }
}
