package dev.queryfirst.runtime.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;

class ReplicationTest {

    @Test
    void simpleStrategy() {
        assertEquals(
                "{'class': 'SimpleStrategy', 'replication_factor': 3}",
                Replication.simple(3).toCql());
        assertThrows(IllegalArgumentException.class, () -> Replication.simple(0));
    }

    @Test
    void networkTopologyListsDatacentersInNameOrder() {
        assertEquals(
                "{'class': 'NetworkTopologyStrategy', 'dc1': 3, 'dc2': 2}",
                Replication.networkTopology(Map.of("dc2", 2, "dc1", 3)).toCql());
        assertThrows(IllegalArgumentException.class, () -> Replication.networkTopology(Map.of()));
        assertThrows(IllegalArgumentException.class, () -> Replication.networkTopology(Map.of("dc1", -1)));
    }
}
