package dev.queryfirst.testkit;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A test JVM killed outright (SIGKILL: no shutdown hook, no close()) must not leave its Cassandra
 * behind: the node sees its stdin close, deletes its temporary directory and exits.
 */
class OrphanedNodeTest {

    @Test
    void nodeDiesWithItsKilledParentAndLeavesNoDirectory() throws Exception {
        Process parent = new ProcessBuilder(
                        JavaRuntimes.javaExecutable(Path.of(System.getProperty("java.home")))
                                .toString(),
                        "-cp",
                        ForkClasspath.ofThisJvm(),
                        Parent.class.getName())
                .redirectErrorStream(true)
                .start();
        try (BufferedReader out =
                new BufferedReader(new InputStreamReader(parent.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            do {
                line = out.readLine();
            } while (line != null && !line.startsWith("READY "));
            assertTrue(line != null, "the parent JVM started a node");
            String[] ready = line.split(" ");
            Path directory = Path.of(ready[1]);
            ProcessHandle node = ProcessHandle.of(Long.parseLong(ready[2])).orElseThrow();
            assertTrue(Files.isDirectory(directory));

            parent.destroyForcibly().waitFor();
            node.onExit().get(60, TimeUnit.SECONDS);

            assertFalse(node.isAlive(), "node exited");
            assertFalse(Files.exists(directory), "temporary directory deleted");
        } finally {
            parent.destroyForcibly();
        }
    }

    /** The JVM that gets killed: starts a node, reports it, and waits. */
    static final class Parent {
        public static void main(String[] args) throws InterruptedException {
            EmbeddedCassandra node =
                    EmbeddedCassandra.builder().heapMb(512).build().start();
            long pid =
                    ProcessHandle.current().children().findFirst().orElseThrow().pid();
            System.out.println("READY " + node.directory() + " " + pid);
            Thread.sleep(TimeUnit.MINUTES.toMillis(10));
        }
    }
}
