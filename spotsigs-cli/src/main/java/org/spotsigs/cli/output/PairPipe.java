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
package org.spotsigs.cli.output;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.UncheckedIOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import org.spotsigs.dedup.DedupResult;

/**
 * Pairs handed on by a streaming run, written by a thread of their own: the pairs are collected in
 * chunks, and a writer thread formats and writes each full chunk in order while the run makes the
 * next ones (formatting millions of lines is then no longer added to making them). What is written
 * and its order are those of writing each pair as it comes.
 *
 * <p>A failed write ends the run: the next pair handed on (or {@link #finish()}) throws it, wrapped
 * in an {@link UncheckedIOException}. Not thread-safe: one thread hands on the pairs.
 */
public final class PairPipe implements DedupResult.PairConsumer, AutoCloseable {
  /** Pairs a chunk. */
  static final int CHUNK = 1 << 14;

  /** Chunks in flight: being filled, waiting, being written. */
  private static final int CHUNKS = 4;

  /** Writes one pair. */
  @FunctionalInterface
  public interface Line {
    void write(int a, int b, long overlap, long union) throws IOException;
  }

  private static final class Chunk {
    final int[] a;
    final int[] b;
    final long[] overlap;
    final long[] union;
    int size;

    Chunk(int capacity) {
      a = new int[capacity];
      b = new int[capacity];
      overlap = new long[capacity];
      union = new long[capacity];
    }
  }

  /** The end of the pairs, for the writer. */
  private static final Chunk END = new Chunk(0);

  private final Line line;
  private final BlockingQueue<Chunk> full = new ArrayBlockingQueue<>(CHUNKS);
  private final BlockingQueue<Chunk> free = new ArrayBlockingQueue<>(CHUNKS);
  private final Thread writer;
  private volatile Throwable failure;
  private Chunk filling;
  private boolean finished;

  public PairPipe(Line line) {
    this.line = line;
    for (int i = 1; i < CHUNKS; i++) {
      free.add(new Chunk(CHUNK));
    }
    filling = new Chunk(CHUNK);
    writer = new Thread(this::write, "spotsigs-pairs");
    writer.setDaemon(true);
    writer.start();
  }

  @Override
  public void accept(int a, int b, long overlap, long union) {
    Chunk c = filling;
    int i = c.size;
    c.a[i] = a;
    c.b[i] = b;
    c.overlap[i] = overlap;
    c.union[i] = union;
    c.size = i + 1;
    if (c.size == CHUNK) {
      handOn(c);
      filling = take(free);
    }
  }

  /** Writes the pairs handed on so far and waits for the writer; throws what a write threw. */
  public void finish() throws IOException {
    if (finished) {
      return;
    }
    finished = true;
    if (filling.size > 0) {
      handOn(filling);
    }
    put(END);
    join();
    rethrow();
  }

  /** Stops the writer without waiting for what it has not written (after a failed run). */
  @Override
  public void close() {
    if (!finished) {
      finished = true;
      writer.interrupt();
      join();
    }
  }

  private void handOn(Chunk c) {
    if (failure != null) {
      throw new UncheckedIOException(asIOException(failure));
    }
    put(c);
  }

  private void put(Chunk c) {
    try {
      while (!full.offer(c, 100, java.util.concurrent.TimeUnit.MILLISECONDS)) {
        if (failure != null) {
          throw new UncheckedIOException(asIOException(failure));
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new UncheckedIOException(new InterruptedIOException("interrupted"));
    }
  }

  private Chunk take(BlockingQueue<Chunk> queue) {
    try {
      Chunk c;
      while ((c = queue.poll(100, java.util.concurrent.TimeUnit.MILLISECONDS)) == null) {
        if (failure != null) {
          throw new UncheckedIOException(asIOException(failure));
        }
      }
      return c;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new UncheckedIOException(new InterruptedIOException("interrupted"));
    }
  }

  /** The writer thread: writes the chunks in the order they come until the end. */
  private void write() {
    try {
      for (Chunk c; (c = full.take()) != END; ) {
        for (int i = 0; i < c.size; i++) {
          line.write(c.a[i], c.b[i], c.overlap[i], c.union[i]);
        }
        c.size = 0;
        free.put(c);
      }
    } catch (InterruptedException e) {
      // closed after a failure elsewhere: nothing more is written
    } catch (Throwable e) {
      failure = e;
    }
  }

  private void join() {
    boolean interrupted = false;
    while (true) {
      try {
        writer.join();
        break;
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  private void rethrow() throws IOException {
    Throwable f = failure;
    if (f != null) {
      throw asIOException(f);
    }
  }

  private static IOException asIOException(Throwable f) {
    if (f instanceof IOException io) {
      return io;
    }
    if (f instanceof UncheckedIOException u) {
      return u.getCause();
    }
    if (f instanceof RuntimeException r) {
      throw r;
    }
    if (f instanceof Error e) {
      throw e;
    }
    return new IOException(f);
  }
}
