package dev.queryfirst.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What an operator can get wrong: each is one line on standard error naming what is wrong, exit
 * code 1, and the keyspace (schema and rows) as it was.
 */
@CassandraTest
class CliBadInputIT {

    private static String app;
    private static String before;

    @BeforeAll
    static void aKeyspaceAtVersionOne(CqlSession session, TestKeyspace keyspace) {
        DeskFixture.atVersionOne(session, keyspace.name(), 20);
        app = Cli.applicationJar("desk-bad-input.jar", "dev/queryfirst/cli/desk", true)
                .toString();
        before = DeskFixture.snapshot(session, keyspace.name());
    }

    @Test
    void anUnknownKeyspace(CqlSession session, TestKeyspace keyspace) {
        failsWith(
                session,
                keyspace,
                Cli.run(keyspace, "migrate", "-cp", app, "--keyspace", "helpdesk"),
                "unknown keyspace helpdesk: " + app + " generates desk");
    }

    @Test
    void anUnreachableContactPoint(CqlSession session, TestKeyspace keyspace) {
        Cli.Run run = Cli.runWith(
                List.of(
                        "-Ddatastax-java-driver.basic.contact-points.0=127.0.0.1:1",
                        "-Ddatastax-java-driver.basic.load-balancing-policy.local-datacenter="
                                + keyspace.localDatacenter()),
                "migrate",
                "-cp",
                app,
                "--keyspace-name",
                keyspace.name());
        failsWith(session, keyspace, run, "cannot connect to Cassandra at [/127.0.0.1:1]");
    }

    @Test
    void anUnreadableJar(CqlSession session, TestKeyspace keyspace) throws IOException {
        Path garbage = Files.writeString(Path.of("target", "cli-it", "truncated.jar"), "PK\u0003\u0004 not a zip");
        failsWith(
                session,
                keyspace,
                Cli.run(keyspace, "migrate", "-cp", garbage.toString(), "--keyspace-name", keyspace.name()),
                "cannot read " + garbage + " as a jar");
        failsWith(
                session,
                keyspace,
                Cli.run(keyspace, "migrate", "-cp", "target/cli-it/missing.jar"),
                "cannot read target/cli-it/missing.jar: no such file or folder, or not readable");
    }

    @Test
    void aJarWithoutQueryFirst(CqlSession session, TestKeyspace keyspace) {
        String plain = Cli.applicationJar("plain.jar", "dev/queryfirst/cli/foreign", false)
                .toString();
        failsWith(
                session,
                keyspace,
                Cli.run(keyspace, "migrate", "-cp", plain, "--keyspace-name", keyspace.name()),
                plain + " has no QueryFirst index (META-INF/queryfirst/index.properties)");
    }

    @Test
    void aJarOfAnotherQueryFirstVersion(CqlSession session, TestKeyspace keyspace) throws IOException {
        String model = "META-INF/queryfirst/desk.model.json";
        String current = Files.readString(Cli.TEST_CLASSES.resolve(model));
        String version = current.replaceAll("(?s).*\"queryfirstVersion\": \"([^\"]+)\".*", "$1");
        String older = Cli.applicationJar(
                        "desk-0.0.9.jar",
                        "dev/queryfirst/cli/desk",
                        true,
                        model,
                        current.replace(
                                "\"queryfirstVersion\": \"" + version + "\"", "\"queryfirstVersion\": \"0.0.9\""))
                .toString();
        failsWith(
                session,
                keyspace,
                Cli.run(keyspace, "migrate", "-cp", older, "--keyspace-name", keyspace.name()),
                older + " was compiled by QueryFirst 0.0.9, and this queryfirst-cli is " + version);

        // A schema class of an older layout, its model description claiming this version.
        String olderClasses = Cli.applicationJar(
                        "older-schema.jar",
                        "dev/queryfirst/cli/foreign",
                        false,
                        "META-INF/queryfirst/index.properties",
                        "older.schema=dev.queryfirst.cli.foreign.OlderSchema\nolder.daos=\nolder.versions=1\n",
                        "META-INF/queryfirst/older.model.json",
                        "{\"format\": 1, \"queryfirstVersion\": \"" + version + "\", \"entities\": []}")
                .toString();
        failsWith(
                session,
                keyspace,
                Cli.run(keyspace, "migrate", "-cp", olderClasses, "--keyspace-name", keyspace.name()),
                "dev.queryfirst.cli.foreign.OlderSchema (from " + olderClasses
                        + ") was generated by another QueryFirst version: it has no cql(String)");
    }

    @Test
    void aMisspelledOption(CqlSession session, TestKeyspace keyspace) {
        failsWith(
                session, keyspace, Cli.run(keyspace, "migrate", "--dryrun", "-cp", app), "Unknown option: '--dryrun'");
    }

    private static void failsWith(CqlSession session, TestKeyspace keyspace, Cli.Run run, String message) {
        run.expect(1);
        List<String> lines = new ArrayList<>(run.errLines());
        assertEquals(1, lines.size(), "one line:\n" + run.err());
        assertTrue(lines.get(0).startsWith("queryfirst-cli: ") && lines.get(0).contains(message), lines.get(0));
        assertEquals("", run.out());
        assertEquals(before, DeskFixture.snapshot(session, keyspace.name()), "nothing changed");
    }
}
