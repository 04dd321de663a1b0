package dev.queryfirst.reliability.values;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
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
 * Regression test for the oracle's first finding: the audit compared {@code byte[]} attributes
 * with {@code equals}, so every copy of an entity holding one was "stale" — and, in a key, every
 * row "orphaned". Copies of equal bytes are equal, and a save that keeps the bytes keeps the row.
 */
@CassandraTest
class BytesAuditTest {

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        ValuesSchema.create(session, keyspace.name(), Replication.simple(1));
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void bytesCompareByContent(WriteMode mode, TestKeyspace keyspace) {
        try (CqlSession session = TestSessions.open(keyspace, null)) {
            AttachmentDao dao = AttachmentDao.create(
                    session, DaoOptions.defaults().withKeyspace(keyspace.name()).withWriteMode(mode));
            String owner = "owner-" + mode;
            Attachment attachment =
                    new Attachment(UUID.randomUUID(), owner, new byte[] {1, (byte) 0xFF}, new byte[] {0, 'x'});
            dao.insert(attachment);
            AuditReport audit = dao.audit();
            assertTrue(audit.isClean(), audit.toString());
            // The same bytes in new arrays: the key did not move, the row stays.
            dao.save(new Attachment(attachment.id(), owner, attachment.digest().clone(), new byte[0]));
            List<Attachment> found = dao.byOwner(owner);
            assertEquals(1, found.size());
            assertArrayEquals(attachment.digest(), found.get(0).digest());
            assertArrayEquals(new byte[0], found.get(0).content());
            audit = dao.audit();
            assertTrue(audit.isClean(), audit.toString());
        }
    }
}
