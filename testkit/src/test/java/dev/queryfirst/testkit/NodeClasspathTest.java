package dev.queryfirst.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The forked node runs on the versions cassandra-all's pom declares, whatever the build's
 * dependency management puts on the test class path: this project's own build manages Netty to
 * {@code ${netty.version}} (4.1.137.Final) for the driver, cassandra-all 5.0.9 declares 4.1.130.Final.
 */
class NodeClasspathTest {

    private static final Pattern NETTY = Pattern.compile("/io/netty/([^/]+)/([^/]+)/");

    @TempDir
    Path dir;

    @Test
    void thisBuildsManagedNettyIsOnTheTestClassPathButTheNodeGetsCassandrasOwn() {
        String tests = ForkClasspath.expand(System.getProperty("java.class.path"));
        List<String> testNetty = nettyVersions(tests);
        assertTrue(testNetty.contains("netty-handler 4.1.137.Final"), testNetty::toString);

        List<String> nodeNetty = nettyVersions(ForkClasspath.ofThisJvm());
        assertTrue(nodeNetty.contains("netty-handler 4.1.130.Final"), nodeNetty::toString);
        assertTrue(nodeNetty.contains("netty-all 4.1.130.Final"), nodeNetty::toString);
        assertEquals(
                List.of(),
                nodeNetty.stream().filter(n -> n.endsWith("4.1.137.Final")).toList(),
                "the node's Netty is cassandra-all's 4.1.130.Final throughout");
    }

    @Test
    void aManagedVersionIsReplacedByTheDeclaredOneAndOtherEntriesStay() throws IOException {
        Path repo = fakeRepository("4.1.130.Final");
        Path managed = jar(repo, "io/netty/netty-handler/4.2.0.Final/netty-handler-4.2.0.Final.jar");
        Path declared = jar(repo, "io/netty/netty-handler/4.1.130.Final/netty-handler-4.1.130.Final.jar");
        Path nativeManaged = jar(
                repo,
                "io/netty/netty-transport-native-epoll/4.2.0.Final/netty-transport-native-epoll-4.2.0.Final-linux-x86_64.jar");
        Path nativeDeclared = jar(
                repo,
                "io/netty/netty-transport-native-epoll/4.1.130.Final/netty-transport-native-epoll-4.1.130.Final-linux-x86_64.jar");
        Path unrelated = jar(repo, "com/example/app/1.0/app-1.0.jar");
        Path cassandra = repo.resolve("org/apache/cassandra/cassandra-all/5.0.9/cassandra-all-5.0.9.jar");
        String classpath = String.join(
                File.pathSeparator,
                "/elsewhere/classes",
                cassandra.toString(),
                managed.toString(),
                nativeManaged.toString(),
                unrelated.toString());

        assertEquals(
                String.join(
                        File.pathSeparator,
                        "/elsewhere/classes",
                        cassandra.toString(),
                        declared.toString(),
                        nativeDeclared.toString(),
                        unrelated.toString()),
                ForkClasspath.cassandraDeclared(classpath));
    }

    @Test
    void aDeclaredVersionMissingFromTheRepositoryLeavesTheBuildsVersionAndSaysWhatToFetch() throws IOException {
        Path repo = fakeRepository("4.1.130.Final");
        Path managed = jar(repo, "io/netty/netty-handler/4.2.0.Final/netty-handler-4.2.0.Final.jar");
        Path cassandra = repo.resolve("org/apache/cassandra/cassandra-all/5.0.9/cassandra-all-5.0.9.jar");
        String classpath = cassandra + File.pathSeparator + managed;

        PrintStream err = System.err;
        ByteArrayOutputStream warned = new ByteArrayOutputStream();
        System.setErr(new PrintStream(warned, true, StandardCharsets.UTF_8));
        try {
            // A node on the build's Netty rather than no node at all.
            assertEquals(classpath, ForkClasspath.cassandraDeclared(classpath));
        } finally {
            System.setErr(err);
        }
        String warning = warned.toString(StandardCharsets.UTF_8);
        assertTrue(warning.contains("io.netty:netty-handler:4.2.0.Final (the build's version)"), warning);
        assertTrue(warning.contains("cassandra-all declares 4.1.130.Final"), warning);
        assertTrue(warning.contains("mvn dependency:get -Dartifact=org.apache.cassandra:cassandra-all:5.0.9"), warning);
    }

    /** cassandra-all 5.0.9 with a parent managing netty-all and epoll, netty-all listing netty-handler. */
    private Path fakeRepository(String netty) throws IOException {
        Path repo = dir.resolve("m2");
        jar(repo, "org/apache/cassandra/cassandra-all/5.0.9/cassandra-all-5.0.9.jar");
        write(repo, "org/apache/cassandra/cassandra-all/5.0.9/cassandra-all-5.0.9.pom", """
                <project><parent><groupId>org.apache.cassandra</groupId>
                <artifactId>cassandra-parent</artifactId><version>5.0.9</version></parent>
                <artifactId>cassandra-all</artifactId></project>""");
        write(repo, "org/apache/cassandra/cassandra-parent/5.0.9/cassandra-parent-5.0.9.pom", """
                <project><groupId>org.apache.cassandra</groupId><artifactId>cassandra-parent</artifactId>
                <version>5.0.9</version><properties><netty.version>%s</netty.version></properties>
                <dependencyManagement><dependencies>
                <dependency><groupId>io.netty</groupId><artifactId>netty-all</artifactId>
                <version>${netty.version}</version></dependency>
                <dependency><groupId>io.netty</groupId><artifactId>netty-transport-native-epoll</artifactId>
                <version>${netty.version}</version><classifier>linux-x86_64</classifier></dependency>
                </dependencies></dependencyManagement></project>""".formatted(netty));
        write(repo, "io/netty/netty-all/%s/netty-all-%s.pom".formatted(netty, netty), """
                <project><dependencies><dependency><groupId>io.netty</groupId>
                <artifactId>netty-handler</artifactId><version>%s</version></dependency>
                </dependencies></project>""".formatted(netty));
        return repo;
    }

    private static Path jar(Path repo, String path) throws IOException {
        return write(repo, path, "");
    }

    private static Path write(Path repo, String path, String content) throws IOException {
        Path file = repo.resolve(path);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, content);
    }

    private static List<String> nettyVersions(String classpath) {
        return List.of(classpath.split(File.pathSeparator)).stream()
                .map(entry -> NETTY.matcher(entry.replace(File.separatorChar, '/')))
                .filter(Matcher::find)
                .map(m -> m.group(1) + " " + m.group(2))
                .toList();
    }
}
