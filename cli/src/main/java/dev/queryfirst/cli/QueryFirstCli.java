package dev.queryfirst.cli;

import java.io.PrintWriter;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code queryfirst-cli}: the schema operations of an application compiled with QueryFirst, run as
 * a step of a release (a Kubernetes Job, a Helm hook, a pipeline stage) rather than by whichever
 * replica starts first (docs/cli.md).
 *
 * <pre>
 * java -jar queryfirst-cli.jar migrate --classpath app.jar --dry-run
 * java -jar queryfirst-cli.jar status --classpath app.jar --check    # exit 2: something is pending
 * </pre>
 *
 * <p>Exit codes: 0 done, 1 failed (one line on standard error says what), 2 drift or something
 * pending, when {@code --check} asked.
 */
@Command(
        name = "queryfirst-cli",
        mixinStandardHelpOptions = true,
        versionProvider = QueryFirstCli.Version.class,
        description = "Schema operations of an application compiled with QueryFirst.",
        footer = {
            "",
            "Connects with the driver's own configuration: the application's application.conf, --config <file>,",
            "and -Ddatastax-java-driver.* system properties. Never pass a secret as an argument.",
            "Exit codes: 0 done, 1 failed, 2 drift or pending (with --check)."
        },
        subcommands = {
            StatusCommand.class,
            MigrateCommand.class,
            VerifyCommand.class,
            BackfillCommand.class,
            AuditCommand.class,
            ObserveCommand.class,
            RehearseCommand.class,
            CqlCommand.class
        })
public final class QueryFirstCli implements Runnable {

    /** Exit code: done. */
    public static final int DONE = 0;
    /** Exit code: failed; nothing was changed unless the message says what was. */
    public static final int FAILED = 1;
    /** Exit code: drift or pending work, when {@code --check} asked. */
    public static final int CHECK_FAILED = 2;

    /** The version of a command line run from its classes rather than its jar (an IDE): checks no version. */
    static final String DEVELOPMENT = "development";

    /** This command line's version: the jar's {@code Implementation-Version}. */
    static final String VERSION = version();

    /** Driver settings a caller in this JVM adds for the run (the Maven plugin's configuration). */
    static final ThreadLocal<Map<String, Object>> DRIVER_SETTINGS = ThreadLocal.withInitial(Map::of);

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Runs the command line and exits with its code. */
    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line; returns its exit code. */
    public static int run(String... args) {
        return run(Map.of(), args);
    }

    /**
     * Runs the command line with driver settings over the configuration it reads, by option path
     * ({@code basic.contact-points} a list of strings, the others strings): how a build tool's
     * plugin passes what its own configuration holds, credentials included, without arguments.
     *
     * <pre>{@code
     * int code = QueryFirstCli.run(
     *     Map.of("basic.contact-points", List.of("cassandra:9042"),
     *            "basic.load-balancing-policy.local-datacenter", "dc1"),
     *     "status", "--classpath", "target/classes", "--check");
     * }</pre>
     */
    public static int run(Map<String, Object> driverSettings, String... args) {
        DRIVER_SETTINGS.set(Map.copyOf(driverSettings));
        try {
            return execute(args);
        } finally {
            DRIVER_SETTINGS.remove();
        }
    }

    private static int execute(String... args) {
        // The driver logs through SLF4J: errors only, unless the operator asks for more.
        System.setProperty(
                "org.slf4j.simpleLogger.defaultLogLevel",
                System.getProperty("org.slf4j.simpleLogger.defaultLogLevel", "error"));
        CommandLine command = new CommandLine(new QueryFirstCli());
        command.setParameterExceptionHandler((e, arguments) -> {
            PrintWriter err = e.getCommandLine().getErr();
            err.println("queryfirst-cli: " + e.getMessage() + " (see --help)");
            return FAILED;
        });
        command.setExecutionExceptionHandler((e, cli, parsed) -> {
            PrintWriter err = cli.getErr();
            if (e instanceof CliException) {
                err.println("queryfirst-cli: " + e.getMessage());
            } else {
                err.println("queryfirst-cli: " + cli.getCommandName() + " failed: " + e);
                for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
                    err.println("  caused by " + cause);
                }
            }
            return FAILED;
        });
        return command.execute(args);
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    private static String version() {
        String version = QueryFirstCli.class.getPackage().getImplementationVersion();
        return version == null ? DEVELOPMENT : version;
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"queryfirst-cli " + VERSION};
        }
    }
}
