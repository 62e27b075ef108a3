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
package org.spotsigs.opensearch;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.apache.lucene.analysis.Analyzer;
import org.opensearch.action.ActionRequest;
import org.opensearch.cluster.metadata.IndexNameExpressionResolver;
import org.opensearch.cluster.node.DiscoveryNodes;
import org.opensearch.common.settings.ClusterSettings;
import org.opensearch.common.settings.IndexScopedSettings;
import org.opensearch.common.settings.Setting;
import org.opensearch.common.settings.Settings;
import org.opensearch.common.settings.SettingsFilter;
import org.opensearch.core.action.ActionResponse;
import org.opensearch.core.common.io.stream.NamedWriteableRegistry;
import org.opensearch.index.analysis.AnalyzerProvider;
import org.opensearch.index.analysis.CharFilterFactory;
import org.opensearch.index.analysis.PreBuiltAnalyzerProviderFactory;
import org.opensearch.index.analysis.TokenFilterFactory;
import org.opensearch.index.mapper.Mapper;
import org.opensearch.index.shard.IndexSettingProvider;
import org.opensearch.indices.analysis.AnalysisModule.AnalysisProvider;
import org.opensearch.indices.analysis.PreBuiltCacheFactory;
import org.opensearch.ingest.Processor;
import org.opensearch.plugins.ActionPlugin;
import org.opensearch.plugins.AnalysisPlugin;
import org.opensearch.plugins.IngestPlugin;
import org.opensearch.plugins.MapperPlugin;
import org.opensearch.plugins.Plugin;
import org.opensearch.plugins.SearchPipelinePlugin;
import org.opensearch.plugins.SearchPlugin;
import org.opensearch.rest.RestController;
import org.opensearch.rest.RestHandler;
import org.opensearch.search.pipeline.SearchResponseProcessor;
import org.opensearch.tasks.Task;
import org.opensearch.threadpool.ExecutorBuilder;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.html.ArticleExtractor;
import org.spotsigs.opensearch.action.ShardVectorsAction;
import org.spotsigs.opensearch.action.TransportShardVectorsAction;
import org.spotsigs.opensearch.analysis.HtmlArticleCharFilterProvider;
import org.spotsigs.opensearch.analysis.SpotSigsAnalyzerProvider;
import org.spotsigs.opensearch.analysis.SpotSigsExtraction;
import org.spotsigs.opensearch.analysis.SpotSigsTokenFilterFactory;
import org.spotsigs.opensearch.ingest.NearDuplicateProcessor;
import org.spotsigs.opensearch.mapper.SpotSigsFieldMapper;
import org.spotsigs.opensearch.pairs.NearDuplicatePairsAction;
import org.spotsigs.opensearch.pairs.PairsSettings;
import org.spotsigs.opensearch.pairs.PairsTask;
import org.spotsigs.opensearch.pairs.RestNearDuplicatePairsAction;
import org.spotsigs.opensearch.pairs.ShardBatchAction;
import org.spotsigs.opensearch.pairs.ShardPairsAction;
import org.spotsigs.opensearch.pairs.TransportNearDuplicatePairsAction;
import org.spotsigs.opensearch.pairs.TransportShardBatchAction;
import org.spotsigs.opensearch.pairs.TransportShardPairsAction;
import org.spotsigs.opensearch.pipeline.NearDuplicateFoldProcessor;
import org.spotsigs.opensearch.query.NearDuplicateQueryBuilder;

/**
 * The SpotSigs plugin for OpenSearch: exact near-duplicate detection with spot signatures.
 *
 * <ul>
 *   <li>analysis: the {@code html_article} char filter (an HTML5 parse and main-content
 *       extraction), the {@code spotsigs} token filter, the {@code spotsigs} analyzer type and a
 *       pre-built {@code spotsigs} analyzer with the defaults; the index setting {@code
 *       index.spotsigs.extraction} records each index's extraction;
 *   <li>mapping: the {@code spotsigs} field type (signatures, lengths, forward vector) with the
 *       length sub-fields {@code f.len} / {@code f.card} for {@code index.sort.field};
 *   <li>search: the exact {@code near_duplicate} query;
 *   <li>ingest: the {@code near_duplicate} processor (skip or tag a near-duplicate of what the
 *       index holds);
 *   <li>search pipelines: the {@code near_duplicate_fold} response processor (result-page dedup);
 *   <li>REST: {@code POST /{index}/_near_duplicates}, all near-duplicate pairs (and clusters) of an
 *       index, computed where the shards are, as a cancellable task ({@code pairs}).
 * </ul>
 */
public final class SpotSigsPlugin extends Plugin
    implements AnalysisPlugin,
        MapperPlugin,
        SearchPlugin,
        IngestPlugin,
        SearchPipelinePlugin,
        ActionPlugin {

  @Override
  public Map<String, AnalysisProvider<TokenFilterFactory>> getTokenFilters() {
    return Map.of(SpotSigsTokenFilterFactory.NAME, SpotSigsTokenFilterFactory::new);
  }

  @Override
  public Map<String, AnalysisProvider<CharFilterFactory>> getCharFilters() {
    return Map.of(HtmlArticleCharFilterProvider.NAME, HtmlArticleCharFilterProvider::new);
  }

  @Override
  public List<Setting<?>> getSettings() {
    return List.of(SpotSigsExtraction.EXTRACTION, PairsSettings.BATCH_SIZE);
  }

  @Override
  public List<ExecutorBuilder<?>> getExecutorBuilders(Settings settings) {
    return List.of(PairsSettings.executor(settings));
  }

  @Override
  public List<NamedWriteableRegistry.Entry> getNamedWriteables() {
    return List.of(
        new NamedWriteableRegistry.Entry(
            Task.Status.class, PairsTask.Status.NAME, PairsTask.Status::new));
  }

  @Override
  public Collection<IndexSettingProvider> getAdditionalIndexSettingProviders() {
    return List.of(SpotSigsExtraction.PROVIDER);
  }

  @Override
  public Map<String, AnalysisProvider<AnalyzerProvider<? extends Analyzer>>> getAnalyzers() {
    return Map.of(SpotSigsAnalyzerProvider.NAME, SpotSigsAnalyzerProvider::new);
  }

  @Override
  public List<PreBuiltAnalyzerProviderFactory> getPreBuiltAnalyzerProviderFactories() {
    return List.of(
        new PreBuiltAnalyzerProviderFactory(
            SpotSigsAnalyzerProvider.NAME,
            PreBuiltCacheFactory.CachingStrategy.ONE,
            () -> SpotSigsAnalyzer.builder().textExtraction(ArticleExtractor.defaults()).build()));
  }

  @Override
  public Map<String, Mapper.TypeParser> getMappers() {
    return Map.of(SpotSigsFieldMapper.CONTENT_TYPE, SpotSigsFieldMapper.PARSER);
  }

  @Override
  public List<QuerySpec<?>> getQueries() {
    return List.of(
        new QuerySpec<>(
            NearDuplicateQueryBuilder.NAME,
            NearDuplicateQueryBuilder::new,
            NearDuplicateQueryBuilder::fromXContent));
  }

  @Override
  public Map<String, Processor.Factory> getProcessors(Processor.Parameters parameters) {
    return Map.of(
        NearDuplicateProcessor.TYPE, new NearDuplicateProcessor.Factory(parameters.client));
  }

  @Override
  public Map<String, org.opensearch.search.pipeline.Processor.Factory<SearchResponseProcessor>>
      getResponseProcessors(SearchPipelinePlugin.Parameters parameters) {
    return Map.of(
        NearDuplicateFoldProcessor.TYPE, new NearDuplicateFoldProcessor.Factory(parameters.client));
  }

  @Override
  public List<ActionHandler<? extends ActionRequest, ? extends ActionResponse>> getActions() {
    return List.of(
        new ActionHandler<>(ShardVectorsAction.INSTANCE, TransportShardVectorsAction.class),
        new ActionHandler<>(ShardBatchAction.INSTANCE, TransportShardBatchAction.class),
        new ActionHandler<>(ShardPairsAction.INSTANCE, TransportShardPairsAction.class),
        new ActionHandler<>(
            NearDuplicatePairsAction.INSTANCE, TransportNearDuplicatePairsAction.class));
  }

  @Override
  public List<RestHandler> getRestHandlers(
      Settings settings,
      RestController restController,
      ClusterSettings clusterSettings,
      IndexScopedSettings indexScopedSettings,
      SettingsFilter settingsFilter,
      IndexNameExpressionResolver resolver,
      Supplier<DiscoveryNodes> nodesInCluster) {
    return List.of(new RestNearDuplicatePairsAction());
  }
}
