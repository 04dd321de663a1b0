package dev.queryfirst.reliability.fleet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.internal.StoredForm;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The newcomer's fleet app (docs/mapping-rules.md, "Live references"): an application holds a {@link Site} object across
 * requests, the site is renamed meanwhile, and the application saves a {@link Device} with the
 * object it held. The copies of the site in every table of the device (static in
 * {@code devices_by_site_id}, plain in the base table and in {@code devices_by_site_id_and_status},
 * whose row moves in the same save) show the new name: a live copy comes from the site's table,
 * not from the object passed. Both write modes, synchronous and asynchronous calls, with
 * {@code Instant.now()} values and non-ASCII names.
 */
@CassandraTest
class LiveCopiesFromTruthTest {

    private static CqlSession session;
    private static String keyspace;

    @BeforeAll
    static void schema(CqlSession cql, TestKeyspace testKeyspace) {
        session = cql;
        keyspace = testKeyspace.name();
        FleetSchema.create(session, keyspace, Replication.simple(1));
    }

    static Stream<Arguments> modes() {
        return Stream.of(WriteMode.values())
                .flatMap(mode -> Stream.of(Arguments.of(mode, false), Arguments.of(mode, true)));
    }

    @ParameterizedTest(name = "{0}, async {1}")
    @MethodSource("modes")
    void aSiteReadBeforeItsRenameDoesNotWriteTheOldNameBack(WriteMode mode, boolean async) {
        Calls calls = Calls.of(mode, async);
        SiteDao sites = calls.sites();
        DeviceDao devices = calls.devices();

        Site site = new Site(UUID.randomUUID(), "Halle Süd – Ærø " + mode, "eu-north", Instant.now());
        sites.insert(site);
        Site held = sites.findByKey(site.id()).orElseThrow(); // what the application keeps
        Device pump = new Device(UUID.randomUUID(), held, "online", Instant.now(), "Pumpe №1");
        calls.insert(pump);

        Site renamed = new Site(site.id(), "Halle Nord – Ølstykke 北 " + mode, null, Instant.now());
        assertTrue(sites.update(renamed));

        // Saved with the object held since before the rename; the status change moves its row.
        calls.save(new Device(pump.id(), held, "offline", Instant.now(), "Pumpe №1"));
        assertEverywhere(devices, pump.id(), stored(renamed), "offline");

        // Updated with a site known by its key alone: no nulls over the site's copies.
        calls.update(new Device(pump.id(), new Site(site.id(), null, null, null), "online", Instant.now(), null));
        assertEverywhere(devices, pump.id(), stored(renamed), "online");

        // A new device inserted with the stale object.
        Device fan = new Device(UUID.randomUUID(), held, "online", Instant.now(), "Lüfter");
        calls.insert(fan);
        assertEverywhere(devices, fan.id(), stored(renamed), "online");

        AuditReport audit = devices.audit();
        assertTrue(audit.isClean(), audit.toString());
    }

    /**
     * A device referencing a site that does not exist (yet) copies the site as passed, and the audit
     * reports the reference as dangling, never as stale; once the site is inserted, its insert
     * propagates, and the copies are the site's.
     */
    @ParameterizedTest(name = "{0}, async {1}")
    @MethodSource("modes")
    void aDanglingReferenceIsCopiedAsPassedUntilTheSiteExists(WriteMode mode, boolean async) {
        Calls calls = Calls.of(mode, async);
        SiteDao sites = calls.sites();
        DeviceDao devices = calls.devices();

        Site ghost = new Site(UUID.randomUUID(), "Geisterhalle 幽霊 " + mode, "nowhere", Instant.now());
        Device sensor = new Device(UUID.randomUUID(), ghost, "online", Instant.now(), "Sensor Ω");
        calls.save(sensor);
        assertEverywhere(devices, sensor.id(), stored(ghost), "online");
        AuditReport dangling = devices.audit();
        assertEquals(0, dangling.staleReferences(), dangling.toString());
        assertEquals(0, dangling.missing() + dangling.stale() + dangling.orphaned(), dangling.toString());
        assertTrue(dangling.danglingReferences() > 0, dangling.toString());

        Site real = new Site(ghost.id(), "Echte Halle – Åkersberga " + mode, "eu-north", Instant.now());
        sites.insert(real);
        assertEverywhere(devices, sensor.id(), stored(real), "online");
        AuditReport audit = devices.audit();
        assertTrue(audit.isClean(), audit.toString());
    }

    /** A device without a site: nothing to read, nothing copied. */
    @Test
    void aDeviceWithoutASiteIsWrittenAsItIs() {
        DeviceDao devices = DeviceDao.create(session, DaoOptions.defaults().withKeyspace(keyspace));
        Device loose = new Device(UUID.randomUUID(), null, "spare", Instant.now(), "Ersatzteil");
        devices.save(loose);
        assertEquals(null, devices.findByKey(loose.id()).orElseThrow().site());
    }

    /** The site as Cassandra stores it: its instant in whole milliseconds. */
    private static Site stored(Site site) {
        return new Site(site.id(), site.name(), site.region(), StoredForm.timestamp(site.renamedAt()));
    }

    /** The device's site, in its base table and in each of its access patterns, is {@code site}. */
    private static void assertEverywhere(DeviceDao devices, UUID id, Site site, String status) {
        Device found = devices.findByKey(id).orElseThrow();
        assertEquals(site, found.site(), "devices (base table)");
        List<Device> bySite = devices.bySite(site.id(), 500);
        assertTrue(bySite.stream().anyMatch(d -> d.id().equals(id)), "devices_by_site_id holds " + id);
        bySite.forEach(d -> assertEquals(site, d.site(), "devices_by_site_id (static)"));
        List<Device> byStatus = devices.bySiteAndStatus(site.id(), status, 500);
        assertEquals(
                List.of(site),
                byStatus.stream()
                        .filter(d -> d.id().equals(id))
                        .map(Device::site)
                        .toList(),
                "devices_by_site_id_and_status");
    }

    /** The device DAO's writes, called synchronously or through their {@code …Async} forms. */
    private record Calls(SiteDao sites, DeviceDao devices, boolean async) {

        /** DAOs in {@code mode}, on the test's keyspace. */
        static Calls of(WriteMode mode, boolean async) {
            DaoOptions options = DaoOptions.defaults().withKeyspace(keyspace).withWriteMode(mode);
            return new Calls(SiteDao.create(session, options), DeviceDao.create(session, options), async);
        }

        void insert(Device device) {
            run(device, devices::insertAsync, d -> {
                devices.insert(d);
                return null;
            });
        }

        void save(Device device) {
            run(device, devices::saveAsync, d -> {
                devices.save(d);
                return null;
            });
        }

        void update(Device device) {
            assertEquals(Boolean.TRUE, run(device, devices::updateAsync, devices::update));
        }

        private <T> T run(Device device, Function<Device, CompletionStage<T>> asyncCall, Function<Device, T> call) {
            return async ? asyncCall.apply(device).toCompletableFuture().join() : call.apply(device);
        }
    }
}
