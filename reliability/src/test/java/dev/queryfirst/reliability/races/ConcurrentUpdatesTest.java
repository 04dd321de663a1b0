package dev.queryfirst.reliability.races;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.ConcurrentUpdateException;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.internal.Futures;
import dev.queryfirst.runtime.internal.Prepared;
import dev.queryfirst.runtime.internal.write.Writer;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * 8 threads × 500 conflicting updates of the moving attribute of the same four tickets.
 *
 * <p>Versioned ({@link VersionedTicket}): every update either wins or throws
 * {@link ConcurrentUpdateException}, which says to retry; the audit ends clean and each ticket
 * is found under its current status only.
 *
 * <p>Not versioned ({@link Ticket}): two updates can read the same previous state; both delete
 * that state's copy and write their own, and the base row keeps the later one, so the earlier
 * one's copy stays behind — a ticket found under a status it no longer has (an orphan). Nothing
 * is ever missing or stale: the copies of one update share its batch's timestamp. The audit
 * finds the orphans and its repair deletes them.
 */
@CassandraTest
class ConcurrentUpdatesTest {

    private static final int THREADS = 8;
    private static final int UPDATES = 500;
    private static final long[] TICKETS = {1, 2, 3, 4};

    private static VersionedTicketDao versioned;
    private static TicketDao plain;
    private static CqlSession session;
    private static String keyspace;

    @BeforeAll
    static void schema(CqlSession cql, TestKeyspace testKeyspace) {
        session = cql;
        keyspace = testKeyspace.name();
        RacesSchema.create(session, keyspace, Replication.simple(1));
        DaoOptions options = DaoOptions.defaults().withKeyspace(keyspace);
        versioned = VersionedTicketDao.create(session, options);
        plain = TicketDao.create(session, options);
    }

    /** Runs {@code update(thread, i)} 500 times on each of 8 threads, all at once. */
    private static void storm(Update update) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<?>> workers = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int thread = t;
                workers.add(pool.submit(() -> {
                    for (int i = 0; i < UPDATES; i++) {
                        update.run(thread, i);
                    }
                    return null;
                }));
            }
            for (Future<?> worker : workers) {
                worker.get(10, TimeUnit.MINUTES);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** One update of the storm. */
    private interface Update {
        void run(int thread, int i);
    }

    private static long ticket(int thread, int i) {
        return TICKETS[(thread + i) % TICKETS.length];
    }

    @Test
    void versionedUpdatesWinOrThrowARetryableExceptionAndTheAuditEndsClean() throws Exception {
        for (long id : TICKETS) {
            versioned.insert(new VersionedTicket(id, "new", "nobody"));
        }
        AtomicInteger won = new AtomicInteger();
        AtomicInteger lost = new AtomicInteger();
        AtomicInteger wonOnRetry = new AtomicInteger();
        storm((thread, i) -> {
            VersionedTicket next = new VersionedTicket(ticket(thread, i), "t" + thread + "-" + i, "thread " + thread);
            try {
                versioned.update(next);
                won.incrementAndGet();
            } catch (ConcurrentUpdateException conflict) {
                assertTrue(conflict.getMessage().contains("retry by re-reading"), conflict.getMessage());
                lost.incrementAndGet();
                if (i % 10 == 0 && retried(next)) {
                    wonOnRetry.incrementAndGet();
                }
            }
        });
        System.out.printf(
                "versioned: %d updates, %d won, %d lost the race (ConcurrentUpdateException),"
                        + " %d of the retried ones won on retry%n",
                THREADS * UPDATES, won.get(), lost.get(), wonOnRetry.get());
        assertEquals(THREADS * UPDATES, won.get() + lost.get());
        assertTrue(lost.get() > 0, "8 threads on 4 tickets conflict");
        AuditReport audit = versioned.audit();
        assertTrue(audit.isClean(), audit.toString());
        for (long id : TICKETS) {
            VersionedTicket current = versioned.findByKey(id).orElseThrow();
            assertEquals(List.of(current), versioned.byStatus(current.status()));
        }
        assertEquals(TICKETS.length, rows(VersionedTicketsByStatusTable.NAME));
    }

    /** Retries a lost update until it wins or another thread wins in between five times. */
    private static boolean retried(VersionedTicket next) {
        for (int attempt = 0; attempt < 5; attempt++) {
            try {
                return versioned.update(next);
            } catch (ConcurrentUpdateException again) {
                Thread.onSpinWait();
            }
        }
        return false;
    }

    @Test
    void racingUpdatesWithoutVersionsLeaveOrphanedCopiesThatTheAuditRepairs() throws Exception {
        for (long id : TICKETS) {
            plain.insert(new Ticket(id, "new", "nobody"));
        }
        storm((thread, i) -> plain.update(new Ticket(ticket(thread, i), "t" + thread + "-" + i, "thread " + thread)));
        AuditReport audit = plain.audit();
        System.out.printf(
                "not versioned: %d updates left %d orphaned, %d stale and %d missing"
                        + " copies in %s (%d rows for %d tickets)%n",
                THREADS * UPDATES,
                audit.orphaned(),
                audit.stale(),
                audit.missing(),
                TicketsByStatusTable.NAME,
                rows(TicketsByStatusTable.NAME),
                TICKETS.length);
        assertEquals(0, audit.missing() + audit.stale(), audit.toString());
        assertEquals(rows(TicketsByStatusTable.NAME), TICKETS.length + audit.orphaned());

        AuditReport repaired = plain.auditAndRepair();
        assertEquals(audit.orphaned(), repaired.orphaned(), repaired.toString());
        AuditReport after = plain.audit();
        assertTrue(after.isClean(), after.toString());
        for (long id : TICKETS) {
            Ticket current = plain.findByKey(id).orElseThrow();
            assertEquals(List.of(current), plain.byStatus(current.status()));
        }
        assertEquals(TICKETS.length, rows(TicketsByStatusTable.NAME));
    }

    /**
     * The race itself, step by step: update A reads the ticket, update B moves it, then A writes
     * what it would have written from the state it read. B's copy is left behind.
     */
    @Test
    void twoUpdatesThatReadTheSameStateLeaveTheFirstWritersCopyBehind() {
        Ticket read = new Ticket(100, "open", "nobody");
        plain.insert(read);
        Ticket byB = new Ticket(100, "assigned", "bea");
        plain.update(byB);
        Ticket byA = new Ticket(100, "closed", "al");
        Writer writer = new Writer(session, DaoOptions.defaults().withKeyspace(keyspace));
        List<String> statements = new ArrayList<>(TicketsTable.statements(keyspace));
        statements.addAll(TicketsByStatusTable.statements(keyspace));
        Prepared prepared = Futures.getUninterruptibly(Prepared.prepareAsync(session, statements));
        // Exactly TicketDao.update's batch, from the state A read before B's update.
        writer.batch()
                .move(new TicketsByStatusTable(prepared, keyspace), read, byA)
                .insert(new TicketsTable(prepared, keyspace), byA)
                .execute();

        assertEquals(Optional.of(byA), plain.findByKey(100));
        assertEquals(List.of(byB), plain.byStatus("assigned"), "B's copy is left behind");
        AuditReport audit = plain.audit();
        assertEquals(1, audit.orphaned(), audit.toString());
        plain.auditAndRepair();
        assertEquals(List.of(), plain.byStatus("assigned"));
        assertEquals(List.of(byA), plain.byStatus("closed"));
    }

    /** The rows of the storm's tickets in {@code table} (another test adds its own ticket). */
    private static long rows(String table) {
        List<Long> tickets = java.util.Arrays.stream(TICKETS).boxed().toList();
        return session.execute("SELECT id FROM " + keyspace + "." + table).all().stream()
                .filter(row -> tickets.contains(row.getLong(0)))
                .count();
    }
}
