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
