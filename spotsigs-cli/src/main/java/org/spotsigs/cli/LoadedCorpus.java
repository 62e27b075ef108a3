package org.spotsigs.cli;

import java.util.ArrayList;
import java.util.List;
import org.spotsigs.index.SignatureVector;

/** Documents read from the input: their ids and signature vectors (null where a document was skipped). */
final class LoadedCorpus {
  final List<String> ids = new ArrayList<>();
  final List<SignatureVector> vectors = new ArrayList<>();
  long bytes;

  synchronized void add(String id, SignatureVector vector) {
    ids.add(id);
    vectors.add(vector);
  }

  int size() {
    return ids.size();
  }
}
