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

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Sends a page request of an all-pairs run to one active copy of a shard after the other, the
 * primary first: the pages of a shard pair go to one copy while it answers, so that the windows of
 * the shard its node keeps serve them all (primaries are spread over the nodes). If a copy fails
 * (its node left, the shard moved away or closed, the copy failed), the next active copy is asked,
 * from the same position. When every copy of the cluster state the request started from has failed,
 * the last because it could not be reached, the request waits for a newer cluster state (a promoted
 * replica, a finished relocation) and asks its copies; the engine bounds that wait. Otherwise the
 * callback gets the last failure. A cancelled task is not retried.
 *
 * <p>Pages are exact whichever copy answers: a page names the position in the other shard to go on
 * after, and the order of a shard's documents (length, then a key every copy gives a document
 * alike) is the same on every copy.
 */
public final class ShardCopies {
  private ShardCopies() {}

  /**
   * How one request finds and asks the copies of its shard, in one engine: a new instance per
   * request (its wait for a newer cluster state is bounded from its start).
   *
   * @param <S> the engine's cluster state
   * @param <C> a copy of the shard in it
   * @param <R> the answer
   */
  public interface Copies<S, C, R> {
    /** The latest cluster state. */
    S state();

    /** The active copies of the shard in {@code state}; throws if the shard is not there. */
    List<C> activeCopies(S state);

    /** Whether {@code copy} is the primary. */
    boolean isPrimary(C copy);

    /** Sends the request to {@code copy} (fails {@code answer} if the copy's node left). */
    void send(S state, C copy, Callback<R> answer);

    /** Whether {@code failure} means the copy could not be reached (another, later, may answer). */
    boolean unreachable(Exception failure);

    /**
     * Waits for a cluster state newer than {@code state}; fails {@code newer} (with {@code
     * lastFailure} as cause where it fits) when the wait of this request times out or the node
     * closes.
     */
    void awaitNewer(S state, Exception lastFailure, Callback<S> newer);
  }

  /** Sends the request of {@code copies} as described above; {@code answer} gets its answer. */
  public static <S, C, R> void send(Copies<S, C, R> copies, RunTask task, Callback<R> answer) {
    new Attempt<>(copies, task, answer).start(copies.state());
  }

  private static final class Attempt<S, C, R> {
    final Copies<S, C, R> copies;
    final RunTask task;
    final Callback<R> answer;
    S state;
    List<C> active;
    int tried;

    Attempt(Copies<S, C, R> copies, RunTask task, Callback<R> answer) {
      this.copies = copies;
      this.task = task;
      this.answer = answer;
    }

    void start(S newState) {
      state = newState;
      try {
        active = new ArrayList<>(copies.activeCopies(state));
      } catch (RuntimeException e) {
        answer.onFailure(e);
        return;
      }
      active.sort(Comparator.comparing(copy -> !copies.isPrimary(copy)));
      tried = 0;
      next(null);
    }

    void next(Exception lastFailure) {
      if (task.isCancelled()) {
        answer.onFailure(task.cancelledFailure());
        return;
      }
      if (tried == active.size()) {
        if (lastFailure == null || copies.unreachable(lastFailure)) {
          copies.awaitNewer(state, lastFailure, Callback.of(this::start, answer::onFailure));
        } else {
          answer.onFailure(lastFailure);
        }
        return;
      }
      copies.send(state, active.get(tried++), Callback.of(answer::onResponse, this::next));
    }
  }
}
