package org.spotsigs.opensearch.action;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.TreeMap;
import org.opensearch.action.support.ActionFilters;
import org.opensearch.action.support.GroupedActionListener;
import org.opensearch.action.support.HandledTransportAction;
import org.opensearch.cluster.ClusterState;
import org.opensearch.cluster.metadata.IndexNameExpressionResolver;
import org.opensearch.cluster.service.ClusterService;
import org.opensearch.common.inject.Inject;
import org.opensearch.core.action.ActionListener;
import org.opensearch.tasks.Task;
import org.opensearch.threadpool.ThreadPool;
import org.opensearch.transport.TransportService;
import org.opensearch.transport.client.node.NodeClient;
import org.spotsigs.dedup.Clusters;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.dedup.Deduplicator;
import org.spotsigs.dedup.VectorCollection;
import org.spotsigs.search.Threshold;

/**
 * All near-duplicate pairs of an index, exact, across shards. Every shard sends the vectors of its
 * live documents (from one active copy, primary or replica; a failed copy is replaced by the next);
 * the coordinating node runs the library's {@link Deduplicator} over all of them at once, so pairs
 * whose documents sit in different shards are found as surely as pairs within one shard, and the
 * answer is exactly that of a Deduplicator over one Lucene index of the same documents. If any
 * shard cannot answer, the request fails rather than return a partial answer.
 *
 * <p>Cost: the coordinating node holds the vectors of the whole index (about the size of the {@code
 * f.vec} doc values) plus the Deduplicator's inverted lists while the request runs; the matching
 * runs on the generic thread pool with {@code threads} threads.
 */
public final class TransportNearDuplicatePairsAction
    extends HandledTransportAction<NearDuplicatePairsRequest, NearDuplicatePairsResponse> {
  private final ClusterService clusterService;
  private final IndexNameExpressionResolver resolver;
  private final NodeClient client;
  private final ThreadPool threadPool;

  @Inject
  public TransportNearDuplicatePairsAction(
      TransportService transportService,
      ActionFilters actionFilters,
      ClusterService clusterService,
      IndexNameExpressionResolver resolver,
      NodeClient client,
      ThreadPool threadPool) {
    super(
        NearDuplicatePairsAction.NAME,
        transportService,
        actionFilters,
        NearDuplicatePairsRequest::new);
    this.clusterService = clusterService;
    this.resolver = resolver;
    this.client = client;
    this.threadPool = threadPool;
  }

  @Override
  protected void doExecute(
      Task task,
      NearDuplicatePairsRequest request,
      ActionListener<NearDuplicatePairsResponse> listener) {
    long start = System.nanoTime();
    ClusterState state = clusterService.state();
    String[] concrete;
    try {
      concrete = resolver.concreteIndexNames(state, request.indicesOptions(), request.index());
    } catch (RuntimeException e) {
      listener.onFailure(e);
      return;
    }
    if (concrete.length != 1) {
      listener.onFailure(
          new IllegalArgumentException(
              "["
                  + request.index()
                  + "] must name exactly one index, it names "
                  + concrete.length));
      return;
    }
    String index = concrete[0];
    int shards = state.metadata().index(index).getNumberOfShards();
    GroupedActionListener<ShardVectorsResponse> all =
        new GroupedActionListener<>(
            ActionListener.wrap(
                responses ->
                    threadPool
                        .generic()
                        .execute(
                            () -> {
                              try {
                                listener.onResponse(match(request, responses, shards, start));
                              } catch (Exception e) {
                                listener.onFailure(e);
                              }
                            }),
                listener::onFailure),
            shards);
    for (int s = 0; s < shards; s++) {
      ShardVectorsRequest r = ShardVectorsRequest.ofShard(index, request.field(), s);
      r.setParentTask(clusterService.localNode().getId(), task.getId());
      client.execute(ShardVectorsAction.INSTANCE, r, all);
    }
  }

  private static NearDuplicatePairsResponse match(
      NearDuplicatePairsRequest request,
      Collection<ShardVectorsResponse> responses,
      int shards,
      long start) {
    TreeMap<Integer, ShardVectorsResponse> byShard = new TreeMap<>();
    for (ShardVectorsResponse r : responses) {
      byShard.put(r.shard(), r);
    }
    List<String> ids = new ArrayList<>();
    VectorCollection.Builder builder = VectorCollection.builder();
    for (ShardVectorsResponse r : byShard.values()) {
      for (int i = 0; i < r.size(); i++) {
        builder.add(r.vector(i), ids.size());
        ids.add(r.id(i));
      }
    }
    DedupResult result =
        Deduplicator.builder(request.tau())
            .measure(request.measure())
            .threads(request.threads())
            .build()
            .run(builder.build());
    List<NearDuplicatePairsResponse.Pair> pairs = new ArrayList<>(result.size());
    for (int i = 0; i < result.size(); i++) {
      pairs.add(
          new NearDuplicatePairsResponse.Pair(
              ids.get(result.docA(i)),
              ids.get(result.docB(i)),
              result.overlap(i),
              result.union(i)));
    }
    pairs.sort(BY_SIMILARITY);
    long total = pairs.size();
    List<NearDuplicatePairsResponse.Pair> listed =
        pairs.size() > request.maxPairs()
            ? new ArrayList<>(pairs.subList(0, request.maxPairs()))
            : pairs;
    List<List<String>> clusters =
        request.clusters() ? clusters(Clusters.connectedComponents(result, ids.size()), ids) : null;
    long took = (System.nanoTime() - start) / 1_000_000;
    return new NearDuplicatePairsResponse(
        took, shards, ids.size(), result.emptyDocuments(), total, listed, clusters);
  }

  /** Most similar first (compared exactly: a/b > c/d iff a*d > c*b), then by ids. */
  static final Comparator<NearDuplicatePairsResponse.Pair> BY_SIMILARITY =
      (x, y) -> {
        int c = Threshold.compareProducts(y.overlap(), x.union(), x.overlap(), y.union());
        if (c != 0) {
          return c;
        }
        c = x.a().compareTo(y.a());
        return c != 0 ? c : x.b().compareTo(y.b());
      };

  /** The connected components with at least two members, ids sorted, largest first. */
  private static List<List<String>> clusters(Clusters components, List<String> ids) {
    TreeMap<Integer, List<String>> byRepresentative = new TreeMap<>();
    for (int i = 0; i < ids.size(); i++) {
      byRepresentative
          .computeIfAbsent(components.representative(i), k -> new ArrayList<>())
          .add(ids.get(i));
    }
    List<List<String>> out = new ArrayList<>();
    for (List<String> c : byRepresentative.values()) {
      if (c.size() > 1) {
        c.sort(null);
        out.add(c);
      }
    }
    out.sort(
        Comparator.<List<String>>comparingInt(List::size).reversed().thenComparing(c -> c.get(0)));
    return out;
  }
}
