package dev.queryfirst.samples.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.samples.Raw;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The generated LoginToken DAO against a real node: every copy carries the entity's 3-second TTL. */
@CassandraTest
class LoginTokenDaoTest {

    private static LoginTokenDao dao;
    private static Raw raw;

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        AuthSchema.create(session, keyspace.name(), Replication.simple(1));
        dao = LoginTokenDao.create(session, DaoOptions.defaults().withKeyspace(keyspace.name()));
        raw = new Raw(session, keyspace.name());
    }

    @Test
    void aShortTtlExpiresEveryCopy() throws InterruptedException {
        Instant issued = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        LoginToken first = new LoginToken(UUID.randomUUID(), "alice", issued);
        LoginToken second = new LoginToken(UUID.randomUUID(), "alice", issued.plusMillis(1));
        dao.insert(first);
        dao.insert(second);
        assertEquals(Optional.of(first), dao.byToken(first.token()));
        assertEquals(List.of(second, first), dao.byUser("alice"));
        assertTrue(raw.rows(LoginTokensByUsernameTable.NAME, "username = ?", "alice")
                        .size()
                == 2);

        // Every write carries USING TTL 3: wait until well past it.
        Thread.sleep(4_500);
        assertEquals(
                List.of(),
                raw.rows(LoginTokensByTokenTable.NAME, "\"token\" IN (?, ?)", first.token(), second.token()));
        assertEquals(List.of(), raw.rows(LoginTokensByUsernameTable.NAME, "username = ?", "alice"));
        assertEquals(Optional.empty(), dao.findByKey(first.token()));
        assertEquals(List.of(), dao.byUser("alice"));
    }
}
