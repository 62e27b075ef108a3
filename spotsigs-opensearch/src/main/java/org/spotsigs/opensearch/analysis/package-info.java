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
