package org.spotsigs.engine;

/**
 * A near-duplicate pair of documents by id, with the exact overlap and union of their signature
 * vectors (similarity {@code overlap / union}).
 */
public record Pair(String a, String b, long overlap, long union) {}
