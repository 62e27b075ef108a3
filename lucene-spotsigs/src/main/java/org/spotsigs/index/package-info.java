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
 * How spot signatures live in a Lucene index, and the document vectors the matcher compares.
 *
 * <p>{@link org.spotsigs.index.SpotSigsSchema} writes a document's {@link
 * org.spotsigs.index.SignatureVector} as fields: one term per distinct signature with its count as
 * term frequency, its length as point + doc values + stored, its {@link
 * org.spotsigs.index.ForwardVector} (binary doc values) for exact verification, a checksum and a
 * cluster id; and it sorts the index by length, descending, so that the documents of a length
 * window are one doc-id range per segment. That sort puts every postings list "in descending order
 * of vector lengths" as Algorithm 1 of the SpotSigs paper asks (M. Theobald, J. Siddharth, A.
 * Paepcke: "SpotSigs: Robust and Efficient Near Duplicate Detection in Large Web Collections",
 * SIGIR 2008, sections 4.2 and 4.3). {@link org.spotsigs.index.SignatureExtractor} is the direct
 * path from text to vector that an analyzer may offer.
 */
package org.spotsigs.index;
