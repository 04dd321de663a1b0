package dev.queryfirst.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.InetSocketAddress;
import java.util.List;
import org.junit.jupiter.api.Test;

class SharedClusterTest {

    @Test
    void parsesContactPointsWithDefaultPort() {
        assertEquals(
                List.of(
                        InetSocketAddress.createUnresolved("cass1.example", 9142),
                        InetSocketAddress.createUnresolved("10.0.0.2", 9042),
                        InetSocketAddress.createUnresolved("::1", 9043)),
                SharedCluster.parseContactPoints(" cass1.example:9142, 10.0.0.2 ,[::1]:9043,"));
        assertThrows(IllegalArgumentException.class, () -> SharedCluster.parseContactPoints(" , "));
    }

    @Test
    void readsTheBundledCassandraVersionWithoutLoadingCassandra() {
        assertEquals("5.0.9", SharedCluster.bundledVersion());
    }
}
