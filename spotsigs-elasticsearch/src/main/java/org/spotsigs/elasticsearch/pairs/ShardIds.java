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
package org.spotsigs.elasticsearch.pairs;

import org.apache.lucene.index.BinaryDocValues;
import org.spotsigs.elasticsearch.mapper.SpotSigsFieldMapper;
import org.spotsigs.shards.ShardReader;

/**
 * The {@code _id} of a shard's documents for the all-pairs run: from the binary doc values the
 * {@code spotsigs} field writes beside its fields ({@link SpotSigsFieldMapper#idField}).
 */
final class ShardIds {
  private ShardIds() {}

  static ShardReader.IdSource of(String field) {
    String idField = SpotSigsFieldMapper.idField(field);
    return leaf -> {
      BinaryDocValues values = leaf.getBinaryDocValues(idField);
      return doc -> {
        if (values == null || !values.advanceExact(doc)) {
          throw new IllegalStateException(
              "a document of field [" + field + "] has no id in [" + idField + "]");
        }
        return values.binaryValue().utf8ToString();
      };
    };
  }
}
