package dev.queryfirst.runtime.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The reference UserDao against a real node: moving keys, paging, audit. */
@CassandraTest
class UserDaoTest {

    private static UserDao dao;
    private final CqlSession session;
    private final String keyspace;

    UserDaoTest(CqlSession session, TestKeyspace keyspace) {
        this.session = session;
        this.keyspace = keyspace.name();
    }

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        DemoSchema.create(session, keyspace.name(), Replication.simple(1));
        dao = UserDao.create(session, DaoOptions.defaults().withKeyspace(keyspace.name()));
    }

    @BeforeEach
    void empty() {
        session.execute("TRUNCATE " + keyspace + ".users");
        session.execute("TRUNCATE " + keyspace + ".users_by_email");
    }

    @Test
    void insertWritesEveryCopy() {
        User alice = new User("alice", "alice@example.com", "Alice");
        dao.insert(alice);
        assertEquals(Optional.of(alice), dao.findByKey("alice"));
        assertEquals(List.of(alice), dao.byEmail("alice@example.com"));
        assertTrue(dao.audit().isClean());
    }

    @Test
    void updateMovesTheRowOfTheChangedEmail() {
        dao.insert(new User("alice", "alice@example.com", "Alice"));
        User moved = new User("alice", "alice@example.org", "Alice B.");
        assertTrue(dao.update(moved));
        assertEquals(List.of(), dao.byEmail("alice@example.com"));
        assertEquals(List.of(moved), dao.byEmail("alice@example.org"));
        assertEquals(Optional.of(moved), dao.findByKey("alice"));
        assertTrue(dao.audit().isClean(), dao.audit().toString());
    }

    @Test
    void updateWithTheSameEmailKeepsTheRow() {
        dao.insert(new User("alice", "alice@example.com", "Alice"));
        User renamed = new User("alice", "alice@example.com", "Alice B.");
        assertTrue(dao.update(renamed));
        assertEquals(List.of(renamed), dao.byEmail("alice@example.com"));
    }

    @Test
    void updateOfAnUnknownUserWritesNothing() {
        assertFalse(dao.update(new User("ghost", "ghost@example.com", "Ghost")));
        assertEquals(Optional.empty(), dao.findByKey("ghost"));
        assertEquals(List.of(), dao.byEmail("ghost@example.com"));
    }

    @Test
    void saveInsertsOrMoves() {
        dao.save(new User("bob", "bob@example.com", "Bob"));
        dao.save(new User("bob", "robert@example.com", "Bob"));
        assertEquals(List.of(), dao.byEmail("bob@example.com"));
        assertEquals(1, dao.byEmail("robert@example.com").size());
        assertTrue(dao.audit().isClean());
    }

    @Test
    void deleteRemovesEveryCopy() {
        dao.insert(new User("carol", "carol@example.com", "Carol"));
        assertTrue(dao.delete("carol"));
        assertFalse(dao.delete("carol"));
        assertEquals(Optional.empty(), dao.findByKey("carol"));
        assertEquals(List.of(), dao.byEmail("carol@example.com"));
    }

    @Test
    void asyncFormsGiveTheSameResults() {
        User dave = new User("dave", "dave@example.com", "Dave");
        dao.insertAsync(dave).toCompletableFuture().join();
        assertEquals(
                Optional.of(dave),
                dao.findByKeyAsync("dave").toCompletableFuture().join());
        assertEquals(
                List.of(dave),
                dao.byEmailAsync("dave@example.com").toCompletableFuture().join());
        assertTrue(dao.deleteAsync("dave").toCompletableFuture().join());
    }

    @Test
    void pagesResumeExactlyWhereTheLastEnded() {
        List<User> all = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            all.add(new User("user" + i, "shared@example.com", "User " + i));
        }
        all.forEach(dao::insert);

        List<User> paged = new ArrayList<>();
        String cursor = null;
        int pages = 0;
        do {
            Page<User> page = dao.byEmailPage("shared@example.com", 3, cursor);
            paged.addAll(page.items());
            cursor = page.cursor().orElse(null);
            pages++;
        } while (cursor != null);
        assertEquals(all, paged);
        assertEquals(3, pages);
    }

    @Test
    void foreignTamperedAndMismatchedCursorsAreRefused() {
        for (int i = 0; i < 3; i++) {
            dao.insert(new User("user" + i, "shared@example.com", "User " + i));
        }
        String cursor = dao.byEmailPage("shared@example.com", 1, null).cursor().orElseThrow();

        char[] chars = cursor.toCharArray();
        chars[10] = chars[10] == 'A' ? 'B' : 'A';
        String tampered = new String(chars);
        assertTrue(message(() -> dao.byEmailPage("shared@example.com", 1, tampered))
                .startsWith("cursor "));
        assertTrue(message(() -> dao.byEmailPage("shared@example.com", 1, cursor.substring(0, 10)))
                .startsWith("cursor "));
        assertTrue(
                message(() -> dao.byEmailPage("other@example.com", 1, cursor)).contains("other arguments"));

        UserDao keyed = UserDao.create(
                session,
                DaoOptions.defaults().withKeyspace(keyspace).withCursorKey("a server secret of thirty-two bytes"));
        assertTrue(message(() -> keyed.byEmailPage("shared@example.com", 1, cursor))
                .startsWith("cursor "));
    }

    @Test
    void badArgumentsNameTheParameterBeforeAnythingIsWritten() {
        assertEquals("user.email must not be null", message(() -> dao.insert(new User("eve", null, "Eve"))));
        assertEquals("username must not be null", message(() -> dao.findByKey(null)));
        assertEquals("pageSize must be positive, was 0", message(() -> dao.byEmailPage("x", 0, null)));
        assertEquals(Optional.empty(), dao.findByKey("eve"));
    }

    @Test
    void auditFindsMissingStaleAndOrphanedRowsAndRepairsThem() {
        dao.insert(new User("ann", "ann@example.com", "Ann"));
        dao.insert(new User("ben", "ben@example.com", "Ben"));
        dao.insert(new User("cy", "cy@example.com", "Cy"));
        session.execute(
                "DELETE FROM " + keyspace + ".users_by_email WHERE email = 'ann@example.com' AND username = 'ann'");
        session.execute("UPDATE " + keyspace
                + ".users_by_email SET name = 'Old Ben' WHERE email = 'ben@example.com' AND username = 'ben'");
        session.execute("INSERT INTO " + keyspace
                + ".users_by_email (email, username, name) VALUES ('old-cy@example.com', 'cy', 'Cy')");
        session.execute("INSERT INTO " + keyspace
                + ".users_by_email (email, username, name) VALUES ('nobody@example.com', 'nobody', 'N')");

        AuditReport report = dao.audit();
        assertEquals(3, report.sourceRows());
        assertEquals(1, report.missing(), report.toString());
        assertEquals(1, report.stale(), report.toString());
        assertEquals(2, report.orphaned(), report.toString());
        assertTrue(
                report.examples()
                        .containsAll(List.of(
                                new Finding(Finding.Kind.MISSING, "users_by_email", List.of("ann@example.com", "ann")),
                                new Finding(Finding.Kind.STALE, "users_by_email", List.of("ben@example.com", "ben")),
                                new Finding(
                                        Finding.Kind.ORPHANED, "users_by_email", List.of("old-cy@example.com", "cy")),
                                new Finding(
                                        Finding.Kind.ORPHANED,
                                        "users_by_email",
                                        List.of("nobody@example.com", "nobody")))),
                report.toString());
        assertFalse(report.repaired());

        AuditReport repaired = dao.auditAndRepair();
        assertTrue(repaired.repaired());
        assertEquals(4, repaired.missing() + repaired.stale() + repaired.orphaned());
        assertTrue(dao.audit().isClean(), dao.audit().toString());
        assertEquals(List.of(new User("ben", "ben@example.com", "Ben")), dao.byEmail("ben@example.com"));
    }

    @Test
    void parallelWritesGiveTheSameState() {
        UserDao parallel = UserDao.create(
                session, DaoOptions.defaults().withKeyspace(keyspace).withWriteMode(WriteMode.PARALLEL));
        parallel.insert(new User("pat", "pat@example.com", "Pat"));
        parallel.update(new User("pat", "pat@example.org", "Pat"));
        assertEquals(List.of(), parallel.byEmail("pat@example.com"));
        assertEquals(1, parallel.byEmail("pat@example.org").size());
        assertTrue(parallel.audit().isClean());
    }

    private static String message(Runnable call) {
        return assertThrows(IllegalArgumentException.class, call::run).getMessage();
    }
}
