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
package org.spotsigs.opensearch.query;

import java.io.IOException;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Supplier;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.MatchNoDocsQuery;
import org.apache.lucene.search.Query;
import org.opensearch.common.SetOnce;
import org.opensearch.core.ParseField;
import org.opensearch.core.action.ActionListener;
import org.opensearch.core.common.ParsingException;
import org.opensearch.core.common.io.stream.StreamInput;
import org.opensearch.core.common.io.stream.StreamOutput;
import org.opensearch.core.xcontent.XContentBuilder;
import org.opensearch.core.xcontent.XContentParser;
import org.opensearch.index.mapper.IdFieldMapper;
import org.opensearch.index.mapper.MappedFieldType;
import org.opensearch.index.query.AbstractQueryBuilder;
import org.opensearch.index.query.QueryBuilder;
import org.opensearch.index.query.QueryCoordinatorContext;
import org.opensearch.index.query.QueryRewriteContext;
import org.opensearch.index.query.QueryShardContext;
import org.opensearch.index.query.QueryShardException;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.engine.NearDuplicateParams;
import org.spotsigs.index.ForwardVector;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.opensearch.action.ShardVectorsAction;
import org.spotsigs.opensearch.action.ShardVectorsRequest;
import org.spotsigs.opensearch.mapper.SpotSigsFieldMapper.SpotSigsFieldType;
import org.spotsigs.opensearch.mapper.SpotSigsFields;
import org.spotsigs.search.NearDuplicateQuery;

/**
 * The {@code near_duplicate} query: exactly the documents whose spot-signature Jaccard similarity
 * with a given document is at least {@code tau}, scored by that similarity (times {@code boost}).
 *
 * <pre>
 * {"near_duplicate": {"field": "body", "like": "text ...", "tau": 0.8, "measure": "multiset"}}
 * {"near_duplicate": {"field": "body", "like": {"_id": "17", "_index": "pages", "routing": "r"}, "tau": "4/5"}}
 * {"near_duplicate": {"field": "body", "like": {"signatures": {"the:south:carolina": 2}}, "tau": 0.9}}
 * </pre>
 *
 * A text is analyzed on every shard with the field's analyzer, as at index time. A document given
 * by {@code _id} is read (like a realtime GET) from the index {@code _index}, or from the index
 * being searched when {@code _index} is left out; it does not match itself unless {@code include}
 * is true. On each shard the query is {@link NearDuplicateQuery}, which is exact per segment, so
 * the hits of the whole index are exactly the documents at or above tau. Bad requests (tau outside
 * (0, 1], a field that is missing or not of type {@code spotsigs}, an unknown document) fail with
 * HTTP 400 and a message saying what to fix; {@code ignore_unmapped: true} makes a missing field
 * match nothing instead.
 *
 * <p>Longer than 400 lines: one query builder, as OpenSearch's contract makes it, whose stream
 * form, JSON form, rewrite (the fetch of a like document), Lucene query, equality and hash each
 * carry every parameter; the parameters are read and checked by {@link NearDuplicateParams}, and
 * the query is {@link NearDuplicateQuery}.
 */
public final class NearDuplicateQueryBuilder
    extends AbstractQueryBuilder<NearDuplicateQueryBuilder> {
  public static final String NAME = "near_duplicate";
  private static final ParseField FIELD = new ParseField("field");
  private static final ParseField LIKE = new ParseField("like");
  private static final ParseField TAU = new ParseField("tau");
  private static final ParseField MEASURE = new ParseField("measure");
  private static final ParseField INCLUDE = new ParseField("include");
  private static final ParseField IGNORE_UNMAPPED = new ParseField("ignore_unmapped");

  /** A document to be like: its index (null: the one searched), id and routing. */
  public record LikeDocument(String index, String id, String routing) {}

  private final String field;
  private final String likeText;
  private final SignatureVector likeVector;
  private final LikeDocument likeDocument;

  /** The concrete index the like document was read from, once read. */
  private final String likeIndex;

  private final Threshold tau;
  private final Measure measure;
  private boolean include;
  private boolean ignoreUnmapped;
  private final Supplier<Fetched> fetched;

  private record Fetched(SignatureVector vector, String index) {}

  private NearDuplicateQueryBuilder(
      String field,
      String likeText,
      SignatureVector likeVector,
      LikeDocument likeDocument,
      String likeIndex,
      Threshold tau,
      Measure measure,
      Supplier<Fetched> fetched) {
    if (field == null || field.isEmpty()) {
      throw new IllegalArgumentException("[" + NAME + "] requires a [field]");
    }
    if (likeText == null && likeVector == null && likeDocument == null) {
      throw new IllegalArgumentException(
          "[" + NAME + "] requires [like]: a text, {\"_id\": ...} or {\"signatures\": {...}}");
    }
    this.field = field;
    this.likeText = likeText;
    this.likeVector = likeVector;
    this.likeDocument = likeDocument;
    this.likeIndex = likeIndex;
    this.tau = Objects.requireNonNull(tau, "tau");
    this.measure = Objects.requireNonNull(measure, "measure");
    this.fetched = fetched;
  }

  /** Near-duplicates of {@code text}, analyzed with the field's analyzer. */
  public static NearDuplicateQueryBuilder likeText(
      String field, String text, Threshold tau, Measure measure) {
    return new NearDuplicateQueryBuilder(
        field, Objects.requireNonNull(text, "text"), null, null, null, tau, measure, null);
  }

  /** Near-duplicates of a signature vector given as it is. */
  public static NearDuplicateQueryBuilder likeVector(
      String field, SignatureVector vector, Threshold tau, Measure measure) {
    return new NearDuplicateQueryBuilder(
        field, null, Objects.requireNonNull(vector, "vector"), null, null, tau, measure, null);
  }

  /** Near-duplicates of an indexed document ({@code index} null: the index searched). */
  public static NearDuplicateQueryBuilder likeDocument(
      String field, LikeDocument doc, Threshold tau, Measure measure) {
    return new NearDuplicateQueryBuilder(
        field, null, null, Objects.requireNonNull(doc, "doc"), null, tau, measure, null);
  }

  public NearDuplicateQueryBuilder(StreamInput in) throws IOException {
    super(in);
    field = in.readString();
    likeText = in.readOptionalString();
    likeVector = in.readBoolean() ? ForwardVector.decode(in.readBytesRef()) : null;
    likeDocument =
        in.readBoolean()
            ? new LikeDocument(in.readOptionalString(), in.readString(), in.readOptionalString())
            : null;
    likeIndex = in.readOptionalString();
    tau = Threshold.of(in.readVLong(), in.readVLong());
    measure = in.readEnum(Measure.class);
    include = in.readBoolean();
    ignoreUnmapped = in.readBoolean();
    fetched = null;
  }

  @Override
  protected void doWriteTo(StreamOutput out) throws IOException {
    if (fetched != null) {
      throw new IllegalStateException(
          "the like document was not fetched yet: rewrite the query first");
    }
    out.writeString(field);
    out.writeOptionalString(likeText);
    out.writeBoolean(likeVector != null);
    if (likeVector != null) {
      out.writeBytesRef(ForwardVector.encode(likeVector));
    }
    out.writeBoolean(likeDocument != null);
    if (likeDocument != null) {
      out.writeOptionalString(likeDocument.index());
      out.writeString(likeDocument.id());
      out.writeOptionalString(likeDocument.routing());
    }
    out.writeOptionalString(likeIndex);
    out.writeVLong(tau.numerator());
    out.writeVLong(tau.denominator());
    out.writeEnum(measure);
    out.writeBoolean(include);
    out.writeBoolean(ignoreUnmapped);
  }

  public String field() {
    return field;
  }

  /** The signature vector given as {@code like}, or null for a text or a document. */
  public SignatureVector likeVectorOrNull() {
    return likeVector;
  }

  public Threshold tau() {
    return tau;
  }

  public Measure measure() {
    return measure;
  }

  /** Whether the like document itself may match (default false). */
  public NearDuplicateQueryBuilder include(boolean include) {
    this.include = include;
    return this;
  }

  /** Whether a missing field matches nothing instead of failing (default false). */
  public NearDuplicateQueryBuilder ignoreUnmapped(boolean ignoreUnmapped) {
    this.ignoreUnmapped = ignoreUnmapped;
    return this;
  }

  @Override
  protected void doXContent(XContentBuilder builder, Params params) throws IOException {
    builder.startObject(NAME);
    builder.field(FIELD.getPreferredName(), field);
    if (likeText != null) {
      builder.field(LIKE.getPreferredName(), likeText);
    } else if (likeDocument != null) {
      builder.startObject(LIKE.getPreferredName());
      if (likeDocument.index() != null) {
        builder.field("_index", likeDocument.index());
      }
      builder.field("_id", likeDocument.id());
      if (likeDocument.routing() != null) {
        builder.field("routing", likeDocument.routing());
      }
      builder.endObject();
    } else {
      builder
          .startObject(LIKE.getPreferredName())
          .field("signatures", likeVector.toMap())
          .endObject();
    }
    builder.field(TAU.getPreferredName(), tau.toString());
    builder.field(MEASURE.getPreferredName(), measure.name().toLowerCase(Locale.ROOT));
    builder.field(INCLUDE.getPreferredName(), include);
    builder.field(IGNORE_UNMAPPED.getPreferredName(), ignoreUnmapped);
    printBoostAndQueryName(builder);
    builder.endObject();
  }

  /** Parses the body of a {@code near_duplicate} query. */
  public static NearDuplicateQueryBuilder fromXContent(XContentParser parser) throws IOException {
    NearDuplicateParams p;
    try {
      p = NearDuplicateParams.parse(parser.map()); // what both engines read, in spotsigs-engine
    } catch (IllegalArgumentException e) {
      throw new ParsingException(parser.getTokenLocation(), e.getMessage(), e);
    }
    NearDuplicateQueryBuilder b;
    if (p.likeText() != null) {
      b = likeText(p.field(), p.likeText(), p.tau(), p.measure());
    } else if (p.likeVector() != null) {
      b = likeVector(p.field(), p.likeVector(), p.tau(), p.measure());
    } else {
      b =
          likeDocument(
              p.field(),
              new LikeDocument(p.likeIndex(), p.likeId(), p.likeRouting()),
              p.tau(),
              p.measure());
    }
    b.include(p.include()).ignoreUnmapped(p.ignoreUnmapped());
    if (p.boost() != null) {
      b.boost(p.boost());
    }
    if (p.name() != null) {
      b.queryName(p.name());
    }
    return b;
  }

  @Override
  protected QueryBuilder doRewrite(QueryRewriteContext context) {
    if (fetched != null) {
      Fetched f = fetched.get();
      return f == null ? this : copy(f.vector(), f.index(), null);
    }
    if (likeDocument == null || likeVector != null) {
      return this;
    }
    String index = likeDocument.index();
    if (index == null) {
      QueryCoordinatorContext coordinator = context.convertToCoordinatorContext();
      if (coordinator == null || coordinator.getSearchRequest() == null) {
        return this; // not on the coordinating node: nothing can be fetched here
      }
      String[] searched = coordinator.getSearchRequest().indices();
      if (searched == null || searched.length != 1) {
        throw new IllegalArgumentException(
            "["
                + NAME
                + "] [like] document ["
                + likeDocument.id()
                + "]: give its [_index]; the search names "
                + (searched == null ? "all indices" : java.util.Arrays.toString(searched)));
      }
      index = searched[0];
    }
    String target = index;
    SetOnce<Fetched> result = new SetOnce<>();
    context.registerAsyncAction(
        (client, listener) ->
            client.execute(
                ShardVectorsAction.INSTANCE,
                ShardVectorsRequest.ofId(target, field, likeDocument.id(), likeDocument.routing()),
                ActionListener.wrap(
                    response -> {
                      if (!response.found(0)) {
                        listener.onFailure(
                            new IllegalArgumentException(
                                "["
                                    + NAME
                                    + "] document ["
                                    + likeDocument.id()
                                    + "] not found in index ["
                                    + target
                                    + "]"
                                    + (likeDocument.routing() == null
                                        ? ""
                                        : " with routing [" + likeDocument.routing() + "]")));
                        return;
                      }
                      result.set(new Fetched(response.vector(0), response.index()));
                      listener.onResponse(null);
                    },
                    listener::onFailure)));
    return copy(null, null, result::get);
  }

  private NearDuplicateQueryBuilder copy(
      SignatureVector vector, String index, Supplier<Fetched> supplier) {
    return new NearDuplicateQueryBuilder(
            field, likeText, vector, likeDocument, index, tau, measure, supplier)
        .include(include)
        .ignoreUnmapped(ignoreUnmapped)
        .boost(boost())
        .queryName(queryName());
  }

  @Override
  protected Query doToQuery(QueryShardContext context) throws IOException {
    MappedFieldType ft = context.fieldMapper(field);
    String index = context.index().getName();
    if (ft == null && ignoreUnmapped) {
      return new MatchNoDocsQuery(
          "[" + NAME + "] field [" + field + "] is not mapped in index [" + index + "]");
    }
    SpotSigsFieldType sft;
    try {
      sft = SpotSigsFields.require(ft, field, index);
    } catch (IllegalArgumentException e) {
      throw new QueryShardException(context, "[" + NAME + "] " + e.getMessage(), e);
    }
    SignatureVector vector;
    if (likeVector != null) {
      vector = likeVector;
    } else if (likeText != null) {
      vector = sft.analyze(likeText);
    } else {
      throw new QueryShardException(
          context,
          "["
              + NAME
              + "] the like document ["
              + likeDocument.id()
              + "] can only be read when the query is rewritten on the coordinating node of a search; give [like] as a text or"
              + " as [signatures] here");
    }
    Query query = new NearDuplicateQuery(sft.name(), vector, tau, measure);
    if (likeDocument != null && !include && index.equals(likeIndex)) {
      MappedFieldType idField = context.fieldMapper(IdFieldMapper.NAME);
      query =
          new BooleanQuery.Builder()
              .add(query, BooleanClause.Occur.MUST)
              .add(idField.termQuery(likeDocument.id(), context), BooleanClause.Occur.MUST_NOT)
              .build();
    }
    return query;
  }

  @Override
  protected boolean doEquals(NearDuplicateQueryBuilder o) {
    return field.equals(o.field)
        && Objects.equals(likeText, o.likeText)
        && Objects.equals(likeVector, o.likeVector)
        && Objects.equals(likeDocument, o.likeDocument)
        && Objects.equals(likeIndex, o.likeIndex)
        && tau.equals(o.tau)
        && measure == o.measure
        && include == o.include
        && ignoreUnmapped == o.ignoreUnmapped
        && Objects.equals(fetched, o.fetched);
  }

  @Override
  protected int doHashCode() {
    return Objects.hash(
        field,
        likeText,
        likeVector,
        likeDocument,
        likeIndex,
        tau,
        measure,
        include,
        ignoreUnmapped,
        fetched);
  }

  @Override
  public String getWriteableName() {
    return NAME;
  }
}
