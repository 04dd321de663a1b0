package dev.queryfirst.runtime;

import com.datastax.oss.driver.api.core.ConsistencyLevel;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.Objects;
import java.util.Optional;

/**
 * Per-DAO settings, fixed when the DAO is created. Immutable; every {@code with…} returns a copy.
 *
 * <pre>{@code
 * DaoOptions options = DaoOptions.defaults()
 *     .withKeyspace("logs_test")                       // instead of the @Entity keyspace (exact case)
 *     .withWriteMode(WriteMode.PARALLEL)
 *     .withReadConsistency(DefaultConsistencyLevel.LOCAL_QUORUM)
 *     .withCursorKey(secretFromConfig);                // makes cursors unforgeable by clients
 * LogMessageDao dao = LogMessageDao.create(session, options);
 * }</pre>
 *
 * <p>Consistency levels left unset use the driver's configuration ({@code basic.request.consistency}).
 */
public final class DaoOptions {

    /** The driver's default page size: rows fetched per round trip by a read. */
    public static final int DEFAULT_PAGE_SIZE = 5000;

    private static final DaoOptions DEFAULTS =
            new DaoOptions(null, WriteMode.LOGGED, null, null, null, null, false, DEFAULT_PAGE_SIZE, Clock.systemUTC());

    private final String keyspace;
    private final WriteMode writeMode;
    private final ConsistencyLevel readConsistency;
    private final ConsistencyLevel writeConsistency;
    private final ConsistencyLevel serialConsistency;
    private final byte[] cursorKey;
    private final boolean prefetch;
    private final int pageSize;
    private final Clock clock;

    private DaoOptions(
            String keyspace,
            WriteMode writeMode,
            ConsistencyLevel readConsistency,
            ConsistencyLevel writeConsistency,
            ConsistencyLevel serialConsistency,
            byte[] cursorKey,
            boolean prefetch,
            int pageSize,
            Clock clock) {
        this.keyspace = keyspace;
        this.writeMode = writeMode;
        this.readConsistency = readConsistency;
        this.writeConsistency = writeConsistency;
        this.serialConsistency = serialConsistency;
        this.cursorKey = cursorKey;
        this.prefetch = prefetch;
        this.pageSize = pageSize;
        this.clock = clock;
    }

    /** LOGGED writes, the driver's consistency levels, no prefetch, the entity's own keyspace. */
    public static DaoOptions defaults() {
        return DEFAULTS;
    }

    /**
     * Uses {@code keyspace} instead of the keyspace declared on the entity (tests, tenants). The
     * name is taken as Cassandra stores it, case included ({@code "LogsTest"}, not
     * {@code "\"LogsTest\""}); generated statements quote it where CQL needs quotes.
     */
    public DaoOptions withKeyspace(String keyspace) {
        Args.notNull(keyspace, "keyspace");
        return new DaoOptions(
                keyspace,
                writeMode,
                readConsistency,
                writeConsistency,
                serialConsistency,
                cursorKey,
                prefetch,
                pageSize,
                clock);
    }

    /** How copies are written; {@link WriteMode#LOGGED} by default. */
    public DaoOptions withWriteMode(WriteMode writeMode) {
        Args.notNull(writeMode, "writeMode");
        return new DaoOptions(
                keyspace,
                writeMode,
                readConsistency,
                writeConsistency,
                serialConsistency,
                cursorKey,
                prefetch,
                pageSize,
                clock);
    }

    /** Consistency level of every read, including the read before an update or delete. */
    public DaoOptions withReadConsistency(ConsistencyLevel level) {
        Args.notNull(level, "level");
        return new DaoOptions(
                keyspace, writeMode, level, writeConsistency, serialConsistency, cursorKey, prefetch, pageSize, clock);
    }

    /**
     * Serial consistency level of the lightweight transactions of versioned entities, and of the
     * read that follows an insert ({@code LOCAL_SERIAL} keeps them in the local data center).
     * Unset, transactions use the driver's {@code basic.request.serial-consistency} and the read
     * uses {@code SERIAL}.
     */
    public DaoOptions withSerialConsistency(ConsistencyLevel level) {
        Args.notNull(level, "level");
        if (!level.isSerial()) {
            throw new IllegalArgumentException("level must be SERIAL or LOCAL_SERIAL, was " + level);
        }
        return new DaoOptions(
                keyspace, writeMode, readConsistency, writeConsistency, level, cursorKey, prefetch, pageSize, clock);
    }

    /** Consistency level of every write. */
    public DaoOptions withWriteConsistency(ConsistencyLevel level) {
        Args.notNull(level, "level");
        return new DaoOptions(
                keyspace, writeMode, readConsistency, level, serialConsistency, cursorKey, prefetch, pageSize, clock);
    }

    /**
     * The HMAC-SHA256 key that signs paging cursors. Without one, the key is derived from the
     * query's identity: cursors still detect corruption and refuse other queries' cursors, but
     * anyone who knows the schema could forge one. Use a secret of at least 32 bytes when cursors
     * travel through untrusted clients.
     */
    public DaoOptions withCursorKey(byte[] key) {
        Args.notNull(key, "key");
        if (key.length == 0) {
            throw new IllegalArgumentException("key must not be empty");
        }
        return new DaoOptions(
                keyspace,
                writeMode,
                readConsistency,
                writeConsistency,
                serialConsistency,
                key.clone(),
                prefetch,
                pageSize,
                clock);
    }

    /** {@link #withCursorKey(byte[])} with the UTF-8 bytes of {@code key}. */
    public DaoOptions withCursorKey(String key) {
        Args.notNull(key, "key");
        return withCursorKey(key.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Whether a bucket walk queries the next (older) bucket while it reads the current one: lower
     * latency when partitions are sparse, one wasted read when the first bucket already holds
     * enough rows. Off by default.
     */
    public DaoOptions withPrefetch(boolean prefetch) {
        return new DaoOptions(
                keyspace,
                writeMode,
                readConsistency,
                writeConsistency,
                serialConsistency,
                cursorKey,
                prefetch,
                pageSize,
                clock);
    }

    /** Rows fetched per round trip by list reads (paged reads use the caller's page size). */
    public DaoOptions withPageSize(int pageSize) {
        Args.positive(pageSize, "pageSize");
        return new DaoOptions(
                keyspace,
                writeMode,
                readConsistency,
                writeConsistency,
                serialConsistency,
                cursorKey,
                prefetch,
                pageSize,
                clock);
    }

    /** The clock that says which bucket is the newest for "latest N" reads (tests pin it). */
    public DaoOptions withClock(Clock clock) {
        Args.notNull(clock, "clock");
        return new DaoOptions(
                keyspace,
                writeMode,
                readConsistency,
                writeConsistency,
                serialConsistency,
                cursorKey,
                prefetch,
                pageSize,
                clock);
    }

    /** The keyspace override, or {@code defaultKeyspace} (the entity's) when none was set. */
    public String keyspaceOr(String defaultKeyspace) {
        return keyspace != null ? keyspace : defaultKeyspace;
    }

    public WriteMode writeMode() {
        return writeMode;
    }

    public Optional<ConsistencyLevel> readConsistency() {
        return Optional.ofNullable(readConsistency);
    }

    public Optional<ConsistencyLevel> writeConsistency() {
        return Optional.ofNullable(writeConsistency);
    }

    public Optional<ConsistencyLevel> serialConsistency() {
        return Optional.ofNullable(serialConsistency);
    }

    /** A copy of the cursor key, if one was set. */
    public Optional<byte[]> cursorKey() {
        return Optional.ofNullable(cursorKey).map(byte[]::clone);
    }

    public boolean prefetch() {
        return prefetch;
    }

    public int pageSize() {
        return pageSize;
    }

    public Clock clock() {
        return clock;
    }

    @Override
    public String toString() {
        // The cursor key is a secret: say whether it is set, never what it is.
        return "DaoOptions[keyspace=" + keyspace + ", writeMode=" + writeMode
                + ", readConsistency=" + readConsistency + ", writeConsistency=" + writeConsistency
                + ", serialConsistency=" + serialConsistency
                + ", cursorKey=" + (cursorKey == null ? "derived" : "set") + ", prefetch=" + prefetch
                + ", pageSize=" + pageSize + ", clock=" + Objects.toString(clock) + "]";
    }
}
