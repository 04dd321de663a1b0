package dev.queryfirst.runtime.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Schema migrations against a real node: order, once only, concurrent migrators, refused histories. */
@CassandraTest
class MigratorTest {

    private static final MigrationOptions FAST = MigrationOptions.defaults()
            .withReplication(Replication.simple(1))
            // Short enough that a task outlives it, long enough that renewals (every third of it) survive
            // a loaded CI machine's pauses: at 2 s a renewal delayed past the time to live lost the lease.
            .withLeaseTtl(Duration.ofSeconds(5))
            .withPollInterval(Duration.ofMillis(100))
            .withHolder("test");

    private final CqlSession session;
    private final String base;

    MigratorTest(CqlSession session, TestKeyspace keyspace) {
        this.session = session;
        this.base = keyspace.name();
    }

    /** Versions 1 to 3 of a keyspace: each bumps a counter, so applying one twice shows. */
    private static List<MigrationStep> steps(String ks, List<String> log) {
        return List.of(
                MigrationStep.of(
                                1,
                                "create tables",
                                List.of(
                                        "CREATE TABLE IF NOT EXISTS " + ks
                                                + ".applied (version int PRIMARY KEY, times counter)",
                                        "CREATE TABLE IF NOT EXISTS " + ks
                                                + ".users (username text PRIMARY KEY, email text)",
                                        "UPDATE " + ks + ".applied SET times = times + 1 WHERE version = 1"))
                        .withTask((session, lease) -> log.add("task 1")),
                MigrationStep.of(
                        2,
                        "add users.name",
                        List.of(
                                "ALTER TABLE " + ks + ".users ADD name text",
                                "UPDATE " + ks + ".applied SET times = times + 1 WHERE version = 2")),
                MigrationStep.of(
                                3,
                                "add users_by_email",
                                List.of(
                                        "CREATE TABLE " + ks
                                                + ".users_by_email (email text PRIMARY KEY, username text, name text)",
                                        "UPDATE " + ks + ".applied SET times = times + 1 WHERE version = 3"))
                        .withTask((session, lease) -> {
                            log.add("task 3");
                            // Longer than the lease's time to live: the holder must renew it meanwhile.
                            for (int i = 0; i < 12; i++) {
                                sleep(500);
                                lease.check();
                            }
                        }));
    }

    @Test
    void appliesPendingVersionsInOrderOnce() {
        String ks = base + "_order";
        List<String> log = new CopyOnWriteArrayList<>();
        List<MigrationStep> steps = steps(ks, log);
        try {
            MigrationReport first = Migrator.migrate(session, ks, steps.subList(0, 2), FAST);
            assertEquals(List.of(1, 2), first.applied());
            assertEquals(2, first.version());
            MigrationReport second = Migrator.migrate(session, ks, steps, FAST);
            assertEquals(List.of(3), second.applied());
            MigrationReport third = Migrator.migrate(session, ks, steps, FAST);
            assertEquals(List.of(), third.applied());
            assertEquals(3, third.version());
            // Older code (versions 1 and 2 only) starting after the migration leaves version 3 alone.
            assertEquals(
                    new MigrationReport(ks, 3, List.of()), Migrator.migrate(session, ks, steps.subList(0, 2), FAST));

            assertEquals(List.of("task 1", "task 3"), log);
            assertAppliedOnce(ks, 3);
            List<Row> history = session.execute(
                            "SELECT version, description, checksum, success, applied_at, applied_by," + " error FROM "
                                    + ks + ".queryfirst_schema_history")
                    .all();
            assertEquals(3, history.size());
            for (Row row : history) {
                MigrationStep step = steps.get(row.getInt("version") - 1);
                assertEquals(step.description(), row.getString("description"));
                assertEquals(step.checksum(), row.getString("checksum"));
                assertTrue(row.getBoolean("success"));
                assertTrue(row.getInstant("applied_at") != null);
                assertEquals("test", row.getString("applied_by"));
                assertTrue(row.isNull("error"));
            }
            assertTrue(
                    session.execute("SELECT * FROM " + ks + ".queryfirst_migration_lease")
                            .all()
                            .isEmpty(),
                    "the lease is released");
        } finally {
            session.execute("DROP KEYSPACE IF EXISTS " + ks);
        }
    }

    @Test
    void concurrentMigratorsApplyEachVersionOnce(TestKeyspace keyspace) throws Exception {
        String ks = base + "_concurrent";
        List<String> log = new CopyOnWriteArrayList<>();
        List<CqlSession> sessions = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<MigrationReport>> reports = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                // Four sessions, as four application instances would have: this one and three more.
                CqlSession own = i == 0 ? session : keyspace.newSession();
                if (own != session) {
                    sessions.add(own);
                }
                MigrationOptions options = FAST.withHolder("instance " + i);
                Callable<MigrationReport> migrate = () -> {
                    start.await();
                    return Migrator.migrate(own, ks, steps(ks, log), options);
                };
                reports.add(pool.submit(migrate));
            }
            start.countDown();
            List<Integer> applied = new ArrayList<>();
            for (Future<MigrationReport> report : reports) {
                assertEquals(3, report.get().version());
                applied.addAll(report.get().applied());
            }
            assertEquals(List.of(1, 2, 3), applied.stream().sorted().toList());
            assertEquals(List.of("task 1", "task 3"), log);
            assertAppliedOnce(ks, 3);
            for (Row row : session.execute("SELECT success FROM " + ks + ".queryfirst_schema_history")) {
                assertTrue(row.getBoolean(0));
            }
        } finally {
            pool.shutdownNow();
            sessions.forEach(CqlSession::close);
            session.execute("DROP KEYSPACE IF EXISTS " + ks);
        }
    }

    @Test
    void aChangedAppliedVersionIsRefusedByNumber() {
        String ks = base + "_checksum";
        List<String> log = new ArrayList<>();
        try {
            Migrator.migrate(session, ks, steps(ks, log).subList(0, 2), FAST);
            List<MigrationStep> changed = List.of(
                    steps(ks, log).get(0),
                    MigrationStep.of(2, "add users.name", List.of("ALTER TABLE " + ks + ".users ADD name varchar")));
            MigrationException e =
                    assertThrows(MigrationException.class, () -> Migrator.migrate(session, ks, changed, FAST));
            assertEquals(2, e.version());
            assertTrue(
                    e.getMessage()
                            .startsWith("version 2 of keyspace " + ks + " was applied with checksum "
                                    + steps(ks, log).get(1).checksum()),
                    e.getMessage());
            assertTrue(e.getMessage().contains("has checksum " + changed.get(1).checksum()), e.getMessage());
        } finally {
            session.execute("DROP KEYSPACE IF EXISTS " + ks);
        }
    }

    @Test
    void aVersionStoppedMidwayRunsAgainAndItsDoneWorkCounts() {
        String ks = base + "_rerun";
        List<String> log = new ArrayList<>();
        try {
            Migrator.migrate(session, ks, steps(ks, log).subList(0, 1), FAST);
            String addAge = "ALTER TABLE " + ks + ".users ADD age int";
            String createIndex = "CREATE INDEX users_email ON " + ks + ".users (email) USING 'sai'";
            MigrationStep broken = MigrationStep.of(
                    2, "age", List.of(addAge, createIndex, "ALTER TABLE " + ks + ".nowhere ADD x int"));
            MigrationException failed = assertThrows(
                    MigrationException.class,
                    () -> Migrator.migrate(session, ks, List.of(steps(ks, log).get(0), broken), FAST));
            assertEquals(2, failed.version());
            assertTrue(failed.getMessage().contains("nowhere"), failed.getMessage());
            Row row = session.execute(
                            "SELECT success, error FROM " + ks + ".queryfirst_schema_history WHERE version = 2")
                    .one();
            assertFalse(row.getBoolean(0));
            assertTrue(row.getString(1).contains("nowhere"), row.getString(1));

            // The fix: version 2 (never applied, so it may still change) without the bad statement. Its
            // first two statements ran already: on this re-run "already exists" counts as done.
            MigrationStep fixed = MigrationStep.of(
                    2, "age", List.of(addAge, createIndex, "ALTER TABLE " + ks + ".users ADD city text"));
            assertEquals(
                    List.of(2),
                    Migrator.migrate(session, ks, List.of(steps(ks, log).get(0), fixed), FAST)
                            .applied());
            assertTrue(session.getMetadata()
                    .getKeyspace(ks)
                    .orElseThrow()
                    .getTable("users")
                    .orElseThrow()
                    .getColumn("city")
                    .isPresent());

            // On a first run the same refusal is an error: something else changed the schema.
            MigrationStep three = MigrationStep.of(3, "age again", List.of(addAge));
            MigrationException drift = assertThrows(
                    MigrationException.class,
                    () -> Migrator.migrate(session, ks, List.of(steps(ks, log).get(0), fixed, three), FAST));
            assertEquals(3, drift.version());
        } finally {
            session.execute("DROP KEYSPACE IF EXISTS " + ks);
        }
    }

    @Test
    void aDeadHoldersLeaseExpiresAndALiveOneIsWaitedFor() {
        String ks = base + "_lease";
        List<String> log = new ArrayList<>();
        try {
            Migrator.migrate(session, ks, List.of(), FAST); // creates the keyspace and the bookkeeping tables
            session.execute("INSERT INTO " + ks + ".queryfirst_migration_lease (name, owner, holder, acquired_at)"
                    + " VALUES ('schema', uuid(), 'crashed instance', toTimestamp(now())) USING TTL 30");
            MigrationException timedOut = assertThrows(
                    MigrationException.class,
                    () -> Migrator.migrate(
                            session, ks, steps(ks, log).subList(0, 1), FAST.withMaxWait(Duration.ofMillis(500))));
            assertTrue(timedOut.getMessage().contains("held by crashed instance"), timedOut.getMessage());
            assertTrue(timedOut.getMessage().contains("versions [1] are still pending"), timedOut.getMessage());

            session.execute("INSERT INTO " + ks + ".queryfirst_migration_lease (name, owner, holder, acquired_at)"
                    + " VALUES ('schema', uuid(), 'crashed instance', toTimestamp(now())) USING TTL 2");
            assertEquals(
                    List.of(1),
                    Migrator.migrate(session, ks, steps(ks, log).subList(0, 1), FAST)
                            .applied());
        } finally {
            session.execute("DROP KEYSPACE IF EXISTS " + ks);
        }
    }

    @Test
    void badInputIsNamed() {
        IllegalArgumentException order = assertThrows(
                IllegalArgumentException.class,
                () -> Migrator.migrate(session, base, List.of(MigrationStep.of(2, "two", List.of())), FAST));
        assertTrue(order.getMessage().startsWith("steps must be versions 1 to 1 in order"), order.getMessage());
        IllegalStateException missing = assertThrows(
                IllegalStateException.class,
                () -> Migrator.migrate(session, "no_such_keyspace", List.of(), MigrationOptions.defaults()));
        assertTrue(missing.getMessage().contains("withReplication"), missing.getMessage());
        assertThrows(IllegalArgumentException.class, () -> MigrationStep.of(0, "zero", List.of()));
        assertThrows(IllegalArgumentException.class, () -> FAST.withLeaseTtl(Duration.ofMillis(10)));
    }

    private void assertAppliedOnce(String ks, int versions) {
        for (int v = 1; v <= versions; v++) {
            Row row = session.execute("SELECT times FROM " + ks + ".applied WHERE version = ?", v)
                    .one();
            assertEquals(1, row.getLong(0), "times version " + v + " was applied");
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
