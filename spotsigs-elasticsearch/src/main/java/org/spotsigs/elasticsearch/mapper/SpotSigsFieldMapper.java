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

import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.document.BinaryDocValuesField;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.FieldExistsQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.util.BytesRef;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.index.analysis.AnalyzerScope;
import org.elasticsearch.index.analysis.IndexAnalyzers;
import org.elasticsearch.index.analysis.NamedAnalyzer;
import org.elasticsearch.index.fielddata.FieldDataContext;
import org.elasticsearch.index.fielddata.IndexFieldData;
import org.elasticsearch.index.mapper.DocumentParserContext;
import org.elasticsearch.index.mapper.FieldMapper;
import org.elasticsearch.index.mapper.MappedFieldType;
import org.elasticsearch.index.mapper.Mapper;
import org.elasticsearch.index.mapper.MapperBuilderContext;
import org.elasticsearch.index.mapper.ValueFetcher;
import org.elasticsearch.index.query.SearchExecutionContext;
import org.elasticsearch.xcontent.XContentParser;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.core.Measure;
import org.spotsigs.elasticsearch.analysis.IndexExtractionSetting;
import org.spotsigs.engine.IndexExtraction;
import org.spotsigs.engine.SignatureCounts;
import org.spotsigs.engine.SubFields;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;

/**
 * The {@code spotsigs} field type. Its value is a text, analyzed once at index time with the
 * field's {@code analyzer} (default: the {@code spotsigs} analyzer type with its defaults for the
 * index), or an object of signature counts taken as it is. The field writes the layout of {@link
 * SpotSigsSchema} on its full name {@code f}: the signature terms with their counts as term
 * frequencies ({@code f}), the multiset and set lengths ({@code f.len}, {@code f.card}: point, doc
 * values and stored), the forward vector ({@code f.vec}), a checksum ({@code f.sum}) and the
 * document's {@code _id} as doc values ({@code f.id}, what the all-pairs run reads).
 *
 * <p>{@code f.lang} holds the language the analyzer recorded for the document ({@code language:
 * auto}, or a forced language): a term query on it keeps the documents of one language.
 *
 * <p>{@code f.len} and {@code f.card} are mapped: range queries, sorts and, above all, {@code
 * index.sort.field} with order {@code desc}, which lays every segment out as the matcher wants. One
 * value per document: an array is rejected. Their field types are {@link SpotSigsSubFields}.
 */
public final class SpotSigsFieldMapper extends FieldMapper {
  /** The field type's name in mappings. */
  public static final String CONTENT_TYPE = "spotsigs";

  /** The analyzer a field without one gets, if the index defines an analyzer of this name. */
  public static final String DEFAULT_ANALYZER = "spotsigs";

  /** The Lucene field that holds each document's {@code _id} as binary doc values. */
  public static String idField(String field) {
    return field + ".id";
  }

  /** Builds a field from its mapping parameters ({@code analyzer}, {@code meta}). */
  public static final class Builder extends FieldMapper.Builder {
    private final Parameter<NamedAnalyzer> analyzer;
    private final Parameter<Map<String, String>> meta = Parameter.metaParam();

    public Builder(String name, IndexAnalyzers indexAnalyzers, Settings indexSettings) {
      super(name);
      this.analyzer =
          Parameter.analyzerParam(
              "analyzer",
              false,
              m -> ((SpotSigsFieldMapper) m).fieldType().analyzer(),
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
      return new NamedAnalyzer(
          DEFAULT_ANALYZER,
          AnalyzerScope.INDEX,
          SpotSigsAnalyzer.builder()
              .textExtraction(IndexExtraction.of(IndexExtractionSetting.of(indexSettings)))
              .build());
    }

    @Override
    protected Parameter<?>[] getParameters() {
      return new Parameter<?>[] {analyzer, meta};
    }

    @Override
    public SpotSigsFieldMapper build(MapperBuilderContext context) {
      SpotSigsFieldType ft =
          new SpotSigsFieldType(
              context.buildFullName(leafName()), analyzer.getValue(), meta.getValue());
      return new SpotSigsFieldMapper(leafName(), ft, builderParams(this, context));
    }
  }

  public static final TypeParser PARSER =
      new TypeParser((n, c) -> new Builder(n, c.getIndexAnalyzers(), c.getSettings()));

  /** The searchable side of a {@code spotsigs} field. */
  public static final class SpotSigsFieldType extends MappedFieldType {
    private final NamedAnalyzer analyzer;
    private final SpotSigsSchema schema;

    SpotSigsFieldType(String name, NamedAnalyzer analyzer, Map<String, String> meta) {
      super(name, true, false, true, meta);
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
    public ValueFetcher valueFetcher(SearchExecutionContext context, String format) {
      return SpotSigsSubFields.sourceValues(name(), context);
    }

    /** A single signature: the documents that hold it. */
    @Override
    public Query termQuery(Object value, SearchExecutionContext context) {
      BytesRef term = value instanceof BytesRef b ? b : new BytesRef(value.toString());
      return new TermQuery(new Term(name(), term));
    }

    @Override
    public Query existsQuery(SearchExecutionContext context) {
      return new FieldExistsQuery(schema.vectorField());
    }

    @Override
    public IndexFieldData.Builder fielddataBuilder(FieldDataContext context) {
      throw SubFields.notSortable(name(), schema);
    }
  }

  private final List<Mapper> subFieldMappers;

  private SpotSigsFieldMapper(String leafName, SpotSigsFieldType ft, BuilderParams params) {
    super(leafName, ft, params);
    SpotSigsSchema schema = ft.schema();
    this.subFieldMappers =
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
  protected boolean supportsParsingObject() {
    return true;
  }

  @Override
  protected void parseCreateField(DocumentParserContext context) throws IOException {
    SpotSigsFieldType ft = fieldType();
    XContentParser parser = context.parser();
    XContentParser.Token token = parser.currentToken();
    SignatureVector vector;
    if (token == XContentParser.Token.VALUE_NULL) {
      return;
    } else if (token == XContentParser.Token.START_OBJECT) {
      vector = SignatureCounts.parse(counts(parser), fullPath());
    } else if (token.isValue()) {
      vector = ft.analyze(parser.text());
    } else {
      throw new IllegalArgumentException(
          "field ["
              + fullPath()
              + "] of type [spotsigs] takes a text or an object of signature counts, got "
              + token);
    }
    if (context.doc().getField(ft.schema().vectorField()) != null) {
      throw new IllegalArgumentException(
          "field ["
              + fullPath()
              + "] of type [spotsigs] takes one value per document (a text or an object of"
              + " signature counts), not an array");
    }
    for (IndexableField f : ft.schema().createFields(vector)) {
      context.doc().add(f);
    }
    String id = context.sourceToParse().id();
    if (id != null) {
      // the all-pairs run reads the ids of the documents it pairs from here, not from the stored
      // _id (whose blocks hold the _source too)
      context.doc().add(new BinaryDocValuesField(idField(fullPath()), new BytesRef(id)));
    }
  }

  /**
   * The object at the parser's START_OBJECT as signature -> count value (a number or a string, as
   * written; {@link SignatureCounts} checks them). The document parser's {@code XContentParser}
   * does not read whole maps.
   */
  private Map<String, Object> counts(XContentParser parser) throws IOException {
    Map<String, Object> counts = new LinkedHashMap<>();
    for (XContentParser.Token t = parser.nextToken();
        t != XContentParser.Token.END_OBJECT;
        t = parser.nextToken()) {
      String signature = parser.currentName();
      t = parser.nextToken();
      if (t == XContentParser.Token.VALUE_NUMBER || t == XContentParser.Token.VALUE_STRING) {
        counts.put(signature, parser.text());
      } else {
        throw new IllegalArgumentException(
            "["
                + fullPath()
                + "]: the count of ["
                + signature
                + "] must be an integer >= 1, got "
                + t);
      }
    }
    return counts;
  }

  /** The field's analyzer (Lucene asks for it for position gaps; the signatures come analyzed). */
  @Override
  public Map<String, NamedAnalyzer> indexAnalyzers() {
    return Map.of(fullPath(), fieldType().analyzer());
  }

  @Override
  public Iterator<Mapper> iterator() {
    List<Mapper> all = new ArrayList<>();
    super.iterator().forEachRemaining(all::add);
    all.addAll(subFieldMappers);
    return all.iterator();
  }

  @Override
  protected String contentType() {
    return CONTENT_TYPE;
  }

  @Override
  public FieldMapper.Builder getMergeBuilder() {
    return new Builder(leafName(), null, null).init(this);
  }
}
