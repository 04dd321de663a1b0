/**
 * Filling a new table of an entity from an existing one:
 * {@link dev.queryfirst.runtime.backfill.Backfill} scans the source by token range and writes
 * every row to the target at the source row's write time, resumable from
 * {@code <keyspace>.queryfirst_backfill}.
 */
package dev.queryfirst.runtime.backfill;
