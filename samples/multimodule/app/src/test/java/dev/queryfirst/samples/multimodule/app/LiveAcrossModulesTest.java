package dev.queryfirst.samples.multimodule.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.samples.multimodule.billing.Invoice;
import dev.queryfirst.samples.multimodule.billing.InvoiceDao;
import dev.queryfirst.samples.multimodule.core.Depot;
import dev.queryfirst.samples.multimodule.core.DepotDao;
import dev.queryfirst.samples.multimodule.tracking.Parcel;
import dev.queryfirst.samples.multimodule.tracking.ParcelDao;
import dev.queryfirst.testkit.CassandraTest;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A depot of module {@code core} copied live by module {@code tracking} (same keyspace) and module
 * {@code billing} (keyspace {@code billing}), on a node: {@code DepotDao} was compiled knowing
 * nothing of them, and keeps their copies true through the contributions it finds on the class
 * path (docs/architecture.md, "One keyspace, many modules").
 */
@CassandraTest
class LiveAcrossModulesTest {

    private static DepotDao depots;
    private static ParcelDao parcels;
    private static InvoiceDao invoices;
    private static CqlSession session;

    @BeforeAll
    static void schema(CqlSession cql) {
        session = cql;
        Keyspaces.recreate(session);
        depots = DepotDao.create(session);
        parcels = ParcelDao.create(session);
        invoices = InvoiceDao.create(session);
    }

    @BeforeEach
    void empty() {
        Keyspaces.truncate(session);
    }

    @Test
    void aRenameThroughDepotDaoReachesEveryCopyInEveryModule() {
        Depot north = new Depot(UUID.randomUUID(), "North", "Lyon", new BigDecimal("2.50"));
        Depot south = new Depot(UUID.randomUUID(), "South", "Nice", null);
        depots.insert(north);
        depots.insert(south);
        Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        List<Parcel> sent = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            Parcel parcel = new Parcel(
                    UUID.randomUUID(),
                    i % 3 == 0 ? south : north,
                    now.minusSeconds(i),
                    i % 5 == 0 ? null : "r" + i,
                    i % 4 == 0 ? null : 0.25 * i);
            parcels.insert(parcel);
            sent.add(parcel);
        }
        Invoice invoice = new Invoice(UUID.randomUUID(), north, new BigDecimal("1250.00"), now);
        invoices.insert(invoice);

        Depot renamed = new Depot(north.id(), "North (Vénissieux)", "Lyon", new BigDecimal("2.75"));
        assertTrue(depots.update(renamed));

        for (Parcel parcel : sent) {
            Depot expected = parcel.depot().id().equals(north.id()) ? renamed : south;
            assertEquals(expected, parcels.findByKey(parcel.id()).orElseThrow().depot(), parcel.toString());
        }
        List<Parcel> fromNorth = parcels.byDepot(north.id(), 50);
        assertEquals(20, fromNorth.size());
        assertTrue(fromNorth.stream().allMatch(p -> p.depot().equals(renamed)), fromNorth.toString());
        assertEquals(renamed, invoices.findByKey(invoice.id()).orElseThrow().depot());
        assertTrue(parcels.audit().isClean(), parcels.audit().toString());
        assertTrue(invoices.audit().isClean(), invoices.audit().toString());

        // A save with a null where a value was: the copies lose it too.
        Depot noFee = new Depot(north.id(), renamed.name(), "Lyon", null);
        depots.save(noFee);
        assertEquals(noFee, invoices.findByKey(invoice.id()).orElseThrow().depot());
        assertTrue(
                parcels.byDepot(north.id(), 50).stream().allMatch(p -> p.depot().equals(noFee)));
    }

    @Test
    void anInsertCopiesTheDepotAsStoredNotAsPassed() {
        Depot stored = new Depot(UUID.randomUUID(), "East", "Grenoble", new BigDecimal("3.10"));
        depots.insert(stored);
        Parcel parcel =
                new Parcel(UUID.randomUUID(), new Depot(stored.id(), null, null, null), Instant.now(), "Ada", 1.5);
        parcels.insert(parcel);
        Invoice invoice = new Invoice(
                UUID.randomUUID(), new Depot(stored.id(), "stale name", "Paris", null), BigDecimal.TEN, null);
        invoices.insert(invoice);

        assertEquals(stored, parcels.findByKey(parcel.id()).orElseThrow().depot());
        assertEquals(stored, invoices.findByKey(invoice.id()).orElseThrow().depot());
    }

    @Test
    void theAuditOfEachModuleFindsTheCopiesLeftStale() {
        Depot west = new Depot(UUID.randomUUID(), "West", "Brest", new BigDecimal("1.05"));
        depots.insert(west);
        Parcel parcel = new Parcel(UUID.randomUUID(), west, Instant.now(), "Grace", 0.4);
        parcels.insert(parcel);
        Invoice invoice = new Invoice(UUID.randomUUID(), west, new BigDecimal("9.99"), Instant.now());
        invoices.insert(invoice);
        // Copies left behind, as a propagation that failed would leave them.
        session.execute("UPDATE parcels.parcels SET depot_name = 'Old West' WHERE id = ?", parcel.id());
        session.execute("UPDATE billing.invoices SET depot_city = 'Rennes' WHERE id = ?", invoice.id());

        AuditReport parcelAudit = parcels.audit();
        assertFalse(parcelAudit.isClean());
        assertEquals(1, parcelAudit.staleReferences(), parcelAudit.toString());
        AuditReport invoiceAudit = invoices.audit();
        assertEquals(1, invoiceAudit.staleReferences(), invoiceAudit.toString());
        assertTrue(depots.audit().isClean(), "the depot's own tables are true");
    }

    @Test
    void aDepotDaoSeesTheContributionsOfTheModulesOnTheClassPath() {
        assertEquals(List.of("Invoice.depot", "Parcel.depot"), Keyspaces.contributions(Depot.class));
    }
}
