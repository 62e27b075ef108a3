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

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.tests.util.LuceneTestCase;

/**
 * {@link SpotChains} against a direct reading of its definition (every antecedent, every spec:
 * step, pass over at most MAX_SKIP stop words, take the word), on random texts with long runs of
 * stop words and antecedents; and the work it does on texts made to make chain searches quadratic.
 */
public class TestSpotChains extends LuceneTestCase {
  private static final String[] ANTECEDENTS = {"the", "a", "is"};
  private static final String[] STOP = {"of", "and"};
  private static final String[] CONTENT = {"x", "y", "z", "w", "v"};

  private static SpotSet randomSpots(Random r) {
    List<SpotSpec> specs = new ArrayList<>();
    for (String a : ANTECEDENTS) {
      for (int k = 1 + r.nextInt(2); k > 0; k--) {
        int c = 1 + r.nextInt(3);
        int[] steps = new int[c];
        for (int i = 0; i < c; i++) {
          steps[i] =
              1
                  + r.nextInt(
                      r.nextInt(8) == 0 ? 40 : 3); // sometimes steps beyond the ring's first size
        }
        specs.add(SpotSpec.steps(a, steps));
      }
    }
    return SpotSet.of(specs);
  }

  private static List<String> randomText(Random r) {
    List<String> words = new ArrayList<>();
    int n = r.nextInt(600);
    while (words.size() < n) {
      int kind = r.nextInt(10);
      if (kind == 0) {
        // a long run of stop words and antecedents, sometimes longer than MAX_SKIP
        int run = r.nextInt(2 * SpotChains.MAX_SKIP + 10);
        for (int i = 0; i < run; i++) {
          words.add(
              r.nextBoolean()
                  ? STOP[r.nextInt(STOP.length)]
                  : ANTECEDENTS[r.nextInt(ANTECEDENTS.length)]);
        }
      } else if (kind < 4) {
        words.add(ANTECEDENTS[r.nextInt(ANTECEDENTS.length)]);
      } else if (kind < 6) {
        words.add(STOP[r.nextInt(STOP.length)]);
      } else {
        words.add(CONTENT[r.nextInt(CONTENT.length)]);
      }
    }
    return words;
  }

  /** The signatures by the definition, in antecedent order. */
  private static List<String> oracle(List<String> words, WordRoles roles, boolean withAntecedent) {
    List<String> out = new ArrayList<>();
    for (int p = 0; p < words.size(); p++) {
      SpotSpec[] role = role(roles, words.get(p));
      if (role == null) {
        continue;
      }
      for (SpotSpec spec : role) {
        List<String> chain = new ArrayList<>();
        int pos = p;
        steps:
        for (int s = 0; s < spec.chainLength(); s++) {
          pos += spec.step(s);
          int skipped = 0;
          while (pos < words.size() && role(roles, words.get(pos)) != null) {
            if (++skipped > SpotChains.MAX_SKIP) {
              break steps;
            }
            pos++;
          }
          if (pos >= words.size()) {
            break;
          }
          chain.add(words.get(pos));
        }
        if (!chain.isEmpty()) {
          out.add((withAntecedent ? spec.antecedent() + ":" : "") + String.join(":", chain));
        }
      }
    }
    return out;
  }

  private static SpotSpec[] role(WordRoles roles, String w) {
    return roles.get(w.toCharArray(), 0, w.length());
  }

  private static List<String> run(SpotChains chains, List<String> words) {
    List<String> out = new ArrayList<>();
    chains.reset();
    int offset = 0;
    for (String w : words) {
      chains.word(w.toCharArray(), 0, w.length(), offset, offset + w.length());
      offset += w.length() + 1;
      drain(chains, out);
    }
    chains.finish();
    drain(chains, out);
    return out;
  }

  private static void drain(SpotChains chains, List<String> out) {
    for (SpotChains.Chain c; (c = chains.next()) != null; ) {
      out.add(new String(c.chars, 0, c.length));
      chains.release(c);
    }
  }

  public void testRandomTextsAgainstTheDefinition() {
    Random r = random();
    for (int iter = 0; iter < 200; iter++) {
      SpotSet spots = randomSpots(r);
      WordRoles roles = new WordRoles(spots, new CharArraySet(List.of(STOP), false));
      boolean withAntecedent = r.nextBoolean();
      SpotChains chains =
          new SpotChains(
              roles, withAntecedent ? SignatureKey.ANTECEDENT_AND_CHAIN : SignatureKey.CHAIN_ONLY);
      for (int doc = 0; doc < 3; doc++) { // reused across documents, as in an analyzer
        List<String> words = randomText(r);
        assertEquals(
            "spots " + spots + ", text " + words,
            oracle(words, roles, withAntecedent),
            run(chains, words));
      }
    }
  }

  public void testARunLongerThanMaxSkipEndsTheChainsThatCrossIt() {
    WordRoles roles =
        new WordRoles(SpotSet.parse("the(1,2)"), new CharArraySet(List.of("of"), false));
    SpotChains chains = new SpotChains(roles, SignatureKey.ANTECEDENT_AND_CHAIN);
    List<String> words = new ArrayList<>(List.of("the", "x"));
    for (int i = 0; i < SpotChains.MAX_SKIP; i++) {
      words.add("of");
    }
    words.add("y"); // MAX_SKIP stop words passed over: still taken
    assertEquals(List.of("the:x:y"), run(chains, words));
    words.add(2, "of"); // one more: the chain ends with the word it has
    assertEquals(List.of("the:x"), run(chains, words));
  }

  /**
   * Work per word stays bounded on texts that made the chain search quadratic ("the the the ...").
   */
  public void testWorkIsLinearOnAdversarialTexts() {
    WordRoles roles =
        new WordRoles(
            SpotSet.uniform(AntecedentSet.ARTICLES_AND_AUXILIARIES.words(), 1, 2),
            new CharArraySet(List.of("of", "and", "to"), false));
    SpotChains chains = new SpotChains(roles, SignatureKey.ANTECEDENT_AND_CHAIN);
    int n = 200_000;
    for (String pattern : new String[] {"the", "the of", "the is a", "the x", "a of of of x"}) {
      String[] unit = pattern.split(" ");
      chains.reset();
      chains.work = 0;
      List<String> sink = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        String w = unit[i % unit.length];
        chains.word(w.toCharArray(), 0, w.length(), 0, 0);
        drain(chains, sink);
        if (sink.size() > 1000) {
          sink.clear();
        }
      }
      chains.finish();
      drain(chains, sink);
      assertTrue(
          pattern + ": " + chains.work + " chain steps for " + n + " words",
          chains.work <= 12L * n);
    }
  }
}
