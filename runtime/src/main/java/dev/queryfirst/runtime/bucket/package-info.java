/** Epoch-aligned time buckets: {@link dev.queryfirst.runtime.bucket.BucketSpec}. */
package dev.queryfirst.runtime.bucket;
