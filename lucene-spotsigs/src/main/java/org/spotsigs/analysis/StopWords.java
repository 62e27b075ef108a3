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
package org.spotsigs.analysis;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.WordlistLoader;
import org.apache.lucene.analysis.snowball.SnowballFilter;
import org.apache.lucene.util.ClasspathResourceLoader;
import org.apache.lucene.util.IOUtils;

/**
 * The default stop words: the words a spot chain steps over.
 *
 * <p>The default list is the Snowball English stop word list that ships with Lucene's
 * analysis-common module (174 words; BSD licence), plus the modal verbs it lacks (can, will, shall,
 * may, might, must). The filter always also skips the antecedents themselves, as the SpotSigs
 * paper's example does ("the Internet that is designed" gives {@code the:internet:designed}).
 */
public final class StopWords {
  private static final List<String> EXTRA = List.of("can", "will", "shall", "may", "might", "must");
  private static final List<String> ENGLISH = load();

  private StopWords() {}

  private static List<String> load() {
    // read through Lucene's resource loader: where Lucene runs as named modules (Elasticsearch),
    // analysis-common opens its packages' resources to lucene-core only, not to this library
    try (Reader reader =
        IOUtils.getDecodingReader(
            new ClasspathResourceLoader(SnowballFilter.class).openResource("english_stop.txt"),
            StandardCharsets.UTF_8)) {
      CharArraySet set = WordlistLoader.getSnowballWordSet(reader);
      List<String> words = new ArrayList<>();
      for (Object o : set) {
        words.add(new String((char[]) o));
      }
      for (String w : EXTRA) {
        if (!set.contains(w)) {
          words.add(w);
        }
      }
      Collections.sort(words);
      return Collections.unmodifiableList(words);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot load Lucene's english_stop.txt", e);
    }
  }

  /**
   * The default English stop words, sorted, lower case.
   *
   * @return the words, unmodifiable, the same list at every call
   */
  public static List<String> englishList() {
    return ENGLISH;
  }

  /**
   * A new mutable {@link CharArraySet} of the default English stop words.
   *
   * @return a new case-sensitive set of the words of {@link #englishList()}
   */
  public static CharArraySet english() {
    return new CharArraySet(ENGLISH, false);
  }
}
