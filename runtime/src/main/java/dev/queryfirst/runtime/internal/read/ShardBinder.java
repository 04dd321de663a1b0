package dev.queryfirst.runtime.internal.read;

import com.datastax.oss.driver.api.core.cql.BoundStatement;

/**
 * Binds the statement that reads one shard of one bucket of a {@link MergedQuery}: the access
 * pattern's arguments (captured), then the bucket and the shard.
 *
 * <pre>{@code
 * ShardBinder<LocalDate> bind = (day, shard) -> latestVideos.bindSelectBucket(day, shard);
 * }</pre>
 *
 * @param <B> the bucket type, {@code LocalDate} or {@code Instant}
 */
@FunctionalInterface
public interface ShardBinder<B> {

    /** The statement reading shard {@code shard} ({@code 0 <= shard < N}) of {@code bucket}. */
    BoundStatement bind(B bucket, int shard);
}
