package dev.queryfirst.reliability.depots;

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
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Issue 33's parcel app in one module: a parcel written with a {@link Depot} object that is not the
 * stored depot (its key alone, {@code new Depot(id, null, null, null, null)}, or a wrong city)
 * copies every attribute of the depot from the depot's table, {@code @Fixed} ones included: the
 * fixed city, which partitions {@code parcels_by_depot_city}, the dock fee with its scale and the
 * opening instant as Cassandra stores it. Both write modes, with insert, save and update.
 */
@CassandraTest
class CopiesFromTheDepotsTableTest {

    private static CqlSession session;
    private static String keyspace;

    @BeforeAll
    static void schema(CqlSession cql, TestKeyspace testKeyspace) {
        session = cql;
        keyspace = testKeyspace.name();
        DepotsSchema.create(session, keyspace, Replication.simple(1));
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void everyCopiedAttributeComesFromTheDepotsTable(WriteMode mode) {
        DaoOptions options = DaoOptions.defaults().withKeyspace(keyspace).withWriteMode(mode);
        DepotDao depots = DepotDao.create(session, options);
        ParcelDao parcels = ParcelDao.create(session, options);
        Depot depot = new Depot(
                UUID.randomUUID(), "Dépôt Nord – Ærø " + mode, "Lyon-" + mode, new BigDecimal("12.50"), Instant.now());
        depots.insert(depot);
        Depot stored = stored(depot);

        // Known by its key alone: no nulls over the name, the city, the fee or the instant.
        Parcel keyOnly = new Parcel(
                UUID.randomUUID(), new Depot(depot.id(), null, null, null, null), "received", Instant.now(), null);
        parcels.insert(keyOnly);
        assertEverywhere(parcels, keyOnly.id(), stored, "received");

        // A wrong city (and fee) passed in: the stored ones are copied, never the wrong ones.
        Depot wrong = new Depot(depot.id(), "Alter Name", "Paris-" + mode, new BigDecimal("99.9"), Instant.EPOCH);
        Parcel misled = new Parcel(UUID.randomUUID(), wrong, "received", Instant.now(), "Zerbrechlich – 壊れ物");
        parcels.insert(misled);
        assertEverywhere(parcels, misled.id(), stored, "received");
        assertTrue(parcels.byCity(wrong.city(), 1000).isEmpty(), "no parcel under the wrong city");

        // save (the status moves the row) and update with the wrong object again.
        parcels.save(new Parcel(misled.id(), wrong, "sorted", Instant.now(), null));
        assertEverywhere(parcels, misled.id(), stored, "sorted");
        assertTrue(parcels.update(new Parcel(keyOnly.id(), wrong, "out", Instant.now(), "Ω")));
        assertEverywhere(parcels, keyOnly.id(), stored, "out");

        // A renamed depot: a parcel saved with the object held since before the rename writes the new name.
        Depot renamed = new Depot(depot.id(), "Dépôt Süd " + mode, depot.city(), depot.dockFee(), depot.openedAt());
        assertTrue(depots.update(renamed));
        parcels.save(new Parcel(keyOnly.id(), depot, "sorted", Instant.now(), null));
        assertEverywhere(parcels, keyOnly.id(), stored(renamed), "sorted");
        assertEverywhere(parcels, misled.id(), stored(renamed), "sorted");

        AuditReport audit = parcels.audit();
        assertTrue(audit.isClean(), audit.toString());
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aDepotWithoutItsOptionalFeeIsCopiedWithoutIt(WriteMode mode) {
        DaoOptions options = DaoOptions.defaults().withKeyspace(keyspace).withWriteMode(mode);
        DepotDao depots = DepotDao.create(session, options);
        ParcelDao parcels = ParcelDao.create(session, options);
        Depot depot = new Depot(UUID.randomUUID(), "Entrepôt", "Nantes-" + mode, null, Instant.now());
        depots.insert(depot);
        Parcel parcel = new Parcel(
                UUID.randomUUID(),
                new Depot(depot.id(), "x", "y", new BigDecimal("1.000"), null),
                "received",
                Instant.now(),
                null);
        parcels.insert(parcel);
        assertEverywhere(parcels, parcel.id(), stored(depot), "received");
    }

    /** The depot as Cassandra stores it: its instant in whole milliseconds. */
    static Depot stored(Depot depot) {
        return new Depot(
                depot.id(),
                depot.name(),
                depot.city(),
                depot.dockFee(),
                depot.openedAt() == null ? null : StoredForm.timestamp(depot.openedAt()));
    }

    /** The parcel's depot, in its base table and in each of its access patterns, is {@code depot}. */
    static void assertEverywhere(ParcelDao parcels, UUID id, Depot depot, String status) {
        assertEquals(depot, parcels.findByKey(id).orElseThrow().depot(), "parcels (base table)");
        assertEquals(List.of(depot), depotsOf(parcels.byDepot(depot.id(), 1000), id), "parcels_by_depot_id");
        assertEquals(List.of(depot), depotsOf(parcels.byCity(depot.city(), 1000), id), "parcels_by_depot_city");
        assertEquals(List.of(depot), depotsOf(parcels.byStatus(status, 1000), id), "parcels_by_status");
    }

    private static List<Depot> depotsOf(List<Parcel> found, UUID id) {
        return found.stream().filter(p -> p.id().equals(id)).map(Parcel::depot).toList();
    }
}
