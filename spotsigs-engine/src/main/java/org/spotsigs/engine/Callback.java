package org.spotsigs.engine;

import java.util.function.Consumer;

/**
 * Where an asynchronous step of an all-pairs run answers: the engine-neutral form of an engine's
 * action listener. Exactly one of the two methods is called, once.
 *
 * @param <T> the answer
 */
public interface Callback<T> {
  /** The step succeeded with {@code value}. */
  void onResponse(T value);

  /** The step failed. */
  void onFailure(Exception e);

  /** A callback of two functions. */
  static <T> Callback<T> of(Consumer<T> onResponse, Consumer<Exception> onFailure) {
    return new Callback<>() {
      @Override
      public void onResponse(T value) {
        onResponse.accept(value);
      }

      @Override
      public void onFailure(Exception e) {
        onFailure.accept(e);
      }
    };
  }
}
