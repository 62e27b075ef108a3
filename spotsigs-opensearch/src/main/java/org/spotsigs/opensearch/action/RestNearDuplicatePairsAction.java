package org.spotsigs.opensearch.action;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.opensearch.rest.BaseRestHandler;
import org.opensearch.rest.RestRequest;
import org.opensearch.rest.action.RestToXContentListener;
import org.opensearch.transport.client.node.NodeClient;
import org.spotsigs.search.Measure;
import org.spotsigs.search.Threshold;

/**
 * {@code POST /{index}/_near_duplicates} with a body {@code {"field": "body", "tau": 0.8,
 * "measure": "multiset", "clusters": false, "max_pairs": 10000, "threads": 1}}: all near-duplicate
 * pairs of the index. Parameters may also be given in the query string. Bad values get HTTP 400.
 */
public final class RestNearDuplicatePairsAction extends BaseRestHandler {
  private static final List<String> KEYS =
      List.of("field", "tau", "measure", "clusters", "max_pairs", "threads");

  @Override
  public String getName() {
    return "spotsigs_near_duplicate_pairs";
  }

  @Override
  public List<Route> routes() {
    return List.of(
        new Route(RestRequest.Method.POST, "/{index}/_near_duplicates"),
        new Route(RestRequest.Method.GET, "/{index}/_near_duplicates"));
  }

  @Override
  protected RestChannelConsumer prepareRequest(RestRequest request, NodeClient client)
      throws IOException {
    Map<String, Object> body = request.hasContent() ? request.contentParser().map() : Map.of();
    for (String k : body.keySet()) {
      if (!KEYS.contains(k)) {
        throw new IllegalArgumentException(
            "[_near_duplicates] unknown parameter [" + k + "]; valid: " + KEYS);
      }
    }
    String field = param(request, body, "field", null);
    String tauText = param(request, body, "tau", null);
    if (field == null) {
      throw new IllegalArgumentException(
          "[_near_duplicates] requires [field]: the name of a spotsigs field");
    }
    if (tauText == null) {
      throw new IllegalArgumentException(
          "[_near_duplicates] requires [tau]: a number in (0, 1] such as 0.8 or \"4/5\"");
    }
    Threshold tau;
    try {
      tau = Threshold.parse(tauText);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("[tau] " + e.getMessage(), e);
    }
    Measure measure;
    try {
      measure = Measure.forName(param(request, body, "measure", "multiset"));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("[measure] " + e.getMessage(), e);
    }
    boolean clusters = booleanParam(request, body, "clusters", false);
    int maxPairs =
        intParam(request, body, "max_pairs", NearDuplicatePairsRequest.DEFAULT_MAX_PAIRS);
    int threads = intParam(request, body, "threads", 1);
    int cores = Runtime.getRuntime().availableProcessors();
    if (threads > cores) {
      throw new IllegalArgumentException(
          "[threads] must be at most the " + cores + " processors of the node, got " + threads);
    }
    String index = request.param("index");
    if (index.contains(",") || index.contains("*") || index.startsWith("_all")) {
      throw new IllegalArgumentException(
          "[_near_duplicates] answers one index at a time, got ["
              + index
              + "]: name a single index");
    }
    NearDuplicatePairsRequest r =
        new NearDuplicatePairsRequest(index, field, tau, measure, threads, clusters, maxPairs);
    return channel ->
        client.execute(NearDuplicatePairsAction.INSTANCE, r, new RestToXContentListener<>(channel));
  }

  private static String param(
      RestRequest request, Map<String, Object> body, String key, String defaultValue) {
    Object v = body.get(key);
    if (v instanceof Map || v instanceof List) {
      throw new IllegalArgumentException(
          "["
              + key
              + "] must be a single value, got "
              + (v instanceof Map ? "an object" : "a list"));
    }
    String fromUrl = request.param(key);
    if (v != null && fromUrl != null) {
      throw new IllegalArgumentException("[" + key + "] is given both in the body and in the URL");
    }
    return v != null ? v.toString() : fromUrl != null ? fromUrl : defaultValue;
  }

  /** true or false (a JSON boolean or those words); anything else is a 400 naming the parameter. */
  private static boolean booleanParam(
      RestRequest request, Map<String, Object> body, String key, boolean defaultValue) {
    String v = param(request, body, key, null);
    if (v == null) {
      return defaultValue;
    }
    return switch (v) {
      case "true" -> true;
      case "false" -> false;
      default ->
          throw new IllegalArgumentException(
              "[" + key + "] must be true or false, got [" + v + "]");
    };
  }

  private static int intParam(
      RestRequest request, Map<String, Object> body, String key, int defaultValue) {
    String v = param(request, body, key, null);
    if (v == null) {
      return defaultValue;
    }
    try {
      return Integer.parseInt(v);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("[" + key + "] must be an integer, got [" + v + "]", e);
    }
  }
}
