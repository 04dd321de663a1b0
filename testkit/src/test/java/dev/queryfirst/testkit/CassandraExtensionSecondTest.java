package dev.queryfirst.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * One of two identical classes: each must get its own keyspace on the one shared node, and the
 * one that runs second checks that the first one's keyspace is gone.
 */
@CassandraTest
class CassandraExtensionSecondTest {

    private static CqlSession classSession;

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        classSession = session;
        session.execute("CREATE TABLE items (id int PRIMARY KEY, owner text)");
        session.execute("INSERT INTO items (id, owner) VALUES (1, '" + keyspace.name() + "')");
    }

    @Test
    void keyspaceIsNamedAfterTheClassAndIsTheSessionDefault(CqlSession session, TestKeyspace keyspace) {
        assertEquals(KeyspaceNames.of(CassandraExtensionSecondTest.class), keyspace.name());
        assertEquals(keyspace.name(), session.getKeyspace().orElseThrow().asInternal());
        assertEquals(
                keyspace.name(),
                session.execute("SELECT owner FROM items WHERE id = 1").one().getString(0));
        assertEquals(EmbeddedCassandra.LOCAL_DATACENTER, keyspace.localDatacenter());
        assertSame(classSession, session, "one session per class");
    }

    @Test
    void sharesOneNodeButNotTheKeyspaceWithTheOtherClass(CqlSession session, TestKeyspace keyspace) {
        SharedNodeRegistry.SEEN.put(getClass(), keyspace);
        for (Map.Entry<Class<?>, TestKeyspace> other : SharedNodeRegistry.SEEN.entrySet()) {
            if (other.getKey() != getClass()) {
                assertEquals(other.getValue().contactPoint(), keyspace.contactPoint(), "same node");
                assertNotEquals(other.getValue().name(), keyspace.name(), "own keyspace");
                boolean otherStillExists = session.execute(
                                        "SELECT keyspace_name FROM system_schema.keyspaces WHERE keyspace_name = ?",
                                        other.getValue().name())
                                .one()
                        != null;
                assertFalse(otherStillExists, "the earlier class's keyspace is dropped after it");
            }
        }
        assertTrue(session.execute(
                                "SELECT keyspace_name FROM system_schema.keyspaces WHERE keyspace_name = ?",
                                keyspace.name())
                        .one()
                != null);
    }
}
