package dev.queryfirst.spring.bench;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.benchmarks.harness.Interleaved;
import dev.queryfirst.benchmarks.harness.Latencies;
import dev.queryfirst.benchmarks.harness.MedianInterval;
import dev.queryfirst.benchmarks.harness.Ratios;
import dev.queryfirst.benchmarks.harness.Summary;
import dev.queryfirst.benchmarks.harness.Window;
import dev.queryfirst.benchmarks.report.OtherSections;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.spring.autoconfigure.QueryFirstAutoConfiguration;
import dev.queryfirst.spring.desk.Ticket;
import dev.queryfirst.spring.desk.TicketDao;
import dev.queryfirst.spring.metrics.QueryFirstMetricsAutoConfiguration;
import dev.queryfirst.testkit.EmbeddedCassandra;
import io.micrometer.core.instrument.MeterRegistry;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.function.Consumer;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.cassandra.autoconfigure.CassandraAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.MetricsAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.export.simple.SimpleMetricsExportAutoConfiguration;
import org.springframework.boot.micrometer.observation.autoconfigure.ObservationAutoConfiguration;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;

/**
 * What the starter's observations cost: saves per second through the {@code TicketDao} bean of a
 * Boot context with Micrometer (every call a {@code queryfirst.access} observation, timed by Boot's
 * default handler, and the batch-size summary) ÷ saves per second through a {@code TicketDao} with
 * the same options and no listener, on the same session. Interleaved rounds, paired ratios, as in
 * {@code benchmarks/}; the section it writes into BENCHMARKS.md survives that module's runs.
 *
 * <p>{@code mvn -B -pl spring-boot-starter -am -DskipTests -Pbench-spring verify}
 */
public final class ObservationOverhead {

    /** The target: saves with metrics ÷ saves without. */
    static final double TARGET = 0.97;

    static final String COMMAND = "mvn -B -pl spring-boot-starter -am -DskipTests -Pbench-spring verify";

    private static final String WITH = "with metrics";
    private static final String WITHOUT = "without";
    private static final String KEYSPACE = "desk_bench";

    /**
     * How much to measure.
     *
     * @param savesPerRound saves of each variant in one round
     * @param blocks blocks a round is cut into, interleaved with the other variant's
     * @param inFlight saves in flight at once
     */
    record Scale(String name, int warmups, int rounds, int savesPerRound, int blocks, int inFlight) {

        static Scale full() {
            return new Scale("full", 2, 10, 8_000, 8, 64);
        }

        static Scale smoke() {
            return new Scale("smoke", 1, 2, 400, 2, 16);
        }
    }

    /** The measured figures. */
    record Result(Scale scale, MedianInterval ratio, Summary withMetrics, Summary without, long observations) {

        /** Met, not met, or unresolved: by the ratio's interval, as every target of BENCHMARKS.md. */
        MedianInterval.Outcome verdict() {
            return ratio.atLeast(TARGET);
        }
    }

    /** One variant's round: saves per second. */
    record Round(double savesPerSecond) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%.0f saves/s", savesPerSecond);
        }
    }

    private ObservationOverhead() {}

    /** Runs {@code scale} against the node at {@code node} (data center {@code datacenter}). */
    static Result measure(Scale scale, InetSocketAddress node, String datacenter, Consumer<String> progress) {
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(BenchApplication.class)
                .web(WebApplicationType.NONE)
                .logStartupInfo(false)
                .properties(
                        "spring.cassandra.contact-points=" + node.getHostString() + ":" + node.getPort(),
                        "spring.cassandra.local-datacenter=" + datacenter,
                        "spring.cassandra.request.timeout=20s",
                        "queryfirst.include-keyspaces=desk",
                        "queryfirst.keyspaces.desk.name=" + KEYSPACE,
                        "queryfirst.keyspaces.desk.replication-factor=1")
                .run()) {
            TicketDao observed = context.getBean(TicketDao.class);
            TicketDao plain = TicketDao.create(
                    context.getBean(CqlSession.class), DaoOptions.defaults().withKeyspace(KEYSPACE));
            List<Interleaved.Variant<Round>> variants =
                    List.of(variant(WITH, observed, 0, scale), variant(WITHOUT, plain, scale.savesPerRound(), scale));
            Map<String, List<Round>> rounds =
                    Interleaved.run(variants, scale.blocks(), scale.warmups(), scale.rounds(), progress);
            MeterRegistry meters = context.getBean(MeterRegistry.class);
            long observations = meters.get("queryfirst.access")
                    .tags("entity", "Ticket", "operation", "save", "outcome", "success")
                    .timer()
                    .count();
            return new Result(
                    scale,
                    Ratios.of(rounds.get(WITH), rounds.get(WITHOUT), Round::savesPerSecond),
                    Ratios.each(rounds.get(WITH), Round::savesPerSecond),
                    Ratios.each(rounds.get(WITHOUT), Round::savesPerSecond),
                    observations);
        }
    }

    /**
     * Saves of {@code savesPerRound} tickets with ids from {@code firstId}, each round on other
     * assignees than the last: from the second round on, every save moves its row.
     */
    private static Interleaved.Variant<Round> variant(String name, TicketDao dao, int firstId, Scale scale) {
        int[] round = {0};
        List<UUID> ids = new ArrayList<>();
        for (int i = 0; i < scale.savesPerRound(); i++) {
            ids.add(new UUID(0x5eedL, firstId + i));
        }
        return new Interleaved.Variant<>(name, () -> {
            int r = round[0]++;
            Instant now = Instant.now();
            List<Ticket> tickets = new ArrayList<>();
            for (int i = 0; i < ids.size(); i++) {
                tickets.add(new Ticket(ids.get(i), "Ticket " + i, "agent-" + ((i + r) % 50), now.minusMillis(i)));
            }
            return new Saves(dao, tickets, scale);
        });
    }

    /** One round of one variant: its tickets saved block by block, a window of saves in flight. */
    private static final class Saves implements Interleaved.RoundWork<Round> {

        private final TicketDao dao;
        private final List<Ticket> tickets;
        private final Scale scale;
        private final int perBlock;
        private final Latencies latencies;
        private long elapsed;

        Saves(TicketDao dao, List<Ticket> tickets, Scale scale) {
            this.dao = dao;
            this.tickets = tickets;
            this.scale = scale;
            this.perBlock = tickets.size() / scale.blocks();
            this.latencies = new Latencies(tickets.size());
        }

        @Override
        public void block(int block) {
            elapsed += Window.run(
                    block * perBlock,
                    (block + 1) * perBlock,
                    scale.inFlight(),
                    i -> dao.saveAsync(tickets.get(i)),
                    latencies);
        }

        @Override
        public Round result() {
            return new Round(perBlock * scale.blocks() / (elapsed / 1e9));
        }
    }

    /** The section of BENCHMARKS.md. */
    static String section(Result result, String machine) {
        MedianInterval ratio = result.ratio();
        return "## Spring Boot starter: the cost of observing every DAO call\n\n"
                + "Saves per second through the `TicketDao` bean of a Boot context with Micrometer (each call a"
                + " `queryfirst.access` observation timed by Boot's default handler, plus the `queryfirst.batch.size`"
                + " summary) ÷ saves per second through a `TicketDao` with the same options and no listener, on the"
                + " same session and node; " + result.scale().savesPerRound() + " saves per variant and round, "
                + result.scale().inFlight() + " in flight, rounds interleaved in "
                + result.scale().blocks()
                + " blocks, " + ratio.rounds() + " measured rounds after "
                + result.scale().warmups()
                + " warm-up rounds. From the second round on, every save moves its ticket to another assignee"
                + " (a read, then a logged batch of 3 statements).\n\n"
                + "Produced by:\n\n```\n" + COMMAND + "\n```\n\n"
                + "- date: " + LocalDate.now() + ", scale `" + result.scale().name() + "`\n"
                + "- " + machine + "\n\n"
                + "| target | measured | verdict |\n|---|---|---|\n"
                + "| save throughput, with metrics ÷ without ≥ " + TARGET + "× | " + ratio.format() + " | "
                + result.verdict().label() + " |\n\n"
                + String.format(
                        Locale.ROOT,
                        "Saves per second: with metrics %s, without %s. The observed DAO recorded %d save"
                                + " observations, one per call.\n",
                        result.withMetrics().format(0, ""),
                        result.without().format(0, ""),
                        result.observations());
    }

    /** Writes the section into {@code file}, after the marker of other modules' sections, replacing its last version. */
    static void write(Path file, String section) throws IOException {
        OtherSections.write(file, section);
    }

    /** {@code java … ObservationOverhead [full|smoke] <BENCHMARKS.md>}: starts a node, measures, writes the section. */
    public static void main(String[] args) throws IOException {
        Scale scale = args.length > 0 && args[0].equals("smoke") ? Scale.smoke() : Scale.full();
        Path out = Path.of(args.length > 1 ? args[1] : "BENCHMARKS.md");
        try (EmbeddedCassandra node = EmbeddedCassandra.create().start()) {
            Result result = measure(scale, node.contactPoint(), node.localDatacenter(), System.out::println);
            String machine = Runtime.getRuntime().availableProcessors() + " cores, " + System.getProperty("os.name")
                    + " " + System.getProperty("os.version") + ", JDK " + System.getProperty("java.vm.name") + " "
                    + System.getProperty("java.runtime.version") + ", Cassandra " + node.releaseVersion()
                    + " (testkit node, forked JVM on the same machine)";
            String section = section(result, machine);
            write(out, section);
            System.out.println(section);
        }
    }

    /** The context the observed DAO comes from: Boot's Cassandra, Micrometer and the starter. */
    @Configuration(proxyBeanMethods = false)
    @ImportAutoConfiguration({
        CassandraAutoConfiguration.class,
        ObservationAutoConfiguration.class,
        MetricsAutoConfiguration.class,
        CompositeMeterRegistryAutoConfiguration.class,
        SimpleMetricsExportAutoConfiguration.class,
        QueryFirstMetricsAutoConfiguration.class,
        QueryFirstAutoConfiguration.class
    })
    static class BenchApplication {}
}
