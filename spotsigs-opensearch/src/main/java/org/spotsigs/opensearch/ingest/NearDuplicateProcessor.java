package org.spotsigs.opensearch.ingest;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiConsumer;
import org.opensearch.ExceptionsHelper;
import org.opensearch.action.search.SearchRequest;
import org.opensearch.core.action.ActionListener;
import org.opensearch.index.IndexNotFoundException;
import org.opensearch.index.query.QueryBuilders;
import org.opensearch.ingest.AbstractProcessor;
import org.opensearch.ingest.ConfigurationUtils;
import org.opensearch.ingest.IngestDocument;
import org.opensearch.ingest.Processor;
import org.opensearch.search.SearchHit;
import org.opensearch.search.builder.SearchSourceBuilder;
import org.opensearch.transport.client.Client;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.opensearch.ProcessorConfig;
import org.spotsigs.opensearch.action.ShardVectorsAction;
import org.spotsigs.opensearch.action.ShardVectorsRequest;
import org.spotsigs.opensearch.query.NearDuplicateQueryBuilder;
import org.spotsigs.search.Measure;
import org.spotsigs.search.Threshold;

/**
 * The {@code near_duplicate} ingest processor: index-time deduplication. For each incoming document
 * it asks the target index whether it already holds a near-duplicate (a {@code near_duplicate}
 * query with the document's text, other ids only) and then either drops the document ({@code
 * on_duplicate: skip}) or tags it with the most similar one ({@code on_duplicate: tag}, the
 * default: {@code tag_field} gets {@code {"_id": ..., "similarity": ...}}).
 *
 * <pre>
 * {"near_duplicate": {"field": "body", "index_field": "body", "index": "pages", "tau": 0.8,
 *                     "measure": "multiset", "on_duplicate": "skip", "tag_field": "near_duplicate_of"}}
 * </pre>
 *
 * {@code field} holds the text (or an object of signature counts); {@code index_field} is the
 * {@code spotsigs} field of the index to compare with (default: {@code field}); {@code index}
 * defaults to the document's own {@code _index}. The decision is exact against what the index can
 * search when the document passes (refreshed documents): documents of the same bulk request or not
 * yet refreshed are not seen. A missing index or an unmapped field means "no duplicate".
 *
 * <p>The tag's similarity is exact, as the command line reports it: the vectors of the best hits
 * (those with the top score) are read and compared with the document's own vector (a text is
 * analyzed by the index's field analyzer, on a node that holds the hit), giving {@code overlap},
 * {@code union} and {@code similarity = overlap / union}; the most similar is chosen (ties: the
 * first hit).
 */
public final class NearDuplicateProcessor extends AbstractProcessor {
  public static final String TYPE = "near_duplicate";

  /** What to do with a near-duplicate of an indexed document. */
  public enum OnDuplicate {
    SKIP,
    TAG
  }

  private final Client client;
  private final String field;
  private final String indexField;
  private final String index;
  private final Threshold tau;
  private final Measure measure;
  private final OnDuplicate onDuplicate;
  private final String tagField;
  private final boolean ignoreMissing;

  NearDuplicateProcessor(
      String tag,
      String description,
      Client client,
      String field,
      String indexField,
      String index,
      Threshold tau,
      Measure measure,
      OnDuplicate onDuplicate,
      String tagField,
      boolean ignoreMissing) {
    super(tag, description);
    this.client = client;
    this.field = field;
    this.indexField = indexField;
    this.index = index;
    this.tau = tau;
    this.measure = measure;
    this.onDuplicate = onDuplicate;
    this.tagField = tagField;
    this.ignoreMissing = ignoreMissing;
  }

  @Override
  public String getType() {
    return TYPE;
  }

  @Override
  public IngestDocument execute(IngestDocument document) {
    throw new UnsupportedOperationException("the near_duplicate processor runs asynchronously");
  }

  @Override
  public void execute(IngestDocument document, BiConsumer<IngestDocument, Exception> handler) {
    NearDuplicateQueryBuilder query;
    try {
      Object value = document.getFieldValue(field, Object.class, ignoreMissing);
      if (value == null) {
        handler.accept(document, null);
        return;
      }
      query = like(value);
    } catch (Exception e) {
      handler.accept(null, e);
      return;
    }
    query.ignoreUnmapped(true);
    String target =
        index != null
            ? index
            : document.getFieldValue(IngestDocument.Metadata.INDEX.getFieldName(), String.class);
    String id =
        document.getFieldValue(IngestDocument.Metadata.ID.getFieldName(), String.class, true);
    var bool = QueryBuilders.boolQuery().must(query);
    if (id != null) {
      bool.mustNot(QueryBuilders.idsQuery().addIds(id));
    }
    SearchRequest search =
        new SearchRequest(target)
            .source(
                new SearchSourceBuilder()
                    .query(bool)
                    .size(onDuplicate == OnDuplicate.SKIP ? 1 : TOP_HITS)
                    .fetchSource(false)
                    .trackTotalHits(false));
    Object value = document.getFieldValue(field, Object.class, true);
    client.search(
        search,
        ActionListener.wrap(
            response -> {
              SearchHit[] hits = response.getHits().getHits();
              if (hits.length == 0) {
                handler.accept(document, null);
              } else if (onDuplicate == OnDuplicate.SKIP) {
                handler.accept(null, null);
              } else {
                List<SearchHit> best = new ArrayList<>();
                for (SearchHit h : hits) {
                  if (h.getScore() == hits[0].getScore()) {
                    best.add(h); // float scores can tie where the exact similarities differ
                  }
                }
                exactBest(
                    value,
                    best,
                    0,
                    null,
                    ActionListener.wrap(
                        tag -> {
                          document.setFieldValue(tagField, tag);
                          handler.accept(document, null);
                        },
                        e -> handler.accept(null, e)));
              }
            },
            e -> {
              if (ExceptionsHelper.unwrapCause(e) instanceof IndexNotFoundException) {
                handler.accept(document, null); // nothing indexed yet: nothing to duplicate
              } else {
                handler.accept(null, e);
              }
            }));
  }

  /** Hits read at most for the tag: those sharing the top score among them. */
  private static final int TOP_HITS = 10;

  /**
   * The tag of the most similar of {@code hits} (exact: their vectors are read and compared with
   * the document's), one hit after the other from {@code i}; {@code best} so far is {id, overlap,
   * union}.
   */
  private void exactBest(
      Object value,
      List<SearchHit> hits,
      int i,
      Object[] best,
      ActionListener<Map<String, Object>> listener) {
    if (i == hits.size()) {
      if (best == null) {
        listener.onFailure(
            new IllegalStateException(
                "[" + TYPE + "] the near-duplicates found are gone; retry the document"));
        return;
      }
      long overlap = (Long) best[1];
      long union = (Long) best[2];
      Map<String, Object> tag = new HashMap<>();
      tag.put("_id", best[0]);
      tag.put("similarity", (double) overlap / union);
      tag.put("overlap", overlap);
      tag.put("union", union);
      listener.onResponse(tag);
      return;
    }
    SearchHit hit = hits.get(i);
    org.opensearch.common.document.DocumentField routingField = hit.field("_routing");
    String routing = routingField == null ? null : String.valueOf((Object) routingField.getValue());
    ShardVectorsRequest request =
        value instanceof String text
            ? ShardVectorsRequest.ofIdAndText(
                hit.getIndex(), indexField, hit.getId(), routing, text)
            : ShardVectorsRequest.ofId(hit.getIndex(), indexField, hit.getId(), routing);
    client.execute(
        ShardVectorsAction.INSTANCE,
        request,
        ActionListener.wrap(
            r -> {
              Object[] next = best;
              if (r.found(0)) {
                SignatureVector mine =
                    value instanceof String ? r.textVector() : like(value).likeVectorOrNull();
                SignatureVector theirs = r.vector(0);
                long overlap = mine.overlap(theirs, measure);
                long union = mine.length(measure) + theirs.length(measure) - overlap;
                if (union > 0
                    && (best == null
                        || Threshold.compareProducts(overlap, (Long) best[2], (Long) best[1], union)
                            > 0)) {
                  next = new Object[] {hit.getId(), overlap, union};
                }
              }
              exactBest(value, hits, i + 1, next, listener);
            },
            listener::onFailure));
  }

  private NearDuplicateQueryBuilder like(Object value) {
    if (value instanceof String text) {
      return NearDuplicateQueryBuilder.likeText(indexField, text, tau, measure);
    }
    if (value instanceof Map<?, ?> map) {
      SignatureVector.Builder b = SignatureVector.builder();
      for (Map.Entry<?, ?> e : map.entrySet()) {
        if (!(e.getValue() instanceof Number n) || n.intValue() != n.doubleValue()) {
          throw new IllegalArgumentException(
              "["
                  + TYPE
                  + "] field ["
                  + field
                  + "]: the count of ["
                  + e.getKey()
                  + "] must be an integer >= 1, got "
                  + e.getValue());
        }
        b.add(String.valueOf(e.getKey()), n.intValue());
      }
      return NearDuplicateQueryBuilder.likeVector(indexField, b.build(), tau, measure);
    }
    throw new IllegalArgumentException(
        "["
            + TYPE
            + "] field ["
            + field
            + "] must hold a text or an object of signature counts, got "
            + value.getClass().getSimpleName());
  }

  /**
   * Creates the processor from its pipeline configuration; bad values are configuration errors
   * (HTTP 400).
   */
  public static final class Factory implements Processor.Factory {
    private final Client client;

    public Factory(Client client) {
      this.client = client;
    }

    @Override
    public NearDuplicateProcessor create(
        Map<String, Processor.Factory> registry,
        String tag,
        String description,
        Map<String, Object> config) {
      String field = ConfigurationUtils.readStringProperty(TYPE, tag, config, "field");
      String indexField =
          ConfigurationUtils.readStringProperty(TYPE, tag, config, "index_field", field);
      String index = ConfigurationUtils.readOptionalStringProperty(TYPE, tag, config, "index");
      Threshold tau = ProcessorConfig.tau(TYPE, tag, config);
      Measure measure = ProcessorConfig.measure(TYPE, tag, config);
      OnDuplicate onDuplicate;
      String on = ConfigurationUtils.readStringProperty(TYPE, tag, config, "on_duplicate", "tag");
      try {
        onDuplicate = OnDuplicate.valueOf(on.trim().toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException e) {
        throw ConfigurationUtils.newConfigurationException(
            TYPE, tag, "on_duplicate", "must be [skip] or [tag], got [" + on + "]");
      }
      String tagField =
          ConfigurationUtils.readStringProperty(
              TYPE, tag, config, "tag_field", "near_duplicate_of");
      boolean ignoreMissing =
          ConfigurationUtils.readBooleanProperty(TYPE, tag, config, "ignore_missing", false);
      return new NearDuplicateProcessor(
          tag,
          description,
          client,
          field,
          indexField,
          index,
          tau,
          measure,
          onDuplicate,
          tagField,
          ignoreMissing);
    }
  }
}
