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
 * One step of the article extraction: it reads what the steps before it found on a page ({@link
 * Selection}: the blocks' scores, the repeated units, the best run, the kept blocks, the main
 * parent) and changes it. A version of the extraction is an ordered list of rules ({@link
 * ArticleVersion}); a rule keeps no state of its own between pages, so one instance serves every
 * page and thread.
 */
interface ArticleRule {
  /** A short name for lists of rules, e.g. {@code best-run}. */
  String name();

  /** Applies the rule to the page whose selection is {@code s}. */
  void apply(Selection s);
}
