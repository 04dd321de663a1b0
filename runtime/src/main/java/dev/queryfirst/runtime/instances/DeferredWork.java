package dev.queryfirst.runtime.instances;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.schema.KeyspaceMetadata;
import dev.queryfirst.runtime.internal.Args;
import dev.queryfirst.runtime.internal.schema.BookkeepingTables;
import dev.queryfirst.runtime.internal.schema.SchemaApplier;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The work a migration deferred because live instances still run an older release, kept in
 * {@code <keyspace>.queryfirst_deferred}: the backfill of a new table (its access pattern's reads
 * fail fast until it ran) and the drop of a table older instances still read. The next
 * {@code migrate} after they stopped does it (docs/schema-evolution.md, "Rolling releases").
 *
 * <pre>{@code
 * DeferredWork.list(session, "app");
 * // [backfill of readings_by_sensor (version 2), waiting for old-1 (version 1, last seen ...)]
 * }</pre>
 */
public final class DeferredWork {

    static final String TABLE = BookkeepingTables.DEFERRED;
    /** The table's name as the driver's metadata keys it: asked before every read, made once. */
    private static final CqlIdentifier TABLE_ID = CqlIdentifier.fromInternal(TABLE);

    private static final Duration DDL_TIMEOUT = Duration.ofSeconds(60);

    /** What is deferred. */
    public enum Kind {
        /** The backfill of table {@code work}: its reads fail fast until it ran. */
        BACKFILL,
        /** The statement {@code work} that drops what older instances still read. */
        DROP
    }

    /**
     * One deferred piece of work.
     *
     * @param work the table a backfill fills, or the drop statement
     * @param module the module whose version it belongs to; empty for a keyspace compiled in one
     * @param version the schema version (of {@code module}) it belongs to
     * @param waitingFor the live instances of older versions when it was deferred
     * @param since when it was first deferred
     */
    public record Deferred(String work, Kind kind, String module, int version, String waitingFor, Instant since) {

        @Override
        public String toString() {
            String of = module.isEmpty() ? "" : " of module " + module;
            return kind.name().toLowerCase(java.util.Locale.ROOT) + " of " + work + " (version " + version + of
                    + "), waiting for " + waitingFor;
        }
    }

    private DeferredWork() {}

    /** Records {@code work} of {@code version} as waiting for {@code olderInstances} to stop. */
    public static void defer(
            CqlSession session,
            String keyspace,
            String work,
            Kind kind,
            int version,
            List<LiveInstance> olderInstances) {
        defer(session, keyspace, "", work, kind, version, olderInstances);
    }

    /**
     * Records {@code work} of version {@code version} of {@code module} as waiting for
     * {@code olderInstances} to stop; only a migration of that module does it later.
     */
    public static void defer(
            CqlSession session,
            String keyspace,
            String module,
            String work,
            Kind kind,
            int version,
            List<LiveInstance> olderInstances) {
        Args.notNull(module, "module");
        Args.notNull(work, "work");
        Args.notNull(kind, "kind");
        Args.notNull(olderInstances, "olderInstances");
        createTable(session, keyspace);
        String waitingFor = olderInstances.stream().map(LiveInstance::toString).collect(Collectors.joining(", "));
        // The first deferral's time is kept: a later one only updates whom it waits for.
        session.execute(SimpleStatement.newInstance(
                "INSERT INTO " + table(keyspace)
                        + " (work, kind, module, version, since) VALUES (?, ?, ?, ?, ?) IF NOT EXISTS",
                work,
                kind.name(),
                module,
                version,
                Instant.now()));
        session.execute(SimpleStatement.newInstance(
                        "UPDATE " + table(keyspace) + " SET waiting_for = ? WHERE work = ?", waitingFor, work)
                .setIdempotent(true));
    }

    /** The deferred work of {@code keyspace}; empty when none was ever deferred. */
    public static List<Deferred> list(CqlSession session, String keyspace) {
        Args.notNull(session, "session");
        Args.notNull(keyspace, "keyspace");
        List<Deferred> deferred = new ArrayList<>();
        if (!exists(session, keyspace)) {
            return deferred;
        }
        for (Row row : session.execute(SimpleStatement.newInstance(
                "SELECT work, kind, module, version, waiting_for, since FROM " + table(keyspace)))) {
            deferred.add(new Deferred(
                    row.getString(0),
                    Kind.valueOf(row.getString(1)),
                    row.getString(2),
                    row.getInt(3),
                    row.getString(4),
                    row.getInstant(5)));
        }
        return deferred;
    }

    /** Whether {@code work} is deferred. */
    public static boolean isDeferred(CqlSession session, String keyspace, String work) {
        return list(session, keyspace).stream().anyMatch(d -> d.work().equals(work));
    }

    /** Records {@code work} done: forgets it. Idempotent. */
    public static void done(CqlSession session, String keyspace, String work) {
        Args.notNull(work, "work");
        if (exists(session, keyspace)) {
            session.execute(SimpleStatement.newInstance("DELETE FROM " + table(keyspace) + " WHERE work = ?", work)
                    .setIdempotent(true));
        }
    }

    /** The table's name, quoted, in {@code keyspace}. */
    public static String table(String keyspace) {
        return CqlIdentifier.fromInternal(keyspace).asCql(true) + "." + TABLE;
    }

    /** Whether {@code keyspace} has the table, by the driver's metadata (no query). */
    public static boolean exists(CqlSession session, String keyspace) {
        // Asked before every read (PendingTables): no lambda, the table's identifier made once.
        Optional<KeyspaceMetadata> metadata = session.getMetadata().getKeyspace(CqlIdentifier.fromInternal(keyspace));
        return metadata.isPresent() && metadata.get().getTable(TABLE_ID).isPresent();
    }

    /** The table's DDL in {@code qualifiedKeyspace}: the migrator creates it with its own tables. */
    public static String createCql(String qualifiedKeyspace) {
        return "CREATE TABLE IF NOT EXISTS " + qualifiedKeyspace + "." + TABLE
                + " (work text PRIMARY KEY, kind text, module text, version int, waiting_for text, since timestamp)";
    }

    private static void createTable(CqlSession session, String keyspace) {
        if (!exists(session, keyspace)) {
            session.execute(SimpleStatement.newInstance(
                            createCql(CqlIdentifier.fromInternal(keyspace).asCql(true)))
                    .setTimeout(DDL_TIMEOUT));
            SchemaApplier.awaitSchemaAgreement(session);
        }
    }
}
