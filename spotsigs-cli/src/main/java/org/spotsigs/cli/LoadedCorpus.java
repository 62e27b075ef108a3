package org.spotsigs.cli;

import java.util.ArrayList;
import java.util.List;
import org.spotsigs.index.SignatureVector;

/**
 * Documents read from the input: their ids, where each was read ({@code file:line}) and signature
 * vectors (null where a document was skipped).
 */
final class LoadedCorpus {
  final List<String> ids = new ArrayList<>();
  final List<String> wheres = new ArrayList<>();
  final List<SignatureVector> vectors = new ArrayList<>();
  long bytes;

  synchronized void add(String id, String where, SignatureVector vector) {
    ids.add(id);
    wheres.add(where);
    vectors.add(vector);
  }

  int size() {
    return ids.size();
  }
}
