package org.spotsigs.index;

/**
 * An analyzer that can compute a text's signature vector directly, without going through a token
 * stream, with exactly the result {@link SignatureVector#analyze} would get from its token stream.
 * {@link SignatureVector#analyze} uses it when it can.
 */
public interface SignatureExtractor {
  /**
   * The signature vector of {@code text} for {@code field}, or null if this analyzer has no direct
   * path for it.
   */
  SignatureVector extract(String field, String text);
}
