package dev.queryfirst.samples.users;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import dev.queryfirst.runtime.ConcurrentUpdateException;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.samples.Raw;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The writes of the versioned User ({@code @Entity(versioned = true)}) under contention: every
 * update either wins or fails with {@link ConcurrentUpdateException}, and the copies in
 * {@code users_by_email} follow the versions even when the batches of two successive winners
 * arrive in the opposite order.
 */
@CassandraTest
class VersionedWritesTest {

    private static UserDao dao;
    private static Raw raw;
    private static DaoOptions options;

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        UsersSchema.create(session, keyspace.name(), Replication.simple(1));
        options = DaoOptions.defaults().withKeyspace(keyspace.name());
        dao = UserDao.create(session, options);
        raw = new Raw(session, keyspace.name());
    }

    @Test
    void eightThreadsMovingTheSameUsersEitherWinOrFailAndLeaveNoStrayCopy() throws Exception {
        List<String> names = List.of("ann", "ben", "cat");
        for (String name : names) {
            dao.insert(new User(name, name + "@start.example", name, 0));
        }
        int threads = 8;
        int updatesPerThread = 40;
        AtomicInteger won = new AtomicInteger();
        AtomicInteger lost = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> workers = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int thread = t;
                workers.add(pool.submit(() -> {
                    for (int i = 0; i < updatesPerThread; i++) {
                        String name = names.get(i % names.size());
                        User moved = new User(name, name + "@t" + thread + "-" + i + ".example", name, i);
                        try {
                            assertTrue(dao.update(moved), "the user exists");
                            won.incrementAndGet();
                        } catch (ConcurrentUpdateException conflict) {
                            assertEquals(List.of(name), conflict.key());
                            assertTrue(conflict.getMessage().contains("retry by re-reading"), conflict.getMessage());
                            lost.incrementAndGet();
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> worker : workers) {
                worker.get(5, TimeUnit.MINUTES);
            }
        } finally {
            pool.shutdownNow();
        }

        assertEquals(threads * updatesPerThread, won.get() + lost.get(), "every update won or lost, none vanished");
        assertTrue(lost.get() > 0, "eight threads on three users conflict");
        long versions = 0;
        for (String name : names) {
            User current = dao.findByKey(name).orElseThrow();
            assertEquals(Optional.of(current), dao.byEmail(current.email()));
            versions += raw.rows(UsersByUsernameTable.NAME, "username = ?", name)
                            .get(0)
                            .getLong("version")
                    - 1;
        }
        assertEquals(won.get(), versions, "every winner, and only winners, advanced a version");
        assertEquals(
                names.size(),
                raw.rows(UsersByEmailTable.NAME, "").stream()
                        .filter(row -> names.contains(row.getString("username")))
                        .count(),
                "one users_by_email row per user");
        AuditReport audit = dao.audit();
        assertTrue(audit.isClean(), audit.toString());
    }

    @Test
    void theCopiesOfALaterVersionWinWhenTheEarlierBatchLandsLast(CqlSession session) {
        dao.insert(new User("dora", "dora@1.example", "Dora", 1));
        HeldBatches held = new HeldBatches(session);
        UserDao slow = UserDao.create(held.session(), options);

        CompletableFuture<Boolean> first =
                slow.updateAsync(new User("dora", "dora@2.example", "Dora", 2)).toCompletableFuture();
        held.awaitHeld(); // version 2 is in the base row; its users_by_email batch has not been sent
        assertTrue(dao.update(new User("dora", "dora@3.example", "Dora", 3))); // version 3, all copies written
        held.release(); // now version 2's batch lands: delete dora@1, insert dora@2
        assertTrue(first.join());

        assertEquals(
                List.of(),
                raw.rows(UsersByEmailTable.NAME, "email = ?", "dora@2.example"),
                "version 3 deleted version 2's row, and the late insert of it did not bring it back");
        assertEquals(List.of(), raw.rows(UsersByEmailTable.NAME, "email = ?", "dora@1.example"));
        assertEquals(Optional.of(new User("dora", "dora@3.example", "Dora", 3)), dao.byEmail("dora@3.example"));
        AuditReport audit = dao.audit();
        assertTrue(audit.isClean(), audit.toString());
    }

    @Test
    void anEntityRepairedByTheAuditMovesCleanlyOnItsNextUpdate() {
        dao.insert(new User("fay", "fay@1.example", "Fay", 1));
        // Damage written now, later than the write time of fay's version 1 that times her copies.
        raw.execute("UPDATE %s.users_by_email SET name = ? WHERE email = ?", "Mallory", "fay@1.example");
        AuditReport repaired = dao.auditAndRepair();
        assertEquals(1, repaired.stale(), repaired.toString());
        assertEquals(
                2L,
                raw.rows(UsersByUsernameTable.NAME, "username = ?", "fay")
                        .get(0)
                        .getLong("version"),
                "the repair advanced fay's version, so her next copies are timed after it");

        assertTrue(dao.update(new User("fay", "fay@2.example", "Fay", 2)));
        assertEquals(
                List.of(),
                raw.rows(UsersByEmailTable.NAME, "email = ?", "fay@1.example"),
                "the repaired row moved like any other");
        AuditReport audit = dao.audit();
        assertTrue(audit.isClean(), audit.toString());
    }

    @Test
    void aLostRaceSaysWhichEntityAndWhichVersions() {
        dao.insert(new User("eve", "eve@example.com", "Eve", 1));
        ConcurrentUpdateException exists = assertThrows(
                ConcurrentUpdateException.class, () -> dao.insert(new User("eve", "eve@other.example", "Eve", 2)));
        assertEquals("User", exists.entity());
        assertEquals(List.of("eve"), exists.key());
        assertTrue(exists.found());
        assertEquals(1L, exists.actualVersion());
        assertEquals(null, exists.expectedVersion());
        assertTrue(exists.getMessage().startsWith("User [eve] already exists (found version 1)"), exists.getMessage());
        assertFalse(raw.rows(UsersByUsernameTable.NAME, "username = ?", "eve").isEmpty());
        assertEquals(List.of(), raw.rows(UsersByEmailTable.NAME, "email = ?", "eve@other.example"));
    }

    /**
     * A session that holds back the next batch it is asked to run until {@link #release()}: the
     * second step of a versioned write, after its lightweight transaction was applied.
     */
    private static final class HeldBatches implements InvocationHandler {
        private final CqlSession target;
        private final CompletableFuture<Void> gate = new CompletableFuture<>();
        private final CompletableFuture<Void> reached = new CompletableFuture<>();
        private final AtomicReference<Boolean> armed = new AtomicReference<>(true);

        HeldBatches(CqlSession target) {
            this.target = target;
        }

        CqlSession session() {
            return (CqlSession)
                    Proxy.newProxyInstance(CqlSession.class.getClassLoader(), new Class<?>[] {CqlSession.class}, this);
        }

        void awaitHeld() {
            reached.orTimeout(1, TimeUnit.MINUTES).join();
        }

        void release() {
            gate.complete(null);
        }

        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            if (method.getName().equals("executeAsync")
                    && args.length == 1
                    && args[0] instanceof BatchStatement batch
                    && armed.compareAndSet(true, false)) {
                reached.complete(null);
                CompletionStage<AsyncResultSet> later = gate.thenCompose(open -> target.executeAsync(batch));
                return later;
            }
            try {
                return method.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }
    }
}
