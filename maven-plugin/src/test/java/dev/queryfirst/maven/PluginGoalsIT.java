package dev.queryfirst.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The goals as a project's release step runs them: {@code src/it/desk-release}, a project of its
 * own, built by Maven in a process of its own with this plugin and QueryFirst from
 * {@code target/it-repo} (the invoker plugin installs them there; everything else comes from this
 * build's local repository), against the testkit node, credentials from its {@code settings.xml}.
 */
@CassandraTest
class PluginGoalsIT {

    private static final Path PROJECT = Path.of("target", "it", "desk-release");

    private static Path settings;

    @BeforeAll
    static void copyTheProject() throws IOException {
        Path source = Path.of("src", "it", "desk-release");
        try (Stream<Path> files = Files.walk(source)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Path target = PROJECT.resolve(source.relativize(file));
                Files.createDirectories(target.getParent());
                Files.copy(file, target, StandardCopyOption.REPLACE_EXISTING);
            }
        }
        // QueryFirst comes from target/it-repo; the rest from this build's local repository first
        // (a repository of the settings' active profile comes before Maven Central), then Central.
        String build =
                Path.of(System.getProperty("queryfirst.local.repo")).toUri().toString();
        settings = Files.writeString(
                Path.of("target", "it", "settings.xml"),
                "<settings>\n  <profiles><profile><id>build</id>\n"
                        + "    <repositories><repository><id>build</id><url>" + build
                        + "</url></repository></repositories>\n"
                        + "    <pluginRepositories><pluginRepository><id>build</id><url>" + build
                        + "</url></pluginRepository></pluginRepositories>\n"
                        + "  </profile></profiles>\n  <activeProfiles><activeProfile>build</activeProfile></activeProfiles>\n"
                        + "  <servers><server><id>cassandra</id><username>cassandra</username>"
                        + "<password>cassandra</password></server></servers>\n</settings>\n");
    }

    @Test
    void theGoalsRunOnTheProjectsOwnClasses(CqlSession session, TestKeyspace keyspace) throws Exception {
        Build preview = mvn(keyspace, "compile", "queryfirst:cql", "queryfirst:migrate", "-Dqueryfirst.dryRun=true");
        preview.expect(0);
        assertTrue(
                preview.out().contains("CREATE TABLE IF NOT EXISTS " + keyspace.name() + ".tickets_by_assignee ("),
                preview.out());
        assertTrue(preview.out().contains("-- version 3: "), preview.out());
        assertTrue(
                session.getMetadata()
                        .getKeyspace(keyspace.name())
                        .orElseThrow()
                        .getTables()
                        .isEmpty(),
                "the dry run created nothing");

        Build pending = mvn(keyspace, "queryfirst:status", "-Dqueryfirst.check=true");
        pending.expect(1);
        assertTrue(pending.out().contains("pending versions [1, 2, 3]"), pending.out());
        assertTrue(pending.out().contains("queryfirst:status found drift or pending work"), pending.out());

        Build release = mvn(
                keyspace,
                "queryfirst:migrate",
                "queryfirst:verify",
                "queryfirst:audit",
                "queryfirst:backfill",
                "queryfirst:observe",
                "queryfirst:status",
                "-Dqueryfirst.check=true");
        release.expect(0);
        assertTrue(release.out().contains("applied versions [1, 2, 3] to keyspace " + keyspace.name()), release.out());
        assertTrue(release.out().contains("matches com.example.desk.DeskSchema"), release.out());
        assertTrue(release.out().contains("no pending versions"), release.out());
        assertEquals(
                3,
                session.execute("SELECT count(*) FROM " + keyspace.name() + ".queryfirst_schema_history")
                        .one()
                        .getLong(0));
    }

    /** What a Maven build printed and returned. */
    record Build(int exitCode, String out) {

        void expect(int code) {
            assertEquals(code, exitCode, out);
        }
    }

    private static Build mvn(TestKeyspace keyspace, String... goals) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("maven.home"), "bin", "mvn").toString(),
                "-B",
                "-s",
                settings.toAbsolutePath().toString(),
                "-Dmaven.repo.local="
                        + Path.of(System.getProperty("queryfirst.it.repo")).toAbsolutePath(),
                "-Dqueryfirst.version=" + System.getProperty("queryfirst.version"),
                "-Dcassandra.contactPoint=" + keyspace.contactPoint().getHostString() + ":"
                        + keyspace.contactPoint().getPort(),
                "-Dcassandra.localDatacenter=" + keyspace.localDatacenter(),
                "-Dcassandra.keyspace=" + keyspace.name()));
        command.addAll(List.of(goals));
        Path log = Files.createTempFile(PROJECT.getParent(), "build", ".log");
        Process build = new ProcessBuilder(command)
                .directory(PROJECT.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        if (!build.waitFor(300, TimeUnit.SECONDS)) {
            build.destroyForcibly();
            throw new AssertionError("the build did not end in 300 s:\n" + Files.readString(log));
        }
        return new Build(build.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
    }
}
