/**
 * One way to read documents and the files the tool writes, shared by the command line, the
 * evaluation kit, the benchmarks and the examples: a directory of documents walked in one order
 * ({@link org.spotsigs.io.CorpusWalk}) with one id rule ({@link org.spotsigs.io.DocumentIds}), the
 * TSV convention of every table ({@link org.spotsigs.io.Tsv}), the reader of pairs files ({@link
 * org.spotsigs.io.PairReader}), and the settings an index records ({@link
 * org.spotsigs.io.IndexMetadata}, {@link org.spotsigs.io.AnalysisSettings}), so that an index built
 * by the command line is reopened with the analyzer it was built with.
 */
package org.spotsigs.io;
