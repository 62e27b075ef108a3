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
package org.spotsigs.opensearch.ingest;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import org.opensearch.ExceptionsHelper;
import org.opensearch.core.action.ActionListener;
import org.opensearch.index.IndexNotFoundException;
import org.opensearch.ingest.AbstractProcessor;
import org.opensearch.ingest.ConfigurationUtils;
import org.opensearch.ingest.IngestDocument;
import org.opensearch.ingest.IngestDocumentWrapper;
import org.opensearch.ingest.Processor;
import org.opensearch.transport.client.Client;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.engine.IngestParams;
import org.spotsigs.engine.KeptInBulk;
import org.spotsigs.engine.NearDuplicateOf;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.opensearch.action.ShardVectorsAction;
import org.spotsigs.opensearch.action.ShardVectorsRequest;

/**
 * The {@code near_duplicate} ingest processor: index-time deduplication. Each incoming document is
 * compared with the documents the target index can search (a {@code near_duplicate} query with the
 * document's vector, other ids only) and with the documents before it in the same bulk request that
 * go to the same index and were kept, in request order; then a near-duplicate is dropped ({@code
 * on_duplicate: skip}) or tagged with the most similar one ({@code on_duplicate: tag}, the default:
 * {@code tag_field} gets {@code {"_id": ..., "similarity": ..., "overlap": ..., "union": ...}},
 * with {@code "bulk_item"}: its position in the request when it is a document of the same request).
 * So near-duplicates sent together are handled as if sent one after the other.
 *
 * <pre>
 * {"near_duplicate": {"field": "body", "index_field": "body", "index": "pages", "tau": 0.8,
 *                     "measure": "multiset", "on_duplicate": "skip", "tag_field": "near_duplicate_of"}}
 * </pre>
 *
 * {@code field} holds the text (or an object of signature counts); {@code index_field} is the
 * {@code spotsigs} field of the index to compare with (default: {@code field}); {@code index}
 * defaults to the document's own {@code _index}. A text is analyzed by that field's analyzer on a
 * shard of the index, exactly as it will be indexed. A missing index or an unmapped field means "no
 * duplicate" in the index; texts into such an index cannot be analyzed and are not compared with
 * the rest of the request (documents given as signature counts are). Documents indexed by other
 * requests are seen once refreshed.
 *
 * <p>Every similarity is exact: the vectors of the best index hits (those with the top score) are
 * read and compared with the document's own, and the documents of the request are matched with the
 * library's traversal ({@link KeptInBulk}). Of equally similar near-duplicates, one the index holds
 * comes before one of the request, and of those the earlier. The lookup in the index is {@link
 * IndexLookup}.
 */
public final class NearDuplicateProcessor extends AbstractProcessor {
  public static final String TYPE = "near_duplicate";

  /** What to do with a near-duplicate of an indexed document. */
  public enum OnDuplicate {
    SKIP,
    TAG
  }

  /** Index lookups of one bulk request in flight at once. */
  private static final int LOOKUPS_IN_FLIGHT = 8;

  private final Client client;
  private final String field;
  private final String indexField;
  private final String index;
  private final Threshold tau;
  private final Measure measure;
  private final OnDuplicate onDuplicate;
  private final String tagField;
  private final boolean ignoreMissing;
  private final IndexLookup lookup;

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
    this.lookup = new IndexLookup(client, field, indexField, tau, measure, onDuplicate);
  }

  @Override
  public String getType() {
    return TYPE;
  }

  @Override
  public IngestDocument execute(IngestDocument document) {
    throw new UnsupportedOperationException("the near_duplicate processor runs asynchronously");
  }

  /** One document (a single index request, a simulation): a bulk request of one. */
  @Override
  public void execute(IngestDocument document, BiConsumer<IngestDocument, Exception> handler) {
    batchExecute(
        List.of(new IngestDocumentWrapper(0, 0, document, null)),
        results ->
            handler.accept(results.get(0).getIngestDocument(), results.get(0).getException()));
  }

  /** The documents of one bulk request that go to one index through this pipeline, in order. */
  @Override
  public void batchExecute(
      List<IngestDocumentWrapper> documents, Consumer<List<IngestDocumentWrapper>> handler) {
    new Bulk(documents, handler).start();
  }

  /** The state of one bulk request's documents. */
  private final class Bulk {
    final List<IngestDocumentWrapper> documents;
    final Consumer<List<IngestDocumentWrapper>> handler;
    final int n;
    final Object[] values;
    final String[] targets;
    final String[] ids;
    final SignatureVector[] vectors;
    final NearDuplicateOf[] inIndex;
    final Exception[] errors;
    final boolean[] active;

    Bulk(List<IngestDocumentWrapper> documents, Consumer<List<IngestDocumentWrapper>> handler) {
      this.documents = documents;
      this.handler = handler;
      this.n = documents.size();
      this.values = new Object[n];
      this.targets = new String[n];
      this.ids = new String[n];
      this.vectors = new SignatureVector[n];
      this.inIndex = new NearDuplicateOf[n];
      this.errors = new Exception[n];
      this.active = new boolean[n];
    }

    void start() {
      Map<String, List<Integer>> texts = new LinkedHashMap<>(); // target -> documents with a text
      Map<String, Integer> perTarget = new LinkedHashMap<>();
      for (int k = 0; k < n; k++) {
        IngestDocument document = documents.get(k).getIngestDocument();
        if (document == null || documents.get(k).getException() != null) {
          continue; // dropped or failed before this processor
        }
        try {
          Object value = document.getFieldValue(field, Object.class, ignoreMissing);
          if (value == null) {
            continue;
          }
          values[k] = value;
          targets[k] =
              index != null
                  ? index
                  : document.getFieldValue(
                      IngestDocument.Metadata.INDEX.getFieldName(), String.class);
          ids[k] =
              document.getFieldValue(IngestDocument.Metadata.ID.getFieldName(), String.class, true);
          if (value instanceof String) {
            texts.computeIfAbsent(targets[k], t -> new ArrayList<>()).add(k);
          } else {
            vectors[k] = vector(value);
          }
          perTarget.merge(targets[k], 1, Integer::sum);
          active[k] = true;
        } catch (Exception e) {
          errors[k] = e;
        }
      }
      // texts are analyzed when they are compared with each other or with the index's hits
      texts.keySet().removeIf(t -> onDuplicate == OnDuplicate.SKIP && perTarget.get(t) < 2);
      analyze(texts, () -> lookUp(this::decide));
    }

    /** The vectors of the texts, one request per target index. */
    private void analyze(Map<String, List<Integer>> texts, Runnable then) {
      if (texts.isEmpty()) {
        then.run();
        return;
      }
      AtomicInteger pending = new AtomicInteger(texts.size());
      for (Map.Entry<String, List<Integer>> e : texts.entrySet()) {
        List<Integer> ks = e.getValue();
        List<String> strings = new ArrayList<>(ks.size());
        ks.forEach(k -> strings.add((String) values[k]));
        client.execute(
            ShardVectorsAction.INSTANCE,
            ShardVectorsRequest.ofTexts(e.getKey(), indexField, strings),
            ActionListener.runAfter(
                ActionListener.wrap(
                    r -> {
                      for (int i = 0; i < ks.size(); i++) {
                        vectors[ks.get(i)] = r.textVector(i);
                      }
                    },
                    failure -> {
                      if (!noIndexOrField(failure)) {
                        ks.forEach(k -> errors[k] = failure);
                      } // else: texts into a missing index or field are not compared
                    }),
                () -> {
                  if (pending.decrementAndGet() == 0) {
                    then.run();
                  }
                }));
      }
    }

    /**
     * The near-duplicates the index holds: {@link #LOOKUPS_IN_FLIGHT} chains of lookups, chain c
     * looking up documents c, c + L, c + 2L, ... one after the other.
     */
    private void lookUp(Runnable then) {
      int chains = Math.min(LOOKUPS_IN_FLIGHT, n);
      if (chains == 0) {
        then.run();
        return;
      }
      AtomicInteger pending = new AtomicInteger(chains);
      for (int c = 0; c < chains; c++) {
        chain(
            c,
            chains,
            () -> {
              if (pending.decrementAndGet() == 0) {
                then.run();
              }
            });
      }
    }

    private void chain(int from, int step, Runnable done) {
      int k = from;
      while (k < n && !(active[k] && errors[k] == null)) {
        k += step;
      }
      if (k >= n) {
        done.run();
        return;
      }
      int doc = k;
      lookUp(
          doc,
          ActionListener.runAfter(
              ActionListener.wrap(best -> inIndex[doc] = best, e -> errors[doc] = e),
              () -> chain(doc + step, step, done)));
    }

    /** The index's near-duplicate of document {@code k} (skip: any; tag: the most similar). */
    private void lookUp(int k, ActionListener<NearDuplicateOf> listener) {
      lookup.find(values[k], vectors[k], targets[k], ids[k], listener);
    }

    /** In request order: each document against the index's and the request's kept ones. */
    private void decide() {
      KeptInBulk kept = new KeptInBulk(tau, measure);
      for (int k = 0; k < n; k++) {
        IngestDocumentWrapper wrapper = documents.get(k);
        if (errors[k] != null) {
          wrapper.update(null, errors[k]);
          continue;
        }
        if (!active[k]) {
          continue;
        }
        NearDuplicateOf inRequest =
            vectors[k] == null ? null : kept.best(targets[k], ids[k], vectors[k]);
        if (onDuplicate == OnDuplicate.SKIP) {
          if (inIndex[k] != null || inRequest != null) {
            wrapper.update(null, null); // dropped
            continue;
          }
        } else {
          NearDuplicateOf best =
              inRequest != null && inRequest.moreSimilarThan(inIndex[k]) ? inRequest : inIndex[k];
          if (best != null) {
            wrapper.getIngestDocument().setFieldValue(tagField, best.tag());
          }
        }
        if (vectors[k] != null) {
          kept.keep(targets[k], ids[k], wrapper.getSlot(), vectors[k]);
        }
      }
      handler.accept(documents);
    }
  }

  /** Whether {@code e} says the target index or its field does not exist. */
  private static boolean noIndexOrField(Exception e) {
    Throwable cause = ExceptionsHelper.unwrapCause(e);
    return cause instanceof IndexNotFoundException || cause instanceof IllegalArgumentException;
  }

  /** A document's value given as signature counts. */
  private SignatureVector vector(Object value) {
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
      return b.build();
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
      IngestParams p;
      try {
        p = IngestParams.parse(config); // what both engines' processors read, in spotsigs-engine
      } catch (IngestParams.BadProperty e) {
        throw ConfigurationUtils.newConfigurationException(TYPE, tag, e.property(), e.getMessage());
      }
      return new NearDuplicateProcessor(
          tag,
          description,
          client,
          p.field(),
          p.indexField(),
          p.index(),
          p.tau(),
          p.measure(),
          p.skip() ? OnDuplicate.SKIP : OnDuplicate.TAG,
          p.tagField(),
          p.ignoreMissing());
    }
  }
}
