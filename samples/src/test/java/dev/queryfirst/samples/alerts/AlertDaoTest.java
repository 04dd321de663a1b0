package dev.queryfirst.samples.alerts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.Page;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.audit.Finding;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The generated Alert DAO against a real node: a sparse key read through its bucket directory
 * ({@code @TimeBucket(directory = true)}, docs/mapping-rules.md, "Bucket directories"). Alerts are spread over weeks before
 * {@code Instant.now()}; each read is counted through a driver {@link RequestCounter}, so the
 * test sees that a read touches the directory once, then only the buckets its rows need.
 */
@CassandraTest
class AlertDaoTest {

    private static final RequestCounter REQUESTS = new RequestCounter(request -> 1);
    private static CqlSession tracked;
    private static AlertDao dao;
    private static AlertDao parallel;
    private static String keyspace;

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace testKeyspace) {
        keyspace = testKeyspace.name();
        AlertsSchema.create(session, keyspace, Replication.simple(1));
        tracked = REQUESTS.session(session);
        dao = AlertDao.create(tracked, DaoOptions.defaults().withKeyspace(keyspace));
        parallel = AlertDao.create(
                tracked, DaoOptions.defaults().withKeyspace(keyspace).withWriteMode(WriteMode.PARALLEL));
    }

    @AfterAll
    static void close() {
        tracked.close();
    }

    /** Alerts of {@code service} raised {@code daysAgo} days before now (sub-millisecond instants), written. */
    private static List<Alert> raise(AlertDao writer, String service, int... daysAgo) {
        Instant now = Instant.now();
        List<Alert> alerts = new ArrayList<>();
        for (int i = 0; i < daysAgo.length; i++) {
            Instant at = now.minus(daysAgo[i], ChronoUnit.DAYS).minusSeconds(i).minusNanos(1_234);
            Alert alert = new Alert(UUID.randomUUID(), service, at, i % 2 == 0 ? "WARN" : "CRIT", "disk ë " + i);
            writer.insert(alert);
            alerts.add(alert);
        }
        alerts.sort(Comparator.comparing(Alert::raisedAt).reversed());
        return alerts;
    }

    private static List<UUID> ids(List<Alert> alerts) {
        return alerts.stream().map(Alert::alertId).toList();
    }

    /** The distinct day buckets of {@code alerts}: the partitions a read of them needs. */
    private static long days(List<Alert> alerts) {
        return alerts.stream()
                .map(a -> LocalDate.ofInstant(a.raisedAt(), ZoneOffset.UTC))
                .distinct()
                .count();
    }

    /** The requests {@code read} sent. */
    private static int requestsOf(Runnable read) {
        return REQUESTS.countOf(read);
    }

    @Test
    void latestNReadsTheDirectoryThenOnlyTheBucketsItNeeds() {
        List<Alert> alerts = raise(dao, "billing", 0, 0, 9, 23, 23, 40, 61);
        for (int limit : new int[] {1, 2, 3, 5, 7, 10}) {
            List<Alert> expected = alerts.subList(0, Math.min(limit, alerts.size()));
            List<List<UUID>> read = new ArrayList<>();
            int requests = requestsOf(() -> read.add(ids(dao.latestByService("billing", limit))));
            assertEquals(ids(expected), read.get(0), "limit " + limit);
            assertEquals(1 + days(expected), requests, "the directory, then the days of the rows, limit " + limit);
        }
    }

    @Test
    void theLookbackNoLongerTruncates() {
        // 3 alerts in 200 days: a walk would stop at its lookback; the directory finds all three.
        List<Alert> alerts = raise(parallel, "quiet", 2, 95, 200);
        int[] requests = {0};
        List<Alert> read = new ArrayList<>();
        requests[0] = requestsOf(() -> read.addAll(dao.latestByService("quiet", 10)));
        assertEquals(ids(alerts), ids(read));
        assertEquals(1 + 3, requests[0]);
        assertEquals(
                alerts.get(0).raisedAt().truncatedTo(ChronoUnit.MILLIS),
                read.get(0).raisedAt());
        assertEquals(List.of(), dao.latestByService("no such service", 10));
    }

    @Test
    void rangesReadTheListedBucketsBetweenTheirBounds() {
        List<Alert> alerts = raise(dao, "ranges", 1, 5, 5, 30, 31, 70);
        Instant from = Instant.now().minus(32, ChronoUnit.DAYS);
        Instant to = Instant.now().minus(4, ChronoUnit.DAYS);
        List<Alert> expected = alerts.stream()
                .filter(a -> !a.raisedAt().isBefore(from) && a.raisedAt().isBefore(to))
                .toList();
        List<Alert> read = new ArrayList<>();
        int requests = requestsOf(() -> read.addAll(dao.byServiceAndTime("ranges", from, to, 100)));
        assertEquals(ids(expected), ids(read));
        assertEquals(1 + days(expected), requests);
    }

    @Test
    void pagesResumeAcrossListedBuckets() {
        List<Alert> alerts = raise(dao, "paged", 0, 3, 3, 3, 17, 44, 44, 120);
        for (int pageSize : new int[] {1, 2, 3, 5, 100}) {
            List<UUID> all = new ArrayList<>();
            String cursor = null;
            do {
                Page<Alert> page = dao.latestByServicePage("paged", pageSize, cursor);
                all.addAll(ids(page.items()));
                cursor = page.cursor().orElse(null);
            } while (cursor != null);
            assertEquals(ids(alerts), all, "pages of " + pageSize);
        }
    }

    @Test
    void theAuditRepairsAMissingEntryAndReportsAnEmptiedBucket() {
        List<Alert> alerts = raise(dao, "audited", 1, 12, 50);
        assertTrue(dao.audit().isClean(), () -> dao.audit().toString());

        // A lost directory entry hides its bucket's rows from every read.
        Alert oldest = alerts.get(2);
        tracked.execute(
                "DELETE FROM " + keyspace + "." + AlertsByServiceNameBucketsTable.NAME
                        + " WHERE service_name = ? AND raised_at_day = ?",
                "audited",
                LocalDate.ofInstant(oldest.raisedAt(), ZoneOffset.UTC));
        assertEquals(ids(alerts.subList(0, 2)), ids(dao.latestByService("audited", 10)));
        AuditReport found = dao.audit();
        assertFalse(found.isClean());
        assertEquals(1, found.table(AlertsByServiceNameBucketsTable.NAME).missing(), found::toString);
        AuditReport repaired = dao.auditAndRepair();
        assertEquals(1, repaired.table(AlertsByServiceNameBucketsTable.NAME).missing());
        assertEquals(ids(alerts), ids(dao.latestByService("audited", 10)));
        assertTrue(dao.audit().isClean(), () -> dao.audit().toString());

        // A delete leaves its entry: the emptied bucket is reported, and reads skip it.
        assertTrue(dao.delete(alerts.get(1).alertId()));
        AuditReport emptied = dao.audit();
        // (other tests' services may have emptied buckets of their own)
        assertEquals(
                List.of(List.of("audited", LocalDate.ofInstant(alerts.get(1).raisedAt(), ZoneOffset.UTC))),
                emptied.examples().stream()
                        .filter(f -> f.kind() == Finding.Kind.EMPTY_BUCKET
                                && f.primaryKey().get(0).equals("audited"))
                        .map(Finding::primaryKey)
                        .toList(),
                emptied::toString);
        assertTrue(emptied.isClean(), "an emptied bucket is no inconsistency");
        assertEquals(List.of(alerts.get(0).alertId(), oldest.alertId()), ids(dao.latestByService("audited", 10)));
    }

    @Test
    void anUpdateThatMovesARowListsItsNewBucket() {
        List<Alert> alerts = raise(dao, "moved", 3, 8);
        Alert moved = alerts.get(1);
        Alert earlier = new Alert(
                moved.alertId(),
                moved.serviceName(),
                moved.raisedAt().minus(80, ChronoUnit.DAYS),
                moved.severity(),
                moved.summary());
        assertTrue(dao.update(earlier));
        assertEquals(List.of(alerts.get(0).alertId(), moved.alertId()), ids(dao.latestByService("moved", 10)));
        dao.save(new Alert(UUID.randomUUID(), "moved", Instant.now().minus(150, ChronoUnit.DAYS), null, null));
        assertEquals(3, dao.latestByService("moved", 10).size());
        assertTrue(dao.audit().isClean(), () -> dao.audit().toString());
    }
}
