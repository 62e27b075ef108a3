package org.spotsigs.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.Writer;
import java.util.Locale;

/**
 * How pairs are written: {@code tsv} ({@code a<TAB>b<TAB>similarity}, 6 decimals) or {@code
 * jsonl} ({@code {"a": .., "b": .., "similarity": .., "overlap": .., "union": ..}}, exact).
 */
enum PairFormat {
  TSV,
  JSONL;

  private static final JsonFactory JSON = new JsonFactory();

  static PairFormat parse(String value) {
    return switch (value.trim().toLowerCase(Locale.ROOT)) {
      case "tsv" -> TSV;
      case "jsonl", "json" -> JSONL;
      default -> throw new IllegalArgumentException("unknown output format '" + value + "': use tsv or jsonl");
    };
  }

  void write(Writer w, String a, String b, long overlap, long union) throws IOException {
    if (this == TSV) {
      StringBuilder line = new StringBuilder(a.length() + b.length() + 12);
      line.append(a).append('\t').append(b).append('\t');
      appendSimilarity(line, overlap, union);
      w.append(line.append('\n'));
      return;
    }
    try (JsonGenerator g = JSON.createGenerator(w)) {
      g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
      g.writeStartObject();
      g.writeStringField("a", a);
      g.writeStringField("b", b);
      g.writeNumberField("similarity", (double) overlap / union);
      g.writeNumberField("overlap", overlap);
      g.writeNumberField("union", union);
      g.writeEndObject();
    }
    w.append('\n');
  }

  /** overlap / union with 6 decimals, rounded half-up from the exact fraction. */
  static void appendSimilarity(StringBuilder sb, long overlap, long union) {
    long scaled = (overlap * 2_000_000L + union) / (2 * union); // round(overlap / union * 10^6)
    sb.append(scaled / 1_000_000).append('.');
    String frac = Long.toString(scaled % 1_000_000);
    for (int i = frac.length(); i < 6; i++) {
      sb.append('0');
    }
    sb.append(frac);
  }
}
