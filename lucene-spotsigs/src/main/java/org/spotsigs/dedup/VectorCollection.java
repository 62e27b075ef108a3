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

import com.carrotsearch.hppc.IntArrayList;
import java.io.IOException;
import java.util.Arrays;
import java.util.Objects;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.packed.PackedInts;
import org.apache.lucene.util.packed.PackedLongValues;
import org.spotsigs.core.Measure;
import org.spotsigs.index.Checksum;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;

/**
 * Signature vectors of many documents in memory, in compressed-row form: for document {@code d}
 * (0-based, in the order added), entries {@code start(d) .. start(d+1)} of {@link #termIds()} hold
 * its signatures as integer term ids in ascending order, with their counts in {@link #counts()}.
 * Each document also has an external id (a top-level Lucene doc id, or whatever the builder was
 * given).
 *
 * <p>Term ids stand for distinct signature strings of this collection (one id per string, assigned
 * by a dictionary), so comparing ids is comparing signatures: exact. Immutable after construction;
 * thread-safe for reading.
 *
 * <p>Longer than 400 lines: the collection is less than half of it, and the rest is its {@link
 * Builder}, nested because it is part of the public API ({@link #builder()}), with the one
 * dictionary that gives every signature its term id; the loading from an index is {@code
 * VectorsFromIndex}.
 */
public final class VectorCollection {
  private final int[] start;
  private final int[] termIds;
  private final int[] counts;
  private final int[] externalIds;
  private final int numTerms;

  /**
   * A 64-bit hash of the signature of every term id ({@link Checksum#of(BytesRef)}): what the
   * sketch samples, so that samples depend on the signatures, not on the order ids were given in.
   */
  private final long[] termHashes;

  /** The signature of every term id, when the collection was built from vectors (else null). */
  private final Dictionary dictionary;

  VectorCollection(
      int[] start,
      int[] termIds,
      int[] counts,
      int[] externalIds,
      int numTerms,
      long[] termHashes,
      Dictionary dictionary) {
    this.start = start;
    this.termIds = termIds;
    this.counts = counts;
    this.externalIds = externalIds;
    this.numTerms = numTerms;
    this.termHashes = termHashes;
    this.dictionary = dictionary;
  }

  /**
   * The signature of {@code termId}, or null if the collection does not know it (one loaded from an
   * index).
   *
   * @param termId a term id in {@code [0, numTerms())}
   * @return a new {@link BytesRef} holding the signature, or null for a collection loaded from an
   *     index
   */
  public BytesRef term(int termId) {
    return dictionary == null ? null : dictionary.get(termId, new BytesRef());
  }

  /** The same term ids with other entries (a filtered or weighted copy keeps the dictionary). */
  VectorCollection withEntries(int[] start, int[] termIds, int[] counts) {
    return new VectorCollection(
        start, termIds, counts, externalIds, numTerms, termHashes, dictionary);
  }

  /**
   * Number of documents.
   *
   * @return the number of documents, empty ones included: positions are in {@code [0, size())}
   */
  public int size() {
    return externalIds.length;
  }

  /** The hash of the signature of {@code termId} ({@link Checksum#of(BytesRef)}). */
  long termHash(int termId) {
    return termHashes[termId];
  }

  /**
   * Number of distinct signatures (term ids are in {@code [0, numTerms)}).
   *
   * @return the number of term ids; for a collection loaded from an index, the number of terms of
   *     its signature field, including terms only deleted documents hold
   */
  public int numTerms() {
    return numTerms;
  }

  /**
   * First entry of document {@code doc}.
   *
   * @param doc the document's position in {@code [0, size())}
   * @return the index of its first entry in the collection's entries
   */
  public int start(int doc) {
    return start[doc];
  }

  /**
   * One past the last entry of document {@code doc}.
   *
   * @param doc the document's position in {@code [0, size())}
   * @return the index one past its last entry; equal to {@link #start(int)} for an empty document
   */
  public int end(int doc) {
    return start[doc + 1];
  }

  /**
   * The term id of entry {@code entry} (an index in {@code [start(d), end(d))} of some document d).
   *
   * @param entry the entry's index in {@code [0, entries())}
   * @return its term id, in {@code [0, numTerms())}; ascending within a document
   */
  public int termId(int entry) {
    return termIds[entry];
  }

  /**
   * The count of entry {@code entry}: how often its signature occurs in its document (>= 1).
   *
   * @param entry the entry's index in {@code [0, entries())}
   * @return the number of occurrences, at least 1
   */
  public int count(int entry) {
    return counts[entry];
  }

  /** Document starts: entries of d are [starts()[d], starts()[d + 1]). Do not modify. */
  int[] starts() {
    return start;
  }

  /** Term ids of all documents (see {@link #start(int)}). Do not modify. */
  int[] termIds() {
    return termIds;
  }

  /** Counts parallel to {@link #termIds()}. Do not modify. */
  int[] counts() {
    return counts;
  }

  /**
   * The external id of {@code doc}.
   *
   * @param doc the document's position in {@code [0, size())}
   * @return its external id: the top-level doc id for a collection loaded from an index, else the
   *     id the builder was given
   */
  public int externalId(int doc) {
    return externalIds[doc];
  }

  /**
   * Number of distinct signatures of {@code doc}.
   *
   * @param doc the document's position in {@code [0, size())}
   * @return its number of entries, 0 for an empty document
   */
  public int cardinality(int doc) {
    return start[doc + 1] - start[doc];
  }

  /**
   * |doc| under {@code measure}.
   *
   * @param doc the document's position in {@code [0, size())}
   * @param measure the measure: {@link Measure#SET} counts each signature once, {@link
   *     Measure#MULTISET} with its count
   * @return the document's length: its number of distinct signatures, or the sum of its counts
   */
  public long length(int doc, Measure measure) {
    if (measure == Measure.SET) {
      return cardinality(doc);
    }
    long sum = 0;
    for (int i = start[doc], e = start[doc + 1]; i < e; i++) {
      sum += counts[i];
    }
    return sum;
  }

  /** This collection as {@link DocumentVectors}: entries are views of its arrays. */
  DocumentVectors documents() {
    return new DocumentVectors() {
      @Override
      public int size() {
        return VectorCollection.this.size();
      }

      @Override
      public int externalId(int doc) {
        return externalIds[doc];
      }

      @Override
      public long length(int doc, Measure measure) {
        return VectorCollection.this.length(doc, measure);
      }

      @Override
      public boolean isEmpty(int doc) {
        return start[doc] == start[doc + 1];
      }

      @Override
      public Entries entries(int doc, Entries reuse) {
        Entries e = reuse == null ? new Entries() : reuse;
        e.termIds = termIds;
        e.counts = counts;
        e.from = start[doc];
        e.to = start[doc + 1];
        return e;
      }
    };
  }

  /**
   * Total number of (term id, count) entries.
   *
   * @return the number of entries of all documents together
   */
  public long entries() {
    return start[size()];
  }

  /**
   * A builder for a collection of vectors added one document at a time.
   *
   * @return a new, empty builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Loads the signature vectors of every live document of {@code reader} from the postings of the
   * schema's signature field; external ids are top-level doc ids. Documents without signatures are
   * included with empty vectors.
   *
   * @param reader the reader of the index; its deleted documents are left out
   * @param schema the schema that names the signature field, indexed with frequencies
   * @return the vectors of the live documents in doc-id order, without a dictionary ({@link
   *     #term(int)} gives null)
   * @throws IOException if reading the postings fails
   */
  public static VectorCollection fromIndex(IndexReader reader, SpotSigsSchema schema)
      throws IOException {
    return VectorsFromIndex.load(reader, schema);
  }

  /**
   * Collects vectors one document at a time. The dictionary lookups of a vector's signatures, the
   * expensive part, can run on many threads at once ({@link #prepare}), before the vectors are
   * added in order ({@link #add(Prepared, int)}, one thread at a time): term ids are given in the
   * order of first occurrence in that order, whatever the threads did, so the collection is the
   * same on any number of threads.
   */
  public static final class Builder {
    private final SignatureDictionary dictionary = new SignatureDictionary();

    /** Collection id of each dictionary id (-1: not met yet). */
    private int[] idOf = new int[1024];

    /** Dictionary id of each collection id. */
    private int[] dictionaryIdOf = new int[1024];

    /** The hash of the signature of each collection id. */
    private long[] termHashes = new long[1024];

    private int numTerms;
    private final IntArrayList start = new IntArrayList();

    /**
     * Term ids and counts of every entry, appended in pages and packed (ids need ~21 bits, counts a
     * few): a list of arrays that grows by copying would leave two or three times the final arrays
     * behind in the old generation on a large run, all of it memory the kernel must clear first.
     */
    private final PackedLongValues.Builder termIds =
        PackedLongValues.packedBuilder(PackedInts.COMPACT);

    private final PackedLongValues.Builder counts =
        PackedLongValues.packedBuilder(PackedInts.COMPACT);
    private final IntArrayList externalIds = new IntArrayList();

    /**
     * The documents added as copies, as (position, original) pairs in the order added: their
     * entries are not in the packed lists, {@link #build} copies them from their originals.
     */
    private final IntArrayList copies = new IntArrayList();

    /** The entries once built (the packed lists take no more). */
    private int[] builtIds;

    private int[] builtCounts;

    private int[] scratchIds = new int[64];
    private int[] scratchCounts = new int[64];
    private long[] packed = new long[64];

    private Builder() {
      start.add(0);
      Arrays.fill(idOf, -1);
    }

    /** A vector whose signatures have been looked up in the dictionary, ready to be added. */
    public static final class Prepared {
      private final SignatureVector vector;
      private final int[] dictionaryIds;

      private Prepared(SignatureVector vector, int[] dictionaryIds) {
        this.vector = vector;
        this.dictionaryIds = dictionaryIds;
      }

      /**
       * The vector.
       *
       * @return the vector given to {@link Builder#prepare(SignatureVector)}
       */
      public SignatureVector vector() {
        return vector;
      }
    }

    /**
     * Looks up the signatures of {@code vector}; thread-safe (many threads may prepare at once).
     *
     * @param vector the document's signature vector
     * @return the vector with its signatures looked up, for {@link #add(Prepared, int)}
     */
    public Prepared prepare(SignatureVector vector) {
      int[] ids = new int[vector.size()];
      dictionary.add(vector, ids);
      return new Prepared(vector, ids);
    }

    /**
     * Adds a document with external id = its position; returns that position. Not thread-safe, like
     * {@link #add(Prepared, int)}.
     *
     * @param vector the document's signature vector (empty for a document without signatures)
     * @return the document's position in the collection, which is also its external id
     * @throws IllegalStateException if the collection has been built
     * @throws ArithmeticException if the collection's entries would exceed {@link
     *     Integer#MAX_VALUE}
     */
    public int add(SignatureVector vector) {
      return add(vector, externalIds.size());
    }

    /**
     * Adds a document with the given external id; returns its position in the collection. Not
     * thread-safe, like {@link #add(Prepared, int)}.
     *
     * @param vector the document's signature vector (empty for a document without signatures)
     * @param externalId the id the document has in the results (not checked for uniqueness)
     * @return the document's position in the collection
     * @throws IllegalStateException if the collection has been built
     * @throws ArithmeticException if the collection's entries would exceed {@link
     *     Integer#MAX_VALUE}
     */
    public int add(SignatureVector vector, int externalId) {
      if (builtIds != null) { // before prepare, which would add the signatures to the dictionary
        throw new IllegalStateException("the collection has been built: no more documents");
      }
      return add(prepare(vector), externalId);
    }

    /**
     * Adds a prepared document with the given external id; returns its position in the collection.
     * Not thread-safe: one thread at a time, in the order the documents are to have.
     *
     * @param prepared the document's vector, prepared by this builder's {@link #prepare}
     * @param externalId the id the document has in the results (not checked for uniqueness)
     * @return the document's position in the collection
     * @throws IllegalStateException if the collection has been built
     * @throws ArithmeticException if the collection's entries would exceed {@link
     *     Integer#MAX_VALUE}
     */
    public int add(Prepared prepared, int externalId) {
      if (builtIds != null) {
        throw new IllegalStateException("the collection has been built: no more documents");
      }
      int n = sortedEntries(prepared);
      for (int i = 0; i < n; i++) {
        termIds.add(scratchIds[i]);
        counts.add(scratchCounts[i]);
      }
      start.add(Math.addExact(start.get(start.size() - 1), n));
      externalIds.add(externalId);
      return externalIds.size() - 1;
    }

    /**
     * Adds a document whose vector is that of the document at {@code original} (an earlier
     * position), with the given external id; returns its position. The collection is the same as if
     * that vector had been added again, without the work of preparing it (a document whose text is
     * a copy of an earlier one's). Not thread-safe, like {@link #add(Prepared, int)}.
     *
     * @param original the position of the document whose vector is copied, in {@code [0, size())}
     * @param externalId the id the document has in the results (not checked for uniqueness)
     * @return the new document's position in the collection
     * @throws IllegalStateException if the collection has been built
     * @throws IndexOutOfBoundsException if {@code original} is not the position of a document added
     *     before
     * @throws ArithmeticException if the collection's entries would exceed {@link
     *     Integer#MAX_VALUE}
     */
    public int addCopy(int original, int externalId) {
      if (builtIds != null) {
        throw new IllegalStateException("the collection has been built: no more documents");
      }
      Objects.checkIndex(original, externalIds.size());
      int position = externalIds.size();
      int length = start.get(original + 1) - start.get(original);
      start.add(Math.addExact(start.get(position), length));
      externalIds.add(externalId);
      copies.add(position);
      copies.add(original);
      return position;
    }

    /**
     * Gives the signatures of {@code prepared} their collection ids (in the order met) and leaves
     * them in ascending order in {@link #scratchIds()}, with their counts in {@link
     * #scratchCounts()}; returns their number. Not thread-safe.
     */
    int sortedEntries(Prepared prepared) {
      SignatureVector vector = prepared.vector;
      int[] dict = prepared.dictionaryIds;
      int n = dict.length;
      if (scratchIds.length < n) {
        scratchIds = new int[n];
        scratchCounts = new int[n];
      }
      for (int i = 0; i < n; i++) {
        int d = dict[i];
        if (d >= idOf.length) {
          int old = idOf.length;
          idOf = ArrayUtil.growExact(idOf, Growth.doubled(old, d + 1));
          Arrays.fill(idOf, old, idOf.length, -1);
        }
        int id = idOf[d];
        if (id < 0) {
          id = numTerms++;
          idOf[d] = id;
          if (id == dictionaryIdOf.length) {
            dictionaryIdOf = ArrayUtil.growExact(dictionaryIdOf, Growth.doubled(id, id + 1));
            termHashes = ArrayUtil.growExact(termHashes, Growth.doubled(id, id + 1));
          }
          dictionaryIdOf[id] = d;
          termHashes[id] = Checksum.of(vector.term(i));
        }
        scratchIds[i] = id;
        scratchCounts[i] = vector.count(i);
      }
      sortById(scratchIds, scratchCounts, n);
      return n;
    }

    /** The term ids left by {@link #sortedEntries}. */
    int[] scratchIds() {
      return scratchIds;
    }

    /** The counts left by {@link #sortedEntries}. */
    int[] scratchCounts() {
      return scratchCounts;
    }

    /** Number of distinct signatures added so far. */
    int numTerms() {
      return numTerms;
    }

    /**
     * Number of documents added so far.
     *
     * @return the number of documents added, copies included: the position the next one gets
     */
    public int size() {
      return externalIds.size();
    }

    /**
     * The collection of the documents added; no document can be added after.
     *
     * @return the collection, with a dictionary ({@link VectorCollection#term(int)} gives the
     *     signatures)
     */
    public VectorCollection build() {
      if (builtIds == null) {
        if (copies.isEmpty()) {
          builtIds = toArray(termIds.build());
          builtCounts = toArray(counts.build());
        } else {
          expandCopies();
        }
      }
      SignatureDictionary dict = dictionary;
      int[] toDictionary = ArrayUtil.copyOfSubArray(dictionaryIdOf, 0, numTerms);
      return new VectorCollection(
          start.toArray(),
          builtIds,
          builtCounts,
          externalIds.toArray(),
          numTerms,
          ArrayUtil.copyOfSubArray(termHashes, 0, numTerms),
          (id, scratch) -> dict.get(toDictionary[id], scratch));
    }

    /** The entries of every document, the copies' taken from their originals. */
    private void expandCopies() {
      int docs = externalIds.size();
      int[] starts = start.buffer;
      int[] ids = new int[starts[docs]];
      int[] cnts = new int[ids.length];
      PackedLongValues.Iterator idIt = termIds.build().iterator();
      PackedLongValues.Iterator countIt = counts.build().iterator();
      int nextCopy = 0;
      for (int d = 0; d < docs; d++) {
        int from = starts[d];
        int to = starts[d + 1];
        if (nextCopy < copies.size() && copies.get(nextCopy) == d) {
          int original = starts[copies.get(nextCopy + 1)];
          System.arraycopy(ids, original, ids, from, to - from);
          System.arraycopy(cnts, original, cnts, from, to - from);
          nextCopy += 2;
        } else {
          for (int i = from; i < to; i++) {
            ids[i] = (int) idIt.next();
            cnts[i] = (int) countIt.next();
          }
        }
      }
      builtIds = ids;
      builtCounts = cnts;
    }

    private static int[] toArray(PackedLongValues values) {
      int[] out = new int[Math.toIntExact(values.size())];
      PackedLongValues.Iterator it = values.iterator();
      for (int i = 0; i < out.length; i++) {
        out[i] = (int) it.next();
      }
      return out;
    }

    /** Sorts the first n (id, count) entries by id (ids are distinct and non-negative). */
    private void sortById(int[] ids, int[] cnts, int n) {
      if (packed.length < n) {
        packed = new long[ArrayUtil.oversize(n, Long.BYTES)];
      }
      for (int i = 0; i < n; i++) {
        packed[i] = ((long) ids[i] << 32) | cnts[i];
      }
      if (n <= 32) { // most documents: an insertion sort of their own
        for (int i = 1; i < n; i++) {
          long t = packed[i];
          int j = i - 1;
          while (j >= 0 && packed[j] > t) {
            packed[j + 1] = packed[j];
            j--;
          }
          packed[j + 1] = t;
        }
      } else {
        Arrays.sort(packed, 0, n);
      }
      for (int i = 0; i < n; i++) {
        ids[i] = (int) (packed[i] >>> 32);
        cnts[i] = (int) packed[i];
      }
    }
  }

  /** The signature of a term id, for collections built from vectors. */
  @FunctionalInterface
  interface Dictionary {
    BytesRef get(int termId, BytesRef scratch);
  }
}
