package dev.queryfirst.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ClusterTokensTest {

    @Test
    void tokensSplitTheMurmur3RingEvenly() {
        assertEquals(Long.MIN_VALUE, EmbeddedCluster.token(0, 1));
        assertEquals(Long.MIN_VALUE, EmbeddedCluster.token(0, 2));
        assertEquals(0L, EmbeddedCluster.token(1, 2));
        assertEquals(-3074457345618258603L, EmbeddedCluster.token(1, 3));
        assertEquals(3074457345618258602L, EmbeddedCluster.token(2, 3));
    }
}
