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

import java.time.ZoneId;
import java.util.Map;
import org.apache.lucene.search.FieldExistsQuery;
import org.apache.lucene.search.Query;
import org.elasticsearch.common.geo.ShapeRelation;
import org.elasticsearch.common.time.DateMathParser;
import org.elasticsearch.index.fielddata.FieldDataContext;
import org.elasticsearch.index.fielddata.IndexFieldData;
import org.elasticsearch.index.mapper.DocumentParserContext;
import org.elasticsearch.index.mapper.FieldMapper;
import org.elasticsearch.index.mapper.MappedFieldType;
import org.elasticsearch.index.mapper.Mapper;
import org.elasticsearch.index.mapper.SourceValueFetcher;
import org.elasticsearch.index.mapper.ValueFetcher;
import org.elasticsearch.index.query.SearchExecutionContext;
import org.elasticsearch.search.DocValueFormat;
import org.spotsigs.engine.SubFields;

/**
 * The sub-fields a {@code spotsigs} field writes ({@link SpotSigsFieldMapper}): the lengths {@code
 * f.len} and {@code f.card} and the language {@code f.lang}, their field types, and the mappers
 * that register them in the mapping.
 */
final class SpotSigsSubFields {
  private SpotSigsSubFields() {}

  /**
   * A length sub-field ({@code f.len}, {@code f.card}): an int with a point, numeric doc values and
   * a stored value, written by the {@code spotsigs} field. Sortable (also as the index sort),
   * usable in term and range queries.
   */
  public static final class LengthFieldType extends SubFieldType {
    public static final String TYPE = SubFields.LENGTH_TYPE;

    LengthFieldType(String name) {
      super(name, true, TYPE);
    }

    @Override
    public DocValueFormat docValueFormat(String format, ZoneId timeZone) {
      return DocValueFormat.RAW;
    }

    @Override
    public Query termQuery(Object value, SearchExecutionContext context) {
      return SubFields.lengthTerm(name(), value);
    }

    @Override
    public Query rangeQuery(
        Object lowerTerm,
        Object upperTerm,
        boolean includeLower,
        boolean includeUpper,
        ShapeRelation relation,
        ZoneId timeZone,
        DateMathParser parser,
        SearchExecutionContext context) {
      return SubFields.lengthRange(name(), lowerTerm, upperTerm, includeLower, includeUpper);
    }

    @Override
    public IndexFieldData.Builder fielddataBuilder(FieldDataContext context) {
      return (cache, breakerService) -> new LengthIndexFieldData(name());
    }
  }

  /**
   * The language sub-field ({@code f.lang}): the language the analysis recorded for a document's
   * signatures (one term, and sorted doc values), written by the {@code spotsigs} field when its
   * analyzer records one ({@code language: auto}, or a forced language). Usable in term queries, so
   * that a search can keep the documents of one language.
   */
  public static final class LanguageFieldType extends SubFieldType {
    public static final String TYPE = SubFields.LANGUAGE_TYPE;

    LanguageFieldType(String name) {
      super(name, false, TYPE);
    }

    @Override
    public Query termQuery(Object value, SearchExecutionContext context) {
      return SubFields.languageTerm(name(), value);
    }
  }

  /**
   * A sub-field the {@code spotsigs} field writes ({@code f.len}, {@code f.card}, {@code f.lang}):
   * indexed, with doc values, its values not fetched from the source.
   */
  abstract static class SubFieldType extends MappedFieldType {
    private final String type;

    SubFieldType(String name, boolean stored, String type) {
      super(name, true, stored, true, Map.of());
      this.type = type;
    }

    @Override
    public String typeName() {
      return type;
    }

    @Override
    public ValueFetcher valueFetcher(SearchExecutionContext context, String format) {
      return sourceValues(name(), context);
    }

    @Override
    public Query existsQuery(SearchExecutionContext context) {
      return new FieldExistsQuery(name());
    }
  }

  /** The mapper that registers the sub-field of {@code ft} in the mapping. */
  /**
   * Fetches the values of {@code field} from a document's source, as they are there (the {@code
   * fields} option of a search); for a sub-field there are none.
   */
  static ValueFetcher sourceValues(String field, SearchExecutionContext context) {
    return new SourceValueFetcher(field, context) {
      @Override
      protected Object parseSourceValue(Object value) {
        return value;
      }
    };
  }

  static Mapper mapper(SubFieldType ft) {
    return new SubFieldMapper(ft);
  }

  /** Registers a sub-field in the mapping; its values are written by the parent field. */
  private static final class SubFieldMapper extends FieldMapper {
    SubFieldMapper(SubFieldType ft) {
      super(ft.name(), ft, FieldMapper.BuilderParams.empty());
    }

    @Override
    protected void parseCreateField(DocumentParserContext context) {
      throw new UnsupportedOperationException(
          "[" + fullPath() + "] is written by its spotsigs field");
    }

    @Override
    public FieldMapper.Builder getMergeBuilder() {
      throw new UnsupportedOperationException(
          "[" + fullPath() + "] is merged with its spotsigs field");
    }

    @Override
    protected String contentType() {
      return fieldType().typeName();
    }
  }
}
