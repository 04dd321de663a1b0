package dev.queryfirst.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** A node owned by another process: shared by whoever asks for it, ended when the owner ends. */
class BuildNodeTest {

    @Test
    void theBuildIsTheNearestJavaAncestor() {
        NodeOwner build = NodeOwner.buildOf(ProcessHandle.current()).orElseThrow();
        assertNotEquals(ProcessHandle.current().pid(), build.pid());
        assertTrue(build.isAlive());
        assertEquals(build, NodeOwner.parse(build.format()));
    }

    @Test
    void aNodeIsSharedWhileItsOwnerRunsAndEndsWithIt() throws Exception {
        // Stands in for the Maven JVM: a process this test can end.
        Process fakeBuild = new ProcessBuilder("sleep", "600").start();
        NodeOwner owner = NodeOwner.of(fakeBuild.toHandle());
        ByteArrayOutputStream firstOutput = new ByteArrayOutputStream();
        InetSocketAddress first = BuildNode.acquire(owner, new PrintStream(firstOutput, true, StandardCharsets.UTF_8));
        long nodePid = nodePid(firstOutput.toString(StandardCharsets.UTF_8));
        ProcessHandle node = ProcessHandle.of(nodePid).orElseThrow();
        try {
            ByteArrayOutputStream secondOutput = new ByteArrayOutputStream();
            InetSocketAddress second =
                    BuildNode.acquire(owner, new PrintStream(secondOutput, true, StandardCharsets.UTF_8));
            assertEquals(first, second, "the second test JVM of a build connects to the first one's node");
            assertTrue(
                    secondOutput.toString(StandardCharsets.UTF_8).startsWith("Using the embedded Cassandra"),
                    secondOutput.toString(StandardCharsets.UTF_8));
            try (CqlSession session = Sessions.builder(List.of(second), EmbeddedCassandra.LOCAL_DATACENTER)
                    .build()) {
                assertEquals(
                        "5.0.9",
                        session.execute("SELECT release_version FROM system.local")
                                .one()
                                .getString(0));
            }

            fakeBuild.destroyForcibly().waitFor();
            node.onExit().get(60, TimeUnit.SECONDS);
            assertFalse(node.isAlive(), "the node ends with its owner");
            assertFalse(isListening(first), "nothing listens on the node's port any more");
        } finally {
            fakeBuild.destroyForcibly();
            node.destroyForcibly();
        }
    }

    private static long nodePid(String progress) {
        Matcher pid = Pattern.compile("node process (\\d+)").matcher(progress);
        assertTrue(pid.find(), progress);
        return Long.parseLong(pid.group(1));
    }

    private static boolean isListening(InetSocketAddress address) {
        try (Socket socket = new Socket()) {
            socket.connect(address, 1_000);
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
