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

import java.util.function.LongSupplier;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.search.SortField;
import org.elasticsearch.common.util.BigArrays;
import org.elasticsearch.index.fielddata.IndexFieldData;
import org.elasticsearch.index.fielddata.LeafFieldData;
import org.elasticsearch.script.AggregationScript;
import org.elasticsearch.search.DocValueFormat;
import org.elasticsearch.search.MultiValueMode;
import org.elasticsearch.search.aggregations.support.FieldContext;
import org.elasticsearch.search.aggregations.support.ValueType;
import org.elasticsearch.search.aggregations.support.ValuesSource;
import org.elasticsearch.search.aggregations.support.ValuesSourceType;
import org.elasticsearch.search.sort.BucketedSort;
import org.elasticsearch.search.sort.SortOrder;

/**
 * Field data of a length sub-field, for sorting only: {@link #sortField} is a plain {@link
 * SortField} of type INT on the field's numeric doc values, the sort the matcher recognises as its
 * length order ({@code index.sort.field}); Elasticsearch's numeric field data would give a
 * sorted-numeric sort, which Lucene refuses as an index sort on numeric doc values. Documents
 * without the field sort as length 0. Scripts, aggregations and {@code docvalue_fields} are refused
 * with a message that names the field (HTTP 400).
 */
final class LengthIndexFieldData implements IndexFieldData<LeafFieldData> {
  private final String field;

  LengthIndexFieldData(String field) {
    this.field = field;
  }

  private IllegalArgumentException refuse() {
    return new IllegalArgumentException(
        "["
            + field
            + "] cannot be aggregated on or read in scripts: spotsigs length fields are for the"
            + " index sort, sorting and range queries");
  }

  @Override
  public String getFieldName() {
    return field;
  }

  @Override
  public ValuesSourceType getValuesSourceType() {
    return new NotAggregatable(this);
  }

  @Override
  public LeafFieldData load(LeafReaderContext context) {
    throw refuse();
  }

  @Override
  public LeafFieldData loadDirect(LeafReaderContext context) {
    throw refuse();
  }

  /** Length, descending or ascending; the missing value and the mode do not apply. */
  @Override
  public SortField sortField(
      Object missingValue,
      MultiValueMode sortMode,
      XFieldComparatorSource.Nested nested,
      boolean reverse) {
    if (nested != null) {
      throw new IllegalArgumentException(
          "field [" + field + "] cannot be sorted on inside a nested sort");
    }
    return new SortField(field, SortField.Type.INT, reverse);
  }

  @Override
  public BucketedSort newBucketedSort(
      BigArrays bigArrays,
      Object missingValue,
      MultiValueMode sortMode,
      XFieldComparatorSource.Nested nested,
      SortOrder sortOrder,
      DocValueFormat format,
      int bucketSize,
      BucketedSort.ExtraData extra) {
    throw refuse();
  }

  /** A values source type that refuses aggregations with a message (an HTTP 400, not a 500). */
  private record NotAggregatable(LengthIndexFieldData data) implements ValuesSourceType {
    @Override
    public ValuesSource getEmpty() {
      throw data.refuse();
    }

    @Override
    public ValuesSource getScript(AggregationScript.LeafFactory script, ValueType scriptValueType) {
      throw data.refuse();
    }

    @Override
    public ValuesSource getField(FieldContext fieldContext, AggregationScript.LeafFactory script) {
      throw data.refuse();
    }

    @Override
    public ValuesSource replaceMissing(
        ValuesSource valuesSource,
        Object rawMissing,
        DocValueFormat docValueFormat,
        LongSupplier now) {
      throw data.refuse();
    }

    @Override
    public String typeName() {
      return "spotsigs_length";
    }
  }
}
