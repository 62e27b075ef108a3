package org.spotsigs.opensearch.pairs;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.PointValues;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.util.NumericUtils;
import org.opensearch.action.support.ActionFilters;
import org.opensearch.action.support.HandledTransportAction;
import org.opensearch.cluster.metadata.IndexMetadata;
import org.opensearch.cluster.service.ClusterService;
import org.opensearch.common.inject.Inject;
import org.opensearch.core.action.ActionListener;
import org.opensearch.core.common.breaker.CircuitBreaker;
import org.opensearch.core.indices.breaker.CircuitBreakerService;
import org.opensearch.index.IndexNotFoundException;
import org.opensearch.index.IndexService;
import org.opensearch.index.engine.Engine;
import org.opensearch.index.mapper.SeqNoFieldMapper;
import org.opensearch.index.shard.IndexShard;
import org.opensearch.indices.IndicesService;
import org.opensearch.tasks.CancellableTask;
import org.opensearch.tasks.Task;
import org.opensearch.transport.TransportService;
import org.opensearch.transport.client.node.NodeClient;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.opensearch.mapper.SpotSigsFields;
import org.spotsigs.search.MatchStats;
import org.spotsigs.search.NearDuplicate;
import org.spotsigs.search.NearDuplicates;
import org.spotsigs.search.Threshold;

/**
 * Computes one page of the pairs of shards (i, j) on a node that holds a copy of shard i, on the
 * {@link PairsSettings#EXECUTOR} thread pool.
 *
 * <ol>
 *   <li>The length window of shard i: the lengths of its documents lie in {@code [min, max]} (the
 *       length points of its segments), so a document of shard j can have a near-duplicate there at
 *       least as long as itself only if its length lies in {@code [ceil(tau min), max]}.
 *   <li>The next batch of shard j in that window ({@link ShardBatchAction}, from a copy of shard j,
 *       this node's own first), at most {@code batch_size} bytes.
 *   <li>Each document b of the batch, in order, is one query of the library's all-pairs traversal
 *       against shard i's index: {@link NearDuplicates#findAtLeastAsLong}, the documents of shard i
 *       at least as long as b whose similarity to b is at least tau, verified exactly.
 *   <li>A match a is reported as the pair (a, b) if a comes before b in the order of all documents:
 *       longer, or as long and in a lower shard, or in the same shard with a lower sequence number.
 *       So each pair of the index is reported exactly once, by the shard pair (shard of the earlier
 *       document, shard of the later), whichever copies answer, and a document never pairs with
 *       itself.
 * </ol>
 *
 * The page ends after the batch, or earlier, after the query whose pairs reach {@code batch_size}
 * bytes; its response says where the next page of (i, j) starts. A cancelled task stops before the
 * next query. Memory: the batch and the page's pairs, held in the request circuit breaker.
 */
public final class TransportShardPairsAction
    extends HandledTransportAction<ShardPairsRequest, ShardPairsResponse> {
  private final IndicesService indicesService;
  private final CircuitBreakerService breakers;
  private final NodeClient client;
  private final ClusterService clusterService;
  private final AtomicLong queries = new AtomicLong();

  @Inject
  public TransportShardPairsAction(
      TransportService transportService,
      ActionFilters actionFilters,
      IndicesService indicesService,
      CircuitBreakerService breakers,
      ClusterService clusterService,
      NodeClient client) {
    super(
        ShardPairsAction.NAME,
        transportService,
        actionFilters,
        ShardPairsRequest::new,
        PairsSettings.EXECUTOR);
    this.indicesService = indicesService;
    this.breakers = breakers;
    this.client = client;
    this.clusterService = clusterService;
  }

  /** The queries this node has run for all-pairs tasks since it started. */
  public long queriesRun() {
    return queries.get();
  }

  @Override
  protected void doExecute(
      Task task, ShardPairsRequest request, ActionListener<ShardPairsResponse> listener) {
    ActionListener.completeWith(listener, () -> page((CancellableTask) task, request));
  }

  private ShardPairsResponse page(CancellableTask task, ShardPairsRequest request)
      throws IOException {
    checkCancelled(task);
    IndexMetadata metadata = clusterService.state().metadata().index(request.index());
    if (metadata == null) {
      throw new IndexNotFoundException(request.index());
    }
    IndexService indexService = indicesService.indexServiceSafe(metadata.getIndex());
    IndexShard shard = indexService.getShard(request.shard());
    SpotSigsSchema schema = SpotSigsFields.require(indexService, request.field()).schema();
    CircuitBreaker breaker = breakers.getBreaker(CircuitBreaker.REQUEST);
    try (Engine.Searcher searcher = shard.acquireSearcher("spotsigs_pairs")) {
      IndexReader reader = searcher.getIndexReader();
      long[] range = lengthRange(reader, schema.lengthField(request.measure()));
      if (range == null) {
        return new ShardPairsResponse(new PairPage(), null, 0); // no document to pair with
      }
      ShardBatchRequest batchRequest =
          new ShardBatchRequest(
              request.index(),
              request.field(),
              request.queryShard(),
              request.measure(),
              request.tau().minLength(range[0]),
              range[1],
              request.after(),
              request.batchBytes());
      batchRequest.setParentTask(clusterService.localNode().getId(), task.getId());
      ShardBatchResponse batch =
          client.execute(ShardBatchAction.INSTANCE, batchRequest).actionGet();
      long held = batch.ramBytes() + request.batchBytes();
      breaker.addEstimateBytesAndMaybeBreak(held, "spotsigs_pairs_page");
      try {
        return query(task, request, reader, batch);
      } finally {
        breaker.addWithoutBreaking(-held);
      }
    }
  }

  private ShardPairsResponse query(
      CancellableTask task, ShardPairsRequest request, IndexReader reader, ShardBatchResponse batch)
      throws IOException {
    Threshold tau = request.tau();
    List<LeafReaderContext> leaves = reader.leaves();
    StoredFields[] stored = new StoredFields[leaves.size()];
    TransportShardBatchAction.IdVisitor idVisitor = new TransportShardBatchAction.IdVisitor();
    MatchStats stats = new MatchStats();
    PairPage pairs = new PairPage();
    int i = request.shard();
    int j = request.queryShard();
    for (int k = 0; k < batch.size(); k++) {
      checkCancelled(task);
      queries.incrementAndGet();
      SignatureVector b = batch.vector(k);
      long lengthB = b.length(request.measure());
      List<NearDuplicate> hits =
          NearDuplicates.findAtLeastAsLong(
              reader, request.field(), b, tau, request.measure(), stats);
      for (NearDuplicate hit : hits) {
        long lengthA = hit.union() + hit.overlap() - lengthB;
        LeafReaderContext ctx = leaves.get(ReaderUtil.subIndex(hit.doc(), leaves));
        int doc = hit.doc() - ctx.docBase;
        if (lengthA == lengthB && (i > j || (i == j && seqNo(ctx, doc) >= batch.seqNo(k)))) {
          continue; // b comes first: the pair is reported from the other side, or it is b itself
        }
        if (stored[ctx.ord] == null) {
          stored[ctx.ord] = ctx.reader().storedFields();
        }
        idVisitor.id = null;
        stored[ctx.ord].document(doc, idVisitor);
        if (idVisitor.id != null) {
          pairs.add(idVisitor.id, batch.id(k), hit.overlap(), hit.union());
        }
      }
      if (pairs.ramBytes() >= request.batchBytes() && k + 1 < batch.size()) {
        return new ShardPairsResponse(pairs, batch.position(k), k + 1);
      }
    }
    return new ShardPairsResponse(pairs, batch.next(), batch.size());
  }

  private static long seqNo(LeafReaderContext ctx, int doc) throws IOException {
    NumericDocValues seqNos = ctx.reader().getNumericDocValues(SeqNoFieldMapper.NAME);
    if (seqNos == null || !seqNos.advanceExact(doc)) {
      throw new IllegalStateException("document " + doc + " of " + ctx + " has no _seq_no");
    }
    return seqNos.longValue();
  }

  /**
   * The smallest and largest length in the index's length points (deleted documents included: a
   * window no narrower than the live documents'), or null if no document has one.
   */
  static long[] lengthRange(IndexReader reader, String lengthField) throws IOException {
    long min = Long.MAX_VALUE;
    long max = Long.MIN_VALUE;
    for (LeafReaderContext ctx : reader.leaves()) {
      PointValues points = ctx.reader().getPointValues(lengthField);
      if (points == null || points.size() == 0) {
        continue;
      }
      min = Math.min(min, NumericUtils.sortableBytesToInt(points.getMinPackedValue(), 0));
      max = Math.max(max, NumericUtils.sortableBytesToInt(points.getMaxPackedValue(), 0));
    }
    return max < 1 ? null : new long[] {Math.max(1, min), max};
  }

  private static void checkCancelled(CancellableTask task) {
    if (task.isCancelled()) {
      throw PairsTask.cancelled(task);
    }
  }
}
