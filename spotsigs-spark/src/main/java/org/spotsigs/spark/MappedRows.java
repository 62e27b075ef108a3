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
package org.spotsigs.spark;

import java.util.Iterator;
import java.util.NoSuchElementException;
import org.apache.spark.sql.Row;

/**
 * Rows made one by one from the items of a task, lazily (a task holds one item at a time); an item
 * mapped to null is dropped.
 */
abstract class MappedRows<T> implements Iterator<Row> {
  private final Iterator<T> in;
  private Row next;

  MappedRows(Iterator<T> in) {
    this.in = in;
  }

  /** The row of {@code item}, or null to drop it. */
  abstract Row map(T item);

  @Override
  public boolean hasNext() {
    while (next == null && in.hasNext()) {
      next = map(in.next());
    }
    return next != null;
  }

  @Override
  public Row next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    Row r = next;
    next = null;
    return r;
  }
}
