package dev.queryfirst.testkit;

import com.datastax.oss.driver.api.core.CqlSession;
import java.net.InetSocketAddress;
import java.util.List;

/**
 * Where a {@link CassandraTest} class's data lives: its keyspace and the cluster that holds it.
 *
 * <pre>{@code
 * @Test
 * void ownSession(TestKeyspace keyspace) {
 *     try (CqlSession session = keyspace.newSession()) {
 *         assertEquals(keyspace.name(), session.getKeyspace().orElseThrow().asInternal());
 *     }
 * }
 * }</pre>
 *
 * @param name            the keyspace, created for the test class (SimpleStrategy, replication factor 1)
 * @param contactPoints   the CQL addresses of the cluster (one for the embedded node)
 * @param localDatacenter the data center to give the driver
 */
public record TestKeyspace(String name, List<InetSocketAddress> contactPoints, String localDatacenter) {

    public TestKeyspace {
        contactPoints = List.copyOf(contactPoints);
    }

    /** The first contact point; the only one for the embedded node. */
    public InetSocketAddress contactPoint() {
        return contactPoints.get(0);
    }

    /** A new session on this keyspace, which the caller closes; for tests that need more than the injected one. */
    public CqlSession newSession() {
        return Sessions.builder(contactPoints, localDatacenter)
                .withKeyspace(name)
                .build();
    }
}
