package dev.queryfirst.runtime.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.instances.DeferredWork;
import dev.queryfirst.runtime.instances.HeartbeatOptions;
import dev.queryfirst.runtime.instances.InstanceHeartbeat;
import dev.queryfirst.runtime.instances.LiveInstance;
import dev.queryfirst.runtime.instances.LiveInstances;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A keyspace split over two modules, each numbering its versions on its own
 * (docs/schema-evolution.md, "Several modules, one keyspace"), during a rolling release: an instance
 * is older by the module's own row, and a module's migration runs only its own deferred work. With
 * one row per instance, the module migrated last set the instance's version: an instance at
 * version 3 of {@code core} counted as up to date for {@code tracking}'s version 2, and the drop of
 * a table it still read ran at once.
 */
@CassandraTest
class ModuleInstancesTest {

    private static final MigrationOptions FAST = MigrationOptions.defaults()
            .withReplication(Replication.simple(1))
            .withLeaseTtl(Duration.ofSeconds(5))
            .withPollInterval(Duration.ofMillis(100));

    private final CqlSession session;
    private final String ks;

    ModuleInstancesTest(CqlSession session, TestKeyspace keyspace) {
        this.session = session;
        this.ks = keyspace.name() + "_modules";
    }

    private List<MigrationStep> core() {
        return List.of(
                MigrationStep.of(
                        1,
                        "create depots",
                        List.of("CREATE TABLE IF NOT EXISTS " + ks + ".depots (id uuid PRIMARY KEY, name text)")),
                MigrationStep.of(2, "add depots.city", List.of("ALTER TABLE " + ks + ".depots ADD city text")),
                MigrationStep.of(3, "add depots.fee", List.of("ALTER TABLE " + ks + ".depots ADD fee decimal")));
    }

    private List<MigrationStep> tracking() {
        return List.of(
                MigrationStep.of(
                        1,
                        "create parcels and parcels_by_depot",
                        List.of(
                                "CREATE TABLE IF NOT EXISTS " + ks + ".parcels (id uuid PRIMARY KEY, depot uuid)",
                                "CREATE TABLE IF NOT EXISTS " + ks
                                        + ".parcels_by_depot (depot uuid, id uuid, PRIMARY KEY (depot, id))")),
                MigrationStep.of(
                        2, "drop parcels_by_depot", List.of("DROP TABLE IF EXISTS " + ks + ".parcels_by_depot")));
    }

    @Test
    void anInstanceIsOlderByItsModulesOwnVersionAndEachModuleRunsOnlyItsOwnDeferredWork() {
        HeartbeatOptions old = HeartbeatOptions.defaults().withInstanceId("old-1");
        try {
            // The previous release: tracking at version 1, then core at version 3 (core last).
            Migrator.migrate(session, ks, "tracking", tracking().subList(0, 1), FAST.withHeartbeat(old));
            Migrator.migrate(session, ks, "core", core(), FAST.withHeartbeat(old));
            List<LiveInstance> live = LiveInstances.list(session, ks);
            assertTrue(
                    live.stream()
                            .anyMatch(i -> i.id().equals("old-1") && i.module().equals("core") && i.version() == 3),
                    live::toString);
            assertTrue(
                    live.stream()
                            .anyMatch(i -> i.id().equals("old-1") && i.module().equals("tracking") && i.version() == 1),
                    live::toString);

            // The new release: core unchanged, tracking's version 2 drops what old-1 still reads.
            MigrationReport coreReport = Migrator.migrate(session, ks, "core", core(), FAST.withHolder("new-1"));
            assertEquals(List.of(), coreReport.deferred());
            MigrationReport trackingReport =
                    Migrator.migrate(session, ks, "tracking", tracking(), FAST.withHolder("new-1"));
            assertEquals(List.of(2), trackingReport.applied());
            assertEquals(1, trackingReport.deferred().size(), trackingReport::toString);
            DeferredWork.Deferred drop = trackingReport.deferred().get(0);
            assertEquals("tracking", drop.module());
            assertEquals(2, drop.version());
            assertTrue(drop.waitingFor().startsWith("old-1 (version 1 of module tracking"), drop::toString);
            assertTrue(exists("parcels_by_depot"), "dropped while old-1 reads it");
            assertEquals(List.of("old-1"), ids(LiveInstances.olderThan(session, ks, "tracking", 2)));
            assertEquals(List.of(), LiveInstances.olderThan(session, ks, "core", 3));

            // core's migration neither reports nor runs tracking's deferred work.
            assertEquals(
                    List.of(),
                    Migrator.migrate(session, ks, "core", core(), FAST.withHolder("new-2"))
                            .deferred());
            assertTrue(exists("parcels_by_depot"));

            List.of("core", "tracking")
                    .forEach(module -> InstanceHeartbeat.running(ks, module, "old-1")
                            .orElseThrow()
                            .close());
            assertTrue(LiveInstances.list(session, ks).stream().noneMatch(i -> i.id().equals("old-1")));
            MigrationReport after = Migrator.migrate(session, ks, "tracking", tracking(), FAST.withHolder("new-1"));
            assertEquals(List.of(), after.deferred());
            assertFalse(exists("parcels_by_depot"));
            assertEquals(List.of(), DeferredWork.list(session, ks));
        } finally {
            for (String module : List.of("core", "tracking")) {
                for (String id : List.of("old-1", "new-1", "new-2")) {
                    InstanceHeartbeat.running(ks, module, id).ifPresent(InstanceHeartbeat::close);
                }
                InstanceHeartbeat.running(
                                ks, module, HeartbeatOptions.defaults().instanceId())
                        .ifPresent(InstanceHeartbeat::close);
            }
            session.execute("DROP KEYSPACE IF EXISTS " + ks);
        }
    }

    private static List<String> ids(List<LiveInstance> instances) {
        return instances.stream().map(LiveInstance::id).toList();
    }

    private boolean exists(String table) {
        return session.getMetadata()
                .getKeyspace(CqlIdentifier.fromInternal(ks))
                .flatMap(k -> k.getTable(CqlIdentifier.fromInternal(table)))
                .isPresent();
    }
}
