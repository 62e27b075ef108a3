/**
 * What every part of the library decides with: the measure ({@link org.spotsigs.core.Measure}: set
 * or multiset Jaccard of spot signatures), the threshold tau as an exact fraction with every bound
 * of the matching in integer arithmetic ({@link org.spotsigs.core.Threshold}), and the one exact
 * verification of two vectors ({@link org.spotsigs.core.Overlap}). Depends on nothing else of the
 * library: the index schema, the search, the all-pairs run and the engines all build on it.
 */
package org.spotsigs.core;
