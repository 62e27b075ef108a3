/**
 * Small utilities shared by the library: {@link org.spotsigs.util.IntArraySorter}, the one sorter
 * (an int array ordered by a comparator on its values, without boxing, usually a permutation that
 * then orders parallel arrays), and {@link org.spotsigs.util.Bytes}, byte arrays read eight bytes
 * at a time.
 */
package org.spotsigs.util;
