package org.spotsigs.opensearch.pairs;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.index.BinaryDocValues;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.FieldInfo;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.StoredFieldVisitor;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.Bits;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.IntroSorter;
import org.opensearch.action.support.ActionFilters;
import org.opensearch.action.support.single.shard.TransportSingleShardAction;
import org.opensearch.cluster.ClusterState;
import org.opensearch.cluster.metadata.IndexNameExpressionResolver;
import org.opensearch.cluster.routing.ShardsIterator;
import org.opensearch.cluster.service.ClusterService;
import org.opensearch.common.inject.Inject;
import org.opensearch.core.action.ActionListener;
import org.opensearch.core.common.breaker.CircuitBreaker;
import org.opensearch.core.common.io.stream.Writeable;
import org.opensearch.core.index.shard.ShardId;
import org.opensearch.core.indices.breaker.CircuitBreakerService;
import org.opensearch.index.IndexService;
import org.opensearch.index.engine.Engine;
import org.opensearch.index.mapper.IdFieldMapper;
import org.opensearch.index.mapper.SeqNoFieldMapper;
import org.opensearch.index.mapper.Uid;
import org.opensearch.index.shard.IndexShard;
import org.opensearch.indices.IndicesService;
import org.opensearch.threadpool.ThreadPool;
import org.opensearch.transport.TransportService;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.opensearch.mapper.SpotSigsFields;

/**
 * Reads a batch of a shard in {@link ShardOrder} on a copy of the shard (a local copy first; the
 * next copy if one fails). The batch is taken from the copy's current searcher: the documents a
 * search would see.
 *
 * <p>Cost: one pass over the length doc values of the window after the position asked for (in a
 * segment sorted by length, only its part of the window up to the batch's last length), a selection
 * of at most {@code maxBytes / 64} positions, and the forward vectors and ids of the batch. The
 * request circuit breaker holds {@code maxBytes} plus the selection while the batch is read and
 * sent.
 */
public final class TransportShardBatchAction
    extends TransportSingleShardAction<ShardBatchRequest, ShardBatchResponse> {
  private final IndicesService indicesService;
  private final CircuitBreakerService breakers;

  @Inject
  public TransportShardBatchAction(
      ClusterService clusterService,
      TransportService transportService,
      IndicesService indicesService,
      CircuitBreakerService breakers,
      ThreadPool threadPool,
      ActionFilters actionFilters,
      IndexNameExpressionResolver resolver) {
    super(
        ShardBatchAction.NAME,
        threadPool,
        clusterService,
        transportService,
        actionFilters,
        resolver,
        ShardBatchRequest::new,
        ThreadPool.Names.SEARCH);
    this.indicesService = indicesService;
    this.breakers = breakers;
  }

  @Override
  protected boolean resolveIndex(ShardBatchRequest request) {
    return true;
  }

  /** Every active copy, a copy on this node first. */
  @Override
  protected ShardsIterator shards(ClusterState state, InternalRequest request) {
    return clusterService
        .operationRouting()
        .getShards(state, request.concreteIndex(), request.request().shard(), "_local");
  }

  @Override
  protected Writeable.Reader<ShardBatchResponse> getResponseReader() {
    return ShardBatchResponse::new;
  }

  private static int selectionCap(long maxBytes) {
    return (int) Math.max(1, Math.min(1 << 22, maxBytes / 64));
  }

  @Override
  protected void asyncShardOperation(
      ShardBatchRequest request, ShardId shardId, ActionListener<ShardBatchResponse> listener)
      throws IOException {
    CircuitBreaker breaker = breakers.getBreaker(CircuitBreaker.REQUEST);
    long reserved = request.maxBytes() + 2L * selectionCap(request.maxBytes()) * 24;
    breaker.addEstimateBytesAndMaybeBreak(reserved, "spotsigs_pairs_batch");
    super.asyncShardOperation(
        request,
        shardId,
        ActionListener.runAfter(listener, () -> breaker.addWithoutBreaking(-reserved)));
  }

  @Override
  protected ShardBatchResponse shardOperation(ShardBatchRequest request, ShardId shardId)
      throws IOException {
    IndexService indexService = indicesService.indexServiceSafe(shardId.getIndex());
    IndexShard shard = indexService.getShard(shardId.id());
    SpotSigsSchema schema = SpotSigsFields.require(indexService, request.field()).schema();
    try (Engine.Searcher searcher = shard.acquireSearcher("spotsigs_pairs_batch")) {
      List<LeafReaderContext> leaves = searcher.getIndexReader().leaves();
      Selection selection = select(leaves, schema, request);
      return read(leaves, schema, selection, request.maxBytes());
    }
  }

  /** The first positions of the window after the request's position, in order. */
  private static Selection select(
      List<LeafReaderContext> leaves, SpotSigsSchema schema, ShardBatchRequest request)
      throws IOException {
    String lengthField = schema.lengthField(request.measure());
    ShardOrder after = request.after();
    long upper =
        after == null ? request.maxLength() : Math.min(request.maxLength(), after.length());
    long lower = Math.max(1, request.minLength());
    Selection selection = new Selection(selectionCap(request.maxBytes()));
    for (LeafReaderContext ctx : leaves) {
      LeafReader leaf = ctx.reader();
      NumericDocValues lengths = leaf.getNumericDocValues(lengthField);
      if (lengths == null) {
        continue;
      }
      NumericDocValues seqNos = DocValues.getNumeric(leaf, SeqNoFieldMapper.NAME);
      boolean sorted = schema.isSortedBy(leaf, request.measure());
      Bits live = leaf.getLiveDocs();
      for (int doc = lengths.nextDoc();
          doc != DocIdSetIterator.NO_MORE_DOCS;
          doc = lengths.nextDoc()) {
        long length = lengths.longValue();
        if (length > upper) {
          continue;
        }
        if (length < lower || (sorted && selection.full() && length < selection.worstLength())) {
          if (sorted) {
            break; // the rest of this segment is shorter still
          }
          continue;
        }
        if ((live != null && !live.get(doc)) || !seqNos.advanceExact(doc)) {
          continue;
        }
        long seqNo = seqNos.longValue();
        if (after == null || after.isBefore(length, seqNo)) {
          selection.offer(length, seqNo, ctx.ord, doc);
        }
      }
    }
    selection.finish();
    return selection;
  }

  private static ShardBatchResponse read(
      List<LeafReaderContext> leaves, SpotSigsSchema schema, Selection s, long maxBytes)
      throws IOException {
    BinaryDocValues[] vectors = new BinaryDocValues[leaves.size()];
    int[] lastDoc = new int[leaves.size()];
    StoredFields[] stored = new StoredFields[leaves.size()];
    IdVisitor idVisitor = new IdVisitor();
    List<String> ids = new ArrayList<>();
    List<BytesRef> encoded = new ArrayList<>();
    long[] lengths = new long[s.size];
    long[] seqNos = new long[s.size];
    long bytes = 0;
    int n = 0;
    int examined = 0;
    for (int k = 0; k < s.size; k++, examined++) {
      int leafOrd = s.leaf[k];
      int doc = s.doc[k];
      LeafReader leaf = leaves.get(leafOrd).reader();
      if (vectors[leafOrd] == null || doc <= lastDoc[leafOrd]) {
        vectors[leafOrd] = leaf.getBinaryDocValues(schema.vectorField());
      }
      lastDoc[leafOrd] = doc;
      if (vectors[leafOrd] == null || !vectors[leafOrd].advanceExact(doc)) {
        continue; // no forward vector: it can match nothing
      }
      if (stored[leafOrd] == null) {
        stored[leafOrd] = leaf.storedFields();
      }
      idVisitor.id = null;
      stored[leafOrd].document(doc, idVisitor);
      if (idVisitor.id == null) {
        continue; // a nested document
      }
      BytesRef vector = vectors[leafOrd].binaryValue();
      long entry = ShardBatchResponse.entryBytes(idVisitor.id, vector.length);
      if (n > 0 && bytes + entry > maxBytes) {
        break;
      }
      bytes += entry;
      ids.add(idVisitor.id);
      encoded.add(BytesRef.deepCopyOf(vector));
      lengths[n] = s.length[k];
      seqNos[n] = s.seqNo[k];
      n++;
    }
    ShardOrder next =
        examined == s.size && !s.truncated
            ? null
            : new ShardOrder(s.length[examined - 1], s.seqNo[examined - 1]);
    return new ShardBatchResponse(
        ids,
        ArrayUtil.copyOfSubArray(lengths, 0, n),
        ArrayUtil.copyOfSubArray(seqNos, 0, n),
        encoded,
        next);
  }

  /**
   * The first {@code cap} positions offered, in {@link ShardOrder}: offers are collected up to
   * twice the cap, then sorted and cut to the cap, so memory stays within {@code 2 cap} entries.
   */
  private static final class Selection {
    final int cap;
    long[] length;
    long[] seqNo;
    int[] leaf;
    int[] doc;
    int size;

    /** Whether positions were dropped for the cap: the window goes on after the selection. */
    boolean truncated;

    /** Once truncated: the last kept position; every position after it is dropped. */
    long limitLength;

    long limitSeqNo;

    Selection(int cap) {
      this.cap = cap;
      int initial = Math.min(2 * cap, 1024);
      length = new long[initial];
      seqNo = new long[initial];
      leaf = new int[initial];
      doc = new int[initial];
    }

    boolean full() {
      return truncated;
    }

    /** Once truncated: the length of the last kept position. */
    long worstLength() {
      return limitLength;
    }

    void offer(long len, long seq, int leafOrd, int d) {
      if (truncated && ShardOrder.compare(len, seq, limitLength, limitSeqNo) >= 0) {
        return; // cap better positions are known
      }
      if (size == length.length) {
        if (size >= 2 * cap) {
          cut();
        } else {
          int grown = Math.min(2 * cap, ArrayUtil.oversize(size + 1, Long.BYTES));
          length = ArrayUtil.growExact(length, grown);
          seqNo = ArrayUtil.growExact(seqNo, grown);
          leaf = ArrayUtil.growExact(leaf, grown);
          doc = ArrayUtil.growExact(doc, grown);
        }
      }
      length[size] = len;
      seqNo[size] = seq;
      leaf[size] = leafOrd;
      doc[size] = d;
      size++;
    }

    void finish() {
      if (size > cap) {
        cut();
      } else {
        sort();
      }
    }

    /** Sorted: keeps the first {@code cap}. */
    private void cut() {
      sort();
      size = cap;
      truncated = true;
      limitLength = length[cap - 1];
      limitSeqNo = seqNo[cap - 1];
    }

    private void sort() {
      new IntroSorter() {
        private long pivotLength;
        private long pivotSeqNo;

        @Override
        protected void setPivot(int i) {
          pivotLength = length[i];
          pivotSeqNo = seqNo[i];
        }

        @Override
        protected int comparePivot(int j) {
          return ShardOrder.compare(pivotLength, pivotSeqNo, length[j], seqNo[j]);
        }

        @Override
        protected int compare(int i, int j) {
          return ShardOrder.compare(length[i], seqNo[i], length[j], seqNo[j]);
        }

        @Override
        protected void swap(int i, int j) {
          long l = length[i];
          length[i] = length[j];
          length[j] = l;
          long s = seqNo[i];
          seqNo[i] = seqNo[j];
          seqNo[j] = s;
          int f = leaf[i];
          leaf[i] = leaf[j];
          leaf[j] = f;
          int d = doc[i];
          doc[i] = doc[j];
          doc[j] = d;
        }
      }.sort(0, size);
    }
  }

  /** Reads the {@code _id} stored field only. */
  static final class IdVisitor extends StoredFieldVisitor {
    String id;

    @Override
    public Status needsField(FieldInfo fieldInfo) {
      if (IdFieldMapper.NAME.equals(fieldInfo.name)) {
        return Status.YES;
      }
      return id == null ? Status.NO : Status.STOP;
    }

    @Override
    public void binaryField(FieldInfo fieldInfo, byte[] value) {
      id = Uid.decodeId(value);
    }
  }
}
