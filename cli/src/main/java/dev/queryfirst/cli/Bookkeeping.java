package dev.queryfirst.cli;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import com.datastax.oss.driver.api.core.cql.ResultSet;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.schema.KeyspaceMetadata;
import dev.queryfirst.runtime.internal.schema.BookkeepingTables;
import dev.queryfirst.runtime.internal.schema.PendingBackfills;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What the migrator recorded in a keyspace, read without writing: its schema history, the lease
 * holder and the backfills' finished ranges. A keyspace or table that does not exist reads as
 * empty, so that {@code status} and {@code migrate --dry-run} create nothing.
 */
final class Bookkeeping {

    /** The migrator's own tables: the model does not declare them, so they are not drift. */
    static final Set<String> TABLES =
            Set.of(BookkeepingTables.SCHEMA_HISTORY, BookkeepingTables.MIGRATION_LEASE, BookkeepingTables.BACKFILL);

    /** One row of {@code queryfirst_schema_history}. */
    record Applied(int version, String description, boolean success, String appliedAt, String appliedBy) {}

    /** A backfill's finished token ranges and the rows they copied, from its checkpoints. */
    record Checkpointed(int ranges, long rows) {}

    private final CqlSession session;
    private final String keyspace;
    private final String qualified;

    Bookkeeping(CqlSession session, String keyspace) {
        this.session = session;
        this.keyspace = keyspace;
        this.qualified = CqlIdentifier.fromInternal(keyspace).asCql(true);
    }

    /** Whether the keyspace exists, as the driver's metadata says. */
    boolean keyspaceExists() {
        return metadata().isPresent();
    }

    /** The schema history by version; empty when the keyspace was never migrated. */
    List<Applied> history() {
        if (!hasTable(BookkeepingTables.SCHEMA_HISTORY)) {
            return List.of();
        }
        List<Applied> history = new ArrayList<>();
        for (Row row : read("SELECT version, description, success, applied_at, applied_by FROM " + qualified + "."
                + BookkeepingTables.SCHEMA_HISTORY)) {
            history.add(new Applied(
                    row.getInt(0),
                    row.getString(1),
                    row.getBoolean(2),
                    String.valueOf(row.getInstant(3)),
                    row.getString(4)));
        }
        history.sort(Comparator.comparingInt(Applied::version));
        return history;
    }

    /** The versions 1 to {@code versions} that the history does not record as applied. */
    List<Integer> pendingVersions(int versions) {
        Map<Integer, Boolean> applied = new LinkedHashMap<>();
        history().forEach(v -> applied.put(v.version(), v.success()));
        List<Integer> pending = new ArrayList<>();
        for (int version = 1; version <= versions; version++) {
            if (!applied.getOrDefault(version, false)) {
                pending.add(version);
            }
        }
        return pending;
    }

    /** Who holds the migration lease now, if anyone. */
    Optional<String> leaseHolder() {
        if (!hasTable(BookkeepingTables.MIGRATION_LEASE)) {
            return Optional.empty();
        }
        Row row = read("SELECT holder FROM " + qualified + "." + BookkeepingTables.MIGRATION_LEASE)
                .one();
        return row == null ? Optional.empty() : Optional.ofNullable(row.getString(0));
    }

    /** The backfills left pending and not done. */
    List<PendingBackfills.Pending> pendingBackfills() {
        return keyspaceExists() ? PendingBackfills.list(session, keyspace) : List.of();
    }

    /** The finished ranges of {@code target}'s backfill so far (its checkpoints). */
    Checkpointed checkpointed(String target) {
        if (!hasTable(BookkeepingTables.BACKFILL)) {
            return new Checkpointed(0, 0);
        }
        int ranges = 0;
        long rows = 0;
        for (Row row : read(SimpleStatement.newInstance(
                "SELECT range_start, rows FROM " + qualified + "." + BookkeepingTables.BACKFILL + " WHERE target = ?",
                target))) {
            if (!row.getString(0).isEmpty() && !row.isNull(1)) {
                ranges++;
                rows += row.getLong(1);
            }
        }
        return new Checkpointed(ranges, rows);
    }

    /** Whether the keyspace has {@code table}. */
    boolean hasTable(String table) {
        return metadata()
                .flatMap(k -> k.getTable(CqlIdentifier.fromInternal(table)))
                .isPresent();
    }

    private ResultSet read(String cql) {
        return read(SimpleStatement.newInstance(cql));
    }

    private ResultSet read(SimpleStatement statement) {
        return session.execute(statement.setConsistencyLevel(DefaultConsistencyLevel.QUORUM));
    }

    private Optional<KeyspaceMetadata> metadata() {
        return session.getMetadata().getKeyspace(CqlIdentifier.fromInternal(keyspace));
    }
}
