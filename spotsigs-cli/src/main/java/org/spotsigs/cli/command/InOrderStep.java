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
package org.spotsigs.cli.command;

import java.io.IOException;
import java.util.List;
import java.util.function.Function;
import org.spotsigs.cli.Extraction;
import org.spotsigs.cli.LanguageCounts;
import org.spotsigs.index.SignatureVector;

/**
 * The in-order step of the extraction of a {@code dedup} corpus ({@link DedupCorpus}): where each
 * document, prepared on an extraction thread, joins the collection at its input position, and its
 * id, location and figures are noted.
 */
final class InOrderStep {
  private InOrderStep() {}

  /** Adds a document prepared on an extraction thread to a collection, at its input position. */
  interface AddPrepared<P> {
    void add(P prepared, int position) throws IOException;
  }

  /**
   * The in-order step of the extraction: each document {@code add}ed at its input position, its id
   * appended to {@code names}, its location to {@code wheres} and, if it has no signatures, its id
   * to {@code emptyIds} (each when not null), its signatures counted in {@code total[0]}, its
   * language and way of matching in {@code languages}.
   */
  static <P> Extraction.PreparedSink<P> sink(
      Function<P, SignatureVector> vectorOf,
      AddPrepared<P> add,
      List<String> names,
      List<String> wheres,
      List<String> emptyIds,
      long[] total,
      LanguageCounts languages) {
    return (doc, prepared, chars) -> {
      SignatureVector vector = vectorOf.apply(prepared);
      add.add(prepared, names.size());
      names.add(doc.id());
      if (wheres != null) {
        wheres.add(doc.where());
      }
      if (emptyIds != null && vector.size() == 0) {
        emptyIds.add(doc.id());
      }
      total[0] += vector.totalCount();
      languages.add(vector);
    };
  }
}
