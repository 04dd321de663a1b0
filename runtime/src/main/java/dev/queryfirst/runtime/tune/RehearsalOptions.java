package dev.queryfirst.runtime.tune;

import dev.queryfirst.runtime.internal.Args;
import dev.queryfirst.runtime.schema.Replication;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * How a rehearsal runs. Immutable; every {@code with…} returns a copy.
 *
 * <pre>{@code
 * RehearsalOptions options = RehearsalOptions.defaults()
 *     .withRows(50_000)                 // the largest entity gets 50,000 rows; the others in proportion
 *     .withChurn(0.2, 0.05)             // 20 % of mutable entities moved, 5 % deleted
 *     .writingTo(Path.of("build", "queryfirst"));
 * ShopSchema.rehearse(session, "shop_rehearsal", options).assertWithinEstimates();
 * }</pre>
 */
public final class RehearsalOptions {

    private static final RehearsalOptions DEFAULTS = new RehearsalOptions(new Settings());

    private final Settings settings;

    private RehearsalOptions(Settings settings) {
        this.settings = settings;
    }

    /**
     * 5,000 rows for the largest entity (each other its share, at least 100), 1,000 for an entity without {@code @Cardinality(rows)},
     * 10 % of optional values null, 10 % of mutable entities moved and 5 % deleted, 50 reads per
     * access pattern, 32 writes in flight, a tolerance of ±25 %, results in {@code target/queryfirst},
     * a progress bar on {@code System.out}, keyspace replication {@code SimpleStrategy} 1.
     */
    public static RehearsalOptions defaults() {
        return DEFAULTS;
    }

    /** The most entities any one entity gets; the others get as many as the declared numbers relate. */
    public RehearsalOptions withRows(int rows) {
        Args.positive(rows, "rows");
        return with(s -> s.rows = rows);
    }

    /**
     * A fixed share of the declared volume instead ({@code 0.001}: a thousandth of every entity's
     * rows and of every attribute's values).
     */
    public RehearsalOptions withScale(double scale) {
        if (!(scale > 0 && scale <= 1)) {
            throw new IllegalArgumentException("scale must be in (0, 1], was " + scale);
        }
        return with(s -> s.scale = scale);
    }

    /** Entities written for an entity that declares no volume. */
    public RehearsalOptions withUnsizedRows(int rows) {
        Args.positive(rows, "rows");
        return with(s -> s.unsizedRows = rows);
    }

    /** The share of optional values (nullable attributes no table keys on) left null. */
    public RehearsalOptions withNullShare(double share) {
        return with(s -> s.nullShare = share(share, "share"));
    }

    /** The shares of a mutable entity's rows moved (a key attribute changed) and deleted. */
    public RehearsalOptions withChurn(double moves, double deletes) {
        share(moves, "moves");
        share(deletes, "deletes");
        if (moves + deletes > 1) {
            throw new IllegalArgumentException("moves + deletes must not exceed 1, was " + (moves + deletes));
        }
        return with(s -> {
            s.moves = moves;
            s.deletes = deletes;
        });
    }

    /** Reads of each access pattern, each with the arguments of a written entity. */
    public RehearsalOptions withReadsPerPattern(int reads) {
        Args.positive(reads, "reads");
        return with(s -> s.reads = reads);
    }

    /** Requests in flight at once. */
    public RehearsalOptions withConcurrency(int requests) {
        Args.positive(requests, "requests");
        return with(s -> s.concurrency = requests);
    }

    /** How far an observed figure may exceed its estimate, as a fraction ({@code 0.25}: 25 %). */
    public RehearsalOptions withTolerance(double tolerance) {
        if (!(tolerance >= 0)) {
            throw new IllegalArgumentException("tolerance must not be negative, was " + tolerance);
        }
        return with(s -> s.tolerance = tolerance);
    }

    /** The seed of every synthesized value: the same seed writes the same entities. */
    public RehearsalOptions withSeed(long seed) {
        return with(s -> s.seed = seed);
    }

    /** Where the JSON, the report section and the design report with it go. */
    public RehearsalOptions writingTo(Path directory) {
        Args.notNull(directory, "directory");
        return with(s -> s.output = directory);
    }

    /** Where the progress bar and the table go (default {@code System.out}); {@code null} for silence. */
    public RehearsalOptions withConsole(PrintStream console) {
        return with(s -> {
            s.console = console;
            s.quiet = console == null;
        });
    }

    /** The replication of a keyspace the rehearsal creates. */
    public RehearsalOptions withReplication(Replication replication) {
        Args.notNull(replication, "replication");
        return with(s -> s.replication = replication);
    }

    /**
     * Lets the rehearsal write into a keyspace whose tables already hold rows it did not write
     * (never deleting them; its figures then include them). Without it such a keyspace is refused.
     */
    public RehearsalOptions allowingExistingData() {
        return with(s -> s.allowExistingData = true);
    }

    /**
     * The JMX port of every node, for flushing and partition histograms, when the nodes do not
     * say it themselves ({@code cassandra.jmx.remote.port} / {@code cassandra.jmx.local.port});
     * Cassandra's default is 7199.
     */
    public RehearsalOptions withJmxPort(int port) {
        Args.positive(port, "port");
        return with(s -> s.jmxPort = port);
    }

    /** Credentials for a JMX that requires them. */
    public RehearsalOptions withJmxCredentials(String user, String password) {
        Args.notNull(user, "user");
        Args.notNull(password, "password");
        return with(s -> {
            s.jmxUser = user;
            s.jmxPassword = password;
        });
    }

    public int rows() {
        return settings.rows;
    }

    /** The fixed scale, or 0 when it follows from {@link #rows()}. */
    public double scale() {
        return settings.scale;
    }

    public int unsizedRows() {
        return settings.unsizedRows;
    }

    public double nullShare() {
        return settings.nullShare;
    }

    public double moves() {
        return settings.moves;
    }

    public double deletes() {
        return settings.deletes;
    }

    public int readsPerPattern() {
        return settings.reads;
    }

    public int concurrency() {
        return settings.concurrency;
    }

    public double tolerance() {
        return settings.tolerance;
    }

    public long seed() {
        return settings.seed;
    }

    public Path output() {
        return settings.output;
    }

    /** The console, {@code System.out} as it is when asked unless another was given; empty when silent. */
    public Optional<PrintStream> console() {
        return settings.quiet
                ? Optional.empty()
                : Optional.of(settings.console != null ? settings.console : System.out);
    }

    public Replication replication() {
        return settings.replication;
    }

    public boolean allowExistingData() {
        return settings.allowExistingData;
    }

    /** The JMX port given, or 0 to ask each node. */
    public int jmxPort() {
        return settings.jmxPort;
    }

    Optional<String[]> jmxCredentials() {
        return settings.jmxUser == null
                ? Optional.empty()
                : Optional.of(new String[] {settings.jmxUser, settings.jmxPassword});
    }

    private static double share(double share, String name) {
        if (!(share >= 0 && share <= 1)) {
            throw new IllegalArgumentException(name + " must be between 0 and 1, was " + share);
        }
        return share;
    }

    private RehearsalOptions with(Consumer<Settings> change) {
        Settings copy = settings.copy();
        change.accept(copy);
        return new RehearsalOptions(copy);
    }

    /** Mutable only while a copy is being made. */
    private static final class Settings implements Cloneable {
        int rows = 5_000;
        double scale;
        int unsizedRows = 1_000;
        double nullShare = 0.1;
        double moves = 0.1;
        double deletes = 0.05;
        int reads = 50;
        int concurrency = 32;
        double tolerance = 0.25;
        long seed = 20_250_310L;
        Path output = Path.of("target", "queryfirst");
        PrintStream console;
        boolean quiet;
        Replication replication = Replication.simple(1);
        boolean allowExistingData;
        int jmxPort;
        String jmxUser;
        String jmxPassword;

        Settings copy() {
            try {
                return (Settings) clone();
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }
    }
}
