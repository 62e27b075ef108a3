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
package org.spotsigs.util;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * How the library runs the parts of one job on several threads: the one concurrency mechanism of
 * its in-memory builds, matching and sketching. The threads come from an {@link Executor} the
 * caller gives (as Lucene's {@code TaskExecutor} takes one for a searcher), or are made for the run
 * (daemon threads, ended when it ends); at most {@code threads} parts run at once. A part that
 * fails ends the run: parts not yet begun are skipped and its exception is thrown on the calling
 * thread once every part under way is done (no run returns while a part still writes).
 *
 * <p>Internal to the library: its API may change in any release.
 */
public final class Parallel {
  /** One part of a job, run on the thread of worker {@code worker} (0 to threads - 1). */
  @FunctionalInterface
  public interface Part {
    /**
     * Runs one part.
     *
     * @param worker the worker running it, 0 to {@link Parallel#threads()} - 1 (worker 0 is the
     *     calling thread); a worker runs one part at a time, so a part may use state kept per
     *     worker without locking
     * @param part the part to run, 0 to {@code parts - 1}
     * @throws Exception any failure, which ends the run and is thrown by {@link Parallel#forEach}
     */
    void run(int worker, int part) throws Exception;
  }

  /**
   * Makes the result of one part on the thread of worker {@code worker}.
   *
   * @param <T> the type of a part's result
   */
  @FunctionalInterface
  public interface Maker<T> {
    /**
     * Makes the result of one part.
     *
     * @param worker the worker making it, 0 to {@link Parallel#threads()} - 1 (never the thread
     *     that called {@link Parallel#inOrder}); a worker makes one part at a time
     * @param part the part to make, 0 to {@code parts - 1}
     * @return the part's result, handed to the {@link Taker} (null is handed on as it is)
     * @throws Exception any failure, which ends the run and is thrown by {@link Parallel#inOrder}
     */
    T make(int worker, int part) throws Exception;
  }

  /**
   * Takes the result of part {@code part} on the calling thread.
   *
   * @param <T> the type of a part's result
   */
  @FunctionalInterface
  public interface Taker<T> {
    /**
     * Takes the result of one part, on the thread that called {@link Parallel#inOrder}, in part
     * order.
     *
     * @param part the part, 0 to {@code parts - 1}; each is taken once, in increasing order
     * @param result what {@link Maker#make} returned for the part
     * @throws Exception any failure, which ends the run and is thrown by {@link Parallel#inOrder}
     */
    void take(int part, T result) throws Exception;
  }

  private final Executor executor;
  private final int threads;
  private final String name;

  private Parallel(Executor executor, int threads, String name) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be >= 1, got " + threads);
    }
    this.executor = executor;
    this.threads = threads;
    this.name = name;
  }

  /**
   * Up to {@code threads} threads at once, made for each run and named {@code name-N}.
   *
   * @param threads the number of parts that may run at once, at least 1
   * @param name the prefix of the threads' names, followed by {@code -} and the worker number
   * @return a new {@code Parallel} with no executor
   * @throws IllegalArgumentException if {@code threads} is less than 1
   */
  public static Parallel threads(int threads, String name) {
    return new Parallel(null, threads, name);
  }

  /**
   * Up to {@code threads} parts at once on the threads of {@code executor} (null: threads made for
   * each run, as {@link #threads}).
   *
   * @param executor the executor that runs the workers other than the calling thread, or null to
   *     make a thread for each; a task it rejects, or does not begin before the calling thread
   *     needs it, runs on a thread made for it or on the calling thread instead
   * @param threads the number of parts that may run at once, at least 1
   * @param name the prefix of the names of threads made for a run, followed by {@code -} and the
   *     worker number
   * @return a new {@code Parallel}
   * @throws IllegalArgumentException if {@code threads} is less than 1
   */
  public static Parallel on(Executor executor, int threads, String name) {
    return new Parallel(executor, threads, name);
  }

  /**
   * The number of parts that may run at once.
   *
   * @return the number of workers of a run, at least 1
   */
  public int threads() {
    return threads;
  }

  /**
   * The same executor, with at most {@code threads} parts at once.
   *
   * @param threads the number of parts that may run at once, at least 1
   * @return a new {@code Parallel} with this one's executor and thread name
   * @throws IllegalArgumentException if {@code threads} is less than 1
   */
  public Parallel withThreads(int threads) {
    return new Parallel(executor, threads, name);
  }

  /**
   * Runs {@code part} for 0 to {@code parts - 1} on up to {@link #threads()} workers, the calling
   * thread being worker 0; each worker takes the next part not yet taken. Returns when every part
   * is done.
   *
   * @param parts the number of parts; none runs if it is 0 or less
   * @param part runs one part; with a single worker every part runs on the calling thread
   * @throws RuntimeException the exception of the first part that failed, as it is if unchecked,
   *     else wrapping it (an {@link Error} is thrown as it is)
   */
  public void forEach(int parts, Part part) {
    int workers = Math.min(threads, parts);
    if (workers <= 1) {
      for (int p = 0; p < parts; p++) {
        runChecked(part, 0, p);
      }
      return;
    }
    AtomicInteger next = new AtomicInteger();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    CountDownLatch others = new CountDownLatch(workers - 1);
    Loop[] loops = new Loop[workers];
    for (int w = 1; w < workers; w++) {
      int worker = w;
      loops[w] =
          new Loop(
              () -> {
                try {
                  take(parts, part, worker, next, failure);
                } finally {
                  others.countDown();
                }
              });
      start(worker, loops[w]);
    }
    try {
      take(parts, part, 0, next, failure);
    } finally {
      for (int w = 1; w < workers; w++) {
        if (loops[w].claim()) { // not begun on the executor (busy, or this is its thread): here
          loops[w].body.run();
        }
      }
      awaitUninterruptibly(others);
    }
    rethrow(failure.get());
  }

  private static void take(
      int parts, Part part, int worker, AtomicInteger next, AtomicReference<Throwable> failure) {
    try {
      for (int p; failure.get() == null && (p = next.getAndIncrement()) < parts; ) {
        part.run(worker, p);
      }
    } catch (Throwable e) {
      failure.compareAndSet(null, e);
    }
  }

  /**
   * Makes the parts 0 to {@code parts - 1} on up to {@link #threads()} workers (threads other than
   * the calling one) and hands each to {@code take} on the calling thread, in part order, as soon
   * as it and the parts before it are made; a worker begins a part at most {@code window} parts
   * ahead of the one taken last, so at most that many made parts wait. {@code meanwhile} runs on
   * the calling thread once the workers are under way, before the first part is taken. An exception
   * of {@code meanwhile}, of {@code take} or of a part ends the run and is thrown.
   *
   * @param <T> the type of a part's result
   * @param parts the number of parts, at least 0
   * @param window how many parts a worker may begin ahead of the one taken last, at least 1; it
   *     bounds the number of made results held at once
   * @param make makes one part's result, on a worker thread
   * @param meanwhile runs on the calling thread while the workers begin (e.g. a first job of its
   *     own); {@code () -> {}} for none
   * @param take takes each result on the calling thread, in part order
   * @throws IllegalArgumentException if {@code parts} is negative or {@code window} is less than 1
   * @throws RuntimeException the first exception of {@code meanwhile}, {@code take} or a part, as
   *     it is if unchecked, else wrapping it (also an {@link InterruptedException} of the calling
   *     thread while it waits for a part, after which its interrupt flag is set again); an {@link
   *     Error} is thrown as it is
   */
  public <T> void inOrder(
      int parts, int window, Maker<T> make, Runnable meanwhile, Taker<? super T> take) {
    if (parts < 0) {
      throw new IllegalArgumentException("parts must be >= 0, got " + parts);
    }
    if (window < 1) {
      throw new IllegalArgumentException("window must be >= 1, got " + window);
    }
    int workers = Math.max(1, Math.min(threads, parts));
    Object[] made = new Object[parts];
    boolean[] done = new boolean[parts];
    int[] taken = {0};
    AtomicInteger next = new AtomicInteger();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Throwable stopped = new Throwable("stopped");
    CountDownLatch finished = new CountDownLatch(parts == 0 ? 0 : workers);
    Loop[] loops = new Loop[parts == 0 ? 0 : workers];
    Thread caller = Thread.currentThread();
    for (int w = 0; w < loops.length; w++) {
      int worker = w;
      Runnable body =
          new Runnable() {
            @Override
            public void run() {
              try {
                for (int p; (p = next.getAndIncrement()) < parts; ) {
                  synchronized (made) {
                    while (p >= taken[0] + window && failure.get() == null) {
                      made.wait();
                    }
                  }
                  if (failure.get() != null) {
                    return;
                  }
                  T result = make.make(worker, p);
                  synchronized (made) {
                    made[p] = result;
                    done[p] = true;
                    made.notifyAll();
                  }
                }
              } catch (Throwable e) {
                synchronized (made) {
                  failure.compareAndSet(null, e);
                  made.notifyAll();
                }
              } finally {
                finished.countDown();
              }
            }
          };
      // an executor that runs the task on the caller (at once, or when it is saturated) must not
      // make the caller a worker: the caller takes, and a worker waits for the taking
      loops[w] =
          new Loop(
              () -> {
                if (Thread.currentThread() == caller) {
                  startThread(worker, body);
                } else {
                  body.run();
                }
              });
    }
    for (int w = 0; w < loops.length; w++) {
      start(w, loops[w]);
    }
    try {
      meanwhile.run();
      for (int w = 0; w < loops.length; w++) {
        if (loops[w].claim()) { // not begun on the executor: the parts must be made while taken
          startThread(w, loops[w].body);
        }
      }
      for (int p = 0; p < parts; p++) {
        T result;
        synchronized (made) {
          while (!done[p] && failure.get() == null) {
            made.wait();
          }
          if (!done[p]) {
            break; // a part failed
          }
          @SuppressWarnings("unchecked")
          T r = (T) made[p];
          result = r;
          made[p] = null;
        }
        take.take(p, result);
        synchronized (made) {
          taken[0] = p + 1;
          made.notifyAll();
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      failure.compareAndSet(null, e);
    } catch (Throwable e) {
      failure.compareAndSet(null, e); // from meanwhile or take: the workers stop
    } finally {
      synchronized (made) {
        failure.compareAndSet(null, stopped); // the workers stop if they have not
        made.notifyAll();
      }
      awaitUninterruptibly(finished);
    }
    Throwable f = failure.get();
    if (f != stopped) {
      rethrow(f);
    }
  }

  /**
   * A worker's loop, run once: by the executor, or by the caller when the executor has not begun it
   * (a pool whose threads are busy, or whose only thread is the caller's, must not stall the run).
   */
  private static final class Loop implements Runnable {
    final Runnable body;
    private final AtomicBoolean claimed = new AtomicBoolean();

    Loop(Runnable body) {
      this.body = body;
    }

    /** True if the loop was not begun and now will not be by anyone else. */
    boolean claim() {
      return claimed.compareAndSet(false, true);
    }

    @Override
    public void run() {
      if (claim()) {
        body.run();
      }
    }
  }

  /** Starts {@code loop} as worker {@code worker}: on the executor, else on a thread of its own. */
  private void start(int worker, Loop loop) {
    if (executor != null) {
      try {
        executor.execute(loop);
        return;
      } catch (RejectedExecutionException e) {
        // a thread of its own below
      }
    }
    if (loop.claim()) {
      startThread(worker, loop.body);
    }
  }

  private void startThread(int worker, Runnable body) {
    Thread t = new Thread(body, name + "-" + worker);
    t.setDaemon(true);
    t.start();
  }

  private static void runChecked(Part part, int worker, int p) {
    try {
      part.run(worker, p);
    } catch (Exception e) {
      rethrow(e);
    }
  }

  private static void rethrow(Throwable f) {
    if (f == null) {
      return;
    }
    if (f instanceof RuntimeException re) {
      throw re;
    }
    if (f instanceof Error er) {
      throw er;
    }
    throw new RuntimeException("a part of a parallel run failed: " + f, f);
  }

  private static void awaitUninterruptibly(CountDownLatch latch) {
    boolean interrupted = false;
    while (true) {
      try {
        latch.await();
        break;
      } catch (InterruptedException e) {
        interrupted = true; // what the parts write is not whole until every one is done
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }
}
