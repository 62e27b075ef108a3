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
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.store.IOContext;
import org.apache.lucene.store.IndexInput;
import org.apache.lucene.store.IndexOutput;
import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.IOUtils;
import org.spotsigs.core.Measure;
import org.spotsigs.index.Checksum;

/**
 * Signature vectors written to a temporary file as they come, and read back by position once
 * complete (memory-mapped by Lucene's {@link FSDirectory}): what stays in memory per document is
 * its file offset, external id and the checksum of its vector under one measure (so that grouping
 * equal vectors reads from the file only the documents whose checksums agree). A document is its
 * number of entries, then per entry the gap from the previous term id and the count, as
 * variable-length integers.
 *
 * <p>{@link #add} from one thread at a time; after {@link #finish}, {@link #entries} from any
 * number of threads, each with its own {@link Entries}. {@link #close} deletes the file and its
 * directory.
 */
final class SpilledVectors implements DocumentVectors, Closeable {
  private final Path dir;
  private final Directory directory;
  private IndexOutput out;
  private final String name;
  private IndexInput in;
  private final Measure measure;
  private long[] offsets = new long[1024];
  private int[] externalIds = new int[1024];
  private long[] checksums = new long[1024];
  private int size;

  /**
   * A new, empty spill in a new directory under {@code parent}, keeping each vector's checksum
   * under {@code measure}.
   */
  SpilledVectors(Path parent, Measure measure) throws IOException {
    this.measure = java.util.Objects.requireNonNull(measure, "measure");
    dir = Files.createTempDirectory(parent, "spotsigs-vectors-");
    Directory d = null;
    IndexOutput o = null;
    try {
      d = FSDirectory.open(dir);
      o = d.createTempOutput("vectors", "spill", IOContext.DEFAULT);
    } catch (IOException | RuntimeException e) {
      IOUtils.closeWhileHandlingException(d);
      IOUtils.deleteFilesIgnoringExceptions(dir);
      throw e;
    }
    directory = d;
    out = o;
    name = o.getName();
  }

  /** Appends the document of entries {@code termIds[0, n)} (ascending) and {@code counts[0, n)}. */
  void add(int[] termIds, int[] counts, int n, int externalId) throws IOException {
    if (out == null) {
      throw new IllegalStateException("the spill is complete");
    }
    offsets = ArrayUtil.grow(offsets, size + 1); // each by its own oversize: check every one
    externalIds = ArrayUtil.grow(externalIds, size + 1);
    checksums = ArrayUtil.grow(checksums, size + 1);
    offsets[size] = out.getFilePointer();
    externalIds[size] = externalId;
    checksums[size] = Checksum.of(termIds, 0, n, measure == Measure.SET ? termIds : counts);
    out.writeVInt(n);
    int previous = 0;
    for (int i = 0; i < n; i++) {
      out.writeVInt(termIds[i] - previous);
      out.writeVInt(counts[i]);
      previous = termIds[i];
    }
    size++;
  }

  /** Ends the writing: the documents can be read from now on. */
  void finish() throws IOException {
    out.close();
    out = null;
    in = directory.openInput(name, IOContext.DEFAULT);
  }

  /** Bytes written. */
  long bytes() throws IOException {
    return in != null ? in.length() : out.getFilePointer();
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public int externalId(int doc) {
    return externalIds[doc];
  }

  @Override
  public boolean isEmpty(int doc) {
    // an empty document is its count alone: the variable-length 0, one byte
    long end = doc + 1 < size ? offsets[doc + 1] : endOfFile();
    return end - offsets[doc] == 1;
  }

  @Override
  public long checksum(int doc, Measure measure, Entries scratch) {
    return measure == this.measure
        ? checksums[doc]
        : DocumentVectors.super.checksum(doc, measure, scratch);
  }

  private long endOfFile() {
    if (in == null) {
      throw new IllegalStateException("the spill is not complete yet");
    }
    return in.length();
  }

  @Override
  public long length(int doc, Measure measure) {
    return entries(doc, null).length(measure);
  }

  @Override
  public Entries entries(int doc, Entries reuse) {
    if (in == null) {
      throw new IllegalStateException("the spill is not complete yet");
    }
    Entries e = reuse == null ? new Entries() : reuse;
    if (!(e.reader instanceof IndexInput)) {
      e.reader = in.clone();
    }
    IndexInput input = (IndexInput) e.reader;
    try {
      input.seek(offsets[doc]);
      int n = input.readVInt();
      if (e.termIds == null || e.termIds.length < n) {
        e.termIds = new int[ArrayUtil.oversize(n, Integer.BYTES)];
        e.counts = new int[e.termIds.length];
      }
      int id = 0;
      for (int i = 0; i < n; i++) {
        id += input.readVInt();
        e.termIds[i] = id;
        e.counts[i] = input.readVInt();
      }
      e.from = 0;
      e.to = n;
      return e;
    } catch (IOException ex) {
      throw new java.io.UncheckedIOException("reading the spilled vectors in " + dir, ex);
    }
  }

  @Override
  public void close() throws IOException {
    try {
      IOUtils.close(out, in, directory);
    } finally {
      IOUtils.rm(dir);
    }
  }
}
