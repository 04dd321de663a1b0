package dev.queryfirst.runtime.internal.schema;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.queryfirst.runtime.internal.Args;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The backfills a migration left to a whole-table job, kept in the backfill bookkeeping table
 * {@code <keyspace>.queryfirst_backfill}: one marker row per target table (its range columns
 * empty, which no token range formats to), pending until the job that copied every row records
 * it done. The schema's {@code verify} reports each pending one, so that an application can tell
 * a new table that is not filled yet from one that is.
 *
 * <pre>{@code
 * AppSchema.migrate(session, MigrationOptions.defaults().withBackfillsLeftPending());
 * PendingBackfills.list(session, "app");            // [users_by_email from users, pending since ...]
 * // the queryfirst-spark backfill job copies the rows, then:
 * PendingBackfills.finish(session, "app", "users_by_email", 2_000_000_000L);
 * }</pre>
 */
public final class PendingBackfills {

    /** The backfill bookkeeping table: finished token ranges per target, and these markers. */
    public static final String TABLE = BookkeepingTables.BACKFILL;

    /** The range columns of a marker: empty, unlike every formatted token. */
    private static final String WHOLE_TABLE = "";

    private static final Duration DDL_TIMEOUT = Duration.ofSeconds(60);

    /** A backfill left to a whole-table job and not recorded done yet. */
    public record Pending(String target, String source, Instant since) {

        @Override
        public String toString() {
            return target + " from " + source + ", pending since " + since;
        }
    }

    private PendingBackfills() {}

    /** Creates {@code <keyspace>.queryfirst_backfill} when it is missing, and waits for schema agreement. */
    public static void createTable(CqlSession session, String keyspace) {
        Args.notNull(session, "session");
        Args.notNull(keyspace, "keyspace");
        if (!exists(session, keyspace)) {
            session.execute(SimpleStatement.newInstance("CREATE TABLE IF NOT EXISTS " + table(keyspace)
                            + " (target text, range_start text, range_end text, source text, rows bigint,"
                            + " finished_at timestamp, PRIMARY KEY (target, range_start, range_end))")
                    .setTimeout(DDL_TIMEOUT));
            SchemaApplier.awaitSchemaAgreement(session);
        }
    }

    /** Records that the copy of {@code source} into {@code target} is left to a whole-table job. */
    public static void leave(CqlSession session, String keyspace, String target, String source) {
        Args.notNull(target, "target");
        Args.notNull(source, "source");
        createTable(session, keyspace);
        session.execute(SimpleStatement.newInstance(
                        "INSERT INTO " + table(keyspace)
                                + " (target, range_start, range_end, source, rows, finished_at)"
                                + " VALUES (?, ?, ?, ?, null, null)",
                        target,
                        WHOLE_TABLE,
                        WHOLE_TABLE,
                        source)
                .setIdempotent(true));
    }

    /** The backfills of {@code keyspace} left pending and not done; empty when it has no bookkeeping table. */
    public static List<Pending> list(CqlSession session, String keyspace) {
        Args.notNull(session, "session");
        Args.notNull(keyspace, "keyspace");
        List<Pending> pending = new ArrayList<>();
        if (!exists(session, keyspace)) {
            return pending;
        }
        // A small table (a marker and a few dozen ranges per target): read whole, markers kept.
        for (Row row : session.execute(SimpleStatement.newInstance(
                "SELECT target, range_start, source, finished_at, WRITETIME(source) FROM " + table(keyspace)))) {
            if (WHOLE_TABLE.equals(row.getString(1)) && row.isNull(3)) {
                Instant since = row.isNull(4) ? null : Instant.EPOCH.plusNanos(row.getLong(4) * 1000);
                pending.add(new Pending(row.getString(0), row.getString(2), since));
            }
        }
        return pending;
    }

    /**
     * Records that every row of {@code target}'s source was copied into it ({@code rows} of them),
     * if its backfill was left pending; otherwise does nothing. Idempotent.
     *
     * @return whether a pending backfill was recorded done
     */
    public static boolean finish(CqlSession session, String keyspace, String target, long rows) {
        Args.notNull(target, "target");
        boolean pending =
                list(session, keyspace).stream().anyMatch(p -> p.target().equals(target));
        if (pending) {
            session.execute(SimpleStatement.newInstance(
                            "UPDATE " + table(keyspace)
                                    + " SET rows = ?, finished_at = ? WHERE target = ? AND range_start = ?"
                                    + " AND range_end = ?",
                            rows,
                            Instant.now(),
                            target,
                            WHOLE_TABLE,
                            WHOLE_TABLE)
                    .setIdempotent(true));
        }
        return pending;
    }

    private static boolean exists(CqlSession session, String keyspace) {
        return session.getMetadata()
                .getKeyspace(CqlIdentifier.fromInternal(keyspace))
                .flatMap(metadata -> metadata.getTable(CqlIdentifier.fromInternal(TABLE)))
                .isPresent();
    }

    private static String table(String keyspace) {
        return CqlIdentifier.fromInternal(keyspace).asCql(true) + "." + TABLE;
    }
}
