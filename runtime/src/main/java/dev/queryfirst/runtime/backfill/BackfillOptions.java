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
            new BackfillOptions(64, 4, 1000, 0, null, null, BackfillListener.NONE, false, null);

    private final int splits;
    private final int concurrency;
    private final int pageSize;
    private final int rowsPerSecond;
    private final ConsistencyLevel readConsistency;
    private final ConsistencyLevel writeConsistency;
    private final BackfillListener listener;
    private final boolean leftPending;
    private final WriterCheck writers;

    private BackfillOptions(
            int splits,
            int concurrency,
            int pageSize,
            int rowsPerSecond,
            ConsistencyLevel readConsistency,
            ConsistencyLevel writeConsistency,
            BackfillListener listener,
            boolean leftPending,
            WriterCheck writers) {
        this.splits = splits;
        this.concurrency = concurrency;
        this.pageSize = pageSize;
        this.rowsPerSecond = rowsPerSecond;
        this.readConsistency = readConsistency;
        this.writeConsistency = writeConsistency;
        this.listener = listener;
        this.leftPending = leftPending;
        this.writers = writers;
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
                splits,
                concurrency,
                pageSize,
                rowsPerSecond,
                readConsistency,
                writeConsistency,
                listener,
                leftPending,
                writers);
    }

    /** How many token ranges are copied at once. */
    public BackfillOptions withConcurrency(int concurrency) {
        Args.positive(concurrency, "concurrency");
        return new BackfillOptions(
                splits,
                concurrency,
                pageSize,
                rowsPerSecond,
                readConsistency,
                writeConsistency,
                listener,
                leftPending,
                writers);
    }

    /** Rows fetched per round trip of a range's scan (driver paging). */
    public BackfillOptions withPageSize(int pageSize) {
        Args.positive(pageSize, "pageSize");
        return new BackfillOptions(
                splits,
                concurrency,
                pageSize,
                rowsPerSecond,
                readConsistency,
                writeConsistency,
                listener,
                leftPending,
                writers);
    }

    /** At most {@code rowsPerSecond} rows copied a second, across every range in flight. */
    public BackfillOptions withRateLimit(int rowsPerSecond) {
        Args.positive(rowsPerSecond, "rowsPerSecond");
        return new BackfillOptions(
                splits,
                concurrency,
                pageSize,
                rowsPerSecond,
                readConsistency,
                writeConsistency,
                listener,
                leftPending,
                writers);
    }

    /** The consistency levels of the source scan and of the copies (unset: the driver's). */
    public BackfillOptions withConsistency(ConsistencyLevel read, ConsistencyLevel write) {
        Args.notNull(read, "read");
        Args.notNull(write, "write");
        return new BackfillOptions(
                splits, concurrency, pageSize, rowsPerSecond, read, write, listener, leftPending, writers);
    }

    /** Told the progress after every finished range; see {@link BackfillListener} for stopping. */
    public BackfillOptions withListener(BackfillListener listener) {
        Args.notNull(listener, "listener");
        return new BackfillOptions(
                splits,
                concurrency,
                pageSize,
                rowsPerSecond,
                readConsistency,
                writeConsistency,
                listener,
                leftPending,
                writers);
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
                splits,
                concurrency,
                pageSize,
                rowsPerSecond,
                readConsistency,
                writeConsistency,
                listener,
                true,
                writers);
    }

    /** Whether {@link Backfill#run} leaves the copy pending for a whole-table job; see {@link #leftPending()}. */
    public boolean isLeftPending() {
        return leftPending;
    }

    /**
     * Copies only when {@code writers} finds no live instance that writes an older schema version
     * (or is told to go ahead anyway); a migration passes one for each version's backfills
     * (docs/schema-evolution.md, "Rolling releases").
     */
    public BackfillOptions withWriterCheck(WriterCheck writers) {
        Args.notNull(writers, "writers");
        return new BackfillOptions(
                splits,
                concurrency,
                pageSize,
                rowsPerSecond,
                readConsistency,
                writeConsistency,
                listener,
                leftPending,
                writers);
    }

    /** The check of live writers before copying; empty when the backfill copies at once. */
    public Optional<WriterCheck> writerCheck() {
        return Optional.ofNullable(writers);
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
