/**
 * The library's spot-signature analysis as OpenSearch analysis components: the {@code spotsigs}
 * analyzer ({@link org.spotsigs.opensearch.analysis.SpotSigsAnalyzerProvider}) and token filter
 * ({@link org.spotsigs.opensearch.analysis.SpotSigsTokenFilterFactory}), configured by {@link
 * org.spotsigs.opensearch.analysis.SpotSigsSettings}. Signature extraction follows M. Theobald, J.
 * Siddharth, A. Paepcke, "SpotSigs: Robust and Efficient Near Duplicate Detection in Large Web
 * Collections", SIGIR 2008, section 3.
 */
package org.spotsigs.opensearch.analysis;
