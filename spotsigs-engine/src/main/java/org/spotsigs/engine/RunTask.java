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

/**
 * The task an all-pairs run runs as, as the run sees it: whether it is cancelled, and its progress.
 * Each plugin's task class (a cancellable task of its engine) implements it.
 */
public interface RunTask {
  /** Whether the task has been cancelled. */
  boolean isCancelled();

  /** The failure of work of the cancelled task (the engine's task-cancelled exception). */
  RuntimeException cancelledFailure();

  /** Runs {@code action} when the task is cancelled (at once if it is already). */
  void onCancel(Runnable action);

  /** The run's progress, which the task shows as its status. */
  PairsProgress progress();
}
