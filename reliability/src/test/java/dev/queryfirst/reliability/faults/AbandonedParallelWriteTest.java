package dev.queryfirst.reliability.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.internal.Futures;
import dev.queryfirst.runtime.internal.Prepared;
import dev.queryfirst.runtime.internal.write.Writer;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What PARALLEL mode does not promise, exactly. It writes an entity's copies first and its base
 * row last, so a failed write can leave its new copies without the base row that describes them.
 * Retried — the same call — it converges. Abandoned, and followed by a newer write of the same
 * entity, its copies stay behind: the newer write moves the entity from the state the base table
 * holds, which never saw the failed one. The audit reports them as orphans and its repair deletes
 * them. (LOGGED mode is atomic and has no such window; the fault runs show both under a kill.)
 */
@CassandraTest
class AbandonedParallelWriteTest {

    private static ShipmentDao dao;
    private static Writer writer;
    private static ShipmentsByStatusTable byStatus;
    private static ShipmentsByCarrierTable byCarrier;

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        FaultsSchema.create(session, keyspace.name(), Replication.simple(1));
        DaoOptions options = DaoOptions.defaults().withKeyspace(keyspace.name()).withWriteMode(WriteMode.PARALLEL);
        dao = ShipmentDao.create(session, options);
        writer = new Writer(session, options);
        List<String> statements = new ArrayList<>(ShipmentsByStatusTable.statements(keyspace.name()));
        statements.addAll(ShipmentsByCarrierTable.statements(keyspace.name()));
        Prepared prepared = Futures.getUninterruptibly(Prepared.prepareAsync(session, statements));
        byStatus = new ShipmentsByStatusTable(prepared, keyspace.name());
        byCarrier = new ShipmentsByCarrierTable(prepared, keyspace.name());
    }

    /** The copies of a save from {@code from} to {@code to}, without its base row: a failed save. */
    private static void failedSave(Shipment from, Shipment to) {
        writer.batch().move(byStatus, from, to).move(byCarrier, from, to).execute();
    }

    @Test
    void anAbandonedFailedWriteLeavesOrphansThatTheAuditRepairs() {
        Shipment created = new Shipment(1, "created", "dhl", 1);
        Shipment failed = new Shipment(1, "in transit", "ups", 2);
        Shipment delivered = new Shipment(1, "delivered", "post", 3);
        dao.insert(created);
        failedSave(created, failed);
        dao.save(delivered);

        assertEquals(List.of(failed), dao.byStatus("in transit"), "the abandoned copy is still found");
        AuditReport audit = dao.audit();
        assertEquals(2, audit.orphaned(), audit.toString());
        assertEquals(0, audit.missing() + audit.stale(), audit.toString());

        AuditReport repaired = dao.auditAndRepair();
        assertEquals(2, repaired.orphaned(), repaired.toString());
        assertEquals(List.of(), dao.byStatus("in transit"));
        assertEquals(List.of(delivered), dao.byStatus("delivered"));
        AuditReport after = dao.audit();
        assertTrue(after.isClean(), after.toString());
    }

    @Test
    void aFailedWriteRetriedBeforeTheNextOneConverges() {
        Shipment created = new Shipment(2, "created 2", "dhl", 1);
        Shipment failed = new Shipment(2, "in transit 2", "ups 2", 2);
        Shipment delivered = new Shipment(2, "delivered 2", "post 2", 3);
        dao.insert(created);
        failedSave(created, failed);
        dao.save(failed);
        dao.save(delivered);

        assertEquals(List.of(), dao.byStatus("in transit 2"));
        assertEquals(List.of(delivered), dao.byCarrier("post 2"));
        AuditReport audit = dao.audit();
        assertTrue(audit.isClean(), audit.toString());
    }
}
