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
package org.spotsigs.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Runs a task for every index of a range on a few threads. */
public final class Parallel {
  private Parallel() {}

  /** Work for one index. */
  public interface IndexTask {
    void run(int index) throws Exception;
  }

  /**
   * Runs {@code task} for every index in {@code [0, size)} on {@code threads} threads; rethrows the
   * first failure.
   */
  public static void forEach(int size, int threads, IndexTask task) {
    if (threads <= 1 || size < 2) {
      for (int i = 0; i < size; i++) {
        call(task, i);
      }
      return;
    }
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<?>> futures = new ArrayList<>();
      java.util.concurrent.atomic.AtomicInteger next =
          new java.util.concurrent.atomic.AtomicInteger();
      for (int t = 0; t < threads; t++) {
        futures.add(
            pool.submit(
                () -> {
                  for (int i; (i = next.getAndIncrement()) < size; ) {
                    call(task, i);
                  }
                  return null;
                }));
      }
      for (Future<?> f : futures) {
        f.get();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    } catch (ExecutionException e) {
      Throwable c = e.getCause();
      if (c instanceof RuntimeException r) {
        throw r;
      }
      throw new IllegalStateException(c.getMessage(), c);
    } finally {
      pool.shutdownNow();
    }
  }

  private static void call(IndexTask task, int i) {
    try {
      task.run(i);
    } catch (RuntimeException e) {
      throw e;
    } catch (Exception e) {
      throw new IllegalStateException(e.getMessage(), e);
    }
  }
}
