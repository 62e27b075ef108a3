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
package org.spotsigs.eval.baselines;

import com.carrotsearch.hppc.IntArrayList;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.Map;
import org.spotsigs.dedup.VectorCollection;
import org.spotsigs.eval.ScoredPairs;

/**
 * I-Match (Chowdhury et al.; the SpotSigs paper, section 5.2): one SHA-1 digest per document over
 * its distinct features in a fixed order; two documents are near-duplicates exactly when their
 * digests are equal. Feature selection (stop words, IDF range) is done before, on the collection
 * given; the digest covers the sorted term ids of the collection's dictionary, which name the same
 * features for every document of the collection. With words this is I-Match, with spot signatures
 * I-Match-S.
 *
 * <p>There is no threshold: the pairs come back marked {@link ScoredPairs#thresholdFree()}, with
 * similarity 1. Documents without features are never matched. Immutable and thread-safe.
 */
public final class IMatch {
  private IMatch() {}

  /** Pairs of documents of {@code vc} with equal digests; ids are external ids. */
  public static ScoredPairs pairs(VectorCollection vc) {
    Map<Digest, IntArrayList> buckets = new HashMap<>();
    for (int d = 0; d < vc.size(); d++) {
      if (vc.cardinality(d) == 0) {
        continue;
      }
      buckets.computeIfAbsent(digest(vc, d), k -> new IntArrayList()).add(vc.externalId(d));
    }
    ScoredPairs out = new ScoredPairs().thresholdFree(true);
    for (IntArrayList docs : buckets.values()) {
      for (int i = 0; i < docs.size(); i++) {
        for (int j = i + 1; j < docs.size(); j++) {
          out.add(docs.get(i), docs.get(j), 1, 1);
        }
      }
    }
    return out;
  }

  /** SHA-1 over the document's distinct term ids, ascending (each as 4 big-endian bytes). */
  static Digest digest(VectorCollection vc, int doc) {
    MessageDigest sha1;
    try {
      sha1 = MessageDigest.getInstance("SHA-1");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-1 is required of every Java platform", e);
    }
    int[] ids = new int[vc.cardinality(doc)];
    for (int e = vc.start(doc), k = 0; e < vc.end(doc); e++, k++) {
      ids[k] = vc.termId(e);
    }
    java.util.Arrays.sort(ids);
    byte[] buf = new byte[4];
    for (int id : ids) {
      buf[0] = (byte) (id >>> 24);
      buf[1] = (byte) (id >>> 16);
      buf[2] = (byte) (id >>> 8);
      buf[3] = (byte) id;
      sha1.update(buf);
    }
    return new Digest(sha1.digest());
  }

  record Digest(byte[] bytes) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Digest d && java.util.Arrays.equals(bytes, d.bytes);
    }

    @Override
    public int hashCode() {
      return java.util.Arrays.hashCode(bytes);
    }
  }
}
