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
package org.spotsigs.cli.output;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.Locale;
import org.spotsigs.io.Tsv;

/**
 * The lines of a clusters or removals file: one document, the document it is grouped with (its
 * cluster's survivor, or the kept document it gives way to) and the similarity to it. TSV ({@code
 * id<TAB>other<TAB>similarity}, 6 decimals, empty when the two are not a pair), or JSONL when the
 * file's name ends with {@code .jsonl} or {@code .json} (before a compression suffix): {@code
 * {"id": .., "<other>": .., "similarity": .., "overlap": .., "union": ..}}, exact, {@code null}
 * when not a pair.
 */
public final class MemberLines {
  private static final JsonFactory JSON = new JsonFactory();

  private final Output out;
  private final String otherName;
  private final boolean jsonl;
  private final StringBuilder line = new StringBuilder();

  /**
   * @param file the file's name (decides the format)
   * @param otherName the JSON name of the second column: {@code cluster} or {@code kept_id}
   * @param header the TSV header line, written first when not null (JSONL has none)
   */
  public MemberLines(Output out, Path file, String otherName, String header) throws IOException {
    this.out = out;
    this.otherName = otherName;
    this.jsonl = isJsonl(file);
    if (header != null && !jsonl) {
      out.writer().append(header).append('\n');
    }
  }

  /** Whether the name of {@code file} (without a compression suffix) ends with .jsonl or .json. */
  static boolean isJsonl(Path file) {
    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
    name = name.substring(0, name.length() - OutputCompression.of(file).suffix().length());
    return name.endsWith(".jsonl") || name.endsWith(".json");
  }

  /**
   * One line: {@code id}, {@code other}, and the similarity {@code overlap / union} when {@code
   * paired}.
   */
  public void write(String id, String other, boolean paired, long overlap, long union)
      throws IOException {
    Writer w = out.writer();
    if (!jsonl) {
      line.setLength(0);
      Tsv.append(Tsv.append(line, id).append('\t'), other).append('\t');
      if (paired) {
        PairFormat.appendSimilarity(line, overlap, union);
      }
      w.append(line.append('\n'));
      return;
    }
    try (JsonGenerator g = JSON.createGenerator(w)) {
      g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
      g.writeStartObject();
      g.writeStringField("id", id);
      g.writeStringField(otherName, other);
      if (paired) {
        g.writeNumberField("similarity", (double) overlap / union);
        g.writeNumberField("overlap", overlap);
        g.writeNumberField("union", union);
      } else {
        g.writeNullField("similarity");
      }
      g.writeEndObject();
    }
    w.append('\n');
  }
}
