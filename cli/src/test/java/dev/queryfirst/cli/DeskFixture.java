package dev.queryfirst.cli;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.BatchType;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.queryfirst.cli.desk.DeskSchema;
import dev.queryfirst.cli.desk.Ticket;
import dev.queryfirst.runtime.instances.InstanceHeartbeat;
import dev.queryfirst.runtime.migrate.MigrationOptions;
import dev.queryfirst.runtime.migrate.MigrationStep;
import dev.queryfirst.runtime.migrate.Migrator;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * The tests' production keyspace: at schema version 1 (the base table only), holding tickets as
 * the running release wrote them, some unassigned.
 */
final class DeskFixture {

    private DeskFixture() {}

    /** Keyspace {@code ks} at version 1 of the desk schema, with {@code count} tickets written by plain CQL. */
    static List<Ticket> atVersionOne(CqlSession session, String ks, int count) {
        MigrationOptions options = MigrationOptions.defaults().withKeyspace(ks);
        List<MigrationStep> steps = DeskSchema.steps(ks, options);
        Migrator.migrate(session, ks, steps.subList(0, 1), options);
        // The release at version 1 has stopped: its heartbeat must not hold back version 2's
        // backfill (docs/schema-evolution.md, "Rolling releases").
        InstanceHeartbeat.running(ks, options.holder()).orElseThrow().close();
        PreparedStatement insert =
                session.prepare("INSERT INTO " + CqlIdentifier.fromInternal(ks).asCql(true)
                        + ".tickets (ticket_id, title, assignee, opened_at) VALUES (?, ?, ?, ?)");
        List<Ticket> tickets = new ArrayList<>();
        Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        BatchStatement batch = BatchStatement.newInstance(BatchType.UNLOGGED);
        for (int i = 0; i < count; i++) {
            // Every fifth ticket is unassigned: no row by assignee for it.
            String assignee = i % 5 == 4 ? null : "agent-" + (i % 17);
            Ticket ticket = new Ticket(UUID.randomUUID(), "Drucker #" + i + " klemmt", assignee, now.minusSeconds(i));
            tickets.add(ticket);
            batch = batch.add(insert.bind(ticket.ticketId(), ticket.title(), ticket.assignee(), ticket.openedAt()));
            if (batch.size() == 50) {
                session.execute(batch);
                batch = BatchStatement.newInstance(BatchType.UNLOGGED);
            }
        }
        if (batch.size() > 0) {
            session.execute(batch);
        }
        return tickets;
    }

    /** The keyspace's tables and columns (from {@code system_schema}) and every row of every table. */
    static String snapshot(CqlSession session, String ks) {
        StringBuilder snapshot = new StringBuilder();
        List<String> tables = new ArrayList<>();
        for (Row row : session.execute(SimpleStatement.newInstance(
                "SELECT table_name, compaction, comment FROM system_schema.tables WHERE keyspace_name = ?", ks))) {
            tables.add(row.getString(0));
            snapshot.append(row.getFormattedContents()).append('\n');
        }
        for (Row row : session.execute(SimpleStatement.newInstance(
                "SELECT table_name, column_name, kind, type FROM system_schema.columns WHERE keyspace_name = ?", ks))) {
            snapshot.append(row.getFormattedContents()).append('\n');
        }
        for (String table : tables) {
            List<String> rows = new ArrayList<>();
            for (Row row : session.execute(
                    "SELECT * FROM " + CqlIdentifier.fromInternal(ks).asCql(true) + "." + table)) {
                rows.add(row.getFormattedContents());
            }
            rows.sort(null);
            snapshot.append(table).append(": ").append(rows).append('\n');
        }
        return snapshot.toString();
    }

    /** How many rows {@code table} of {@code ks} holds. */
    static long count(CqlSession session, String ks, String table) {
        return session.execute(
                        "SELECT count(*) FROM " + CqlIdentifier.fromInternal(ks).asCql(true) + "." + table)
                .one()
                .getLong(0);
    }
}
