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
package org.spotsigs.html;

/**
 * The trim to the main parent never empties a page: if nothing is kept, the blocks before it are.
 */
final class TrimNeverEmpties implements ArticleRule {
  static final TrimNeverEmpties RULE = new TrimNeverEmpties();

  private TrimNeverEmpties() {}

  @Override
  public String name() {
    return "trim-never-empties";
  }

  @Override
  public void apply(Selection s) {
    if (s.noneKept()) {
      System.arraycopy(s.beforeTrim, 0, s.keep, 0, s.keep.length);
    }
  }
}
