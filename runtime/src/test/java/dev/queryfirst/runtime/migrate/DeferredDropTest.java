package dev.queryfirst.runtime.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.instances.DeferredWork;
import dev.queryfirst.runtime.instances.HeartbeatOptions;
import dev.queryfirst.runtime.instances.InstanceHeartbeat;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A version that drops a table while an instance of the previous release, which still reads it,
 * is live: the drop waits (docs/schema-evolution.md, "Rolling releases").
 */
@CassandraTest
class DeferredDropTest {

    private static final MigrationOptions FAST = MigrationOptions.defaults()
            .withReplication(Replication.simple(1))
            .withLeaseTtl(Duration.ofSeconds(5))
            .withPollInterval(Duration.ofMillis(100));

    private final CqlSession session;
    private final String base;

    DeferredDropTest(CqlSession session, TestKeyspace keyspace) {
        this.session = session;
        this.base = keyspace.name();
    }

    private static List<MigrationStep> steps(String ks) {
        String drop = "DROP TABLE IF EXISTS " + ks + ".users_by_name";
        return List.of(
                MigrationStep.of(
                        1,
                        "create users and users_by_name",
                        List.of(
                                "CREATE TABLE IF NOT EXISTS " + ks + ".users (id uuid PRIMARY KEY, name text)",
                                "CREATE TABLE IF NOT EXISTS " + ks
                                        + ".users_by_name (name text, id uuid, PRIMARY KEY (name, id))")),
                MigrationStep.of(
                        2,
                        "add users.email, drop users_by_name",
                        List.of("ALTER TABLE " + ks + ".users ADD email text", drop)));
    }

    @Test
    void aDropWaitsForTheOlderReaderThenRunsAtTheNextMigrate() {
        String ks = base + "_drop";
        List<MigrationStep> steps = steps(ks);
        try {
            Migrator.migrate(
                    session,
                    ks,
                    steps.subList(0, 1),
                    FAST.withHolder("old-1")
                            .withHeartbeat(HeartbeatOptions.defaults().withInstanceId("old-1")));

            MigrationReport report = Migrator.migrate(session, ks, steps, FAST.withHolder("new-1"));
            assertEquals(List.of(2), report.applied());
            assertEquals(1, report.deferred().size(), report::toString);
            DeferredWork.Deferred deferred = report.deferred().get(0);
            assertEquals(DeferredWork.Kind.DROP, deferred.kind());
            assertEquals(2, deferred.version());
            assertTrue(deferred.waitingFor().startsWith("old-1 (version 1"), deferred::toString);
            assertTrue(exists(ks, "users_by_name"), "dropped while old-1 reads it");
            assertTrue(
                    session.getMetadata()
                            .getKeyspace(ks)
                            .flatMap(k -> k.getTable("users"))
                            .flatMap(t -> t.getColumn("email"))
                            .isPresent(),
                    "the rest of version 2 is applied at once");

            MigrationException refused = assertThrows(
                    MigrationException.class,
                    () -> Migrator.migrate(
                            session, ks, steps, FAST.withHolder("operator").withBackfillRequired()));
            assertTrue(refused.getMessage().contains("old-1 (version 1"), refused::getMessage);
            assertTrue(refused.getMessage().contains("users_by_name"), refused::getMessage);

            // Still live: a start-up of the new release defers again and returns at once.
            assertEquals(
                    1,
                    Migrator.migrate(session, ks, steps, FAST.withHolder("new-2"))
                            .deferred()
                            .size());

            InstanceHeartbeat.running(ks, "old-1").orElseThrow().close();
            MigrationReport after = Migrator.migrate(session, ks, steps, FAST.withHolder("new-1"));
            assertEquals(List.of(), after.applied());
            assertEquals(List.of(), after.deferred());
            assertFalse(exists(ks, "users_by_name"));
            assertEquals(List.of(), DeferredWork.list(session, ks));
        } finally {
            InstanceHeartbeat.running(ks, "old-1").ifPresent(InstanceHeartbeat::close);
            List.of("new-1", "new-2", "operator")
                    .forEach(id -> InstanceHeartbeat.running(ks, id).ifPresent(InstanceHeartbeat::close));
            session.execute("DROP KEYSPACE IF EXISTS " + ks);
        }
    }

    @Test
    void forcedTheDropRunsWhileTheOlderReaderIsLive() {
        String ks = base + "_forced";
        List<MigrationStep> steps = steps(ks);
        try {
            Migrator.migrate(
                    session,
                    ks,
                    steps.subList(0, 1),
                    FAST.withHolder("old-2")
                            .withHeartbeat(HeartbeatOptions.defaults().withInstanceId("old-2")));
            MigrationReport report = Migrator.migrate(
                    session, ks, steps, FAST.withHolder("new-3").withBackfillForced());
            assertEquals(List.of(), report.deferred());
            assertFalse(exists(ks, "users_by_name"));
        } finally {
            List.of("old-2", "new-3")
                    .forEach(id -> InstanceHeartbeat.running(ks, id).ifPresent(InstanceHeartbeat::close));
            session.execute("DROP KEYSPACE IF EXISTS " + ks);
        }
    }

    private boolean exists(String ks, String table) {
        return session.getMetadata()
                .getKeyspace(CqlIdentifier.fromInternal(ks))
                .flatMap(k -> k.getTable(CqlIdentifier.fromInternal(table)))
                .isPresent();
    }
}
