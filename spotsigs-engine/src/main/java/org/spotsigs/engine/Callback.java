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
