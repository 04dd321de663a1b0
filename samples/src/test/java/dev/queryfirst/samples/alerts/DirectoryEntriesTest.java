package dev.queryfirst.samples.alerts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.BatchableStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.servererrors.InvalidQueryException;
import com.datastax.oss.driver.api.core.session.Request;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.internal.DirectoryTable;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The directory entries a DAO leaves out of its batches (docs/mapping-rules.md, "Bucket directories", the write cost of a
 * directory): a DAO lists a key's bucket once, then its saves of the same key and day carry no
 * upsert; an entry counts as written only once its batch succeeded; the entry's TTL outlives the
 * rows written while the DAO trusts it. The upserts each write sends are counted through a driver
 * {@link RequestCounter} that looks inside the batches.
 */
@CassandraTest
class DirectoryEntriesTest {

    /** Upserts into the directory table, in the statements the node answered. */
    private static final RequestCounter UPSERTS = new RequestCounter(DirectoryEntriesTest::upserts);

    private static CqlSession tracked;
    private static String keyspace;

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace testKeyspace) {
        keyspace = testKeyspace.name();
        AlertsSchema.create(session, keyspace, Replication.simple(1));
        tracked = UPSERTS.session(session);
    }

    private static int upserts(Request request) {
        int upserts = 0;
        if (request instanceof BatchStatement batch) {
            for (BatchableStatement<?> statement : batch) {
                upserts += isUpsert(statement) ? 1 : 0;
            }
        } else if (request instanceof BatchableStatement<?> statement && isUpsert(statement)) {
            upserts++;
        }
        return upserts;
    }

    private static boolean isUpsert(BatchableStatement<?> statement) {
        if (!(statement instanceof BoundStatement bound)) {
            return false;
        }
        String query = bound.getPreparedStatement().getQuery();
        return query.equals(AlertsByServiceNameBucketsTable.upsertCql(keyspace))
                || query.equals(AlertsByServiceNameBucketsTable.upsertCql(dropped()));
    }

    /** The keyspace whose directory table a test drops: dropping it takes every DAO's entries with it. */
    private static String dropped() {
        return keyspace + "_dropped";
    }

    @AfterAll
    static void close() {
        tracked.close();
    }

    private static AlertDao dao(DaoOptions options) {
        return AlertDao.create(tracked, options.withKeyspace(keyspace));
    }

    /** An alert of {@code service} raised {@code daysAgo} days before now, with sub-millisecond precision. */
    private static Alert alert(String service, int daysAgo) {
        Instant at = Instant.now().minus(daysAgo, ChronoUnit.DAYS);
        return new Alert(UUID.randomUUID(), service, at, "WARN", "disk ë at " + at);
    }

    /** The upserts {@code writes} sent. */
    private static int upsertsOf(Runnable writes) {
        return UPSERTS.countOf(writes);
    }

    @Test
    void aDaoListsABucketOnceThenLeavesItsEntryOutOfLaterSaves() {
        for (WriteMode mode : WriteMode.values()) {
            AlertDao dao = dao(DaoOptions.defaults().withWriteMode(mode));
            String service = "dense-" + mode;
            // Five saves today, then two three days ago: one upsert per day, the first save of each.
            int upserts = upsertsOf(() -> {
                for (int i = 0; i < 5; i++) {
                    dao.save(alert(service, 0));
                }
                dao.save(alert(service, 3));
                dao.save(alert(service, 3));
            });
            assertEquals(2, upserts, mode + ": one upsert per bucket, the first write of it");
            assertEquals(7, dao.latestByService(service, 10).size(), mode.toString());
            assertTrue(dao.audit().isClean(), () -> dao.audit().toString());

            // Another DAO (another application instance) lists the same bucket once itself.
            AlertDao other = dao(DaoOptions.defaults().withWriteMode(mode));
            assertEquals(1, upsertsOf(() -> other.save(alert(service, 0))), mode.toString());
        }
    }

    @Test
    void withoutTheCacheEveryWriteListsItsBucket() {
        AlertDao dao = dao(DaoOptions.defaults().withDirectoryCache(0));
        int upserts = upsertsOf(() -> {
            for (int i = 0; i < 4; i++) {
                dao.insert(alert("uncached", 0));
            }
        });
        assertEquals(4, upserts);
        assertEquals(4, dao.latestByService("uncached", 10).size());
    }

    @Test
    void anEntryCountsAsWrittenOnlyOnceItsBatchSucceeded() {
        String dropped = dropped();
        AlertsSchema.create(tracked, dropped, Replication.simple(1));
        try {
            AlertDao dao = AlertDao.create(tracked, DaoOptions.defaults().withKeyspace(dropped));
            String directory = dropped + "." + AlertsByServiceNameBucketsTable.NAME;
            tracked.execute("DROP TABLE " + directory);
            Alert failed = alert("failing", 0);
            assertThrows(InvalidQueryException.class, () -> dao.save(failed));
            tracked.execute(AlertsByServiceNameBucketsTable.createCql(dropped));

            // The failed batch recorded nothing: the next save of that day lists it.
            Alert saved = alert("failing", 0);
            assertEquals(1, upsertsOf(() -> dao.save(saved)));
            assertEquals(
                    List.of(saved.alertId()),
                    dao.latestByService("failing", 10).stream()
                            .map(Alert::alertId)
                            .toList());
            assertTrue(dao.audit().isClean(), () -> dao.audit().toString());
        } finally {
            tracked.execute("DROP KEYSPACE IF EXISTS " + dropped);
        }
    }

    @Test
    void anEntryDeletedBehindTheDaosBackIsFoundByTheAuditAndRepaired() {
        // Documented: a DAO assumes entries leave only by their TTL (DaoOptions.withDirectoryCache).
        AlertDao dao = dao(DaoOptions.defaults());
        Alert first = alert("planted", 1);
        dao.save(first);
        tracked.execute(
                "DELETE FROM " + keyspace + "." + AlertsByServiceNameBucketsTable.NAME
                        + " WHERE service_name = ? AND raised_at_day = ?",
                "planted",
                LocalDate.ofInstant(first.raisedAt(), ZoneOffset.UTC));
        assertEquals(0, upsertsOf(() -> dao.save(alert("planted", 1))), "the DAO trusts the entry it wrote");
        AuditReport found = dao.audit();
        assertEquals(1, found.table(AlertsByServiceNameBucketsTable.NAME).missing(), found::toString);
        dao.auditAndRepair();
        assertEquals(2, dao.latestByService("planted", 10).size());
        assertTrue(dao.audit().isClean(), () -> dao.audit().toString());
        // A new DAO remembers nothing and lists the bucket with its first write.
        assertEquals(1, upsertsOf(() -> dao(DaoOptions.defaults()).save(alert("planted", 1))));
    }

    @Test
    void theEntryOutlivesTheRowsWrittenWhileTheDaoTrustsIt() {
        Matcher rows = Pattern.compile("default_time_to_live = (\\d+)").matcher(AlertsByServiceNameTable.CREATE_CQL);
        assertTrue(rows.find(), AlertsByServiceNameTable.CREATE_CQL);
        long rowTtl = Long.parseLong(rows.group(1));
        assertEquals(365L * 24 * 3600, rowTtl);
        // The processor's margin and the runtime's agree: twice what a DAO trusts, added to the rows' TTL.
        assertEquals(2 * DirectoryTable.REMEMBERED_SECONDS, DirectoryTable.TTL_MARGIN_SECONDS);
        String upsert = AlertsByServiceNameBucketsTable.upsertCql(keyspace);
        assertTrue(
                upsert.endsWith(" USING TTL " + (rowTtl + DirectoryTable.TTL_MARGIN_SECONDS)),
                () -> "the upsert must keep the entry " + DirectoryTable.TTL_MARGIN_SECONDS
                        + " s beyond the rows' TTL: " + upsert);
        assertFalse(DaoOptions.defaults().directoryCache() == 0, "the cache is on by default");
    }
}
