package dev.queryfirst.reliability.references;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.reliability.support.TestSessions;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The static copies of a versioned entity (found by the oracle, model m194). Its copies are
 * written at times that follow its own versions, long past for an entity last written long ago;
 * the statics of a partition are shared by every entity in it and deleted when its last row
 * leaves. Deleted at the leaving entity's version time, they outlived that delete when another
 * entity had written them later (the partition then answered with a row of nulls), and they hid
 * the statics that an entity last written earlier wrote on entering the partition (its row then
 * showed no customer name). Statics are now deleted, and written by a row entering a partition, at
 * the client's clock.
 */
@CassandraTest
class VersionedStaticCopiesTest {

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        ReferencesSchema.create(session, keyspace.name(), Replication.simple(1));
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aPartitionEmptiedByAnOlderEntityHoldsNoRowOfNulls(WriteMode mode, TestKeyspace keyspace) {
        try (CqlSession session = TestSessions.open(keyspace, null)) {
            MembershipDao memberships = MembershipDao.create(session, options(keyspace, mode));
            Customer zoe = new Customer(UUID.randomUUID(), "Zoë Ærø");
            Membership older = new Membership(UUID.randomUUID(), zoe, "gold");
            Membership newer = new Membership(UUID.randomUUID(), zoe, "silver");
            memberships.insert(older);
            memberships.insert(newer);
            assertTrue(memberships.delete(newer.id()));
            // The last row leaves; the statics go, although the newer membership wrote them last.
            assertTrue(memberships.delete(older.id()));
            assertEquals(List.of(), memberships.byCustomer(zoe.id(), 100));
            AuditReport audit = memberships.audit();
            assertTrue(audit.isClean(), audit.toString());
        }
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void anOlderEntityEnteringAnEmptiedPartitionKeepsItsCopy(WriteMode mode, TestKeyspace keyspace) {
        try (CqlSession session = TestSessions.open(keyspace, null)) {
            MembershipDao memberships = MembershipDao.create(session, options(keyspace, mode));
            Customer zoe = new Customer(UUID.randomUUID(), "Zoë Ærø");
            Customer binh = new Customer(UUID.randomUUID(), "Nguyễn Bình");
            Membership older = new Membership(UUID.randomUUID(), binh, "gold");
            memberships.insert(older);
            Membership newer = new Membership(UUID.randomUUID(), zoe, "silver");
            memberships.insert(newer);
            assertTrue(memberships.delete(newer.id()));
            // Written at the time of its version, older than the delete of zoe's statics.
            Membership moved = new Membership(older.id(), zoe, "gold");
            assertTrue(memberships.update(moved));
            assertEquals(List.of(moved), memberships.byCustomer(zoe.id(), 100));
            assertEquals(List.of(), memberships.byCustomer(binh.id(), 100));
            AuditReport audit = memberships.audit();
            assertTrue(audit.isClean(), audit.toString());
        }
    }

    private static DaoOptions options(TestKeyspace keyspace, WriteMode mode) {
        return DaoOptions.defaults().withKeyspace(keyspace.name()).withWriteMode(mode);
    }
}
