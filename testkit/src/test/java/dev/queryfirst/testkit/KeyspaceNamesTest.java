package dev.queryfirst.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class KeyspaceNamesTest {

    @Test
    void snakeCasesClassNames() {
        assertEquals("log_message_dao_test", KeyspaceNames.of("LogMessageDaoTest"));
        assertEquals("cql_session_it", KeyspaceNames.of("CQLSessionIT"));
        assertEquals("t_3_nodes_test", KeyspaceNames.of("3NodesTest"));
        assertEquals("keyspace_names_test", KeyspaceNames.of(KeyspaceNamesTest.class));
    }

    @Test
    void staysWithinCassandrasLimit() {
        String name = KeyspaceNames.of("AVeryLongTestClassNameThatGoesOnAndOnBeyondWhatCassandraAllowsTest");
        assertEquals(KeyspaceNames.MAX_LENGTH, name.length());
        assertTrue(name.matches("[a-z][a-z0-9_]*"), name);
    }
}
