package dev.queryfirst.runtime.backfill;

import com.datastax.oss.driver.api.core.ConsistencyLevel;
import dev.queryfirst.runtime.internal.Args;
import java.util.Optional;

/**
 * Settings of a {@link Backfill}. Immutable; every {@code with…} returns a copy.
 *
 * <pre>{@code
 * BackfillOptions options = BackfillOptions.defaults()
 *     .withRateLimit(20_000)                               // rows a second, across all ranges
 *     .withConcurrency(8)
 *     .withConsistency(DefaultConsistencyLevel.LOCAL_QUORUM, DefaultConsistencyLevel.LOCAL_QUORUM)
 *     .withListener(progress -> log.info("{}", progress));
 * }</pre>
 */
public final class BackfillOptions {

    private static final BackfillOptions DEFAULTS =
            new BackfillOptions(64, 4, 1000, 0, null, null, BackfillListener.NONE, false);

    private final int splits;
    private final int concurrency;
    private final int pageSize;
    private final int rowsPerSecond;
    private final ConsistencyLevel readConsistency;
    private final ConsistencyLevel writeConsistency;
    private final BackfillListener listener;
    private final boolean leftPending;

    private BackfillOptions(
            int splits,
            int concurrency,
            int pageSize,
            int rowsPerSecond,
            ConsistencyLevel readConsistency,
            ConsistencyLevel writeConsistency,
            BackfillListener listener,
            boolean leftPending) {
        this.splits = splits;
        this.concurrency = concurrency;
        this.pageSize = pageSize;
        this.rowsPerSecond = rowsPerSecond;
        this.readConsistency = readConsistency;
        this.writeConsistency = writeConsistency;
        this.listener = listener;
        this.leftPending = leftPending;
    }

    /**
     * At least 64 token ranges, 4 of them copied at once, pages of 1000 rows, no rate limit, the
     * driver's consistency levels, no listener.
     */
    public static BackfillOptions defaults() {
        return DEFAULTS;
    }

    /**
     * The least number of token ranges to cut the ring into: the unit of resumption (a range
     * stopped midway is copied again from its start) and of progress.
     */
    public BackfillOptions withSplits(int splits) {
        Args.positive(splits, "splits");
        return new BackfillOptions(
                splits, concurrency, pageSize, rowsPerSecond, readConsistency, writeConsistency, listener, leftPending);
    }

    /** How many token ranges are copied at once. */
    public BackfillOptions withConcurrency(int concurrency) {
        Args.positive(concurrency, "concurrency");
        return new BackfillOptions(
                splits, concurrency, pageSize, rowsPerSecond, readConsistency, writeConsistency, listener, leftPending);
    }

    /** Rows fetched per round trip of a range's scan (driver paging). */
    public BackfillOptions withPageSize(int pageSize) {
        Args.positive(pageSize, "pageSize");
        return new BackfillOptions(
                splits, concurrency, pageSize, rowsPerSecond, readConsistency, writeConsistency, listener, leftPending);
    }

    /** At most {@code rowsPerSecond} rows copied a second, across every range in flight. */
    public BackfillOptions withRateLimit(int rowsPerSecond) {
        Args.positive(rowsPerSecond, "rowsPerSecond");
        return new BackfillOptions(
                splits, concurrency, pageSize, rowsPerSecond, readConsistency, writeConsistency, listener, leftPending);
    }

    /** The consistency levels of the source scan and of the copies (unset: the driver's). */
    public BackfillOptions withConsistency(ConsistencyLevel read, ConsistencyLevel write) {
        Args.notNull(read, "read");
        Args.notNull(write, "write");
        return new BackfillOptions(splits, concurrency, pageSize, rowsPerSecond, read, write, listener, leftPending);
    }

    /** Told the progress after every finished range; see {@link BackfillListener} for stopping. */
    public BackfillOptions withListener(BackfillListener listener) {
        Args.notNull(listener, "listener");
        return new BackfillOptions(
                splits, concurrency, pageSize, rowsPerSecond, readConsistency, writeConsistency, listener, leftPending);
    }

    /**
     * Copies nothing: {@link Backfill#run} records the target's backfill as pending in
     * {@code <keyspace>.queryfirst_backfill} and returns, leaving the copy to a whole-table job (the
     * {@code queryfirst-spark} backfill), which records it done. Until then the schema's
     * {@code verify} reports the table as {@code BACKFILL_PENDING}.
     *
     * <pre>{@code
     * AppSchema.migrate(session, MigrationOptions.defaults().withBackfillsLeftPending());
     * // then: spark-submit --class dev.queryfirst.spark.QueryFirstSpark ... backfill --keyspace app
     * }</pre>
     */
    public BackfillOptions leftPending() {
        return new BackfillOptions(
                splits, concurrency, pageSize, rowsPerSecond, readConsistency, writeConsistency, listener, true);
    }

    /** Whether {@link Backfill#run} leaves the copy pending for a whole-table job; see {@link #leftPending()}. */
    public boolean isLeftPending() {
        return leftPending;
    }

    public int splits() {
        return splits;
    }

    public int concurrency() {
        return concurrency;
    }

    public int pageSize() {
        return pageSize;
    }

    /** The rate limit in rows a second; empty when there is none. */
    public Optional<Integer> rateLimit() {
        return rowsPerSecond == 0 ? Optional.empty() : Optional.of(rowsPerSecond);
    }

    public Optional<ConsistencyLevel> readConsistency() {
        return Optional.ofNullable(readConsistency);
    }

    public Optional<ConsistencyLevel> writeConsistency() {
        return Optional.ofNullable(writeConsistency);
    }

    public BackfillListener listener() {
        return listener;
    }

    @Override
    public String toString() {
        return "BackfillOptions[splits=" + splits + ", concurrency=" + concurrency + ", pageSize=" + pageSize
                + ", rowsPerSecond=" + (rowsPerSecond == 0 ? "unlimited" : rowsPerSecond) + ", readConsistency="
                + readConsistency + ", writeConsistency=" + writeConsistency + (leftPending ? ", leftPending" : "")
                + "]";
    }
}
