package dev.queryfirst.samples.users;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.ConcurrentUpdateException;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.samples.Raw;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The generated User DAO against a real node: a mutable entity whose e-mail keys
 * {@code users_by_email}, so changing it moves the user's row there.
 */
@CassandraTest
class UserDaoTest {

    private static UserDao dao;
    private static Raw raw;

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        UsersSchema.create(session, keyspace.name(), Replication.simple(1));
        dao = UserDao.create(session, DaoOptions.defaults().withKeyspace(keyspace.name()));
        raw = new Raw(session, keyspace.name());
    }

    @Test
    void everyReadReturnsWhatWasWritten() {
        User alice = new User("alice", "alice@example.com", "Alice", 34);
        dao.insert(alice);
        assertEquals(Optional.of(alice), dao.findByKey("alice"));
        assertEquals(Optional.of(alice), dao.byUsername("alice"));
        assertEquals(Optional.of(alice), dao.byEmail("alice@example.com"));
        assertEquals(
                Optional.of(alice),
                dao.byEmailAsync("alice@example.com").toCompletableFuture().join());
        assertEquals(Optional.empty(), dao.byEmail("nobody@example.com"));
    }

    @Test
    void changingTheEmailLeavesNoRowUnderTheOldOne() {
        dao.insert(new User("bob", "bob@old.example", "Bob", 40));
        User moved = new User("bob", "bob@new.example", "Robert", 41);
        assertTrue(dao.update(moved));

        assertEquals(List.of(), raw.rows(UsersByEmailTable.NAME, "email = ?", "bob@old.example"));
        assertEquals(
                1,
                raw.rows(UsersByEmailTable.NAME, "email = ?", "bob@new.example").size());
        assertEquals(Optional.empty(), dao.byEmail("bob@old.example"));
        assertEquals(Optional.of(moved), dao.byEmail("bob@new.example"));
        assertEquals(Optional.of(moved), dao.findByKey("bob"));

        User savedAgain = new User("bob", "bob@third.example", "Robert", 41);
        dao.save(savedAgain);
        assertEquals(List.of(), raw.rows(UsersByEmailTable.NAME, "email = ?", "bob@new.example"));
        assertEquals(Optional.of(savedAgain), dao.byEmail("bob@third.example"));
        assertTrue(dao.audit().isClean(), "no stale or orphaned copy after the moves");
    }

    @Test
    void updateOfAMissingUserWritesNothingAndSaveInserts() {
        User ghost = new User("ghost", "ghost@example.com", "Ghost", 1);
        assertFalse(dao.update(ghost));
        assertEquals(Optional.empty(), dao.findByKey("ghost"));
        assertEquals(List.of(), raw.rows(UsersByEmailTable.NAME, "email = ?", "ghost@example.com"));

        dao.save(ghost);
        assertEquals(Optional.of(ghost), dao.byEmail("ghost@example.com"));
    }

    @Test
    void deleteLeavesNothingInAnyTable() {
        dao.insert(new User("carol", "carol@example.com", "Carol", 29));
        assertTrue(dao.delete("carol"));
        assertEquals(List.of(), raw.rows(UsersByUsernameTable.NAME, "username = ?", "carol"));
        assertEquals(List.of(), raw.rows(UsersByEmailTable.NAME, "email = ?", "carol@example.com"));
        assertFalse(dao.delete("carol"), "nothing left to delete");
    }

    @Test
    void parallelWritesMoveRowsToo(CqlSession session, TestKeyspace keyspace) {
        UserDao parallel = UserDao.create(
                session, DaoOptions.defaults().withKeyspace(keyspace.name()).withWriteMode(WriteMode.PARALLEL));
        parallel.insert(new User("dave", "dave@old.example", "Dave", 50));
        parallel.save(new User("dave", "dave@new.example", "Dave", 51));
        assertEquals(List.of(), raw.rows(UsersByEmailTable.NAME, "email = ?", "dave@old.example"));
        assertEquals(
                Optional.of(new User("dave", "dave@new.example", "Dave", 51)), parallel.byEmail("dave@new.example"));
    }

    @Test
    void auditFindsAndRepairsAPlantedOrphanAndAStaleCopy() {
        dao.insert(new User("erin", "erin@example.com", "Erin", 22));
        assertTrue(dao.audit().isClean(), dao.audit().toString());

        raw.execute(
                "INSERT INTO %s.users_by_email (email, username, name, age) VALUES (?, ?, ?, ?)",
                "erin@stale.example", "erin", "Erin", 22);
        raw.execute("UPDATE %s.users_by_email SET name = ? WHERE email = ?", "Mallory", "erin@example.com");
        AuditReport found = dao.audit();
        assertEquals(1, found.orphaned(), found.toString());
        assertEquals(1, found.stale(), found.toString());

        dao.auditAndRepair();
        assertTrue(dao.audit().isClean(), "clean after the repair");
        assertEquals(List.of(), raw.rows(UsersByEmailTable.NAME, "email = ?", "erin@stale.example"));
        assertEquals(Optional.of(new User("erin", "erin@example.com", "Erin", 22)), dao.byEmail("erin@example.com"));
    }

    @Test
    void insertingAnExistingUserFailsAndChangesNothing() {
        User first = new User("gina", "gina@example.com", "Gina", 30);
        dao.insert(first);
        assertThrows(
                ConcurrentUpdateException.class,
                () -> dao.insert(new User("gina", "gina@other.example", "Impostor", 99)));
        assertEquals(Optional.of(first), dao.findByKey("gina"));
        assertEquals(List.of(), raw.rows(UsersByEmailTable.NAME, "email = ?", "gina@other.example"));
    }

    @Test
    void concurrentUpdatesEitherWinOrFailAndTheVersionCountsTheWinners() {
        dao.insert(new User("hal", "hal@0.example", "Hal", 0));
        List<User> attempts = new ArrayList<>();
        int applied = 0;
        int conflicts = 0;
        for (int round = 1; round <= 20 && conflicts == 0; round++) {
            List<CompletableFuture<Boolean>> racing = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                User attempt = new User("hal", "hal@" + round + "-" + i + ".example", "Hal", round);
                attempts.add(attempt);
                racing.add(dao.updateAsync(attempt).toCompletableFuture());
            }
            for (CompletableFuture<Boolean> update : racing) {
                try {
                    assertTrue(update.join());
                    applied++;
                } catch (CompletionException lost) {
                    assertTrue(lost.getCause() instanceof ConcurrentUpdateException, lost.toString());
                    assertTrue(
                            lost.getCause().getMessage().contains("hal"),
                            lost.getCause().getMessage());
                    conflicts++;
                }
            }
        }
        assertTrue(conflicts > 0, "six concurrent updates of one user race at least once in twenty rounds");
        assertEquals(
                1L + applied,
                raw.rows(UsersByUsernameTable.NAME, "username = ?", "hal")
                        .get(0)
                        .getLong("version"),
                "every applied update, and only those, advanced the version");
        User winner = dao.findByKey("hal").orElseThrow();
        assertTrue(attempts.contains(winner));
        assertEquals(Optional.of(winner), dao.byEmail(winner.email()));
    }

    @Test
    void badArgumentsFailFastNamingTheParameterAndWriteNothing() {
        assertMessage("user.username", () -> dao.insert(new User(null, "x@example.com", "X", 1)));
        // A null e-mail is allowed (no row in users_by_email, docs/mapping-rules.md, "Sparse tables"); an empty one
        // cannot be a
        // partition key.
        assertMessage("user.email", () -> dao.save(new User("frank", "", "Frank", 1)));
        assertMessage("user", () -> dao.updateAsync(null));
        assertMessage("username", () -> dao.delete(null));
        assertMessage("email", () -> dao.byEmail(null));
        assertEquals(Optional.empty(), dao.findByKey("frank"));
        assertEquals(List.of(), raw.rows(UsersByEmailTable.NAME, "email = ?", "x@example.com"));
    }

    private static void assertMessage(String parameter, Runnable call) {
        IllegalArgumentException failure = assertThrows(IllegalArgumentException.class, call::run);
        assertTrue(failure.getMessage().startsWith(parameter + " "), failure.getMessage());
    }
}
