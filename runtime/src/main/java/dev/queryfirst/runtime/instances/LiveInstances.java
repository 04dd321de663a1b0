package dev.queryfirst.runtime.instances;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.queryfirst.runtime.internal.Args;
import dev.queryfirst.runtime.schema.BookkeepingTables;
import dev.queryfirst.runtime.schema.SchemaApplier;
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
        for (Row row : session.execute(
                SimpleStatement.newInstance("SELECT id, version, started_at, beat_at FROM " + table(keyspace)))) {
            live.add(new LiveInstance(row.getString(0), row.getInt(1), row.getInstant(2), row.getInstant(3)));
        }
        live.sort(Comparator.comparing(LiveInstance::id));
        return live;
    }

    /** The live instances whose code writes a schema version below {@code version}. */
    public static List<LiveInstance> olderThan(CqlSession session, String keyspace, int version) {
        return list(session, keyspace).stream()
                .filter(instance -> instance.version() < version)
                .toList();
    }

    /** The table's DDL in {@code qualifiedKeyspace}: the migrator creates it with its own tables. */
    public static String createCql(String qualifiedKeyspace) {
        return "CREATE TABLE IF NOT EXISTS " + qualifiedKeyspace + "." + TABLE
                + " (id text PRIMARY KEY, version int, started_at timestamp, beat_at timestamp)";
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
