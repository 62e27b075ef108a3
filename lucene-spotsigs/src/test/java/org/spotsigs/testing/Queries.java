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
package org.spotsigs.testing;

import org.apache.lucene.search.MatchAllDocsQuery;
import org.apache.lucene.search.Query;

/** Queries the tests share. */
public final class Queries {
  private Queries() {}

  /**
   * A query that matches every document. Lucene 10.5 deprecates the constructor for its {@code
   * MatchAllDocsQuery.INSTANCE}, which Lucene 10.3 has not: lucene-spotsigs-compat runs the tests
   * that use this on Lucene 10.3, so the constructor it is.
   */
  @SuppressWarnings("deprecation")
  public static Query matchAll() {
    return new MatchAllDocsQuery();
  }
}
