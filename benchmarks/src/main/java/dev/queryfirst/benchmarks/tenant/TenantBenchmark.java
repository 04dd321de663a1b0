package dev.queryfirst.benchmarks.tenant;

import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.queryfirst.benchmarks.BenchNode;
import dev.queryfirst.benchmarks.audit.AuditedSession;
import dev.queryfirst.benchmarks.harness.Ratios;
import dev.queryfirst.benchmarks.harness.Summary;
import dev.queryfirst.benchmarks.logs.LogMessageDao;
import dev.queryfirst.benchmarks.logs.LogsSchema;
import dev.queryfirst.benchmarks.report.OtherSections;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.runtime.tenant.Tenants;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;

/**
 * A keyspace per tenant on one session ({@code Tenants}): what opening {@code N} tenants costs,
 * measured on one testkit node and written as its own section of BENCHMARKS.md:
 *
 * <pre>
 * mvn -B -pl benchmarks -am -DskipTests -Pbench-tenants verify
 * </pre>
 *
 * <p>Each tenant is one paired round: its first opening (keyspace, tables and index created, then
 * the DAO's statements prepared) beside the opening of the same tenant by a second {@code Tenants}
 * whose keyspace exists (the DAO alone, its prepares answered by the session's cache). Also
 * counted: prepare calls per tenant, prepare calls when an opened tenant is asked for again (none:
 * the DAO is shared), and the heap the opened tenants hold (their DAOs and the driver's metadata of
 * their keyspaces), per tenant.
 */
public final class TenantBenchmark {

    /** The command that writes this section. */
    public static final String COMMAND = "mvn -B -pl benchmarks -am -DskipTests -Pbench-tenants verify";

    /** The first tenants' rounds are warm-up (class loading, the driver's first DDL), not measured. */
    public static final int WARMUP = 3;

    private TenantBenchmark() {}

    /**
     * What was measured.
     *
     * @param tenants how many tenants were opened
     * @param preparesPerTenant prepare calls sent while opening one tenant (median)
     * @param preparesWhenAskedAgain prepare calls sent when every opened tenant was asked for again
     * @param heapPerTenant bytes of heap held per opened tenant, after a full collection
     * @param openNew milliseconds to open a tenant whose keyspace does not exist yet
     * @param openExisting milliseconds to open it from a second {@code Tenants}, its keyspace there
     * @param ratio first opening ÷ opening an existing keyspace, paired per tenant
     */
    public record Result(
            int tenants,
            Summary preparesPerTenant,
            long preparesWhenAskedAgain,
            double heapPerTenant,
            Summary openNew,
            Summary openExisting,
            Summary ratio) {}

    private record Round(double newMillis, double existingMillis, long prepares) {}

    /**
     * Opens {@code warmup} tenants, then {@code tenants} measured ones, on {@code session}, and
     * drops their keyspaces.
     */
    public static Result run(AuditedSession session, int warmup, int tenants, Consumer<String> progress) {
        String run = "bt" + Long.toHexString(ThreadLocalRandom.current().nextLong() & 0xfffffL) + "_";
        Tenants<LogMessageDao> first = Tenants.builder((String keyspace) -> open(session, keyspace))
                .keyspaceOf(tenant -> run + tenant)
                .prepareKeyspace(keyspace -> LogsSchema.create(session, keyspace, Replication.simple(1)))
                .build();
        // Held in a list so that it can be let go before the heap is measured: only the first
        // Tenants' DAOs then count.
        List<Tenants<LogMessageDao>> secondHolder =
                new ArrayList<>(List.of(Tenants.builder((String keyspace) -> open(session, keyspace))
                        .keyspaceOf(tenant -> run + tenant)
                        .build()));
        List<Round> rounds = new ArrayList<>();
        long heapBefore = usedHeapAfterCollection();
        try {
            for (int i = 0; i < warmup + tenants; i++) {
                String tenant = "t" + i;
                long prepares = session.counts().prepares();
                long began = System.nanoTime();
                first.get(tenant);
                double newMillis = (System.nanoTime() - began) / 1e6;
                prepares = session.counts().prepares() - prepares;
                began = System.nanoTime();
                secondHolder.get(0).get(tenant);
                double existingMillis = (System.nanoTime() - began) / 1e6;
                if (i >= warmup) {
                    rounds.add(new Round(newMillis, existingMillis, prepares));
                }
                progress.accept("tenants: opened " + (i + 1) + " of " + (warmup + tenants));
            }
            long before = session.counts().prepares();
            for (int i = 0; i < warmup + tenants; i++) {
                first.get("t" + i);
                secondHolder.get(0).get("t" + i);
            }
            long askedAgain = session.counts().prepares() - before;
            secondHolder.clear();
            double heapPerTenant = (usedHeapAfterCollection() - heapBefore) / (double) (warmup + tenants);
            return new Result(
                    tenants,
                    Ratios.each(rounds, Round::prepares),
                    askedAgain,
                    heapPerTenant,
                    Ratios.each(rounds, Round::newMillis),
                    Ratios.each(rounds, Round::existingMillis),
                    Ratios.each(rounds, round -> round.newMillis() / round.existingMillis()));
        } finally {
            for (String keyspace : first.openedKeyspaces()) {
                session.execute(SimpleStatement.newInstance("DROP KEYSPACE IF EXISTS " + keyspace)
                        .setTimeout(Duration.ofSeconds(60)));
            }
        }
    }

    private static LogMessageDao open(AuditedSession session, String keyspace) {
        return LogMessageDao.create(session, DaoOptions.defaults().withKeyspace(keyspace));
    }

    /**
     * Used heap after asking for full collections until it stops shrinking: a DAO is small beside
     * the heap's noise, so one collection's figure would not do.
     */
    private static long usedHeapAfterCollection() {
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 5; i++) {
            System.gc();
            long now = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
            if (now >= used) {
                return now;
            }
            used = now;
        }
        return used;
    }

    /** The section of BENCHMARKS.md. */
    public static String section(Result result, String machine, String date) {
        return "## A keyspace per tenant: opening " + result.tenants() + " tenants on one session\n\n"
                + "Each tenant opened through `Tenants` (README, \"A keyspace per tenant\"): the first opening creates its"
                + " keyspace, its tables and index and prepares the DAO's statements; a second `Tenants` on the same"
                + " session then opens the same tenant, its keyspace existing (the driver's cache of prepared statements"
                + " answers its prepares: another process would send them again). One paired round per tenant, after warm-up tenants.\n\n"
                + "Produced by:\n\n```\n" + COMMAND + "\n```\n\n"
                + "- date: " + date + "\n"
                + "- " + machine + "\n\n"
                + "| figure | measured |\n|---|---|\n"
                + "| tenants opened | " + result.tenants() + " |\n"
                + "| prepare calls while opening one tenant | "
                + result.preparesPerTenant().format(0, "") + " |\n"
                + "| prepare calls when every opened tenant is asked for again | " + result.preparesWhenAskedAgain()
                + " |\n"
                + "| heap held per opened tenant (its DAO and the driver's metadata of its keyspace), after full collections | "
                + String.format(Locale.ROOT, "%,.0f B", result.heapPerTenant()) + " |\n"
                + "| first opening (keyspace created) ÷ opening with the keyspace there, paired per tenant | "
                + result.ratio().ratio() + " |\n\n"
                + "Absolute times, for context only: a first opening took "
                + result.openNew().format(0, " ms")
                + ", opening a tenant whose keyspace exists "
                + result.openExisting().format(1, " ms")
                + ". Creating a keyspace is schema work that every node must agree on; the application pays it once"
                + " per tenant, and afterwards a tenant costs what one DAO costs.\n";
    }

    /** {@code java … TenantBenchmark [tenants] [BENCHMARKS.md]}: starts a node, measures, writes the section. */
    public static void main(String[] args) throws IOException {
        int tenants = args.length > 0 ? Integer.parseInt(args[0]) : 50;
        Path out = Path.of(args.length > 1 ? args[1] : "BENCHMARKS.md");
        try (BenchNode node = BenchNode.start()) {
            Result result = run(node.session(), WARMUP, tenants, System.out::println);
            String machine = Runtime.getRuntime().availableProcessors() + " cores, " + System.getProperty("os.name")
                    + " " + System.getProperty("os.version") + ", JDK " + System.getProperty("java.vm.name") + " "
                    + System.getProperty("java.runtime.version") + ", Cassandra " + node.releaseVersion()
                    + " (testkit node, forked JVM on the same machine)";
            String section = section(result, machine, LocalDate.now().toString());
            OtherSections.write(out, section);
            System.out.println(section);
        }
        System.exit(0);
    }
}
