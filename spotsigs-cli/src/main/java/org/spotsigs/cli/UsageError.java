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
package org.spotsigs.cli;

/**
 * A command line that cannot be right, found only once the input is read (for instance field names
 * that no record has): the run stops with exit code 2, as for a bad option, with a message that
 * says what to change.
 */
public final class UsageError extends RuntimeException {
  public UsageError(String message) {
    super(message);
  }
}
