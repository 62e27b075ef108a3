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
package org.spotsigs.elasticsearch;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.util.SetOnce;
import org.elasticsearch.action.support.ActionFilter;
import org.elasticsearch.cluster.metadata.IndexNameExpressionResolver;
import org.elasticsearch.cluster.node.DiscoveryNodes;
import org.elasticsearch.common.io.stream.NamedWriteableRegistry;
import org.elasticsearch.common.settings.ClusterSettings;
import org.elasticsearch.common.settings.IndexScopedSettings;
import org.elasticsearch.common.settings.Setting;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.common.settings.SettingsFilter;
import org.elasticsearch.common.util.concurrent.ThreadContext;
import org.elasticsearch.features.NodeFeature;
import org.elasticsearch.index.IndexSettingProvider;
import org.elasticsearch.index.analysis.AnalyzerProvider;
import org.elasticsearch.index.analysis.CharFilterFactory;
import org.elasticsearch.index.analysis.PreBuiltAnalyzerProviderFactory;
import org.elasticsearch.index.analysis.TokenFilterFactory;
import org.elasticsearch.index.mapper.Mapper;
import org.elasticsearch.indices.analysis.AnalysisModule.AnalysisProvider;
import org.elasticsearch.indices.analysis.PreBuiltCacheFactory;
import org.elasticsearch.ingest.Processor;
import org.elasticsearch.plugins.ActionPlugin;
import org.elasticsearch.plugins.AnalysisPlugin;
import org.elasticsearch.plugins.IngestPlugin;
import org.elasticsearch.plugins.MapperPlugin;
import org.elasticsearch.plugins.Plugin;
import org.elasticsearch.plugins.SearchPlugin;
import org.elasticsearch.rest.RestController;
import org.elasticsearch.rest.RestHandler;
import org.elasticsearch.tasks.Task;
import org.elasticsearch.threadpool.ExecutorBuilder;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.elasticsearch.action.ShardVectorsAction;
import org.spotsigs.elasticsearch.action.TransportShardVectorsAction;
import org.spotsigs.elasticsearch.analysis.HtmlArticleCharFilterFactory;
import org.spotsigs.elasticsearch.analysis.IndexExtractionSetting;
import org.spotsigs.elasticsearch.analysis.SpotSigsAnalyzerProvider;
import org.spotsigs.elasticsearch.analysis.SpotSigsTokenFilterFactory;
import org.spotsigs.elasticsearch.ingest.IngestPieces;
import org.spotsigs.elasticsearch.mapper.SpotSigsFieldMapper;
import org.spotsigs.elasticsearch.pairs.NearDuplicatePairsAction;
import org.spotsigs.elasticsearch.pairs.PairsSettings;
import org.spotsigs.elasticsearch.pairs.PairsTask;
import org.spotsigs.elasticsearch.pairs.RestNearDuplicatePairsAction;
import org.spotsigs.elasticsearch.pairs.ShardBatchAction;
import org.spotsigs.elasticsearch.pairs.ShardPairsAction;
import org.spotsigs.elasticsearch.pairs.TransportNearDuplicatePairsAction;
import org.spotsigs.elasticsearch.pairs.TransportShardBatchAction;
import org.spotsigs.elasticsearch.pairs.TransportShardPairsAction;
import org.spotsigs.elasticsearch.query.NearDuplicateQueryBuilder;
import org.spotsigs.elasticsearch.search.RestNearDuplicateFoldAction;
import org.spotsigs.html.ArticleExtractor;

/**
 * The SpotSigs plugin for Elasticsearch: exact near-duplicate detection with spot signatures.
 *
 * <ul>
 *   <li>analysis: the {@code html_article} char filter, the {@code spotsigs} token filter, the
 *       {@code spotsigs} analyzer type and a pre-built {@code spotsigs} analyzer; the index setting
 *       {@code index.spotsigs.extraction} records each index's extraction;
 *   <li>mapping: the {@code spotsigs} field type with the length sub-fields {@code f.len} / {@code
 *       f.card} for {@code index.sort.field};
 *   <li>search: the exact {@code near_duplicate} query;
 *   <li>ingest: the {@code near_duplicate} processor (skip or tag a near-duplicate of what the
 *       index holds or of an earlier document of the same bulk request);
 *   <li>REST: {@code POST /{index}/_near_duplicates}, all near-duplicate pairs (and clusters) of an
 *       index, computed where the shards are, as a cancellable task.
 * </ul>
 */
public final class SpotSigsPlugin extends Plugin
    implements AnalysisPlugin, MapperPlugin, SearchPlugin, IngestPlugin, ActionPlugin {
  private final SetOnce<ThreadContext> threadContext = new SetOnce<>();

  @Override
  public Collection<?> createComponents(PluginServices services) {
    threadContext.set(services.threadPool().getThreadContext());
    return List.of();
  }

  @Override
  public Map<String, AnalysisProvider<TokenFilterFactory>> getTokenFilters() {
    return Map.of(SpotSigsTokenFilterFactory.NAME, SpotSigsTokenFilterFactory::new);
  }

  @Override
  public Map<String, AnalysisProvider<CharFilterFactory>> getCharFilters() {
    return Map.of(HtmlArticleCharFilterFactory.NAME, HtmlArticleCharFilterFactory::new);
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
  public List<Setting<?>> getSettings() {
    return List.of(IndexExtractionSetting.EXTRACTION, PairsSettings.BATCH_SIZE);
  }

  @Override
  public Collection<IndexSettingProvider> getAdditionalIndexSettingProviders(
      IndexSettingProvider.Parameters parameters) {
    return List.of(IndexExtractionSetting.PROVIDER);
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
    return IngestPieces.processors(parameters);
  }

  @Override
  public Collection<ActionFilter> getActionFilters() {
    return IngestPieces.filters(threadContext);
  }

  @Override
  public Collection<ActionHandler> getActions() {
    List<ActionHandler> handlers = new ArrayList<>();
    handlers.add(new ActionHandler(ShardVectorsAction.INSTANCE, TransportShardVectorsAction.class));
    handlers.add(new ActionHandler(ShardBatchAction.INSTANCE, TransportShardBatchAction.class));
    handlers.add(new ActionHandler(ShardPairsAction.INSTANCE, TransportShardPairsAction.class));
    handlers.add(
        new ActionHandler(
            NearDuplicatePairsAction.INSTANCE, TransportNearDuplicatePairsAction.class));
    return handlers;
  }

  @Override
  public Collection<RestHandler> getRestHandlers(
      Settings settings,
      NamedWriteableRegistry namedWriteableRegistry,
      RestController restController,
      ClusterSettings clusterSettings,
      IndexScopedSettings indexScopedSettings,
      SettingsFilter settingsFilter,
      IndexNameExpressionResolver indexNameExpressionResolver,
      Supplier<DiscoveryNodes> nodesInCluster,
      Predicate<NodeFeature> clusterSupportsFeature) {
    return List.of(
        new RestNearDuplicatePairsAction(),
        new RestNearDuplicateFoldAction(clusterSupportsFeature));
  }
}
