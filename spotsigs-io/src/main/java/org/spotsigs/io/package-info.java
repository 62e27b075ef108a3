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
 * One way to read documents and the files the tool writes, shared by the command line, the
 * evaluation kit, the benchmarks and the examples: a directory of documents walked in one order
 * ({@link org.spotsigs.io.CorpusWalk}) with one id rule ({@link org.spotsigs.io.DocumentIds}), the
 * TSV convention of every table ({@link org.spotsigs.io.Tsv}), the reader of pairs files ({@link
 * org.spotsigs.io.PairReader}), and the settings an index records ({@link
 * org.spotsigs.io.IndexMetadata}, {@link org.spotsigs.io.AnalysisSettings}), so that an index built
 * by the command line is reopened with the analyzer it was built with.
 */
package org.spotsigs.io;
