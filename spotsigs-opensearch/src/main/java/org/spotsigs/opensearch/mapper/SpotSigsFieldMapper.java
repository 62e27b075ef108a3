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
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.apache.lucene.document.BinaryDocValuesField;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.FieldExistsQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.util.BytesRef;
import org.opensearch.common.settings.Settings;
import org.opensearch.core.xcontent.XContentParser;
import org.opensearch.index.analysis.AnalyzerScope;
import org.opensearch.index.analysis.IndexAnalyzers;
import org.opensearch.index.analysis.NamedAnalyzer;
import org.opensearch.index.fielddata.IndexFieldData;
import org.opensearch.index.mapper.FieldMapper;
import org.opensearch.index.mapper.MappedFieldType;
import org.opensearch.index.mapper.Mapper;
import org.opensearch.index.mapper.MapperParsingException;
import org.opensearch.index.mapper.ParametrizedFieldMapper;
import org.opensearch.index.mapper.ParseContext;
import org.opensearch.index.mapper.SourceValueFetcher;
import org.opensearch.index.mapper.TextSearchInfo;
import org.opensearch.index.mapper.ValueFetcher;
import org.opensearch.index.query.QueryShardContext;
import org.opensearch.search.lookup.SearchLookup;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.core.Measure;
import org.spotsigs.engine.SubFields;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.opensearch.analysis.SpotSigsExtraction;

/**
 * The {@code spotsigs} field type. Its value is either a text, analyzed once at index time with the
 * field's {@code analyzer} (default: the pre-built {@code spotsigs} analyzer), or an object of
 * signature counts ({@code {"the:south:carolina": 2, "is:designed:play": 1}}) taken as it is. The
 * field stores exactly what {@link org.spotsigs.search.NearDuplicateQuery} needs, in the layout of
 * {@link SpotSigsSchema} on the field's full name {@code f}: the signature terms with their counts
 * as term frequencies ({@code f}), the multiset and set lengths ({@code f.len}, {@code f.card}:
 * point, doc values and stored), the forward vector ({@code f.vec}) and a checksum ({@code f.sum}).
 *
 * <p>{@code f.lang} holds the language the analyzer recorded for the document (a term query on it
 * keeps the documents of one language).
 *
 * <p>{@code f.len} and {@code f.card} are mapped sub-fields: they can be used in range queries, in
 * sorts and, above all, in {@code index.sort.field} (with {@code index.sort.order: desc}), which
 * lays every segment out as the matcher wants. One value per document: an array is rejected. Their
 * field types are {@link SpotSigsSubFields}.
 */
public final class SpotSigsFieldMapper extends ParametrizedFieldMapper {
  /** The field type's name in mappings. */
  public static final String CONTENT_TYPE = "spotsigs";

  /**
   * The analyzer a field gets when none is given: an analyzer of the index named {@code spotsigs},
   * else the {@code spotsigs} analyzer type with its defaults for the index (its extraction is the
   * index's {@code index.spotsigs.extraction}).
   */
  public static final String DEFAULT_ANALYZER = "spotsigs";

  private static SpotSigsFieldMapper toType(FieldMapper in) {
    return (SpotSigsFieldMapper) in;
  }

  /** Builds a field from its mapping parameters ({@code analyzer}, {@code meta}). */
  public static final class Builder extends ParametrizedFieldMapper.Builder {
    private final Parameter<NamedAnalyzer> analyzer;
    private final Parameter<Map<String, String>> meta = Parameter.metaParam();

    public Builder(String name, IndexAnalyzers indexAnalyzers, Settings indexSettings) {
      super(name);
      this.analyzer =
          Parameter.analyzerParam(
              "analyzer",
              false,
              m -> toType(m).fieldType().analyzer(),
              () -> defaultAnalyzer(indexAnalyzers, indexSettings));
    }

    private static NamedAnalyzer defaultAnalyzer(
        IndexAnalyzers indexAnalyzers, Settings indexSettings) {
      boolean defined =
          indexSettings != null
              && indexSettings.getGroups("index.analysis.analyzer").containsKey(DEFAULT_ANALYZER);
      NamedAnalyzer own =
          defined && indexAnalyzers != null ? indexAnalyzers.get(DEFAULT_ANALYZER) : null;
      if (own != null) {
        return own;
      }
      String extraction =
          SpotSigsExtraction.EXTRACTION.get(indexSettings == null ? Settings.EMPTY : indexSettings);
      return new NamedAnalyzer(
          DEFAULT_ANALYZER,
          AnalyzerScope.INDEX,
          SpotSigsAnalyzer.builder().textExtraction(SpotSigsExtraction.of(extraction)).build());
    }

    @Override
    protected List<Parameter<?>> getParameters() {
      return List.of(analyzer, meta);
    }

    @Override
    public SpotSigsFieldMapper build(BuilderContext context) {
      String fullName = buildFullName(context);
      SpotSigsFieldType ft = new SpotSigsFieldType(fullName, analyzer.getValue(), meta.getValue());
      return new SpotSigsFieldMapper(
          name, ft, multiFieldsBuilder.build(this, context), copyTo.build(), this);
    }
  }

  public static final TypeParser PARSER =
      new TypeParser((n, c) -> new Builder(n, c.getIndexAnalyzers(), c.getSettings()));

  /** The searchable side of a {@code spotsigs} field. */
  public static final class SpotSigsFieldType extends MappedFieldType {
    private final NamedAnalyzer analyzer;
    private final SpotSigsSchema schema;

    public SpotSigsFieldType(String name, NamedAnalyzer analyzer, Map<String, String> meta) {
      super(name, true, false, true, TextSearchInfo.NONE, meta);
      this.analyzer = analyzer;
      this.schema = SpotSigsSchema.of(name, Measure.MULTISET);
    }

    @Override
    public String typeName() {
      return CONTENT_TYPE;
    }

    /** The analyzer that turns a text into signatures, at index time and for {@code like} texts. */
    public NamedAnalyzer analyzer() {
      return analyzer;
    }

    /** The layout of this field's Lucene fields. */
    public SpotSigsSchema schema() {
      return schema;
    }

    /**
     * The signature vector of {@code text}, exactly as it would be indexed: through the wrapped
     * analyzer itself, so that a spotsigs analyzer takes its direct path, which also records the
     * document's language (the wrapper would run its token stream, which gives the same
     * signatures).
     */
    public SignatureVector analyze(String text) {
      return SignatureVector.analyze(analyzer.analyzer(), name(), text);
    }

    @Override
    public ValueFetcher valueFetcher(
        QueryShardContext context, SearchLookup searchLookup, String format) {
      return new SourceValueFetcher(name(), context) {
        @Override
        protected Object parseSourceValue(Object value) {
          return value;
        }
      };
    }

    /** A single signature: the documents that hold it. */
    @Override
    public Query termQuery(Object value, QueryShardContext context) {
      BytesRef term = value instanceof BytesRef b ? b : new BytesRef(value.toString());
      return new TermQuery(new Term(name(), term));
    }

    @Override
    public Query existsQuery(QueryShardContext context) {
      return new FieldExistsQuery(schema.vectorField());
    }

    @Override
    public IndexFieldData.Builder fielddataBuilder(
        String fullyQualifiedIndexName, Supplier<SearchLookup> searchLookup) {
      throw SubFields.notSortable(name(), schema);
    }
  }

  private final List<Mapper> lengthMappers;

  private SpotSigsFieldMapper(
      String simpleName,
      SpotSigsFieldType ft,
      MultiFields multiFields,
      CopyTo copyTo,
      Builder builder) {
    super(simpleName, ft, multiFields, copyTo);
    SpotSigsSchema schema = ft.schema();
    this.lengthMappers =
        List.of(
            SpotSigsSubFields.mapper(
                new SpotSigsSubFields.LengthFieldType(schema.lengthField(Measure.MULTISET))),
            SpotSigsSubFields.mapper(
                new SpotSigsSubFields.LengthFieldType(schema.lengthField(Measure.SET))),
            SpotSigsSubFields.mapper(
                new SpotSigsSubFields.LanguageFieldType(schema.languageField())));
  }

  @Override
  public SpotSigsFieldType fieldType() {
    return (SpotSigsFieldType) super.fieldType();
  }

  @Override
  protected void parseCreateField(ParseContext context) throws IOException {
    SpotSigsFieldType ft = fieldType();
    XContentParser parser = context.parser();
    XContentParser.Token token = parser.currentToken();
    SignatureVector vector;
    if (token == XContentParser.Token.VALUE_NULL) {
      return;
    } else if (token == XContentParser.Token.START_OBJECT) {
      vector = parseCounts(parser, name());
    } else if (token.isValue()) {
      vector = ft.analyze(parser.text());
    } else {
      throw new MapperParsingException(
          "field ["
              + name()
              + "] of type [spotsigs] takes a text or an object of signature counts, got "
              + token);
    }
    if (context.doc().getField(ft.schema().vectorField()) != null) {
      throw new MapperParsingException(
          "field ["
              + name()
              + "] of type [spotsigs] takes one value per document (a text or an object of"
              + " signature counts), not an array");
    }
    for (IndexableField f : ft.schema().createFields(vector)) {
      context.doc().add(f);
    }
    String id = context.sourceToParse().id();
    if (id != null) {
      // the all-pairs run reads the ids of the documents it pairs from here, not from the stored
      // _id (whose blocks hold the _source too, all of it decompressed to read one id)
      context.doc().add(new BinaryDocValuesField(SpotSigsFields.idField(name()), new BytesRef(id)));
    }
  }

  /** Reads {@code {"signature": count, ...}} (counts >= 1) at the parser's START_OBJECT. */
  public static SignatureVector parseCounts(XContentParser parser, String what) throws IOException {
    SignatureVector.Builder b = SignatureVector.builder();
    XContentParser.Token t;
    while ((t = parser.nextToken()) != XContentParser.Token.END_OBJECT) {
      if (t != XContentParser.Token.FIELD_NAME) {
        throw new MapperParsingException("[" + what + "]: expected a signature name, got " + t);
      }
      String signature = parser.currentName();
      t = parser.nextToken();
      if (t != XContentParser.Token.VALUE_NUMBER && t != XContentParser.Token.VALUE_STRING) {
        throw new MapperParsingException(
            "[" + what + "]: the count of [" + signature + "] must be an integer >= 1, got " + t);
      }
      int count;
      try {
        long value = parser.longValue(false); // exact: no silent wrap or truncation of large counts
        if (value < 1 || value > Integer.MAX_VALUE) {
          throw new IllegalArgumentException("out of range");
        }
        count = (int) value;
      } catch (IllegalArgumentException e) {
        throw new MapperParsingException(
            "["
                + what
                + "]: the count of ["
                + signature
                + "] must be an integer in [1, "
                + Integer.MAX_VALUE
                + "], got ["
                + parser.text()
                + "]",
            e);
      }
      try {
        b.add(signature, count);
      } catch (IllegalArgumentException e) {
        throw new MapperParsingException("[" + what + "]: " + e.getMessage(), e);
      }
    }
    return b.build();
  }

  @Override
  public Iterator<Mapper> iterator() {
    List<Mapper> all = new ArrayList<>();
    super.iterator().forEachRemaining(all::add);
    all.addAll(lengthMappers);
    return all.iterator();
  }

  @Override
  protected String contentType() {
    return CONTENT_TYPE;
  }

  @Override
  public ParametrizedFieldMapper.Builder getMergeBuilder() {
    return new Builder(simpleName(), null, null).init(this);
  }
}
