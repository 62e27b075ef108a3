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
package org.spotsigs.elasticsearch.query;

import java.io.IOException;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Supplier;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.MatchNoDocsQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.util.SetOnce;
import org.elasticsearch.TransportVersion;
import org.elasticsearch.action.ActionListener;
import org.elasticsearch.action.ResolvedIndices;
import org.elasticsearch.common.ParsingException;
import org.elasticsearch.common.io.stream.StreamInput;
import org.elasticsearch.common.io.stream.StreamOutput;
import org.elasticsearch.index.Index;
import org.elasticsearch.index.mapper.IdFieldMapper;
import org.elasticsearch.index.mapper.MappedFieldType;
import org.elasticsearch.index.query.AbstractQueryBuilder;
import org.elasticsearch.index.query.QueryBuilder;
import org.elasticsearch.index.query.QueryRewriteContext;
import org.elasticsearch.index.query.QueryShardException;
import org.elasticsearch.index.query.SearchExecutionContext;
import org.elasticsearch.xcontent.XContentBuilder;
import org.elasticsearch.xcontent.XContentParser;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.elasticsearch.action.ShardVectorsAction;
import org.spotsigs.elasticsearch.action.ShardVectorsRequest;
import org.spotsigs.elasticsearch.mapper.SpotSigsFieldMapper.SpotSigsFieldType;
import org.spotsigs.elasticsearch.mapper.SpotSigsFields;
import org.spotsigs.engine.NearDuplicateParams;
import org.spotsigs.index.ForwardVector;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.search.NearDuplicateQuery;

/**
 * The {@code near_duplicate} query ({@link NearDuplicateParams}): exactly the documents whose
 * spot-signature Jaccard similarity with a given document is at least {@code tau}, scored by that
 * similarity (times {@code boost}). A text is analyzed on every shard with the field's analyzer, as
 * at index time; a document given by {@code _id} is read (like a realtime GET) on the coordinating
 * node before the search, from {@code _index} or the one index searched, and does not match itself
 * unless {@code include} is true. On each shard the query is the library's {@link
 * NearDuplicateQuery}, exact per segment, so the hits of the whole index are exactly the documents
 * at or above tau.
 */
public final class NearDuplicateQueryBuilder
    extends AbstractQueryBuilder<NearDuplicateQueryBuilder> {
  public static final String NAME = NearDuplicateParams.NAME;

  private final String field;
  private final String likeText;
  private final SignatureVector likeVector;
  private final String likeIndexName;
  private final String likeId;
  private final String likeRouting;

  /** The concrete index the like document was read from, once read. */
  private final String likeIndex;

  private final Threshold tau;
  private final Measure measure;
  private final boolean include;
  private final boolean ignoreUnmapped;
  private final Supplier<Fetched> fetched;

  private record Fetched(SignatureVector vector, String index) {}

  private NearDuplicateQueryBuilder(
      NearDuplicateParams p, SignatureVector vector, String likeIndex, Supplier<Fetched> fetched) {
    this.field = p.field();
    this.likeText = p.likeText();
    this.likeVector = vector;
    this.likeIndexName = p.likeIndex();
    this.likeId = p.likeId();
    this.likeRouting = p.likeRouting();
    this.likeIndex = likeIndex;
    this.tau = p.tau();
    this.measure = p.measure();
    this.include = p.include();
    this.ignoreUnmapped = p.ignoreUnmapped();
    this.fetched = fetched;
    if (p.boost() != null) {
      boost(p.boost());
    }
    queryName(p.name());
  }

  /** The query of a parsed body. */
  public NearDuplicateQueryBuilder(NearDuplicateParams params) {
    this(params, params.likeVector(), null, null);
  }

  public NearDuplicateQueryBuilder(StreamInput in) throws IOException {
    super(in);
    field = in.readString();
    likeText = in.readOptionalString();
    likeVector = in.readBoolean() ? ForwardVector.decode(in.readBytesRef()) : null;
    likeIndexName = in.readOptionalString();
    likeId = in.readOptionalString();
    likeRouting = in.readOptionalString();
    likeIndex = in.readOptionalString();
    tau = Threshold.of(in.readVLong(), in.readVLong());
    measure = in.readEnum(Measure.class);
    include = in.readBoolean();
    ignoreUnmapped = in.readBoolean();
    fetched = null;
  }

  private NearDuplicateParams params() {
    return new NearDuplicateParams(
        field,
        likeText,
        likeVector,
        likeIndexName,
        likeId,
        likeRouting,
        tau,
        measure,
        include,
        ignoreUnmapped,
        boost(),
        queryName());
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
    out.writeOptionalString(likeIndexName);
    out.writeOptionalString(likeId);
    out.writeOptionalString(likeRouting);
    out.writeOptionalString(likeIndex);
    out.writeVLong(tau.numerator());
    out.writeVLong(tau.denominator());
    out.writeEnum(measure);
    out.writeBoolean(include);
    out.writeBoolean(ignoreUnmapped);
  }

  @Override
  protected void doXContent(XContentBuilder builder, Params params) throws IOException {
    builder.startObject(NAME);
    builder.field("field", field);
    if (likeText != null) {
      builder.field("like", likeText);
    } else if (likeId != null) {
      builder.startObject("like");
      if (likeIndexName != null) {
        builder.field("_index", likeIndexName);
      }
      builder.field("_id", likeId);
      if (likeRouting != null) {
        builder.field("routing", likeRouting);
      }
      builder.endObject();
    } else {
      builder.startObject("like").field("signatures", likeVector.toMap()).endObject();
    }
    builder.field("tau", tau.toString());
    builder.field("measure", measure.name().toLowerCase(Locale.ROOT));
    builder.field("include", include);
    builder.field("ignore_unmapped", ignoreUnmapped);
    boostAndQueryNameToXContent(builder);
    builder.endObject();
  }

  /** Parses the body of a {@code near_duplicate} query. */
  public static NearDuplicateQueryBuilder fromXContent(XContentParser parser) throws IOException {
    try {
      return new NearDuplicateQueryBuilder(NearDuplicateParams.parse(parser.map()));
    } catch (IllegalArgumentException e) {
      throw new ParsingException(parser.getTokenLocation(), e.getMessage(), e);
    }
  }

  @Override
  protected QueryBuilder doRewrite(QueryRewriteContext context) {
    if (fetched != null) {
      Fetched f = fetched.get();
      return f == null
          ? this
          : new NearDuplicateQueryBuilder(params(), f.vector(), f.index(), null);
    }
    if (likeId == null || likeVector != null) {
      return this;
    }
    String index = likeIndexName;
    if (index == null) {
      ResolvedIndices resolved = context.getResolvedIndices();
      if (resolved == null) {
        return this; // not on the coordinating node: nothing can be fetched here
      }
      Index[] searched = resolved.getConcreteLocalIndices();
      if (searched.length != 1) {
        throw new IllegalArgumentException(
            "["
                + NAME
                + "] [like] document ["
                + likeId
                + "]: give its [_index]; the search names "
                + Arrays.toString(Arrays.stream(searched).map(Index::getName).toArray()));
      }
      index = searched[0].getName();
    }
    String target = index;
    SetOnce<Fetched> result = new SetOnce<>();
    context.registerAsyncAction(
        (client, listener) ->
            client.execute(
                ShardVectorsAction.INSTANCE,
                ShardVectorsRequest.ofId(target, field, likeId, likeRouting),
                ActionListener.wrap(
                    response -> {
                      if (!response.found()) {
                        listener.onFailure(
                            new IllegalArgumentException(
                                "["
                                    + NAME
                                    + "] document ["
                                    + likeId
                                    + "] not found in index ["
                                    + target
                                    + "]"
                                    + (likeRouting == null
                                        ? ""
                                        : " with routing [" + likeRouting + "]")));
                        return;
                      }
                      result.set(new Fetched(response.vector(), response.index()));
                      listener.onResponse(null);
                    },
                    listener::onFailure)));
    return new NearDuplicateQueryBuilder(params(), null, null, result::get);
  }

  @Override
  protected Query doToQuery(SearchExecutionContext context) throws IOException {
    MappedFieldType ft = context.getFieldType(field);
    String index = context.getFullyQualifiedIndex().getName();
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
              + likeId
              + "] can only be read when the query is rewritten on the coordinating node of a"
              + " search; give [like] as a text or as [signatures] here");
    }
    Query query = new NearDuplicateQuery(sft.name(), vector, tau, measure);
    if (likeId != null && !include && index.equals(likeIndex)) {
      MappedFieldType idField = context.getFieldType(IdFieldMapper.NAME);
      query =
          new BooleanQuery.Builder()
              .add(query, BooleanClause.Occur.MUST)
              .add(idField.termQuery(likeId, context), BooleanClause.Occur.MUST_NOT)
              .build();
    }
    return query;
  }

  @Override
  protected boolean doEquals(NearDuplicateQueryBuilder o) {
    return params().equals(o.params())
        && Objects.equals(likeIndex, o.likeIndex)
        && Objects.equals(fetched, o.fetched);
  }

  @Override
  protected int doHashCode() {
    return Objects.hash(params(), likeIndex, fetched);
  }

  @Override
  public String getWriteableName() {
    return NAME;
  }

  @Override
  public TransportVersion getMinimalSupportedVersion() {
    return TransportVersion.zero();
  }
}
