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
 * Spot-signature extraction as Lucene analysis: text in, one term per spot signature out.
 *
 * <p>A spot signature is a stopword "antecedent" followed by a short chain of the content words
 * after it ({@code the:south:carolina}). Main entry points: {@link
 * org.spotsigs.analysis.SpotSigsAnalyzer} (the default chain: markup stripped, short text blocks
 * dropped, signatures emitted; also a direct path that builds a document's vector without a token
 * stream), {@link org.spotsigs.analysis.SpotSigsFilter} and its factory {@link
 * org.spotsigs.analysis.SpotSigsFilterFactory} (SPI name {@code spotSigs}) for any analysis chain,
 * {@link org.spotsigs.analysis.SpotSpec} (the a(d, c) and multi-chain a(m, n) specifications) and
 * {@link org.spotsigs.analysis.AntecedentSet}.
 *
 * <p>Follows M. Theobald, J. Siddharth, A. Paepcke: "SpotSigs: Robust and Efficient Near Duplicate
 * Detection in Large Web Collections", Proceedings of the 31st ACM SIGIR Conference (SIGIR 2008),
 * section 3 (signature extraction, a(d, c)); the multi-chain variant a(m, n), the choice of
 * antecedents and raw-page tokenization follow the SpotSigs variants study, J. Siddharth, A.
 * Paepcke and M. Theobald: "SpotSigs: Near Duplicate Detection in Web Page Collections", master's
 * thesis report, Stanford University, 2007 (2,168 news pages in 67 clusters). {@link
 * org.spotsigs.analysis.PrototypeTokenizer} reproduces the original prototype's tokenization.
 */
package org.spotsigs.analysis;
