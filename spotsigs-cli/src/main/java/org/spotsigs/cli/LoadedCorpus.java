package org.spotsigs.cli;

import java.util.ArrayList;
import java.util.List;
import org.spotsigs.index.SignatureVector;

/** Documents read from the input: their ids and signature vectors (null where a document was skipped). */
final class LoadedCorpus {
  final List<String> ids = new ArrayList<>();
  final List<SignatureVector> vectors = new ArrayList<>();
  long bytes;

  void add(String id, SignatureVector vector) {
    ids.add(id);
    vectors.add(vector);
  }

  int size() {
    return ids.size();
  }

  /** Ids of documents that were read but hold no signature. */
  List<String> emptyIds() {
    List<String> empty = new ArrayList<>();
    for (int i = 0; i < ids.size(); i++) {
      if (vectors.get(i) != null && vectors.get(i).isEmpty()) {
        empty.add(ids.get(i));
      }
    }
    return empty;
  }
}
