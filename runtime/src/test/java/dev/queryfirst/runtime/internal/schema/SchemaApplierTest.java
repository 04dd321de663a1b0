package dev.queryfirst.runtime.internal.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.metadata.schema.ClusteringOrder;
import dev.queryfirst.runtime.reference.DemoSchema;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.runtime.schema.SchemaDifference;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Schema creation and verification against a real node's metadata. */
@CassandraTest
class SchemaApplierTest {

    @Test
    void aFreshSchemaVerifiesCleanAndEveryDriftIsNamed(CqlSession session, TestKeyspace keyspace) {
        String ks = keyspace.name();
        DemoSchema.create(session, ks, Replication.simple(1));
        assertEquals(List.of(), DemoSchema.verify(session, ks));
        // Applying it again is harmless.
        DemoSchema.create(session, ks, Replication.simple(1));

        session.execute("ALTER TABLE " + ks + ".users ADD age int");
        session.execute("ALTER TABLE " + ks + ".users_by_email DROP name");
        session.execute("DROP TABLE " + ks + ".log_messages_by_message_id");
        session.execute("CREATE TABLE " + ks + ".scratch (id int PRIMARY KEY)");
        session.execute("CREATE INDEX users_email_idx ON " + ks + ".users (email) USING 'sai'");
        SchemaApplier.awaitSchemaAgreement(session);

        List<String> differences = DemoSchema.verify(session, ks).stream()
                .map(SchemaDifference::toString)
                .toList();
        assertEquals(
                List.of(
                        "log_messages_by_message_id: MISSING_TABLE: expected log_messages_by_message_id",
                        "users.age: EXTRA_COLUMN: found int",
                        "users.users_email_idx: EXTRA_INDEX: found index on email",
                        "users_by_email.name: MISSING_COLUMN: expected text",
                        "scratch: EXTRA_TABLE: found scratch"),
                differences);
    }

    @Test
    void aKeyspaceThatDoesNotExistIsOneDifference(CqlSession session) {
        List<SchemaDifference> differences = SchemaVerifier.verify(session, "no_such_keyspace", DemoSchema.TABLES);
        assertEquals(1, differences.size());
        assertEquals(SchemaDifference.Kind.MISSING_KEYSPACE, differences.get(0).kind());
        assertTrue(differences.get(0).toString().contains("no_such_keyspace"));
    }

    @Test
    void keyAndOrderMismatchesAreReadFromLiveMetadata(CqlSession session, TestKeyspace keyspace) {
        String ks = keyspace.name() + "_events";
        SchemaApplier.create(
                session,
                ks,
                Replication.simple(1),
                List.of("CREATE TABLE " + ks + ".events"
                        + " (kind text, day date, at timestamp, id uuid, note varchar, PRIMARY KEY ((kind), day, at, id))"
                        + " WITH CLUSTERING ORDER BY (day ASC, at ASC, id ASC)"));
        try {
            TableSpec expected = new TableSpec(
                    "events",
                    List.of(
                            ColumnSpec.partitionKey("kind", "text"),
                            ColumnSpec.partitionKey("day", "date"),
                            ColumnSpec.clustering("at", "timestamp", ClusteringOrder.DESC),
                            ColumnSpec.clustering("id", "uuid", ClusteringOrder.ASC),
                            ColumnSpec.regular("note", "text")),
                    List.of());
            assertEquals(
                    List.of(
                            "events: PARTITION_KEY_MISMATCH: expected (kind, day), found (kind)",
                            "events: CLUSTERING_MISMATCH: expected (at, id), found (day, at, id)"),
                    SchemaVerifier.verify(session, ks, List.of(expected)).stream()
                            .map(SchemaDifference::toString)
                            .toList());
        } finally {
            session.execute("DROP KEYSPACE " + ks);
        }
    }
}
