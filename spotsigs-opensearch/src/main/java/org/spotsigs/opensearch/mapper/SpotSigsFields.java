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
package org.spotsigs.opensearch.mapper;

import org.opensearch.index.IndexService;
import org.opensearch.index.mapper.MappedFieldType;

/** Finds the {@code spotsigs} field a request names, with messages that say what to fix. */
public final class SpotSigsFields {
  private SpotSigsFields() {}

  /**
   * The Lucene field that holds each document's {@code _id} as binary doc values, beside the fields
   * of the {@code spotsigs} field {@code field}: what the all-pairs run reads ids from. Indexes
   * written before it existed have none; their ids are read from the stored {@code _id}.
   */
  public static String idField(String field) {
    return field + ".id";
  }

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
   * The field type of {@code field} in the index of {@code indexService}.
   *
   * @throws IllegalArgumentException (HTTP 400) if the field is not mapped or not of type {@code
   *     spotsigs}
   */
  public static SpotSigsFieldMapper.SpotSigsFieldType require(
      IndexService indexService, String field) {
    return require(
        indexService.mapperService().fieldType(field), field, indexService.index().getName());
  }

  /**
   * Checks the mapped type of {@code field} in {@code index} (null: not mapped), as a mapping
   * lookup on a node without the index's shards reports it.
   *
   * @throws IllegalArgumentException (HTTP 400) if the field is not mapped or not of type {@code
   *     spotsigs}
   */
  public static void requireType(String type, String field, String index) {
    if (!SpotSigsFieldMapper.CONTENT_TYPE.equals(type)) {
      throw refusal(type, field, index);
    }
  }

  private static IllegalArgumentException refusal(String type, String field, String index) {
    if (type == null) {
      return new IllegalArgumentException(
          "index ["
              + index
              + "] has no field ["
              + field
              + "]; map it as {\"type\": \"spotsigs\"} and index documents into it");
    }
    return new IllegalArgumentException(
        "field ["
            + field
            + "] of index ["
            + index
            + "] is of type ["
            + type
            + "]; near-duplicate matching needs a field of type [spotsigs]");
  }
}
