/**
 * How the commands read documents: what an {@code --input} names (a directory, a file, a glob,
 * standard input), its format (files, JSONL, TREC, WARC, Parquet, signature multisets), transparent
 * decompression, the id of each document, and the report of bad records.
 */
package org.spotsigs.cli.input;
