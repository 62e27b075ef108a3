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
package org.spotsigs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The failover of a page request over the copies of its shard ({@link ShardCopies}): the primary
 * first, then the other active copies; a copy that answers ends it; a failure that is not about
 * reaching the copy, on the last copy, is the answer; when every copy could not be reached, the
 * copies of a newer cluster state are asked; a cancelled task asks no copy.
 */
@Randomized
class ShardCopiesTest {

  /** Copies 0..n-1 per state (0 the primary), in a random order; which fail, and how, is given. */
  private static final class Copies implements ShardCopies.Copies<Integer, Integer, String> {
    final Random random;
    final int n;
    final int lastState;
    final java.util.function.BiFunction<Integer, Integer, Exception> failure;
    final List<String> asked = new ArrayList<>();
    int state;

    Copies(
        Random random,
        int n,
        int lastState,
        java.util.function.BiFunction<Integer, Integer, Exception> failure) {
      this.random = random;
      this.n = n;
      this.lastState = lastState;
      this.failure = failure;
    }

    @Override
    public Integer state() {
      return state;
    }

    @Override
    public List<Integer> activeCopies(Integer s) {
      List<Integer> all = new ArrayList<>();
      for (int c = 0; c < n; c++) {
        all.add(c);
      }
      Collections.shuffle(all, random);
      return all;
    }

    @Override
    public boolean isPrimary(Integer copy) {
      return copy == 0;
    }

    @Override
    public void send(Integer s, Integer copy, Callback<String> answer) {
      asked.add(s + ":" + copy);
      Exception e = failure.apply(s, copy);
      if (e == null) {
        answer.onResponse("page from " + s + ":" + copy);
      } else {
        answer.onFailure(e);
      }
    }

    @Override
    public boolean unreachable(Exception e) {
      return e instanceof FakeEngine.Unreachable;
    }

    @Override
    public void awaitNewer(Integer s, Exception lastFailure, Callback<Integer> newer) {
      if (s >= lastState) {
        newer.onFailure(new IllegalStateException("timed out", lastFailure));
      } else {
        state = s + 1;
        newer.onResponse(s + 1);
      }
    }
  }

  private static AtomicReference<Object> send(Copies copies, RunTask task) {
    AtomicReference<Object> out = new AtomicReference<>();
    ShardCopies.send(
        copies,
        task,
        Callback.of(
            r -> assertNull(out.getAndSet(r), "answered twice"),
            e -> assertNull(out.getAndSet(e), "answered twice")));
    return out;
  }

  @Test
  void thePrimaryFirstThenTheNextCopyFromTheSameRequest(Random random) {
    for (int iter = 0; iter < 50; iter++) {
      int n = 1 + random.nextInt(4);
      int answering = random.nextInt(n); // copies before it in the order fail, unreachable
      List<Integer> order = new ArrayList<>();
      Copies copies =
          new Copies(
              random,
              n,
              0,
              (s, c) -> c == answering ? null : new FakeEngine.Unreachable("copy " + c + " left"));
      AtomicReference<Object> out = send(copies, new FakeEngine.Task());
      assertEquals("page from 0:" + answering, out.get());
      assertEquals("0:0", copies.asked.get(0), "the primary is asked first");
      assertEquals("0:" + answering, copies.asked.get(copies.asked.size() - 1));
      for (String a : copies.asked) {
        order.add(Integer.parseInt(a.substring(2)));
      }
      assertEquals(order.size(), order.stream().distinct().count(), "no copy asked twice");
    }
  }

  @Test
  void aFailureOfTheLastCopyThatIsNotAboutReachingItIsTheAnswer(Random random) {
    for (int iter = 0; iter < 20; iter++) {
      int n = 1 + random.nextInt(4);
      IllegalArgumentException bad = new IllegalArgumentException("bad request");
      Copies copies = new Copies(random, n, 5, (s, c) -> bad);
      AtomicReference<Object> out = send(copies, new FakeEngine.Task());
      assertSame(bad, out.get());
      assertEquals(n, copies.asked.size(), "every copy asked once, no newer state waited for");
    }
  }

  @Test
  void whenNoCopyCanBeReachedTheCopiesOfANewerStateAreAsked(Random random) {
    for (int iter = 0; iter < 20; iter++) {
      int n = 1 + random.nextInt(3);
      int answeringState = 1 + random.nextInt(3);
      int lastState = random.nextBoolean() ? answeringState : answeringState - 1;
      Copies copies =
          new Copies(
              random,
              n,
              lastState,
              (s, c) ->
                  s == answeringState && c == n - 1
                      ? null
                      : new FakeEngine.Unreachable("copy " + c + " left"));
      AtomicReference<Object> out = send(copies, new FakeEngine.Task());
      if (lastState < answeringState) {
        assertTrue(out.get() instanceof IllegalStateException, "timed out: " + out.get());
        assertTrue(
            ((Exception) out.get()).getCause() instanceof FakeEngine.Unreachable,
            "the last failure is the cause");
        assertEquals((lastState + 1) * n, copies.asked.size());
      } else {
        assertEquals("page from " + answeringState + ":" + (n - 1), out.get());
        long before =
            copies.asked.stream().filter(a -> !a.startsWith(answeringState + ":")).count();
        assertEquals(answeringState * n, before, "every copy of every older state asked once");
      }
    }
  }

  @Test
  void aCancelledTaskAsksNoCopy(Random random) {
    FakeEngine.Task task = new FakeEngine.Task();
    task.cancel();
    Copies copies = new Copies(random, 1 + random.nextInt(3), 3, (s, c) -> null);
    AtomicReference<Object> out = send(copies, task);
    assertTrue(copies.asked.isEmpty());
    assertEquals("task cancelled [test]", ((Exception) out.get()).getMessage());
  }
}
