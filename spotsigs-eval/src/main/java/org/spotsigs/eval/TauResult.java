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
package org.spotsigs.eval;

import java.util.Map;

/**
 * Pairwise quality of one method at one tau, micro-averaged over all unordered pairs of the gold
 * set: a predicted pair is a true positive when both pages share a cluster.
 *
 * <p>Precision is 1 when nothing is predicted (no claim is wrong); F1 is 0 when there is no true
 * positive; MCC is 0 when one of its marginals is empty.
 *
 * @param distractorsMatched per distractor kind, how many pages of that kind are in at least one
 *     predicted pair (every such pair is a false positive: a distractor has no near-duplicate)
 * @param distractorFpRate share of all distractor pages that are in at least one predicted pair
 */
public record TauResult(
    double tau,
    long tp,
    long fp,
    long fn,
    long tn,
    double precision,
    double recall,
    double f1,
    double mcc,
    Map<String, Integer> distractorsMatched,
    double distractorFpRate) {}
