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
package org.spotsigs.dedup;

import com.carrotsearch.hppc.LongIntHashMap;
import java.util.Arrays;
import java.util.function.Consumer;
import org.apache.lucene.util.ArrayUtil;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Overlap;
import org.spotsigs.core.Threshold;
import org.spotsigs.util.Parallel;

/**
 * The candidates of {@link SketchCandidates}, verified: every two representatives whose band keys
 * agree in some band, each pair once (in the first band where they agree), verified exactly with
 * the exact matcher's {@link Overlap#atLeast} and decided in integer arithmetic ({@link
 * Threshold}). The bands are verified in parallel. Immutable.
 */
final class BandVerifier {
  private final Threshold tau;
  private final Measure measure;
  private final int bands;
  private final Parallel parallel;

  BandVerifier(Threshold tau, Measure measure, int bands, Parallel parallel) {
    this.tau = tau;
    this.measure = measure;
    this.bands = bands;
    this.parallel = parallel;
  }

  /**
   * The candidates of every band, verified: representatives whose keys agree in a band, a pair in
   * the first band where its keys agree only (the bands before are looked at), so once, with no set
   * of the pairs seen. The bands are verified in parallel (on the threads given), and each band's
   * pairs of representatives (positions) handed to {@code out} on the calling thread in band order
   * as soon as it is done, so that the caller may write one band while later ones are verified;
   * {@code meanwhile} runs on the calling thread once the bands are under way, before the first is
   * handed on. An exception of {@code meanwhile}, of {@code out} or of a band ends the run (the
   * bands not begun are skipped). Returns the number of candidates verified.
   */
  long verify(
      DocumentVectors vc, int[] reps, BandKeys keys, Runnable meanwhile, Consumer<PairList> out) {
    long[] verified = new long[bands];
    parallel.inOrder(
        bands,
        bands,
        (w, b) -> band(vc, reps, keys, b, verified),
        meanwhile,
        (b, pairs) -> out.accept(pairs));
    long candidates = 0;
    for (long v : verified) {
      candidates += v;
    }
    return candidates;
  }

  /**
   * The pairs of band {@code band}: every two representatives whose keys agree here and in no
   * earlier band, verified exactly; {@code verified[band]} counts them. The representatives of one
   * key (a bucket) are taken together, so that each is read once per bucket and its earlier bands'
   * keys are compared from a small array: the pairs come bucket by bucket, the buckets in
   * descending order of their last representative.
   */
  private PairList band(
      DocumentVectors vc, int[] reps, BandKeys bandKeys, int band, long[] verified) {
    int m = reps.length;
    LongIntHashMap head = new LongIntHashMap(Math.max(16, m));
    int[] next = new int[m]; // the representative before in the same bucket, -1 at the first
    boolean[] followed = new boolean[m]; // a later representative is in the same bucket
    for (int r = 0; r < m; r++) {
      long key = bandKeys.get(r, band);
      int slot = head.indexOf(key);
      if (head.indexExists(slot)) {
        next[r] = head.indexGet(slot);
        followed[next[r]] = true;
        head.indexReplace(slot, r);
      } else {
        next[r] = -1;
        head.indexInsert(slot, key, r);
      }
    }
    head = null;
    PairList pairs = new PairList();
    Bucket bucket = new Bucket(vc, reps, bandKeys, band);
    long count = 0;
    for (int last = m - 1; last >= 0; last--) {
      if (!followed[last] && next[last] >= 0) { // the last of a bucket of two or more
        count += bucket.verify(last, next, pairs);
      }
    }
    verified[band] = count;
    return pairs;
  }

  /**
   * The representatives of one bucket of a band, each one's entries read once (when first needed)
   * into one buffer and its earlier bands' keys gathered into one array: scratch for the buckets of
   * one band, on one thread.
   */
  private final class Bucket {
    private final DocumentVectors vc;
    private final int[] reps;
    private final BandKeys bandKeys;
    private final int band;
    private int[] members = new int[16]; // positions among the representatives, descending
    private long[] earlierKeys = new long[16]; // per member, its keys of bands [0, band)
    private int[] start =
        new int[16]; // per member, where its entries are in the buffer; -1: unread
    private int[] end = new int[16];
    private long[] lengths = new long[16];
    private int[] ids = new int[64]; // the buffer of the members' entries
    private int[] counts = new int[64];
    private int used;
    private final DocumentVectors.Entries read = new DocumentVectors.Entries();
    private final Overlap.Keys a = new Overlap.Keys();
    private final Overlap.Keys b = new Overlap.Keys();

    Bucket(DocumentVectors vc, int[] reps, BandKeys bandKeys, int band) {
      this.vc = vc;
      this.reps = reps;
      this.bandKeys = bandKeys;
      this.band = band;
    }

    /**
     * Verifies the pairs of the bucket whose last representative is {@code last} ({@code next}
     * links each to the one before) that agree in no earlier band; returns how many it verified.
     */
    long verify(int last, int[] next, PairList pairs) {
      int k = 0;
      for (int r = last; r >= 0; r = next[r]) {
        if (k == members.length) {
          int size = ArrayUtil.oversize(k + 1, Long.BYTES); // one size for every array
          members = Arrays.copyOf(members, size);
          start = Arrays.copyOf(start, size);
          end = Arrays.copyOf(end, size);
          lengths = Arrays.copyOf(lengths, size);
        }
        members[k] = r;
        start[k] = -1;
        k++;
      }
      int keys = Math.toIntExact((long) k * band);
      if (earlierKeys.length < keys) {
        earlierKeys = new long[ArrayUtil.oversize(keys, Long.BYTES)];
      }
      for (int j = 0; j < k; j++) {
        for (int t = 0; t < band; t++) {
          earlierKeys[j * band + t] = bandKeys.get(members[j], t);
        }
      }
      used = 0;
      long count = 0;
      for (int i = 0; i < k; i++) { // pairs (y, x) with y before x: x = members[i], y later here
        for (int j = i + 1; j < k; j++) {
          if (agreeBefore(i, j)) {
            continue; // a candidate of an earlier band
          }
          count++;
          entries(i, a);
          entries(j, b);
          BandVerifier.this.verify(b, a, reps[members[j]], reps[members[i]], pairs);
        }
      }
      return count;
    }

    private boolean agreeBefore(int i, int j) {
      for (int t = 0, x = i * band, y = j * band; t < band; t++) {
        if (earlierKeys[x + t] == earlierKeys[y + t]) {
          return true;
        }
      }
      return false;
    }

    /** The entries of member {@code j} in {@code view}, read into the buffer if not yet. */
    private void entries(int j, Overlap.Keys view) {
      if (start[j] < 0) {
        vc.entries(reps[members[j]], read);
        int n = read.size();
        if (used + n > ids.length) {
          int size = ArrayUtil.oversize(used + n, Integer.BYTES);
          ids = Arrays.copyOf(ids, size);
          counts = Arrays.copyOf(counts, size);
        }
        System.arraycopy(read.termIds, read.from, ids, used, n);
        System.arraycopy(read.counts, read.from, counts, used, n);
        start[j] = used;
        end[j] = used + n;
        lengths[j] = read.length(measure);
        used += n;
      }
      view.reset(ids, counts, start[j], end[j], lengths[j]);
    }
  }

  /**
   * Adds the pair (a, b) of positions, of vectors {@code x} and {@code y}, if it is at or above tau
   * (the exact verification).
   */
  private void verify(Overlap.Keys x, Overlap.Keys y, int a, int b, PairList pairs) {
    long la = x.length();
    long lb = y.length();
    // the one verification of the exact matcher: the overlap if it reaches what tau needs, else -1
    long overlap = Overlap.atLeast(x, y, measure == Measure.SET, tau.minOverlap(la, lb));
    long union = la + lb - Math.max(overlap, 0);
    if (overlap > 0 && tau.accepts(overlap, union)) { // accepts: a check, minOverlap decided it
      pairs.add(a, b, overlap, union);
    }
  }
}
