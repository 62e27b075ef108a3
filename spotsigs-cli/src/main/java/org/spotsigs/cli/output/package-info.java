/**
 * How the commands write: every output file replaced only once complete, compressed by its name,
 * all checked before any input is read; the TSV convention of every table (pairs, clusters,
 * removals, decisions), the kept and annotated records, the rejected records and the JSON summary.
 */
package org.spotsigs.cli.output;
