package com.example.helpdesk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.spring.test.QueryFirstDaoTest;
import io.netty.util.Version;
import java.io.File;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * This build manages Netty (Boot's BOM, with the project's netty-bom imported first) for the
 * driver; the testkit's node still runs on the Netty cassandra-all 5.0.9 declares, 4.1.130.Final,
 * as the node itself reports its class path (docs/architecture.md, "Dependencies").
 */
@QueryFirstDaoTest
class NodeDependenciesTest {

    private static final Pattern NETTY = Pattern.compile("/io/netty/([^/]+)/([^/]+)/");

    @Autowired
    CqlSession session;

    @Test
    void theNodeRunsOnCassandrasNettyWhateverThisBuildManages() {
        String managed = Version.identify().get("netty-handler").artifactVersion();
        assertEquals("4.1.137.Final", managed, "the test JVM's Netty, as this build manages it");

        String nodeClassPath = session.execute(
                        "SELECT value FROM system_views.system_properties WHERE name = 'java.class.path'")
                .one()
                .getString("value");
        List<String> nodeNetty = List.of(nodeClassPath.split(File.pathSeparator)).stream()
                .map(NETTY::matcher)
                .filter(Matcher::find)
                .map(m -> m.group(1) + " " + m.group(2))
                .toList();
        assertTrue(nodeNetty.contains("netty-handler 4.1.130.Final"), nodeNetty::toString);
        assertEquals(
                List.of(),
                nodeNetty.stream()
                        .filter(n -> !n.startsWith("netty-tcnative")) // versioned apart: 2.0.70
                        .filter(n -> !n.endsWith(" 4.1.130.Final"))
                        .toList(),
                "every Netty jar of the node is cassandra-all's 4.1.130.Final");
        assertTrue(nodeNetty.contains("netty-tcnative-classes 2.0.70.Final"), nodeNetty::toString);
    }
}
