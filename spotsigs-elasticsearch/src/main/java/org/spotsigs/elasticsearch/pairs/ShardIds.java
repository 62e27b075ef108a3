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
