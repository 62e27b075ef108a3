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
package org.spotsigs.cli.input;

import java.util.ArrayList;
import java.util.List;
import org.spotsigs.index.SignatureVector;

/**
 * Documents read from the input: their ids, where each was read ({@code file:line}) and signature
 * vectors (null where a document was skipped).
 */
public final class LoadedCorpus {
  public final List<String> ids = new ArrayList<>();
  public final List<String> wheres = new ArrayList<>();
  public final List<SignatureVector> vectors = new ArrayList<>();
  public long bytes;

  synchronized void add(String id, String where, SignatureVector vector) {
    ids.add(id);
    wheres.add(where);
    vectors.add(vector);
  }

  int size() {
    return ids.size();
  }
}
