package org.spotsigs.testing;

import java.io.IOException;
import java.io.StringReader;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.TermToBytesRefAttribute;
import org.spotsigs.index.SignatureVector;

/** Signature vectors read from an analyzer's token stream: the path a direct path must equal. */
public final class TokenStreams {
  private TokenStreams() {}

  /** Every term of {@code a}'s token stream over {@code text}, counted. */
  public static SignatureVector vector(Analyzer a, String field, String text) throws IOException {
    SignatureVector.Builder b = SignatureVector.builder();
    try (TokenStream ts = a.tokenStream(field, new StringReader(text))) {
      TermToBytesRefAttribute term = ts.addAttribute(TermToBytesRefAttribute.class);
      ts.reset();
      while (ts.incrementToken()) {
        b.add(term.getBytesRef(), 1);
      }
      ts.end();
    }
    return b.build();
  }
}
