package dev.queryfirst.cli;

import com.datastax.oss.driver.api.core.CqlSession;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Option;

/**
 * What every verb shares: the application (its class path), the keyspace, the connection and the
 * output. The application is read before anything connects, so a jar that cannot be used fails
 * without touching the cluster.
 */
abstract class KeyspaceCommand implements Callable<Integer> {

    @Option(
            names = {"--classpath", "-cp"},
            required = true,
            split = "${sys:path.separator}",
            paramLabel = "<path>",
            description = "The application's jars and class folders, separated by the path separator"
                    + " (':' on Linux), or the option repeated.")
    List<Path> classpath = new ArrayList<>();

    @Option(
            names = "--keyspace",
            paramLabel = "<keyspace>",
            description = "The keyspace as the entities declare it; needed when the application has several.")
    Optional<String> keyspace = Optional.empty();

    @Option(
            names = "--keyspace-name",
            paramLabel = "<name>",
            description = "The keyspace the tables live in, when not the declared one (staging, tenants).")
    Optional<String> keyspaceName = Optional.empty();

    @Option(
            names = "--config",
            paramLabel = "<file>",
            description = "The driver's configuration file (HOCON, as application.conf), instead of the"
                    + " application's application.conf.")
    Optional<Path> config = Optional.empty();

    @Option(names = "--json", description = "One JSON object on standard output, for machines.")
    boolean json;

    /** The application's generated keyspace; set before {@link #run}. */
    GeneratedKeyspace generated;

    /** The keyspace the tables live in, as Cassandra stores it. */
    String name;

    Output output;

    @Override
    public final Integer call() {
        output = Output.standard(json);
        ApplicationIndex application = ApplicationIndex.load(classpath);
        generated = application.keyspace(keyspace);
        name = keyspaceName.orElse(generated.keyspace());
        if (!connects()) {
            return offline();
        }
        try (CqlSession session =
                Connection.open(config, QueryFirstCli.DRIVER_SETTINGS.get(), application.classLoader())) {
            if (!new Bookkeeping(session, name).keyspaceExists() && needsKeyspace()) {
                throw new CliException("keyspace " + name + " does not exist on the cluster (create it, or migrate"
                        + " with --replication-factor or --replication to create it)");
            }
            return run(session);
        }
    }

    /** The verb's work, connected. */
    abstract int run(CqlSession session);

    /** Whether the verb needs the cluster at all. */
    boolean connects() {
        return true;
    }

    /** Whether the verb fails on a keyspace that does not exist. */
    boolean needsKeyspace() {
        return true;
    }

    /** The verb's work when it does not connect. */
    int offline() {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " connects: it has no offline form");
    }
}
