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

/** Why a field a request names cannot be matched on: not mapped, or not of type spotsigs. */
public final class FieldRefusal {
  private FieldRefusal() {}

  /**
   * The message for {@code field} of {@code index} whose mapped type is {@code type} (null: not
   * mapped), when a field of type {@code spotsigs} is needed.
   */
  public static String message(String type, String field, String index) {
    if (type == null) {
      return "index ["
          + index
          + "] has no field ["
          + field
          + "]; map it as {\"type\": \"spotsigs\"} and index documents into it";
    }
    return "field ["
        + field
        + "] of index ["
        + index
        + "] is of type ["
        + type
        + "]; near-duplicate matching needs a field of type [spotsigs]";
  }
}
