package org.spotsigs.testing;

import org.apache.lucene.search.MatchAllDocsQuery;
import org.apache.lucene.search.Query;

/** Queries the tests share. */
public final class Queries {
  private Queries() {}

  /**
   * A query that matches every document. Lucene 10.5 deprecates the constructor for its {@code
   * MatchAllDocsQuery.INSTANCE}, which Lucene 10.3 has not: lucene-spotsigs-compat runs the tests
   * that use this on Lucene 10.3, so the constructor it is.
   */
  @SuppressWarnings("deprecation")
  public static Query matchAll() {
    return new MatchAllDocsQuery();
  }
}
