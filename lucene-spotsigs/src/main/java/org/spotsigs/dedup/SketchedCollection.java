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

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;
import org.spotsigs.index.SignatureVector;

/**
 * Documents sketched as they come, for {@link SketchCandidates}: in memory each document keeps its
 * band keys, a file offset and its external id; its vector goes to a temporary file ({@link
 * SpilledVectors}) from which the candidates are verified. So memory grows with the sketch per
 * document, not with the vectors, and a collection too large for {@link VectorCollection} in memory
 * can still be deduplicated, every reported pair verified exactly.
 *
 * <p>The pairs are those of {@link SketchCandidates#stream(VectorCollection,
 * DedupResult.PairConsumer)} on a {@link VectorCollection} built from the same documents in the
 * same order, in the same order, whenever no count exceeds {@link SketchCandidates#MAX_COPIES} (a
 * held collection with a larger count is sampled with ICWS; here the copies are always sampled,
 * since the largest count is known only at the end). The counts are those of the vectors added:
 * weighted counts ({@link SignatureWeights}) that depend on the whole collection cannot be sketched
 * here.
 *
 * <p>{@link #prepare} from any number of threads, {@link #add} from one at a time in the order the
 * documents are to have, then {@link #stream} once. {@link #close} deletes the temporary file.
 */
public final class SketchedCollection implements Closeable {
  private final SketchCandidates sketch;
  private final VectorCollection.Builder terms = VectorCollection.builder();
  private final SpilledVectors vectors;
  private final ThreadLocal<SketchSamples.Sampler> samplers;
  private BandKeys keys;
  private boolean streamed;

  /**
   * An empty collection, with its temporary file created.
   *
   * @param sketch the banding, measure and seed
   * @param tempDir where the temporary file of the vectors goes (in a new directory of its own)
   * @throws NullPointerException if {@code sketch} or {@code tempDir} is null
   * @throws IOException if the temporary directory or file cannot be created
   */
  public SketchedCollection(SketchCandidates sketch, Path tempDir) throws IOException {
    this.sketch = Objects.requireNonNull(sketch, "sketch");
    this.vectors = new SpilledVectors(Objects.requireNonNull(tempDir, "tempDir"), sketch.measure());
    this.samplers = ThreadLocal.withInitial(() -> sketch.samples().new Sampler(true));
    this.keys = new BandKeys(sketch.bands(), 0);
  }

  /** A document sampled and looked up, ready to be added. */
  public static final class Prepared {
    private final VectorCollection.Builder.Prepared terms;
    private final long[] keys;

    private Prepared(VectorCollection.Builder.Prepared terms, long[] keys) {
      this.terms = terms;
      this.keys = keys;
    }

    /**
     * The vector.
     *
     * @return the vector given to {@link SketchedCollection#prepare(SignatureVector)}
     */
    public SignatureVector vector() {
      return terms.vector();
    }
  }

  /**
   * Samples {@code vector} (its band keys) and looks up its signatures: the expensive part, on the
   * calling thread; thread-safe (many threads may prepare at once).
   *
   * @param vector the document's signature vector, its counts as the sketch's measure weighs them
   * @return the document sampled and looked up, for {@link #add(Prepared, int)}
   */
  public Prepared prepare(SignatureVector vector) {
    long[] k = new long[sketch.bands()];
    samplers.get().bandKeys(vector, k, 0);
    return new Prepared(terms.prepare(vector), k);
  }

  /**
   * Adds a prepared document with the given external id: keeps its band keys and writes its vector
   * to the temporary file; returns its position. Not thread-safe: one thread at a time, in the
   * order the documents are to have.
   *
   * @param prepared the document, prepared by this collection's {@link #prepare}
   * @param externalId the id the document has in the pairs (not checked for uniqueness)
   * @return the document's position, from 0 in the order added
   * @throws IllegalStateException if the collection has been streamed
   * @throws IOException if writing the temporary file fails
   */
  public int add(Prepared prepared, int externalId) throws IOException {
    if (streamed) {
      throw new IllegalStateException("the collection has been streamed already");
    }
    int n = terms.sortedEntries(prepared.terms);
    int[] ids = terms.scratchIds();
    int[] counts = terms.scratchCounts();
    int d = vectors.size();
    keys.ensure(d + 1);
    System.arraycopy(prepared.keys, 0, keys.page(d), keys.offset(d), prepared.keys.length);
    vectors.add(ids, counts, n, externalId);
    return d;
  }

  /**
   * The banding, measure and seed.
   *
   * @return the sketch this collection was made with
   */
  public SketchCandidates sketch() {
    return sketch;
  }

  /**
   * Number of distinct signatures added.
   *
   * @return the number of distinct signatures of the documents added so far
   */
  public int numTerms() {
    return terms.numTerms();
  }

  /**
   * Number of documents added.
   *
   * @return the number of documents added so far: the position the next one gets
   */
  public int size() {
    return vectors.size();
  }

  /**
   * Bytes of the temporary file so far.
   *
   * @return the number of bytes of vectors written to the temporary file
   * @throws IOException if the length of the file cannot be read
   */
  public long spilledBytes() throws IOException {
    return vectors.bytes();
  }

  /**
   * The pairs at or above tau among the candidates, each verified exactly, handed to {@code
   * consumer} on the calling thread as {@link SketchCandidates#stream(VectorCollection,
   * DedupResult.PairConsumer)} does; once.
   *
   * @param consumer receives every verified pair, the smaller external id first
   * @return the counts of the run, without pairs, with the sampler's name and the number of
   *     candidates verified
   * @throws IllegalStateException if the collection has been streamed already
   * @throws NullPointerException if {@code consumer} is null (the collection is left as it was)
   * @throws IOException if completing the temporary file or opening it for reading fails
   */
  public SketchResult stream(DedupResult.PairConsumer consumer) throws IOException {
    java.util.Objects.requireNonNull(consumer, "consumer"); // before the collection is finished
    if (streamed) {
      throw new IllegalStateException("the collection has been streamed already");
    }
    streamed = true;
    vectors.finish();
    BandKeys k = keys;
    keys = null;
    return sketch.stream(vectors, k, SketchSamples.samplerName(true), consumer);
  }

  @Override
  public void close() throws IOException {
    keys = null;
    vectors.close();
  }
}
