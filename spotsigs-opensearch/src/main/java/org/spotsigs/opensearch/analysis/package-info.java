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
/**
 * The library's spot-signature analysis as OpenSearch analysis components: the {@code spotsigs}
 * analyzer ({@link org.spotsigs.opensearch.analysis.SpotSigsAnalyzerProvider}) and token filter
 * ({@link org.spotsigs.opensearch.analysis.SpotSigsTokenFilterFactory}) and the {@code
 * html_article} char filter, configured by the engine-neutral settings of {@code spotsigs-engine}
 * ({@link org.spotsigs.engine.SignatureSettings}, {@link org.spotsigs.engine.AnalyzerSettings},
 * {@link org.spotsigs.engine.ArticleSettings}) that the Elasticsearch plugin reads too. Signature
 * extraction follows M. Theobald, J. Siddharth, A. Paepcke, "SpotSigs: Robust and Efficient Near
 * Duplicate Detection in Large Web Collections", SIGIR 2008, section 3.
 */
package org.spotsigs.opensearch.analysis;
