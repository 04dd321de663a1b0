package dev.queryfirst.runtime;

import com.datastax.oss.driver.api.core.ConsistencyLevel;
import dev.queryfirst.runtime.internal.Args;
import dev.queryfirst.runtime.listen.AccessListener;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

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

    /**
     * How many bucket-directory entries a DAO remembers having written, by default: see
     * {@link #withDirectoryCache(int)}.
     */
    public static final int DEFAULT_DIRECTORY_CACHE = 50_000;

    private static final DaoOptions DEFAULTS = new DaoOptions(new DaoSettings());

    /** The values, never changed once these options hold them: {@link #with} changes a copy. */
    private final DaoSettings settings;

    private DaoOptions(DaoSettings settings) {
        this.settings = settings;
    }

    /** A copy of these options with {@code change} applied. */
    private DaoOptions with(Consumer<DaoSettings> change) {
        DaoSettings copy = settings.copy();
        change.accept(copy);
        return new DaoOptions(copy);
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
        return with(settings -> settings.keyspace = keyspace);
    }

    /**
     * Uses keyspace {@code actual} for the tables declared in keyspace {@code declared}, and
     * leaves the DAO's tables of other keyspaces where they are declared: for a DAO whose live
     * copies other modules keep in keyspaces of their own (docs/architecture.md, "One keyspace,
     * many modules"), where {@link #withKeyspace(String)} would move those copies too.
     *
     * <pre>{@code
     * DaoOptions.defaults()
     *     .withKeyspace("parcels", "parcels_eu")     // Depot's tables, Parcel's copies of depots
     *     .withKeyspace("billing", "billing_eu");    // Invoice's copies of depots
     * }</pre>
     */
    public DaoOptions withKeyspace(String declared, String actual) {
        Args.notNull(declared, "declared");
        Args.notNull(actual, "actual");
        return with(settings -> settings.keyspaces.put(declared, actual));
    }

    /** How copies are written; {@link WriteMode#LOGGED} by default. */
    public DaoOptions withWriteMode(WriteMode writeMode) {
        Args.notNull(writeMode, "writeMode");
        return with(settings -> settings.writeMode = writeMode);
    }

    /** Consistency level of every read, including the read before an update or delete. */
    public DaoOptions withReadConsistency(ConsistencyLevel level) {
        Args.notNull(level, "level");
        return with(settings -> settings.readConsistency = level);
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
        return with(settings -> settings.serialConsistency = level);
    }

    /** Consistency level of every write. */
    public DaoOptions withWriteConsistency(ConsistencyLevel level) {
        Args.notNull(level, "level");
        return with(settings -> settings.writeConsistency = level);
    }

    /**
     * The request timeout of every statement the DAO sends, read or write, over the entity's and
     * the access patterns' {@code @StatementOptions} (docs/statement-options.md).
     *
     * @throws IllegalArgumentException when {@code timeout} is zero or negative
     */
    public DaoOptions withTimeout(Duration timeout) {
        Args.notNull(timeout, "timeout");
        if (timeout.isZero() || timeout.isNegative()) {
            throw new IllegalArgumentException("timeout must be positive, was " + timeout);
        }
        return with(settings -> settings.timeout = timeout);
    }

    /**
     * The driver execution profile ({@code profiles.<name>} in its configuration) of every
     * statement the DAO sends, over the entity's and the access patterns' {@code @StatementOptions}.
     */
    public DaoOptions withExecutionProfile(String name) {
        Args.notNull(name, "name");
        if (name.isBlank()) {
            throw new IllegalArgumentException("name must not be blank");
        }
        return with(settings -> settings.executionProfile = name);
    }

    /**
     * Statement options over every other layer: the patterns' and the entity's
     * {@code @StatementOptions} and this object's consistency, page size, timeout and profile. A
     * generated DAO's {@code withOptions(StatementOptions)} adds a call's options here.
     *
     * <pre>{@code
     * DaoOptions.defaults().withStatementOptions(StatementOptions.none().withIdempotent(false));
     * }</pre>
     */
    public DaoOptions withStatementOptions(StatementOptions options) {
        Args.notNull(options, "options");
        return with(settings -> settings.statementOptions = options);
    }

    /**
     * The entity's {@code @StatementOptions}, which the generated DAO sets: the lowest layer of its
     * writes (its reads carry them already, under each access pattern's own).
     */
    public DaoOptions withEntityOptions(StatementOptions options) {
        Args.notNull(options, "options");
        return with(settings -> settings.entityOptions = options);
    }

    /** The least length of a cursor key: an HMAC-SHA256 key shorter than its output is weaker. */
    public static final int MIN_CURSOR_KEY_BYTES = 32;

    /**
     * The HMAC-SHA256 key that signs and verifies paging cursors: a secret of at least
     * {@value #MIN_CURSOR_KEY_BYTES} bytes, the same on every instance, so that a cursor issued by
     * one instance resumes on another and after a restart. Without one, each process signs with a
     * random key of its own and logs a warning once: cursors then fail on another instance and
     * after a restart (docs/mapping-rules.md, "Cursor keys").
     *
     * <pre>{@code
     * DaoOptions.defaults().withCursorKey(Base64.getDecoder().decode(System.getenv("CURSOR_KEY")));
     * }</pre>
     *
     * @throws IllegalArgumentException when {@code key} is shorter than 32 bytes
     */
    public DaoOptions withCursorKey(byte[] key) {
        return withCursorKeys(List.of(Args.notNull(key, "key")));
    }

    /** {@link #withCursorKey(byte[])} with the UTF-8 bytes of {@code key}. */
    public DaoOptions withCursorKey(String key) {
        Args.notNull(key, "key");
        return withCursorKey(key.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Cursor keys for rotation: the first signs new cursors, every one verifies. Rotate by
     * deploying {@code [new, old]}, then, once the cursors the old key signed have expired from
     * clients, {@code [new]}: a cursor signed by a key no longer listed is refused like a tampered
     * one.
     *
     * <pre>{@code
     * DaoOptions.defaults().withCursorKeys(List.of(newKey, previousKey));
     * }</pre>
     *
     * @throws IllegalArgumentException when the list is empty or a key is shorter than 32 bytes,
     *     naming its index
     */
    public DaoOptions withCursorKeys(List<byte[]> keys) {
        List<byte[]> copies = CursorKeys.checked(keys);
        return with(settings -> settings.cursorKeys = copies);
    }

    /**
     * Lets the reads of an access pattern whose table is pending (its backfill waits for instances
     * of an older release, docs/schema-evolution.md, "Rolling releases") answer from what the
     * table holds so far, which may miss or misplace rows. Off by default: such a read throws a
     * {@link TablePendingException} saying why.
     */
    public DaoOptions withReadsOfPendingTables() {
        return with(settings -> settings.readsPendingTables = true);
    }

    /**
     * Whether a bucket walk queries the next (older) bucket while it reads the current one: lower
     * latency when partitions are sparse, one wasted read when the first bucket already holds
     * enough rows. Off by default.
     */
    public DaoOptions withPrefetch(boolean prefetch) {
        return with(settings -> settings.prefetch = prefetch);
    }

    /**
     * Rows fetched per round trip by list reads (paged reads use the caller's page size). Set, it
     * replaces the page size an access pattern's {@code @StatementOptions} declares
     * (docs/statement-options.md).
     */
    public DaoOptions withPageSize(int pageSize) {
        Args.positive(pageSize, "pageSize");
        return with(settings -> {
            settings.pageSize = pageSize;
            settings.pageSizeSet = true;
        });
    }

    /** The clock that says which bucket is the newest for "latest N" reads (tests pin it). */
    public DaoOptions withClock(Clock clock) {
        Args.notNull(clock, "clock");
        return with(settings -> settings.clock = clock);
    }

    /**
     * How many bucket-directory entries ({@code @TimeBucket(directory = true)}) the DAO remembers
     * having written, so that its next writes of the same key and bucket leave the entry out of
     * their batch: a directory then costs a dense key almost nothing. An entry is remembered for
     * {@link DirectoryTable#REMEMBERED_SECONDS} after the batch that wrote it succeeded; the
     * upsert's TTL is the entity's plus twice that, so the entry outlives every row written
     * meanwhile. {@value #DEFAULT_DIRECTORY_CACHE} by default, for the entries a DAO writes in half
     * an hour (the DAO keeps up to twice that, about 200 bytes each); 0 writes the entry with
     * every copy.
     *
     * <p>The DAO assumes entries disappear only by their TTL. A test that truncates tables while
     * it keeps a DAO should create the DAO again, or set 0.
     */
    public DaoOptions withDirectoryCache(int entries) {
        if (entries < 0) {
            throw new IllegalArgumentException("entries must not be negative, was " + entries);
        }
        return with(settings -> settings.directoryCache = entries);
    }

    /**
     * Tells {@code listener} about every call of the DAO (entity, access pattern or operation,
     * outcome, rows) and every write's statement count: for metrics and traces, without a metrics
     * library in the runtime. None by default, which costs nothing.
     */
    public DaoOptions withAccessListener(AccessListener listener) {
        Args.notNull(listener, "listener");
        return with(settings -> settings.accessListener = listener);
    }

    /**
     * The keyspace of tables declared in {@code defaultKeyspace}: the {@link #withKeyspace(String)}
     * override, else the keyspace {@link #withKeyspace(String, String)} maps it to, else itself.
     */
    public String keyspaceOr(String defaultKeyspace) {
        return settings.keyspace != null
                ? settings.keyspace
                : settings.keyspaces.getOrDefault(defaultKeyspace, defaultKeyspace);
    }

    public WriteMode writeMode() {
        return settings.writeMode;
    }

    public Optional<ConsistencyLevel> readConsistency() {
        return Optional.ofNullable(settings.readConsistency);
    }

    public Optional<ConsistencyLevel> writeConsistency() {
        return Optional.ofNullable(settings.writeConsistency);
    }

    public Optional<ConsistencyLevel> serialConsistency() {
        return Optional.ofNullable(settings.serialConsistency);
    }

    /** The timeout set by {@link #withTimeout}, if any. */
    public Optional<Duration> timeout() {
        return Optional.ofNullable(settings.timeout);
    }

    /** The execution profile set by {@link #withExecutionProfile}, if any. */
    public Optional<String> executionProfile() {
        return Optional.ofNullable(settings.executionProfile);
    }

    /** The options set by {@link #withStatementOptions}; none by default. */
    public StatementOptions statementOptions() {
        return settings.statementOptions;
    }

    /** The options set by {@link #withEntityOptions}; none by default. */
    public StatementOptions entityOptions() {
        return settings.entityOptions;
    }

    /** A copy of the key that signs cursors, if one was set. */
    public Optional<byte[]> cursorKey() {
        return settings.cursorKeys.isEmpty()
                ? Optional.empty()
                : Optional.of(settings.cursorKeys.get(0).clone());
    }

    /** Copies of the cursor keys, the signing one first; empty when none was set. */
    public List<byte[]> cursorKeys() {
        return settings.cursorKeys.stream().map(byte[]::clone).toList();
    }

    /** Whether reads of a pending table answer from what it holds: see {@link #withReadsOfPendingTables()}. */
    public boolean readsPendingTables() {
        return settings.readsPendingTables;
    }

    public boolean prefetch() {
        return settings.prefetch;
    }

    public int pageSize() {
        return settings.pageSize;
    }

    /** Whether {@link #withPageSize} set the page size (else it is {@link #DEFAULT_PAGE_SIZE}). */
    public boolean pageSizeSet() {
        return settings.pageSizeSet;
    }

    public Clock clock() {
        return settings.clock;
    }

    /** How many bucket-directory entries the DAO remembers having written: see {@link #withDirectoryCache}. */
    public int directoryCache() {
        return settings.directoryCache;
    }

    /** The listener told about every call, if one was set. */
    public Optional<AccessListener> accessListener() {
        return Optional.ofNullable(settings.accessListener);
    }

    @Override
    public String toString() {
        // The cursor key is a secret: say whether it is set, never what it is.
        return "DaoOptions[keyspace="
                + (settings.keyspaces.isEmpty() ? settings.keyspace : settings.keyspace + " " + settings.keyspaces)
                + ", writeMode="
                + settings.writeMode
                + ", readConsistency=" + settings.readConsistency + ", writeConsistency=" + settings.writeConsistency
                + ", serialConsistency=" + settings.serialConsistency
                + ", cursorKeys="
                + (settings.cursorKeys.isEmpty() ? "random per process" : settings.cursorKeys.size() + " set")
                + ", prefetch=" + settings.prefetch
                + ", pageSize=" + settings.pageSize + ", clock=" + Objects.toString(settings.clock)
                + ", directoryCache=" + settings.directoryCache
                + ", accessListener="
                + (settings.accessListener == null
                        ? "none"
                        : settings.accessListener.getClass().getName())
                + (settings.readsPendingTables ? ", readsPendingTables" : "")
                + (settings.timeout == null ? "" : ", timeout=" + settings.timeout)
                + (settings.executionProfile == null ? "" : ", executionProfile=" + settings.executionProfile)
                + (settings.entityOptions.isEmpty() ? "" : ", entityOptions=" + settings.entityOptions)
                + (settings.statementOptions.isEmpty() ? "" : ", statementOptions=" + settings.statementOptions) + "]";
    }
}
