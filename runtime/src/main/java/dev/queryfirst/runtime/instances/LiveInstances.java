package dev.queryfirst.runtime.instances;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.queryfirst.runtime.internal.Args;
import dev.queryfirst.runtime.internal.schema.BookkeepingTables;
import dev.queryfirst.runtime.internal.schema.SchemaApplier;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The instances recorded in {@code <keyspace>.queryfirst_instances} whose heartbeat has not
 * expired ({@link InstanceHeartbeat}): what a migration asks before it backfills a new table.
 *
 * <pre>{@code
 * List<LiveInstance> behind = LiveInstances.olderThan(session, "app", 2);
 * // [web-7f9c (version 1, last seen 2026-11-28T16:52:10Z)]: version 2's backfill waits for it
 * LiveInstances.olderThan(session, "parcels", "tracking", 3);   // module tracking's rows only
 * }</pre>
 */
public final class LiveInstances {

    static final String TABLE = BookkeepingTables.INSTANCES;
    private static final Duration DDL_TIMEOUT = Duration.ofSeconds(60);

    private LiveInstances() {}

    /** Every live instance of {@code keyspace}, by id; empty when none ever recorded itself. */
    public static List<LiveInstance> list(CqlSession session, String keyspace) {
        Args.notNull(session, "session");
        Args.notNull(keyspace, "keyspace");
        List<LiveInstance> live = new ArrayList<>();
        if (!exists(session, keyspace)) {
            return live;
        }
        for (Row row : session.execute(SimpleStatement.newInstance(
                "SELECT id, module, version, started_at, beat_at FROM " + table(keyspace)))) {
            live.add(new LiveInstance(
                    row.getString(0), row.getString(1), row.getInt(2), row.getInstant(3), row.getInstant(4)));
        }
        live.sort(Comparator.comparing(LiveInstance::id).thenComparing(LiveInstance::module));
        return live;
    }

    /** The live instances whose code writes a schema version below {@code version}. */
    public static List<LiveInstance> olderThan(CqlSession session, String keyspace, int version) {
        return olderThan(session, keyspace, "", version);
    }

    /**
     * The live instances whose code writes a version of {@code module} below {@code version}: a
     * module's versions are its own, so an instance is older only by the module's own row
     * (docs/schema-evolution.md, "Several modules, one keyspace").
     *
     * @param module the module's name; empty for a keyspace compiled in one module
     */
    public static List<LiveInstance> olderThan(CqlSession session, String keyspace, String module, int version) {
        Args.notNull(module, "module");
        return list(session, keyspace).stream()
                .filter(instance -> instance.module().equals(module) && instance.version() < version)
                .toList();
    }

    /** The table's DDL in {@code qualifiedKeyspace}: the migrator creates it with its own tables. */
    public static String createCql(String qualifiedKeyspace) {
        return "CREATE TABLE IF NOT EXISTS " + qualifiedKeyspace + "." + TABLE
                + " (id text, module text, version int, started_at timestamp, beat_at timestamp,"
                + " PRIMARY KEY (id, module))";
    }

    /** Creates the table when missing, and waits for schema agreement. */
    static void createTable(CqlSession session, String keyspace) {
        if (!exists(session, keyspace)) {
            session.execute(SimpleStatement.newInstance(
                            createCql(CqlIdentifier.fromInternal(keyspace).asCql(true)))
                    .setTimeout(DDL_TIMEOUT));
            SchemaApplier.awaitSchemaAgreement(session);
        }
    }

    static String table(String keyspace) {
        return CqlIdentifier.fromInternal(keyspace).asCql(true) + "." + TABLE;
    }

    private static boolean exists(CqlSession session, String keyspace) {
        return session.getMetadata()
                .getKeyspace(CqlIdentifier.fromInternal(keyspace))
                .flatMap(metadata -> metadata.getTable(CqlIdentifier.fromInternal(TABLE)))
                .isPresent();
    }
}
