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
import java.util.List;
import java.util.function.Supplier;

/**
 * What is wrong with the settings of one analysis component, gathered so that one answer names
 * every bad setting, not only the first ({@link #throwIfAny()}: HTTP 400 when the index is created,
 * in either engine). Not thread-safe.
 */
public final class SettingErrors {
  private final String component;
  private final List<String> messages = new ArrayList<>();

  public SettingErrors(String component) {
    this.component = component;
  }

  /** Adds what is wrong with a setting. */
  public void add(String message) {
    messages.add(message);
  }

  /**
   * What {@code value} gives, or {@code fallback} if it throws an {@link IllegalArgumentException},
   * whose message is added.
   */
  public <T> T attempt(Supplier<T> value, T fallback) {
    try {
      return value.get();
    } catch (IllegalArgumentException e) {
      messages.add(e.getMessage());
      return fallback;
    }
  }

  /** The number of messages so far. */
  public int size() {
    return messages.size();
  }

  /**
   * @throws IllegalArgumentException naming the component and every message, if there is one
   */
  public void throwIfAny() {
    if (!messages.isEmpty()) {
      throw new IllegalArgumentException("[" + component + "]: " + String.join("; ", messages));
    }
  }
}
