package org.spotsigs.cli.input;

import java.util.ArrayList;
import java.util.List;
import org.spotsigs.index.SignatureVector;

/**
 * Documents read from the input: their ids, where each was read ({@code file:line}) and signature
 * vectors (null where a document was skipped).
 */
public final class LoadedCorpus {
  public final List<String> ids = new ArrayList<>();
  public final List<String> wheres = new ArrayList<>();
  public final List<SignatureVector> vectors = new ArrayList<>();
  public long bytes;

  synchronized void add(String id, String where, SignatureVector vector) {
    ids.add(id);
    wheres.add(where);
    vectors.add(vector);
  }

  int size() {
    return ids.size();
  }
}
