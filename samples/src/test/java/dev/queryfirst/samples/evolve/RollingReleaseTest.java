package dev.queryfirst.samples.evolve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import dev.queryfirst.runtime.TablePendingException;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.backfill.BackfillOptions;
import dev.queryfirst.runtime.backfill.BackfillProgress;
import dev.queryfirst.runtime.instances.DeferredWork;
import dev.queryfirst.runtime.instances.HeartbeatOptions;
import dev.queryfirst.runtime.instances.InstanceHeartbeat;
import dev.queryfirst.runtime.instances.LiveInstances;
import dev.queryfirst.runtime.internal.Futures;
import dev.queryfirst.runtime.migrate.MigrationException;
import dev.queryfirst.runtime.migrate.MigrationOptions;
import dev.queryfirst.runtime.migrate.MigrationReport;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A rolling release (docs/schema-evolution.md, "Rolling releases"): the previous release of the
 * sensors application (version 1, no {@code bySensor}) and the new one (version 2, which adds the
 * table {@code readings_by_sensor}), each compiled by the processor and loaded in a class loader of
 * its own, on one node. The old instance saves, moves and deletes readings through its DAO, which
 * writes only the base table, while the new instance migrates and writes through its own; the new
 * one's migrate applies the DDL at once and defers the backfill while the old one is live, and the
 * new pattern's reads fail fast meanwhile. Then the old instance moves and deletes readings the new
 * one wrote (rows of the new table their source no longer holds), and stops without a word (its
 * heartbeat expires). The next start-up backfills, is killed midway, the one after resumes from the
 * checkpoint; writes of the new release go on all along. An oracle of every write finds the new
 * table exact and the audit clean.
 *
 * <p>{@link #aBackfillAtOnceWhileTheOldReleaseWritesLosesRows} is the same release without the
 * wait: the backfill forced to run while the old instance writes, as {@code migrate} did before.
 */
@CassandraTest
class RollingReleaseTest {

    private static final int VERSION_1_ROWS = 6_000;
    private static final int ROWS_PER_SECOND = 1_000;
    private static final Duration LEASE = Duration.ofSeconds(8);
    private static final Duration OLD_HEARTBEAT = Duration.ofSeconds(3);
    private static final String TARGET = "readings_by_sensor";

    @TempDir
    Path work;

    @Test
    void theBackfillWaitsForTheOldReleaseAndLeavesTheNewTableExact(CqlSession session, TestKeyspace test)
            throws Exception {
        Release release = Release.compile(work);
        TestKeyspace keyspace = own(test, "_rolling");
        String ks = keyspace.name();
        MigrationOptions options = options(ks);
        try (URLClassLoader oldLoader = release.oldLoader(getClass());
                URLClassLoader newLoader = release.newLoader(getClass())) {
            migrate(oldLoader, session, options.withHolder("old-1").withHeartbeat(oldHeartbeat()));
            Map<UUID, String> old = fillAsVersion1(session, ks);
            LiveReadings oldApp = app(oldLoader, "OldApp", session, ks);
            Map<UUID, String> fresh = new ConcurrentHashMap<>();

            try (Traffic oldTraffic = Traffic.start(oldApp, old, sensorNames())) {
                MigrationReport report = migrate(newLoader, session, options.withHolder("new-1"));
                assertEquals(List.of(2), report.applied());
                assertEquals(1, report.deferred().size(), report::toString);
                assertEquals(TARGET, report.deferred().get(0).work());
                assertTrue(report.deferred().get(0).waitingFor().contains("old-1"), report::toString);

                LiveReadings newApp = app(newLoader, "App", session, ks);
                TablePendingException pending =
                        assertThrows(TablePendingException.class, () -> newApp.bySensor("hall-0"));
                assertTrue(pending.getMessage().contains("old-1"), pending::getMessage);
                MigrationException refused = assertThrows(
                        MigrationException.class,
                        () -> migrate(
                                newLoader,
                                session,
                                options.withHolder("operator").withBackfillRequired()));
                assertTrue(refused.getMessage().contains("old-1 (version 1"), refused::getMessage);

                try (Traffic newTraffic = Traffic.start(newApp, fresh, sensorNames())) {
                    Thread.sleep(3_000);
                    newTraffic.stop();
                    assertTrue(newTraffic.operations() > 100, newTraffic.operations() + " writes of version 2");
                }
                oldTraffic.stop();
            }
            // The old release now moves and deletes readings the new one wrote to readings_by_sensor.
            try (Traffic oldTraffic = Traffic.start(oldApp, fresh, sensorNames())) {
                Thread.sleep(2_000);
                oldTraffic.stop();
            }
            Map<UUID, String> expected = new ConcurrentHashMap<>(old);
            expected.putAll(fresh);
            AuditReport before = app(newLoader, "App", session, ks).audit();
            long orphans = before.table(TARGET).orphaned();
            assertTrue(orphans > 10, "the old release's moves and deletes left rows behind: " + before);

            // The old instance dies: no close, its heartbeat row expires.
            InstanceHeartbeat.running(ks, "old-1").orElseThrow().abandon();
            awaitNoOlderInstance(session, ks);

            LiveReadings newApp = app(newLoader, "App", session, ks);
            MigrationChild first = MigrationChild.start(release.newClasses(), keyspace, ROWS_PER_SECOND, LEASE);
            try (Traffic traffic = Traffic.start(newApp, expected, sensorNames())) {
                int rangesTotal = first.awaitRangesDone(1);
                rangesTotal = first.awaitRangesDone(rangesTotal / 3);
                int killedAt = first.kill();
                assertTrue(killedAt < rangesTotal, "killed after " + killedAt + " of " + rangesTotal + " ranges");

                List<BackfillProgress> resumed = new CopyOnWriteArrayList<>();
                MigrationOptions restart = options.withHolder("new-2")
                        .withBackfillOptions(BackfillOptions.defaults()
                                .withRateLimit(ROWS_PER_SECOND)
                                .withListener(resumed::add));
                MigrationReport done = migrate(newLoader, session, restart);
                assertEquals(List.of(), done.deferred());
                assertTrue(
                        resumed.get(0).rangesDone() > killedAt,
                        "first range of the resumed run: " + resumed.get(0) + ", killed at " + killedAt);
                traffic.stop();
                assertTrue(traffic.operations() > 100, traffic.operations() + " writes during the backfill");
            }
            assertEquals(List.of(), DeferredWork.list(session, ks));
            LiveReadings reader = app(newLoader, "App", session, ks);
            AuditReport audit = reader.audit();
            assertTrue(audit.isClean(), audit::toString);
            for (String sensor : sensorNames()) {
                assertEquals(idsOf(expected, sensor), new TreeSet<>(reader.bySensor(sensor)), sensor);
            }
        }
    }

    @Test
    void aBackfillAtOnceWhileTheOldReleaseWritesLosesRows(CqlSession session, TestKeyspace test) throws Exception {
        Release release = Release.compile(work);
        String ks = own(test, "_at_once").name();
        MigrationOptions options = options(ks);
        try (URLClassLoader oldLoader = release.oldLoader(getClass());
                URLClassLoader newLoader = release.newLoader(getClass())) {
            migrate(oldLoader, session, options.withHolder("old-1").withHeartbeat(oldHeartbeat()));
            Map<UUID, String> expected = fillAsVersion1(session, ks);
            LiveReadings oldApp = app(oldLoader, "OldApp", session, ks);
            try (Traffic oldTraffic = Traffic.start(oldApp, expected, sensorNames())) {
                MigrationReport report =
                        migrate(newLoader, session, options.withHolder("new-1").withBackfillForced());
                assertEquals(List.of(), report.deferred());
                Thread.sleep(2_000);
                oldTraffic.stop();
            }
            InstanceHeartbeat.running(ks, "old-1").orElseThrow().close();
            LiveReadings newApp = app(newLoader, "App", session, ks);
            AuditReport audit = newApp.audit();
            assertFalse(audit.isClean(), "the old release's writes after the backfill are missing: " + audit);
        }
    }

    /** A keyspace of the test's own: each release starts from an empty one. */
    private static TestKeyspace own(TestKeyspace test, String suffix) {
        return new TestKeyspace(test.name() + suffix, test.contactPoints(), test.localDatacenter());
    }

    private static MigrationOptions options(String keyspace) {
        return MigrationOptions.defaults()
                .withKeyspace(keyspace)
                .withReplication(Replication.simple(1))
                .withLeaseTtl(LEASE)
                .withPollInterval(Duration.ofMillis(500))
                .withMaxWait(Duration.ofMinutes(2));
    }

    private static HeartbeatOptions oldHeartbeat() {
        return HeartbeatOptions.defaults().withInstanceId("old-1").withTtl(OLD_HEARTBEAT);
    }

    /** {@code SensorsSchema.migrate(session, options)} of the release {@code loader} holds. */
    private static MigrationReport migrate(ClassLoader loader, CqlSession session, MigrationOptions options)
            throws ReflectiveOperationException {
        try {
            return (MigrationReport) loader.loadClass("com.example.evolve.SensorsSchema")
                    .getMethod("migrate", CqlSession.class, MigrationOptions.class)
                    .invoke(null, session, options);
        } catch (java.lang.reflect.InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw e;
        }
    }

    private static LiveReadings app(ClassLoader loader, String name, CqlSession session, String keyspace)
            throws ReflectiveOperationException {
        return loader.loadClass("com.example.evolve." + name)
                .asSubclass(LiveReadings.class)
                .getConstructor(CqlSession.class, String.class)
                .newInstance(session, keyspace);
    }

    private static void awaitNoOlderInstance(CqlSession session, String keyspace) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (!LiveInstances.olderThan(session, keyspace, 2).isEmpty()) {
            assertTrue(System.nanoTime() < deadline, () -> "still live: " + LiveInstances.list(session, keyspace));
            Thread.sleep(250);
        }
    }

    /** What version 1's DAO wrote before the release: its base table's columns. */
    private static Map<UUID, String> fillAsVersion1(CqlSession session, String keyspace) {
        PreparedStatement insert = session.prepare(
                "INSERT INTO " + keyspace + ".readings (id, sensor, taken_at, amount, note) VALUES (?, ?, ?, ?, ?)");
        List<String> sensors = sensorNames();
        Map<UUID, String> written = new ConcurrentHashMap<>();
        List<CompletionStage<?>> inFlight = new ArrayList<>();
        for (int i = 0; i < VERSION_1_ROWS; i++) {
            UUID id = UUID.randomUUID();
            String sensor = sensors.get(i % sensors.size());
            BigDecimal amount = i % 5 == 0 ? null : new BigDecimal(BigInteger.valueOf(i * 37L - 500), i % 4);
            String note = i % 3 == 0 ? null : "note " + i + " ✓";
            inFlight.add(session.executeAsync(insert.bind(id, sensor, Instant.now(), amount, note)));
            written.put(id, sensor);
            if (inFlight.size() == 64) {
                inFlight.forEach(Futures::getUninterruptibly);
                inFlight.clear();
            }
        }
        inFlight.forEach(Futures::getUninterruptibly);
        return written;
    }

    private static List<String> sensorNames() {
        return MigrateWhileWritingTest.sensorNames();
    }

    private static TreeSet<UUID> idsOf(Map<UUID, String> expected, String sensor) {
        TreeSet<UUID> ids = new TreeSet<>();
        expected.forEach((id, at) -> {
            if (at.equals(sensor)) {
                ids.add(id);
            }
        });
        return ids;
    }

    /** Both releases compiled in order, each exporting its schema next to the previous one's. */
    private record Release(Path oldClasses, Path newClasses) {

        static Release compile(Path work) throws java.io.IOException {
            Path schemaDir = work.resolve("schema");
            Path old = Javac.compile(SensorsModel.version1Application(), schemaDir, work.resolve("v1"));
            Path fresh = Javac.compile(SensorsModel.version2Application(), schemaDir, work.resolve("v2"));
            return new Release(old, fresh);
        }

        URLClassLoader oldLoader(Class<?> test) throws java.net.MalformedURLException {
            return new URLClassLoader(new URL[] {oldClasses.toUri().toURL()}, test.getClassLoader());
        }

        URLClassLoader newLoader(Class<?> test) throws java.net.MalformedURLException {
            return new URLClassLoader(new URL[] {newClasses.toUri().toURL()}, test.getClassLoader());
        }
    }
}
