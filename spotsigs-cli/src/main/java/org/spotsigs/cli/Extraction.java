package org.spotsigs.cli;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.lucene.analysis.Analyzer;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;

/**
 * Extracts signatures from a stream of documents on several threads, handing the results to a sink
 * one at a time and in input order (so what the sink does, e.g. index-time dedup, is
 * deterministic). Documents that cannot be used are reported and skipped.
 */
final class Extraction {
  /** Receives extracted documents, in input order, on one thread at a time. */
  @FunctionalInterface
  interface Sink {
    void accept(SourceDocument doc, SignatureVector vector, long chars) throws IOException;
  }

  private record Task(long seq, SourceDocument doc) {}

  private record Done(SourceDocument doc, SignatureVector vector, long chars) {}

  private static final Task END = new Task(-1, null);

  private final TreeMap<Long, Done> ready = new TreeMap<>();
  private long nextToDeliver;
  private final AtomicReference<Throwable> failure = new AtomicReference<>();

  private Extraction() {}

  /** Runs the extraction; returns the number of characters analyzed. */
  static long run(DocumentStream docs, Analyzer analyzer, int threads, InputProblems problems, Progress progress, Sink sink)
      throws IOException {
    return new Extraction().execute(docs, analyzer, Math.max(1, threads), problems, progress, sink);
  }

  private long execute(DocumentStream docs, Analyzer analyzer, int threads, InputProblems problems, Progress progress,
      Sink sink) throws IOException {
    BlockingQueue<Task> queue = new ArrayBlockingQueue<>(256 * threads);
    AtomicLong chars = new AtomicLong();
    List<Thread> workers = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      Thread worker = new Thread(() -> {
        try {
          for (Task task; (task = queue.take()) != END; ) {
            Done done = null;
            try {
              String text = task.doc().text().load();
              chars.addAndGet(text.length());
              done = new Done(task.doc(), SignatureVector.analyze(analyzer, SpotSigsSchema.DEFAULT_FIELD, text), text.length());
            } catch (SourceDocument.Bad bad) {
              problems.skipped(task.doc().where(), bad.getMessage());
            }
            deliver(task.seq(), done, sink);
            progress.step();
          }
        } catch (Throwable e) {
          failure.compareAndSet(null, e);
          queue.clear();
        }
      }, "spotsigs-extract-" + t);
      worker.setDaemon(true);
      worker.start();
      workers.add(worker);
    }
    long[] seq = {0};
    try {
      docs.forEach(doc -> put(queue, new Task(seq[0]++, doc)), problems);
      for (int t = 0; t < threads; t++) {
        put(queue, END);
      }
      for (Thread w : workers) {
        w.join();
      }
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
    while (!queue.offer(task, 100, java.util.concurrent.TimeUnit.MILLISECONDS)) {
      checkFailure();
    }
  }

  /** Hands results to the sink in sequence order; a null result stands for a skipped document. */
  private void deliver(long seq, Done done, Sink sink) throws IOException {
    synchronized (ready) {
      ready.put(seq, done == null ? new Done(null, null, 0) : done);
      while (!ready.isEmpty() && ready.firstKey() == nextToDeliver) {
        Done d = ready.pollFirstEntry().getValue();
        nextToDeliver++;
        if (d.doc() != null) {
          sink.accept(d.doc(), d.vector(), d.chars());
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
