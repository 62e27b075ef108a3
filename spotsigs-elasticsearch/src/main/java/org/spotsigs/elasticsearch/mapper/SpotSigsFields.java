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
package org.spotsigs.elasticsearch.mapper;

import org.elasticsearch.index.mapper.MappedFieldType;
import org.spotsigs.engine.FieldRefusal;

/** Finds the {@code spotsigs} field a request names, with messages that say what to fix. */
public final class SpotSigsFields {
  private SpotSigsFields() {}

  /**
   * The field type of {@code field} in {@code index}.
   *
   * @throws IllegalArgumentException (HTTP 400) if the field is not mapped or not of type {@code
   *     spotsigs}
   */
  public static SpotSigsFieldMapper.SpotSigsFieldType require(
      MappedFieldType ft, String field, String index) {
    if (ft instanceof SpotSigsFieldMapper.SpotSigsFieldType s) {
      return s;
    }
    throw refusal(ft == null ? null : ft.typeName(), field, index);
  }

  /**
   * Checks the mapped type of {@code field} in {@code index} (null: not mapped).
   *
   * @throws IllegalArgumentException (HTTP 400) if it is not {@code spotsigs}
   */
  public static void requireType(String type, String field, String index) {
    if (!SpotSigsFieldMapper.CONTENT_TYPE.equals(type)) {
      throw refusal(type, field, index);
    }
  }

  private static IllegalArgumentException refusal(String type, String field, String index) {
    return new IllegalArgumentException(FieldRefusal.message(type, field, index));
  }
}
