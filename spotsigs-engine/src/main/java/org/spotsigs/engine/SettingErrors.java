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
