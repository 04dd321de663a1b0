package dev.queryfirst.samples.evolve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.backfill.BackfillOptions;
import dev.queryfirst.runtime.backfill.BackfillProgress;
import dev.queryfirst.runtime.instances.InstanceHeartbeat;
import dev.queryfirst.runtime.internal.Futures;
import dev.queryfirst.runtime.migrate.MigrationOptions;
import dev.queryfirst.runtime.migrate.MigrationReport;
import dev.queryfirst.runtime.migrate.MigrationStep;
import dev.queryfirst.runtime.migrate.Migrator;
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
 * docs/schema-evolution.md as a deployment lives it: version 1 ran and wrote readings; version 2 adds the
 * table {@code readings_by_sensor}. Its first instance migrates at start-up and is killed
 * ({@code SIGKILL}) halfway through the backfill, while instances already on version 2 keep
 * saving, moving and deleting readings through the generated DAO. The next start-up waits for the
 * dead holder's lease to expire, resumes the backfill from its checkpoint, and afterwards every
 * sensor's readings are exactly what the writes left, and the DAO's audit is clean.
 */
@CassandraTest
class MigrateWhileWritingTest {

    private static final int VERSION_1_ROWS = 12_000;
    private static final int SENSORS = 60;
    /** Slow enough that the kill lands midway, fast enough for the default build. */
    private static final int ROWS_PER_SECOND = 1_500;

    private static final Duration LEASE = Duration.ofSeconds(8);

    @TempDir
    Path work;

    @Test
    void aBackfillKilledMidwayResumesWhileWritesContinueAndEndsWithACleanAudit(
            CqlSession session, TestKeyspace keyspace) throws Exception {
        Path schemaDir = work.resolve("schema");
        Javac.compile(SensorsModel.version1(), schemaDir, work.resolve("v1"));
        Path classes = Javac.compile(SensorsModel.version2Application(), schemaDir, work.resolve("v2"));
        String ks = keyspace.name();
        MigrationOptions options = MigrationOptions.defaults()
                .withKeyspace(ks)
                .withLeaseTtl(LEASE)
                .withPollInterval(Duration.ofMillis(500))
                .withMaxWait(Duration.ofMinutes(2));
        try (URLClassLoader loader = new URLClassLoader(
                new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
            List<MigrationStep> steps = steps(loader, ks, options);
            Migrator.migrate(session, ks, steps.subList(0, 1), options);
            Map<UUID, String> expected = fillAsVersion1(session, ks);
            // The release that wrote version 1 is gone: every instance from here on runs version 2
            // (RollingReleaseTest has the old release still writing).
            InstanceHeartbeat.running(ks, options.holder()).orElseThrow().close();

            MigrationChild first = MigrationChild.start(classes, keyspace, ROWS_PER_SECOND, LEASE);
            first.awaitRangesDone(1);
            // readings_by_sensor exists now: instances on version 2 serve traffic while the backfill runs.
            LiveReadings app = loader.loadClass("com.example.evolve.App")
                    .asSubclass(LiveReadings.class)
                    .getConstructor(CqlSession.class, String.class)
                    .newInstance(session, ks);
            try (Traffic traffic = Traffic.start(app, expected, sensorNames())) {
                int rangesTotal = first.awaitRangesDone(first.rangesTotal() / 3);
                int killedAt = first.kill();
                assertTrue(killedAt < rangesTotal, "killed after " + killedAt + " of " + rangesTotal + " ranges");

                List<BackfillProgress> resumed = new CopyOnWriteArrayList<>();
                MigrationOptions restart = options.withBackfillOptions(BackfillOptions.defaults()
                        .withRateLimit(ROWS_PER_SECOND)
                        .withListener(resumed::add));
                MigrationReport report = Migrator.migrate(session, ks, steps(loader, ks, restart), restart);

                assertEquals(List.of(2), report.applied());
                // Resumed, not restarted: the ranges the killed run finished were skipped.
                assertTrue(
                        resumed.get(0).rangesDone() > killedAt,
                        "first range of the resumed run: " + resumed.get(0) + ", killed at " + killedAt);
                long recopied = resumed.get(resumed.size() - 1).rowsCopied();
                assertTrue(recopied < VERSION_1_ROWS, recopied + " rows copied again of " + VERSION_1_ROWS);
                traffic.stop();
                assertTrue(traffic.operations() > 100, traffic.operations() + " writes during the migration");
            }
            AuditReport audit = app.audit();
            assertTrue(audit.isClean(), audit::toString);
            for (String sensor : sensorNames()) {
                assertEquals(idsOf(expected, sensor), new TreeSet<>(app.bySensor(sensor)), sensor);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static List<MigrationStep> steps(ClassLoader loader, String keyspace, MigrationOptions options)
            throws ReflectiveOperationException {
        return (List<MigrationStep>) loader.loadClass("com.example.evolve.SensorsSchema")
                .getMethod("steps", String.class, MigrationOptions.class)
                .invoke(null, keyspace, options);
    }

    /** What version 1's DAO wrote: its base table's columns, {@code unit} did not exist yet. */
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

    static List<String> sensorNames() {
        List<String> names = new ArrayList<>();
        String[] places = {"hall", "Küche", "温室", "o'hare"};
        for (int i = 0; i < SENSORS; i++) {
            names.add(places[i % places.length] + "-" + i);
        }
        return names;
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
}
