package dev.queryfirst.runtime.internal.copy;

/**
 * When a copy is written and how long it lives (docs/architecture.md, "The copy row"): at its
 * source row's write time, so that a write the application makes meanwhile wins, and with the
 * source row's remaining time to live, so that the copy expires with its row. A source row without
 * a write time (its write-time columns all null) is copied at {@code defaultMicros}, the start of
 * the scan that read it, which is before any write the scan missed; one that does not expire gets
 * the entity's TTL, as the DAO's insert does.
 *
 * <pre>{@code
 * CopyTime time = CopyTime.of(writeTime, remainingTtl, scanStartMicros, entity, "orders", "orders_by_day");
 * insert.setQueryTimestamp(time.writeTimeMicros());
 * }</pre>
 *
 * @param writeTimeMicros the copy's {@code USING TIMESTAMP}, microseconds since the epoch
 * @param ttlSeconds the copy's {@code USING TTL}; 0 when it does not expire
 */
public record CopyTime(long writeTimeMicros, int ttlSeconds) {

    /**
     * The time of the copy of a source row written at {@code writeTime} (null: unknown) that has
     * {@code remaining} seconds to live (null: does not expire), for an entity whose TTL is
     * {@code entityTtlSeconds} (0: none).
     *
     * @throws IllegalStateException when the row expires and its entity has no TTL: the copy
     *     would outlive it
     */
    public static CopyTime of(
            Long writeTime,
            Integer remaining,
            long defaultMicros,
            long entityTtlSeconds,
            String source,
            String target) {
        if (remaining != null && entityTtlSeconds == 0) {
            throw new IllegalStateException("a row of " + source + " expires in " + remaining + " s, but " + target
                    + " belongs to an entity without a ttl: the copy would outlive the row");
        }
        return new CopyTime(
                writeTime != null ? writeTime : defaultMicros, remaining != null ? remaining : (int) entityTtlSeconds);
    }
}
