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

import org.apache.lucene.document.IntPoint;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.MatchNoDocsQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.util.BytesRef;
import org.spotsigs.core.Measure;
import org.spotsigs.index.SpotSigsSchema;

/**
 * The queries on the sub-fields a {@code spotsigs} field writes, the same in every engine: its
 * lengths ({@code f.len}, {@code f.card}: an int with a point, numeric doc values and a stored
 * value) in term and range queries, its language ({@code f.lang}, one term) in term queries, and
 * why the field itself cannot be sorted on. Each plugin's field mapper calls these.
 */
public final class SubFields {
  private SubFields() {}

  /** The field type name of the length sub-fields. */
  public static final String LENGTH_TYPE = "spotsigs_length";

  /** The field type name of the language sub-field. */
  public static final String LANGUAGE_TYPE = "spotsigs_language";

  /**
   * A length of {@code field} as a query gives it (a number, a string, or UTF-8 bytes).
   *
   * @throws IllegalArgumentException naming the field if it is not an integer
   */
  public static int length(String field, Object value) {
    try {
      return Integer.parseInt(text(value));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "field [" + field + "] holds integer lengths, got [" + value + "]", e);
    }
  }

  /** The documents whose length in {@code field} is {@code value}. */
  public static Query lengthTerm(String field, Object value) {
    return IntPoint.newExactQuery(field, length(field, value));
  }

  /** The documents whose length in {@code field} lies in the range (null: unbounded). */
  public static Query lengthRange(
      String field, Object lower, Object upper, boolean includeLower, boolean includeUpper) {
    long lo =
        lower == null ? Integer.MIN_VALUE : (long) length(field, lower) + (includeLower ? 0 : 1);
    long hi =
        upper == null ? Integer.MAX_VALUE : (long) length(field, upper) - (includeUpper ? 0 : 1);
    if (lo > hi) {
      return new MatchNoDocsQuery("empty range on [" + field + "]");
    }
    return IntPoint.newRangeQuery(field, (int) lo, (int) hi);
  }

  /** The documents whose language in {@code field} is {@code value}. */
  public static Query languageTerm(String field, Object value) {
    return new TermQuery(new Term(field, text(value)));
  }

  /** Why the {@code spotsigs} field {@code field} cannot be sorted on or aggregated. */
  public static IllegalArgumentException notSortable(String field, SpotSigsSchema schema) {
    return new IllegalArgumentException(
        "field ["
            + field
            + "] of type [spotsigs] cannot be sorted on or aggregated; its lengths can: ["
            + schema.lengthField(Measure.MULTISET)
            + "], ["
            + schema.lengthField(Measure.SET)
            + "]");
  }

  private static String text(Object value) {
    return value instanceof BytesRef b ? b.utf8ToString() : value.toString();
  }
}
