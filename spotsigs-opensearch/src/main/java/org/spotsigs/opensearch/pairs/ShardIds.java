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
package org.spotsigs.opensearch.pairs;

import java.io.IOException;
import org.apache.lucene.index.BinaryDocValues;
import org.apache.lucene.index.DocValuesType;
import org.apache.lucene.index.FieldInfo;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.StoredFieldVisitor;
import org.apache.lucene.index.StoredFields;
import org.opensearch.index.mapper.IdFieldMapper;
import org.opensearch.index.mapper.Uid;
import org.spotsigs.opensearch.mapper.SpotSigsFields;
import org.spotsigs.shards.ShardReader;

/**
 * Reads the {@code _id} of a shard's documents for the all-pairs run: from the binary doc values
 * the {@code spotsigs} field writes beside its fields ({@link SpotSigsFields#idField}), and, for a
 * document written without them (an index created by an earlier version of the plugin), from the
 * stored {@code _id}.
 */
final class ShardIds {
  private ShardIds() {}

  /** The ids of the documents of the {@code spotsigs} field {@code field}. */
  static ShardReader.IdSource of(String field) {
    String idField = SpotSigsFields.idField(field);
    return leaf -> {
      FieldInfo info = leaf.getFieldInfos().fieldInfo(idField);
      BinaryDocValues values =
          info != null && info.getDocValuesType() == DocValuesType.BINARY
              ? leaf.getBinaryDocValues(idField)
              : null;
      ShardReader.IdReader stored = stored(leaf);
      if (values == null) {
        return stored;
      }
      return doc -> values.advanceExact(doc) ? values.binaryValue().utf8ToString() : stored.id(doc);
    };
  }

  /** The stored {@code _id}, opened on first use. */
  private static ShardReader.IdReader stored(LeafReader leaf) {
    IdVisitor visitor = new IdVisitor();
    StoredFields[] fields = {null};
    return doc -> {
      if (fields[0] == null) {
        fields[0] = leaf.storedFields();
      }
      visitor.id = null;
      fields[0].document(doc, visitor);
      return visitor.id;
    };
  }

  /** Reads the {@code _id} stored field only. */
  private static final class IdVisitor extends StoredFieldVisitor {
    String id;

    @Override
    public Status needsField(FieldInfo fieldInfo) {
      if (IdFieldMapper.NAME.equals(fieldInfo.name)) {
        return Status.YES;
      }
      return id == null ? Status.NO : Status.STOP;
    }

    @Override
    public void binaryField(FieldInfo fieldInfo, byte[] value) throws IOException {
      id = Uid.decodeId(value);
    }
  }
}
