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
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README's "Running migrations as a release step", run as written: each {@code java} command of
 * its shell block, then the container image's entry point and command. Only the places differ: the
 * jar the build made for {@code queryfirst-cli.jar}, the tests' application for {@code app.jar}, the
 * testkit node for {@code cassandra:9042} and {@code dc1}, and this class's keyspace (given by
 * {@code --keyspace-name}) for the declared {@code desk}.
 */
@CassandraTest
class ReleaseStepReadmeIT {

    private static final String SECTION = "## Running migrations as a release step";

    @Test
    void theShellLinesRunAsWritten(CqlSession session, TestKeyspace keyspace) throws IOException {
        DeskFixture.atVersionOne(session, keyspace.name(), 40);
        List<List<String>> commands = javaCommands(block("sh"));
        assertEquals(3, commands.size(), "dry run, migrate, status");
        int[] expected = {2, 0, 0};
        for (int i = 0; i < commands.size(); i++) {
            Cli.Run run = run(keyspace, commands.get(i)).expect(expected[i]);
            assertTrue(i != 0 || run.out().contains("-- backfill tickets_by_assignee from tickets"), run.out());
        }
    }

    @Test
    void theImagesEntryPointRuns(CqlSession session, TestKeyspace keyspace) throws IOException {
        String dockerfile = block("dockerfile");
        List<String> command = new ArrayList<>(array(dockerfile, "ENTRYPOINT"));
        command.addAll(array(dockerfile, "CMD"));
        Path config = Files.writeString(
                Files.createDirectories(Path.of("target", "cli-it")).resolve("mounted-driver.conf"),
                "datastax-java-driver.basic {\n  contact-points = [\""
                        + keyspace.contactPoint().getHostString()
                        + ":" + keyspace.contactPoint().getPort() + "\"]\n  load-balancing-policy.local-datacenter = "
                        + keyspace.localDatacenter() + "\n}\n");
        List<String> local = command.stream()
                .map(arg -> switch (arg) {
                    case "/opt/queryfirst/queryfirst-cli.jar" -> Cli.JAR.toString();
                    case "/opt/app/app.jar" -> app();
                    case "/etc/queryfirst/driver.conf" -> config.toString();
                    default -> arg;
                })
                .toList();
        assertEquals(List.of("java", "-jar"), local.subList(0, 2));
        assertTrue(dockerfile.contains("COPY queryfirst-cli.jar /opt/queryfirst/queryfirst-cli.jar"), dockerfile);
        // A keyspace of its own: the class's keyspace is the shell lines'.
        String image = keyspace.name() + "_image";
        session.execute("CREATE KEYSPACE IF NOT EXISTS " + image
                + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
        try {
            List<String> args = new ArrayList<>(local.subList(3, local.size()));
            args.addAll(List.of("--keyspace-name", image));
            Cli.Run run = Cli.runWith(List.of(), args.toArray(String[]::new)).expect(0);
            assertTrue(run.out().contains("applied versions [1, 2, 3] to keyspace " + image), run.out());
        } finally {
            session.execute("DROP KEYSPACE IF EXISTS " + image);
        }
    }

    private static Cli.Run run(TestKeyspace keyspace, List<String> command) {
        String node = keyspace.contactPoint().getHostString() + ":"
                + keyspace.contactPoint().getPort();
        List<String> jvm = new ArrayList<>();
        List<String> args = new ArrayList<>();
        boolean afterJar = false;
        for (String token : command.subList(1, command.size())) {
            String local = token.replace("cassandra:9042", node)
                    .replace("local-datacenter=dc1", "local-datacenter=" + keyspace.localDatacenter());
            if (afterJar) {
                args.add(local.equals("app.jar") ? app() : local);
            } else if (token.equals("queryfirst-cli.jar")) {
                afterJar = true;
            } else if (!token.equals("-jar")) {
                jvm.add(local);
            }
        }
        args.addAll(List.of("--keyspace-name", keyspace.name()));
        return Cli.runWith(jvm, args.toArray(String[]::new));
    }

    private static String app() {
        return Cli.applicationJar("app.jar", "dev/queryfirst/cli/desk", true).toString();
    }

    /** The {@code java} commands of a shell block: continued lines joined, comments left out. */
    private static List<List<String>> javaCommands(String block) {
        List<List<String>> commands = new ArrayList<>();
        for (String line : block.replace("\\\n", " ").lines().toList()) {
            if (line.startsWith("java ")) {
                commands.add(Arrays.asList(line.trim().split("\\s+")));
            }
        }
        return commands;
    }

    /** {@code ENTRYPOINT ["java", "-jar", …]} as its list. */
    private static List<String> array(String dockerfile, String instruction) {
        Matcher matcher = Pattern.compile("(?m)^" + instruction + " \\[(.*)]$").matcher(dockerfile);
        assertTrue(matcher.find(), instruction + " in\n" + dockerfile);
        List<String> values = new ArrayList<>();
        Matcher value = Pattern.compile("\"([^\"]*)\"").matcher(matcher.group(1));
        while (value.find()) {
            values.add(value.group(1));
        }
        return values;
    }

    /** The first fenced block of {@code language} in the section. */
    private static String block(String language) throws IOException {
        String readme = Files.readString(Path.of("..", "README.md"));
        int start = readme.indexOf(SECTION);
        assertTrue(start >= 0, SECTION);
        String section = readme.substring(start, readme.indexOf("\n## ", start + SECTION.length()));
        Matcher block = Pattern.compile("(?s)```" + language + "\n(.*?)```").matcher(section);
        assertTrue(block.find(), language + " block");
        return block.group(1);
    }
}
