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
package org.spotsigs.cli;

import com.carrotsearch.hppc.IntArrayList;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.lucene.analysis.Analyzer;
import org.spotsigs.cli.input.DocumentStream;
import org.spotsigs.cli.input.DocumentText;
import org.spotsigs.cli.input.InputProblems;
import org.spotsigs.cli.input.SourceDocument;
import org.spotsigs.cli.input.TextCopies;
import org.spotsigs.index.SignatureExtractor;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;

/**
 * Extracts signatures from a stream of documents on several threads, handing the results to a sink
 * one at a time and in input order (so what the sink does, e.g. index-time dedup, is
 * deterministic). Documents that cannot be used are reported and skipped.
 *
 * <p>Documents travel in batches (one queue hand-off per {@link #BATCH} documents, not per
 * document), and the sink runs outside the lock that orders the results: one worker at a time
 * drains whatever is ready in order, while the others go on extracting.
 *
 * <p>Longer than 400 lines: a fifth of it is the small interfaces by which a command takes part
 * ({@link Sink}, {@link Prepare}, {@link Work}, {@link PreparedSink}, {@link CopySink}), nested so
 * that every caller names them after the extraction; the rest is one pipeline, the reading thread,
 * the workers and the in-order delivery sharing one lock and one failure.
 */
public final class Extraction<T> {
  /** Receives extracted documents, in input order, on one thread at a time. */
  @FunctionalInterface
  public interface Sink {
    void accept(SourceDocument doc, SignatureVector vector, long chars) throws IOException;
  }

  /**
   * What the extraction threads do with each vector before it reaches the sink (work that may run
   * on many threads at once, such as a collection's dictionary lookups).
   */
  @FunctionalInterface
  public interface Prepare<T> {
    T apply(SignatureVector vector);
  }

  /**
   * What the extraction threads make of a document's text: signatures, an article, anything that
   * depends on the text alone. Thread-safe (every thread calls it).
   */
  public interface Work<R> {
    /** The result for the text {@code chars[0, length)} (a buffer the caller reuses). */
    R apply(char[] chars, int length) throws IOException;

    /** The result for {@code text}. */
    R apply(String text) throws IOException;

    /**
     * Whether {@link #apply(char[], int)} reads the characters in place: documents read as bytes
     * are then decoded into a buffer of the thread, without a string.
     */
    boolean readsChars();
  }

  /** The signatures of the document's text, as {@code analyzer} extracts them. */
  static Work<SignatureVector> signatures(Analyzer analyzer) {
    boolean inPlace = analyzer instanceof SignatureExtractor e && e.extractsChars();
    return new Work<>() {
      @Override
      public SignatureVector apply(char[] chars, int length) {
        return SignatureVector.analyze(analyzer, SpotSigsSchema.DEFAULT_FIELD, chars, length);
      }

      @Override
      public SignatureVector apply(String text) {
        return SignatureVector.analyze(analyzer, SpotSigsSchema.DEFAULT_FIELD, text);
      }

      @Override
      public boolean readsChars() {
        return inPlace;
      }
    };
  }

  /** Receives prepared documents, in input order, on one thread at a time. */
  @FunctionalInterface
  public interface PreparedSink<T> {
    void accept(SourceDocument doc, T prepared, long chars) throws IOException;
  }

  /**
   * Receives, in input order, a document whose text is that of an earlier document (their {@link
   * SourceDocument#fingerprint() fingerprints} are equal), in place of extracting it again.
   */
  @FunctionalInterface
  public interface CopySink {
    /**
     * @param original the position of the earlier document among those the sinks received
     * @param chars the length of the text
     */
    void acceptCopy(SourceDocument doc, int original, long chars) throws IOException;
  }

  /** Documents per hand-off between the reading thread and the workers. */
  static final int BATCH = 32;

  /**
   * A batch of documents; {@code copyOf} holds, for each, the input ordinal of an earlier document
   * with the same fingerprint, or -1 (null: none in the batch).
   */
  private record Task(long seq, SourceDocument[] docs, int[] copyOf) {}

  /** An extracted document, or ({@code copyOf} >= 0) a copy of the one of that input ordinal. */
  private record Done<T>(SourceDocument doc, T prepared, long chars, int copyOf) {}

  private static final Task END = new Task(-1, null, null);

  private final TreeMap<Long, Done<T>[]> ready = new TreeMap<>();

  /** What the threads do with the work's result before it reaches the sink. */
  private final java.util.function.Function<Object, T> prepare;

  private final CopySink copies;
  private long nextToDeliver;
  private boolean draining;

  /** The input ordinals of the documents skipped so far, ascending (guarded by draining). */
  private final IntArrayList skipped = new IntArrayList();

  private final AtomicReference<Throwable> failure = new AtomicReference<>();

  private Extraction(java.util.function.Function<Object, T> prepare, CopySink copies) {
    this.prepare = prepare;
    this.copies = copies;
  }

  /** Runs the extraction; returns the number of characters analyzed. */
  public static long run(
      DocumentStream docs,
      Analyzer analyzer,
      int threads,
      InputProblems problems,
      Progress progress,
      Sink sink)
      throws IOException {
    return run(docs, analyzer, threads, problems, progress, v -> v, sink::accept, null);
  }

  /**
   * Runs the extraction, {@code prepare} on the extraction threads, then {@code sink} in input
   * order; returns the number of characters analyzed. A document whose fingerprint an earlier
   * document has goes to {@code copies} instead, without being extracted (when {@code copies} is
   * not null; else every document is extracted).
   */
  public static <T> long run(
      DocumentStream docs,
      Analyzer analyzer,
      int threads,
      InputProblems problems,
      Progress progress,
      Prepare<T> prepare,
      PreparedSink<T> sink,
      CopySink copies)
      throws IOException {
    return new Extraction<T>(v -> prepare.apply((SignatureVector) v), copies)
        .execute(docs, signatures(analyzer), Math.max(1, threads), problems, progress, sink);
  }

  /**
   * Runs {@code work} on the text of every document on {@code threads} threads, then {@code sink}
   * in input order; returns the number of characters read.
   */
  public static <T> long run(
      DocumentStream docs,
      Work<T> work,
      int threads,
      InputProblems problems,
      Progress progress,
      PreparedSink<T> sink)
      throws IOException {
    @SuppressWarnings("unchecked")
    java.util.function.Function<Object, T> same = v -> (T) v;
    return new Extraction<T>(same, null)
        .execute(docs, work, Math.max(1, threads), problems, progress, sink);
  }

  private long execute(
      DocumentStream docs,
      Work<?> work,
      int threads,
      InputProblems problems,
      Progress progress,
      PreparedSink<T> sink)
      throws IOException {
    BlockingQueue<Task> queue = new ArrayBlockingQueue<>(8 * threads);
    AtomicLong chars = new AtomicLong();
    List<Thread> workers = new ArrayList<>();
    // work that reads characters in place gets each document read as bytes decoded into a buffer
    // of the thread, without a string (a document that is a string already, such as the text of a
    // JSON line, goes as it is: a copy into the buffer would gain nothing)
    boolean inPlace = work.readsChars();
    for (int t = 0; t < threads; t++) {
      Thread worker =
          new Thread(
              () -> {
                DocumentText buffer = inPlace ? new DocumentText() : null;
                try {
                  while (failure.get() == null) { // after a failure anywhere, every worker stops
                    Task task = queue.poll(100, TimeUnit.MILLISECONDS);
                    if (task == null) {
                      continue;
                    }
                    if (task == END) {
                      break;
                    }
                    // a generic array: Java makes one only from the raw type
                    @SuppressWarnings({"unchecked", "rawtypes"})
                    Done<T>[] done = new Done[task.docs().length];
                    long n = 0;
                    for (int i = 0; i < done.length; i++) {
                      SourceDocument doc = task.docs()[i];
                      try {
                        if (task.copyOf() != null && task.copyOf()[i] >= 0) {
                          long length = doc.text().load().length();
                          n += length;
                          done[i] = new Done<>(doc, null, length, task.copyOf()[i]);
                          progress.step();
                          continue;
                        }
                        Object result;
                        int length;
                        if (buffer != null && doc.text().decodesBytes()) {
                          doc.text().load(buffer);
                          length = buffer.length();
                          result = work.apply(buffer.chars(), length);
                          buffer.trim();
                        } else {
                          String text = doc.text().load();
                          length = text.length();
                          result = work.apply(text);
                        }
                        n += length;
                        done[i] = new Done<>(doc, prepare.apply(result), length, -1);
                      } catch (SourceDocument.Bad bad) {
                        problems.skipped(doc.where(), bad.getMessage());
                      }
                      progress.step();
                    }
                    chars.addAndGet(n);
                    deliver(task.seq(), done, sink);
                  }
                } catch (Throwable e) {
                  failure.compareAndSet(null, e);
                  queue.clear();
                }
              },
              "spotsigs-extract-" + t);
      worker.setDaemon(true);
      worker.start();
      workers.add(worker);
    }
    try {
      long[] seq = {0};
      SourceDocument[][] batch = {new SourceDocument[BATCH]};
      int[][] copyOf = {null};
      int[] size = {0};
      TextCopies seen = copies == null ? null : new TextCopies();
      docs.forEach(
          doc -> {
            int original =
                seen == null || doc.fingerprint() == null
                    ? -1
                    : seen.originalOf(doc.fingerprint(), Math.toIntExact(seq[0] * BATCH + size[0]));
            if (original >= 0) {
              if (copyOf[0] == null) {
                copyOf[0] = new int[BATCH];
                Arrays.fill(copyOf[0], -1);
              }
              copyOf[0][size[0]] = original;
            }
            batch[0][size[0]++] = doc;
            if (size[0] == BATCH) {
              put(queue, new Task(seq[0]++, batch[0], copyOf[0]));
              batch[0] = new SourceDocument[BATCH];
              copyOf[0] = null;
              size[0] = 0;
            }
          },
          problems);
      if (size[0] > 0) {
        put(queue, new Task(seq[0]++, Arrays.copyOf(batch[0], size[0]), copyOf[0]));
      }
      for (int t = 0; t < threads; t++) {
        put(queue, END);
      }
      for (Thread w : workers) {
        w.join();
      }
    } catch (DocumentStream.SinkFailed e) {
      // the failure itself is thrown below
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    } finally {
      for (Thread w : workers) {
        w.interrupt();
      }
    }
    checkFailure();
    return chars.get();
  }

  private void put(BlockingQueue<Task> queue, Task task) throws IOException, InterruptedException {
    do {
      if (failure.get() != null) {
        throw new DocumentStream.SinkFailed(
            failure.get()); // stop reading as soon as a worker or the sink has failed
      }
    } while (!queue.offer(task, 100, TimeUnit.MILLISECONDS));
  }

  /**
   * Hands results to the sink in sequence order (null entries stand for skipped documents). The
   * caller that finds nobody draining drains every batch that is next in order, calling the sink
   * outside the lock; the others only leave their batch and return to work.
   */
  private void deliver(long seq, Done<T>[] done, PreparedSink<T> sink) throws IOException {
    synchronized (ready) {
      ready.put(seq, done);
      if (draining) {
        return;
      }
      draining = true;
    }
    // a sink that throws leaves draining set: the run is over, and nothing more reaches the sink
    while (true) {
      Done<T>[] next;
      long first; // the input ordinal of the batch's first document
      synchronized (ready) {
        if (ready.isEmpty() || ready.firstKey() != nextToDeliver) {
          draining = false;
          return;
        }
        next = ready.pollFirstEntry().getValue();
        first = nextToDeliver * BATCH;
        nextToDeliver++;
      }
      for (int i = 0; i < next.length; i++) {
        Done<T> d = next[i];
        if (d == null) {
          skipped.add(Math.toIntExact(first + i));
        } else if (d.copyOf() < 0) {
          sink.accept(d.doc(), d.prepared(), d.chars());
        } else {
          // the original's position: its ordinal less the documents skipped before it
          int before = Arrays.binarySearch(skipped.buffer, 0, skipped.size(), d.copyOf());
          if (before >= 0) {
            throw new IllegalStateException(
                d.doc().where()
                    + ": a copy of a skipped document (a reader gave a fingerprint to"
                    + " a text that can fail to load)");
          }
          copies.acceptCopy(d.doc(), d.copyOf() - (-before - 1), d.chars());
        }
      }
    }
  }

  private void checkFailure() throws IOException {
    Throwable t = failure.get();
    if (t instanceof IOException e) {
      throw e;
    }
    if (t instanceof RuntimeException e) {
      throw e;
    }
    if (t instanceof Error e) {
      throw e;
    }
    if (t != null) {
      throw new IOException(t);
    }
  }
}
