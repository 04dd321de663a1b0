package dev.queryfirst.reliability.depots;

import static dev.queryfirst.reliability.depots.CopiesFromTheDepotsTableTest.assertEverywhere;
import static dev.queryfirst.reliability.depots.CopiesFromTheDepotsTableTest.stored;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.audit.Finding;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;
import java.util.function.ToLongFunction;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code auditAndRepair()} repairs what {@code audit()} reports (issue 33: it reported
 * {@code repaired} and left 3 stale references, copies of a {@code @Fixed} attribute that its
 * repair did not write). Each test plants one kind of divergence on the node with CQL, as a
 * failed write or a hand-made change would leave it, sees the audit report it, repairs, and
 * audits again: clean, and every read shows the depot as stored. A reference to a deleted depot
 * is reported and, as documented, left as it is.
 */
@CassandraTest
class RepairWhatTheAuditReportsTest {

    private static CqlSession session;
    private static String keyspace;
    private static DepotDao depots;
    private static ParcelDao parcels;

    private Depot depot;
    private Parcel parcel;

    @BeforeAll
    static void schema(CqlSession cql, TestKeyspace testKeyspace) {
        session = cql;
        keyspace = testKeyspace.name();
        DepotsSchema.create(session, keyspace, Replication.simple(1));
        DaoOptions options = DaoOptions.defaults().withKeyspace(keyspace);
        depots = DepotDao.create(session, options);
        parcels = ParcelDao.create(session, options);
    }

    @BeforeEach
    void aDepotAndItsParcel() {
        depot = new Depot(UUID.randomUUID(), "Dépôt Est", "Lille", new BigDecimal("7.10"), Instant.now());
        depots.insert(depot);
        parcel = new Parcel(UUID.randomUUID(), depot, "received", Instant.now(), "Fragile – 易碎");
        parcels.insert(parcel);
        assertTrue(parcels.audit().isClean());
    }

    @Test
    void aStaleCopyOfAFixedAttributeInEveryKindOfTable() {
        // The case: a city that is not the depot's, in the base table, a plain copy and the statics.
        cql("UPDATE parcels SET depot_city = 'Roubaix' WHERE id = ?", parcel.id());
        cql(
                "UPDATE parcels_by_status SET depot_dock_fee = 9.99 WHERE status = 'received' AND received_at = ?"
                        + " AND id = ?",
                parcel.receivedAt(),
                parcel.id());
        cql("UPDATE parcels_by_depot_id SET depot_city = null WHERE depot_id = ?", depot.id());
        repairsAndComesBackClean(AuditReport::staleReferences, 3);
    }

    @Test
    void aStaleCopyOfARenamedDepot() {
        cql(
                "UPDATE parcels_by_status SET depot_name = 'Alt' WHERE status = 'received' AND received_at = ?"
                        + " AND id = ?",
                parcel.receivedAt(),
                parcel.id());
        cql("UPDATE parcels_by_depot_id SET depot_name = 'Alt' WHERE depot_id = ?", depot.id());
        repairsAndComesBackClean(AuditReport::staleReferences, 2);
    }

    @Test
    void aFixedCopyInAPartitionKeyWrittenUnderTheWrongValue() {
        // What the old insert left for new Depot(id, null, "Roubaix", …): the row under the wrong city.
        cql(
                "DELETE FROM parcels_by_depot_city WHERE depot_city = 'Lille' AND received_at = ? AND id = ?",
                parcel.receivedAt(),
                parcel.id());
        cql(
                "INSERT INTO parcels_by_depot_city (depot_city, received_at, id, depot_id, depot_name, status)"
                        + " VALUES ('Roubaix', ?, ?, ?, 'Dépôt Est', 'received')",
                parcel.receivedAt(),
                parcel.id(),
                depot.id());
        AuditReport audit = parcels.audit();
        assertEquals(1, audit.missing(), audit.toString());
        assertEquals(1, audit.orphaned(), audit.toString());
        repairsAndComesBackClean(report -> report.missing() + report.orphaned(), 2);
    }

    @Test
    void aMissingRow() {
        cql(
                "DELETE FROM parcels_by_status WHERE status = 'received' AND received_at = ? AND id = ?",
                parcel.receivedAt(),
                parcel.id());
        repairsAndComesBackClean(AuditReport::missing, 1);
    }

    @Test
    void aStaleRow() {
        cql(
                "UPDATE parcels_by_depot_city SET note = null WHERE depot_city = 'Lille' AND received_at = ? AND id = ?",
                parcel.receivedAt(),
                parcel.id());
        repairsAndComesBackClean(AuditReport::stale, 1);
    }

    @Test
    void anOrphanedRowAndAnOrphanedPartitionOfStatics() {
        cql(
                "INSERT INTO parcels_by_status (status, received_at, id, depot_id, depot_name) VALUES"
                        + " ('out', ?, ?, ?, 'Dépôt Est')",
                Instant.now(),
                UUID.randomUUID(),
                depot.id());
        cql(
                "UPDATE parcels_by_depot_id SET depot_name = 'Geister', depot_city = 'Nowhere' WHERE depot_id = ?",
                UUID.randomUUID());
        repairsAndComesBackClean(AuditReport::orphaned, 2);
    }

    @Test
    void aDanglingReferenceIsReportedAndLeftAsDocumented() {
        depots.delete(depot.id());
        AuditReport repaired = parcels.auditAndRepair();
        assertTrue(repaired.danglingReferences() > 0, repaired.toString());
        assertEquals(
                0,
                repaired.staleReferences() + repaired.missing() + repaired.stale() + repaired.orphaned(),
                repaired.toString());
        assertTrue(repaired.toString().contains("dangling references left as they are"), repaired.toString());
        // The parcel keeps the depot's last values everywhere; deleting it leaves the audit clean.
        assertEverywhere(parcels, parcel.id(), stored(depot), "received");
        assertEquals(repaired.danglingReferences(), parcels.audit().danglingReferences());
        parcels.delete(parcel.id());
        AuditReport audit = parcels.audit();
        assertTrue(audit.isClean(), audit.toString());
    }

    /**
     * Audits ({@code expected} findings of the planted kind, nothing else that repair rewrites), repairs,
     * audits again (clean), and reads the parcel as stored everywhere.
     */
    private void repairsAndComesBackClean(ToLongFunction<AuditReport> planted, long expected) {
        AuditReport before = parcels.audit();
        assertEquals(expected, planted.applyAsLong(before), before.toString());
        assertTrue(before.examples().stream().noneMatch(f -> f.kind() == Finding.Kind.DANGLING_REFERENCE));
        AuditReport repair = parcels.auditAndRepair();
        assertEquals(expected, planted.applyAsLong(repair), repair.toString());
        assertTrue(repair.repaired());
        AuditReport after = parcels.audit();
        assertTrue(after.isClean(), after.toString());
        assertEverywhere(parcels, parcel.id(), stored(depot), "received");
    }

    private static void cql(String statement, Object... values) {
        session.execute(SimpleStatement.newInstance(statement, values).setKeyspace(keyspace));
    }
}
