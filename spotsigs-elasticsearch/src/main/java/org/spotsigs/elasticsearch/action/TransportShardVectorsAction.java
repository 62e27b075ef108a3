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
package org.spotsigs.elasticsearch.action;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.index.BinaryDocValues;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.util.BytesRef;
import org.elasticsearch.action.support.ActionFilters;
import org.elasticsearch.action.support.single.shard.TransportSingleShardAction;
import org.elasticsearch.cluster.ProjectState;
import org.elasticsearch.cluster.metadata.IndexNameExpressionResolver;
import org.elasticsearch.cluster.project.ProjectResolver;
import org.elasticsearch.cluster.routing.ShardsIterator;
import org.elasticsearch.cluster.service.ClusterService;
import org.elasticsearch.common.io.stream.Writeable;
import org.elasticsearch.index.IndexService;
import org.elasticsearch.index.engine.Engine;
import org.elasticsearch.index.shard.IndexShard;
import org.elasticsearch.index.shard.ShardId;
import org.elasticsearch.indices.IndicesService;
import org.elasticsearch.injection.guice.Inject;
import org.elasticsearch.threadpool.ThreadPool;
import org.elasticsearch.transport.TransportService;
import org.spotsigs.elasticsearch.mapper.SpotSigsFieldMapper;
import org.spotsigs.elasticsearch.mapper.SpotSigsFields;
import org.spotsigs.index.ForwardVector;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;

/**
 * Reads vectors on a node that holds a copy of the shard (the next active copy if one fails): of
 * documents by id, or of texts analyzed with the field's analyzer. Documents are read by id like a
 * realtime GET: a document indexed but not yet refreshed is found.
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
      ProjectResolver projectResolver,
      IndexNameExpressionResolver resolver) {
    super(
        ShardVectorsAction.NAME,
        threadPool,
        clusterService,
        transportService,
        actionFilters,
        projectResolver,
        resolver,
        ShardVectorsRequest::new,
        threadPool.executor(ThreadPool.Names.GET));
    this.indicesService = indicesService;
  }

  @Override
  protected boolean resolveIndex(ShardVectorsRequest request) {
    return true;
  }

  @Override
  protected ShardsIterator shards(ProjectState state, InternalRequest request) {
    ShardVectorsRequest r = request.request();
    if (r.shard() >= 0 || r.ids().isEmpty()) {
      return clusterService
          .operationRouting()
          .getShards(state, request.concreteIndex(), Math.max(0, r.shard()), null);
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
    SpotSigsFieldMapper.SpotSigsFieldType ft =
        SpotSigsFields.require(
            indexService.mapperService().fieldType(request.field()),
            request.field(),
            shardId.getIndexName());
    List<BytesRef> documents = new ArrayList<>(request.ids().size());
    for (String id : request.ids()) {
      documents.add(readById(indexService.getShard(shardId.id()), ft.schema(), id));
    }
    List<BytesRef> texts = new ArrayList<>(request.texts().size());
    for (String text : request.texts()) {
      texts.add(ForwardVector.encode(ft.analyze(text)));
    }
    return new ShardVectorsResponse(shardId.getIndexName(), request.ids(), documents, texts);
  }

  private static BytesRef readById(IndexShard shard, SpotSigsSchema schema, String id)
      throws IOException {
    try (Engine.GetResult result = shard.get(new Engine.Get(true, false, id))) {
      if (!result.exists() || result.docIdAndVersion() == null) {
        return null;
      }
      LeafReader leaf = result.docIdAndVersion().reader;
      BinaryDocValues dv = leaf.getBinaryDocValues(schema.vectorField());
      if (dv == null || !dv.advanceExact(result.docIdAndVersion().docId)) {
        return EMPTY;
      }
      return BytesRef.deepCopyOf(dv.binaryValue());
    }
  }
}
