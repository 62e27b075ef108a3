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

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.function.LongSupplier;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.SortedNumericDocValues;
import org.apache.lucene.search.SortField;
import org.opensearch.common.util.BigArrays;
import org.opensearch.index.fielddata.IndexFieldData;
import org.opensearch.index.fielddata.IndexFieldData.XFieldComparatorSource.Nested;
import org.opensearch.index.fielddata.IndexNumericFieldData;
import org.opensearch.index.fielddata.LeafNumericFieldData;
import org.opensearch.index.fielddata.plain.LeafLongFieldData;
import org.opensearch.script.AggregationScript;
import org.opensearch.search.DocValueFormat;
import org.opensearch.search.MultiValueMode;
import org.opensearch.search.aggregations.support.FieldContext;
import org.opensearch.search.aggregations.support.ValueType;
import org.opensearch.search.aggregations.support.ValuesSource;
import org.opensearch.search.aggregations.support.ValuesSourceType;
import org.opensearch.search.sort.BucketedSort;
import org.opensearch.search.sort.SortOrder;

/**
 * Field data of a length sub-field. Its one job is the sort: {@link #sortField} is a plain {@link
 * SortField} of type INT on the field's numeric doc values, the sort {@link
 * org.spotsigs.index.SpotSigsSchema#lengthSortField(org.spotsigs.core.Measure, boolean)} names and
 * the matcher recognises as its length order ({@code index.sort.field}). INT, not LONG: the lengths
 * are int points too, and a search sort skips documents with the points of its field, which a LONG
 * comparator refuses to read (every sorted search failed). OpenSearch's numeric field data would
 * give a sorted-numeric sort instead, which Lucene refuses as an index sort on a numeric doc values
 * field. Documents without the field sort as length 0. Aggregations on lengths are refused with a
 * clear message.
 */
final class LengthIndexFieldData implements IndexFieldData<LeafNumericFieldData> {
  private final String field;

  LengthIndexFieldData(String field) {
    this.field = field;
  }

  @Override
  public String getFieldName() {
    return field;
  }

  @Override
  public ValuesSourceType getValuesSourceType() {
    return NotAggregatable.INSTANCE;
  }

  @Override
  public LeafNumericFieldData load(LeafReaderContext context) {
    try {
      return loadDirect(context);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public LeafNumericFieldData loadDirect(LeafReaderContext context) throws IOException {
    SortedNumericDocValues values = DocValues.getSortedNumeric(context.reader(), field);
    return new LeafLongFieldData(0, IndexNumericFieldData.NumericType.INT) {
      @Override
      public SortedNumericDocValues getLongValues() {
        return values;
      }
    };
  }

  /**
   * Length, descending or ascending; the missing value and the mode do not apply (one value, 0 when
   * absent).
   */
  @Override
  public SortField sortField(
      Object missingValue, MultiValueMode sortMode, Nested nested, boolean reverse) {
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
      Nested nested,
      SortOrder sortOrder,
      DocValueFormat format,
      int bucketSize,
      BucketedSort.ExtraData extra) {
    throw new IllegalArgumentException("field [" + field + "] cannot be used in a bucketed sort");
  }

  /** A values source type that refuses aggregations with a message (an HTTP 400, not a 500). */
  private enum NotAggregatable implements ValuesSourceType {
    INSTANCE;

    private IllegalArgumentException refuse() {
      return refuse("a spotsigs length field");
    }

    private IllegalArgumentException refuse(String field) {
      return new IllegalArgumentException(
          "["
              + field
              + "] cannot be aggregated on: spotsigs length fields are for the index sort, sorting and range queries");
    }

    @Override
    public ValuesSource getEmpty() {
      throw refuse();
    }

    @Override
    public ValuesSource getScript(AggregationScript.LeafFactory script, ValueType scriptValueType) {
      throw refuse();
    }

    @Override
    public ValuesSource getField(FieldContext fieldContext, AggregationScript.LeafFactory script) {
      throw refuse(fieldContext.field());
    }

    @Override
    public ValuesSource replaceMissing(
        ValuesSource valuesSource,
        Object rawMissing,
        DocValueFormat docValueFormat,
        LongSupplier now) {
      throw refuse();
    }

    @Override
    public String typeName() {
      return "spotsigs_length";
    }
  }
}
