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
package org.spotsigs.opensearch.action;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.index.BinaryDocValues;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.Term;
import org.apache.lucene.util.BytesRef;
import org.opensearch.action.support.ActionFilters;
import org.opensearch.action.support.single.shard.TransportSingleShardAction;
import org.opensearch.cluster.ClusterState;
import org.opensearch.cluster.metadata.IndexNameExpressionResolver;
import org.opensearch.cluster.routing.ShardsIterator;
import org.opensearch.cluster.service.ClusterService;
import org.opensearch.common.inject.Inject;
import org.opensearch.core.common.io.stream.Writeable;
import org.opensearch.core.index.shard.ShardId;
import org.opensearch.index.IndexService;
import org.opensearch.index.engine.Engine;
import org.opensearch.index.mapper.IdFieldMapper;
import org.opensearch.index.mapper.Uid;
import org.opensearch.index.shard.IndexShard;
import org.opensearch.indices.IndicesService;
import org.opensearch.threadpool.ThreadPool;
import org.opensearch.transport.TransportService;
import org.spotsigs.index.ForwardVector;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.opensearch.mapper.SpotSigsFieldMapper;
import org.spotsigs.opensearch.mapper.SpotSigsFields;

/**
 * Reads forward vectors on the node that holds a copy of the shard; if that copy fails, the next
 * active copy (primary or replica) is tried. Documents are read by id like a realtime GET (a
 * document indexed but not yet refreshed is found).
 */
public final class TransportShardVectorsAction
    extends TransportSingleShardAction<ShardVectorsRequest, ShardVectorsResponse> {
  private static final BytesRef EMPTY = ForwardVector.encode(SignatureVector.empty());
  private final IndicesService indicesService;

  @Inject
  public TransportShardVectorsAction(
      ClusterService clusterService,
      TransportService transportService,
      IndicesService indicesService,
      ThreadPool threadPool,
      ActionFilters actionFilters,
      IndexNameExpressionResolver resolver) {
    super(
        ShardVectorsAction.NAME,
        threadPool,
        clusterService,
        transportService,
        actionFilters,
        resolver,
        ShardVectorsRequest::new,
        ThreadPool.Names.GET);
    this.indicesService = indicesService;
  }

  @Override
  protected boolean resolveIndex(ShardVectorsRequest request) {
    return true;
  }

  @Override
  protected ShardsIterator shards(ClusterState state, InternalRequest request) {
    ShardVectorsRequest r = request.request();
    if (r.shard() >= 0) {
      return clusterService
          .operationRouting()
          .getShards(state, request.concreteIndex(), r.shard(), null);
    }
    return clusterService
        .operationRouting()
        .getShards(state, request.concreteIndex(), r.ids().get(0), r.routing(), null);
  }

  @Override
  protected Writeable.Reader<ShardVectorsResponse> getResponseReader() {
    return ShardVectorsResponse::new;
  }

  @Override
  protected ShardVectorsResponse shardOperation(ShardVectorsRequest request, ShardId shardId)
      throws IOException {
    IndexService indexService = indicesService.indexServiceSafe(shardId.getIndex());
    IndexShard shard = indexService.getShard(shardId.id());
    SpotSigsFieldMapper.SpotSigsFieldType ft =
        SpotSigsFields.require(indexService, request.field());
    SpotSigsSchema schema = ft.schema();
    List<String> ids = new ArrayList<>();
    List<BytesRef> vectors = new ArrayList<>();
    for (String id : request.ids()) {
      ids.add(id);
      vectors.add(readById(shard, schema, id));
    }
    List<BytesRef> textVectors = new ArrayList<>(request.texts().size());
    for (String text : request.texts()) {
      textVectors.add(ForwardVector.encode(ft.analyze(text)));
    }
    return new ShardVectorsResponse(
        shardId.getIndexName(), shardId.id(), ids, vectors, textVectors);
  }

  private static BytesRef readById(IndexShard shard, SpotSigsSchema schema, String id)
      throws IOException {
    Engine.Get get =
        new Engine.Get(true, false, id, new Term(IdFieldMapper.NAME, Uid.encodeId(id)));
    try (Engine.GetResult result = shard.get(get)) {
      if (!result.exists() || result.docIdAndVersion() == null) {
        return null;
      }
      return vectorBytes(result.docIdAndVersion().reader, result.docIdAndVersion().docId, schema);
    }
  }

  private static BytesRef vectorBytes(LeafReader leaf, int doc, SpotSigsSchema schema)
      throws IOException {
    BinaryDocValues dv = leaf.getBinaryDocValues(schema.vectorField());
    if (dv == null || !dv.advanceExact(doc)) {
      return EMPTY;
    }
    return BytesRef.deepCopyOf(dv.binaryValue());
  }
}
