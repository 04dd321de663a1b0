package dev.queryfirst.spring.test;

import dev.queryfirst.testkit.SharedCassandra;
import java.util.List;
import org.springframework.boot.cassandra.autoconfigure.CassandraConnectionDetails;

/**
 * The testkit's Cassandra as Boot's connection details: Boot's {@code CqlSession} connects to the
 * node this test run shares (started on first use, no Docker), or to the cluster that
 * {@code -Dqueryfirst.contactPoints} names.
 */
public class EmbeddedCassandraConnectionDetails implements CassandraConnectionDetails {

    @Override
    public List<Node> getContactPoints() {
        return SharedCassandra.contactPoints().stream()
                .map(address -> new Node(address.getHostString(), address.getPort()))
                .toList();
    }

    @Override
    public String getLocalDatacenter() {
        return SharedCassandra.localDatacenter();
    }
}
