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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;

/**
 * The library's one way of running parts on threads ({@link Parallel}) on every kind of executor:
 * none (threads of its own), a small pool, a pool whose only thread is the caller's, one that
 * rejects every task, one that runs tasks on the caller: every part runs exactly once, never more
 * than {@code threads} at once, results are taken in order and within the window, and a failure
 * anywhere is thrown once nothing runs any more.
 */
@Randomized
class ParallelTest {

  /** The executors a run may be given; the caller's own pool is made by the test that needs it. */
  private static Executor executor(int kind, ExecutorService pool) {
    return switch (kind) {
      case 0 -> null;
      case 1 -> pool;
      case 2 ->
          r -> {
            throw new RejectedExecutionException("full");
          };
      default -> Runnable::run; // the task runs on the caller, at once
    };
  }

  @Test
  void everyPartRunsOnceAndNoMoreThanThreadsAtOnce(Random random) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      for (int iter = 0; iter < 200; iter++) {
        int threads = 1 + random.nextInt(5);
        int parts = random.nextInt(40);
        Parallel p = Parallel.on(executor(random.nextInt(4), pool), threads, "test");
        AtomicIntegerArray runs = new AtomicIntegerArray(Math.max(parts, 1));
        AtomicInteger running = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        AtomicIntegerArray busyWorker = new AtomicIntegerArray(threads);
        p.forEach(
            parts,
            (w, part) -> {
              assertTrue(w >= 0 && w < threads, "worker " + w);
              assertEquals(0, busyWorker.getAndIncrement(w), "worker " + w + " runs one part");
              most.accumulateAndGet(running.incrementAndGet(), Math::max);
              if (ThreadLocalRandom.current().nextInt(4) == 0) {
                Thread.sleep(1);
              }
              runs.incrementAndGet(part);
              running.decrementAndGet();
              busyWorker.decrementAndGet(w);
            });
        for (int i = 0; i < parts; i++) {
          assertEquals(1, runs.get(i), "part " + i);
        }
        assertTrue(most.get() <= threads, most + " at once with " + threads + " threads");
        assertEquals(0, running.get());
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void aFailureIsThrownOnceNothingRuns(Random random) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(3);
    try {
      for (int iter = 0; iter < 100; iter++) {
        int threads = 2 + random.nextInt(4);
        int parts = 1 + random.nextInt(30);
        int failing = random.nextInt(parts);
        boolean checked = random.nextBoolean();
        Parallel p = Parallel.on(executor(random.nextInt(4), pool), threads, "test");
        AtomicInteger running = new AtomicInteger();
        RuntimeException thrown =
            assertThrows(
                RuntimeException.class,
                () ->
                    p.forEach(
                        parts,
                        (w, part) -> {
                          running.incrementAndGet();
                          try {
                            Thread.sleep(ThreadLocalRandom.current().nextInt(2));
                            if (part == failing) {
                              if (checked) {
                                throw new IOException("part " + part);
                              }
                              throw new IllegalStateException("part " + part);
                            }
                          } finally {
                            running.decrementAndGet();
                          }
                        }));
        assertEquals(0, running.get(), "a part still ran when the failure was thrown");
        if (checked) {
          assertTrue(thrown.getCause() instanceof IOException, thrown.toString());
        } else {
          assertTrue(thrown instanceof IllegalStateException, thrown.toString());
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void resultsAreTakenInOrderWithinTheWindow(Random random) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      for (int iter = 0; iter < 200; iter++) {
        int threads = 1 + random.nextInt(5);
        int parts = random.nextInt(50);
        int window = 1 + random.nextInt(6);
        Parallel p = Parallel.on(executor(random.nextInt(4), pool), threads, "test");
        AtomicInteger taken = new AtomicInteger();
        AtomicInteger meanwhile = new AtomicInteger();
        List<Integer> order = new ArrayList<>();
        p.inOrder(
            parts,
            window,
            (w, part) -> {
              assertTrue(part < taken.get() + window, part + " begun " + window + " past " + taken);
              if (ThreadLocalRandom.current().nextInt(4) == 0) {
                Thread.sleep(1);
              }
              return part * 7;
            },
            () -> assertEquals(1, meanwhile.incrementAndGet()),
            (part, result) -> {
              assertEquals(1, meanwhile.get(), "meanwhile ran before the first part was taken");
              assertEquals(part * 7, result);
              order.add(part);
              taken.set(part + 1);
            });
        assertEquals(parts, order.size());
        for (int i = 0; i < parts; i++) {
          assertEquals(i, order.get(i));
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void aFailureOfAPartOrOfTheTakerEndsTheRun(Random random) throws Exception {
    for (int iter = 0; iter < 100; iter++) {
      int threads = 1 + random.nextInt(4);
      int parts = 1 + random.nextInt(40);
      int failing = random.nextInt(parts);
      int where = random.nextInt(3); // the part, the taker, meanwhile
      AtomicInteger running = new AtomicInteger();
      IllegalStateException failure = new IllegalStateException("failed");
      Parallel p = Parallel.threads(threads, "test");
      IllegalStateException thrown =
          assertThrows(
              IllegalStateException.class,
              () ->
                  p.inOrder(
                      parts,
                      1 + random.nextInt(4),
                      (w, part) -> {
                        running.incrementAndGet();
                        try {
                          if (where == 0 && part == failing) {
                            throw failure;
                          }
                          return part;
                        } finally {
                          running.decrementAndGet();
                        }
                      },
                      () -> {
                        if (where == 2) {
                          throw failure;
                        }
                      },
                      (part, result) -> {
                        if (where == 1 && part == failing) {
                          throw failure;
                        }
                      }));
      assertSame(failure, thrown);
      assertEquals(0, running.get(), "a part still ran when the failure was thrown");
    }
  }

  /** A task the executor runs on the caller must not make the taking caller a worker. */
  @Test
  void aCallerRunsExecutorDoesNotStallTheTaking(Random random) {
    for (int iter = 0; iter < 50; iter++) {
      int parts = 1 + random.nextInt(50);
      Parallel p = Parallel.on(Runnable::run, 1 + random.nextInt(3), "test");
      long[] sum = {0};
      p.inOrder(
          parts, 1 + random.nextInt(3), (w, part) -> part, () -> {}, (part, r) -> sum[0] += r);
      assertEquals((long) parts * (parts - 1) / 2, sum[0]);
    }
  }

  /**
   * A run started on the only thread of a pool, with that pool as its executor: the tasks it gives
   * the pool cannot begin until it returns, so it must not wait for them.
   */
  @Test
  void aRunOnThePoolsOnlyThreadDoesNotWaitForIt(Random random) throws Exception {
    ExecutorService single = Executors.newSingleThreadExecutor();
    try {
      for (int iter = 0; iter < 20; iter++) {
        int parts = 1 + random.nextInt(30);
        Parallel p = Parallel.on(single, 1 + random.nextInt(4), "test");
        AtomicInteger sum = new AtomicInteger();
        Future<?> f =
            single.submit(
                () -> {
                  p.forEach(parts, (w, part) -> sum.addAndGet(part));
                  p.inOrder(parts, 2, (w, part) -> part, () -> {}, (part, r) -> sum.addAndGet(r));
                });
        f.get(60, TimeUnit.SECONDS);
        assertEquals(parts * (parts - 1), sum.get());
      }
    } finally {
      single.shutdownNow();
    }
  }

  @Test
  void aNegativeNumberOfPartsIsRefusedByInOrderAndRunsNothingInForEach(Random random) {
    Parallel p = Parallel.on(null, 1 + random.nextInt(4), "test");
    int parts = -1 - random.nextInt(5);
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> p.inOrder(parts, 2, (w, part) -> part, () -> {}, (part, r) -> {}));
    assertTrue(e.getMessage().contains("parts"), e.getMessage());
    AtomicInteger ran = new AtomicInteger();
    p.forEach(parts, (w, part) -> ran.incrementAndGet());
    assertEquals(0, ran.get());
  }
}
