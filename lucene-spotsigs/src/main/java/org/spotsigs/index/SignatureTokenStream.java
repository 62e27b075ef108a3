package org.spotsigs.index;

import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.TermFrequencyAttribute;

/**
 * Emits each signature of a {@link SignatureVector} once, with its count as the term frequency
 * ({@link TermFrequencyAttribute}), so the postings of the signature field carry the multiset
 * counts. Used for fields indexed with {@code DOCS_AND_FREQS}.
 */
final class SignatureTokenStream extends TokenStream {
  private final CharTermAttribute termAtt = addAttribute(CharTermAttribute.class);
  private final TermFrequencyAttribute freqAtt = addAttribute(TermFrequencyAttribute.class);
  private final SignatureVector vector;
  private int next;

  SignatureTokenStream(SignatureVector vector) {
    this.vector = vector;
  }

  @Override
  public boolean incrementToken() {
    if (next >= vector.size()) {
      return false;
    }
    clearAttributes();
    termAtt.append(vector.term(next).utf8ToString());
    freqAtt.setTermFrequency(vector.count(next));
    next++;
    return true;
  }

  @Override
  public void reset() {
    next = 0;
  }
}
