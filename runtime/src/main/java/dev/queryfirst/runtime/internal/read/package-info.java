/**
 * <b>Not API: called by generated code; may change in any release.</b> Reads: a {@link
 * dev.queryfirst.runtime.internal.read.Query} says which partitions an access pattern visits and
 * how; a {@link dev.queryfirst.runtime.internal.read.Reader} runs it as a list, asynchronously or
 * page by page with tamper-evident cursors.
 *
 * <p>A {@link dev.queryfirst.runtime.internal.read.MergedQuery} reads several partitions per bucket
 * — the shards of a {@code shards = N} pattern — concurrently and merges them in the table's
 * clustering order ({@link dev.queryfirst.runtime.internal.read.RowOrder}); it also reads the
 * buckets a {@link dev.queryfirst.runtime.internal.read.BucketDirectory} lists
 * ({@code @TimeBucket(directory = true)}) instead of walking every bucket back to the lookback.
 */
package dev.queryfirst.runtime.internal.read;
