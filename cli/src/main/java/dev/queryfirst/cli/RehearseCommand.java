package dev.queryfirst.cli;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.runtime.tune.RehearsalOptions;
import dev.queryfirst.runtime.tune.RehearsalReport;
import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code rehearse}: the model rehearsed in a scratch keyspace (created when missing, never one
 * holding data a rehearsal did not write): synthetic entities through the generated DAOs, then what
 * the nodes measured beside the estimates.
 */
@Command(
        name = "rehearse",
        description =
                "Rehearse the model in a scratch keyspace and compare what the nodes measure with the" + " estimates.")
final class RehearseCommand extends KeyspaceCommand {

    @Option(
            names = "--scratch-keyspace",
            paramLabel = "<name>",
            description = "Where to rehearse (default <keyspace>_rehearsal); refused when it holds other data.")
    Optional<String> scratch = Optional.empty();

    @Option(names = "--rows", paramLabel = "<n>", description = "Entities written for the largest entity.")
    Optional<Integer> rows = Optional.empty();

    @Option(
            names = "--replication-factor",
            paramLabel = "<n>",
            description = "SimpleStrategy factor of a scratch keyspace the rehearsal creates (default 1).")
    Optional<Integer> replicationFactor = Optional.empty();

    @Option(
            names = "--output",
            paramLabel = "<dir>",
            description = "Where the JSON and the design report go (default queryfirst-rehearsal).")
    Path directory = Path.of("queryfirst-rehearsal");

    @Option(names = "--check", description = "Exit 2 when a figure is outside its estimate.")
    boolean check;

    @Override
    boolean needsKeyspace() {
        return false;
    }

    @Override
    int run(CqlSession session) {
        String keyspace = scratch.orElse(generated.keyspace() + "_rehearsal");
        if (keyspace.equals(name)) {
            throw new CliException(
                    "--scratch-keyspace " + keyspace + " is the application's keyspace: rehearse in" + " another one");
        }
        RehearsalOptions options =
                RehearsalOptions.defaults().writingTo(directory).withConsole(output.json() ? null : System.out);
        if (rows.isPresent()) {
            options = options.withRows(rows.get());
        }
        if (replicationFactor.isPresent()) {
            options = options.withReplication(Replication.simple(replicationFactor.get()));
        }
        RehearsalReport report = generated.rehearse(session, keyspace, options);
        if (output.json()) {
            System.out.println(report.json());
        }
        return check && !report.failures().isEmpty() ? QueryFirstCli.CHECK_FAILED : QueryFirstCli.DONE;
    }
}
