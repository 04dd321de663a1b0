package dev.queryfirst.runtime.internal.copy;

/**
 * When a copy is written and how long it lives (docs/architecture.md, "The copy row"): at its
 * source row's write time, so that a write the application makes meanwhile wins, and expiring
 * when its source row does, as the DAO's write of both would have. A source row with a remaining
 * time to live passes it on (also when its entity has no TTL any more: the row was written while
 * it had one). A source row with a write time and no TTL does not expire (it was written before
 * its entity had a TTL), so neither does its copy. A source row without a write time (its
 * write-time columns all null, so neither its write time nor its TTL can be read) is copied at
 * {@code defaultMicros}, the start of the scan that read it, which is before any write the scan
 * missed, with the entity's TTL: the DAO's insert wrote it with that TTL, so the copy expires at
 * most the row's age after it.
 *
 * <pre>{@code
 * CopyTime time = CopyTime.of(writeTime, remainingTtl, scanStartMicros, entityTtlSeconds);
 * insert.setQueryTimestamp(time.writeTimeMicros());
 * }</pre>
 *
 * @param writeTimeMicros the copy's {@code USING TIMESTAMP}, microseconds since the epoch
 * @param ttlSeconds the copy's {@code USING TTL}; 0 when it does not expire
 */
public record CopyTime(long writeTimeMicros, int ttlSeconds) {

    /**
     * The time of the copy of a source row written at {@code writeTime} (null: unknown) that has
     * {@code remaining} seconds to live (null: does not expire, or unknown when {@code writeTime}
     * is), for an entity whose TTL is {@code entityTtlSeconds} (0: none).
     */
    public static CopyTime of(Long writeTime, Integer remaining, long defaultMicros, long entityTtlSeconds) {
        if (remaining != null) {
            return new CopyTime(writeTime != null ? writeTime : defaultMicros, remaining);
        }
        if (writeTime != null) {
            return new CopyTime(writeTime, 0);
        }
        return new CopyTime(defaultMicros, (int) entityTtlSeconds);
    }
}
