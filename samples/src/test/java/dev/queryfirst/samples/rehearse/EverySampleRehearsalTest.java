package dev.queryfirst.samples.rehearse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import dev.queryfirst.runtime.tune.RehearsalOptions;
import dev.queryfirst.runtime.tune.RehearsalReport;
import dev.queryfirst.runtime.tune.TableFigures;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every sample keyspace rehearsed twice ({@code -Prehearsal}): at scale ({@code -Drehearsal.rows},
 * default 20,000 entities of each keyspace's largest entity) with every value present and nothing
 * changed, as the estimate assumes (each table's mean partition bytes and rows within ±25 % of the
 * estimate), then as a user's default rehearsal does, with nulls, moves and deletes (nothing over
 * its estimate or a node threshold); then the tombstones a read of a queue scans against the
 * compiler's budget ({@link QueueTombstones}, within ±25 %). Writes REHEARSAL.md to
 * {@code -Drehearsal.markdown} and its section of BENCHMARKS.md to {@code -Drehearsal.benchmarks}.
 *
 * <p>The rehearsals write through a session of their own that does not log the nodes' warnings:
 * the shop's order save is a batch over {@code batch_size_warn_threshold} (QF307, accepted in
 * {@code Order}'s documentation), and the driver would log each of the 20,000.
 */
@CassandraTest
@Tag("rehearsal")
class EverySampleRehearsalTest {

    @Test
    void everySampleTableIsWithinItsEstimate(TestKeyspace keyspace) throws IOException {
        try (CqlSession session = CqlSession.builder()
                .addContactPoint(keyspace.contactPoint())
                .withLocalDatacenter(keyspace.localDatacenter())
                .withConfigLoader(DriverConfigLoader.programmaticBuilder()
                        .withBoolean(DefaultDriverOption.REQUEST_LOG_WARNINGS, false)
                        // The testkit's patience for a node sharing two cores with the build.
                        .withDuration(DefaultDriverOption.REQUEST_TIMEOUT, Duration.ofSeconds(30))
                        .withDuration(DefaultDriverOption.CONTROL_CONNECTION_AGREEMENT_TIMEOUT, Duration.ofSeconds(60))
                        .withDuration(DefaultDriverOption.METADATA_SCHEMA_REQUEST_TIMEOUT, Duration.ofSeconds(30))
                        .withDuration(DefaultDriverOption.METADATA_SCHEMA_WINDOW, Duration.ofMillis(20))
                        .build())
                .build()) {
            rehearseEverySample(session, keyspace);
        }
    }

    private static void rehearseEverySample(CqlSession session, TestKeyspace keyspace) throws IOException {
        long start = System.nanoTime();
        String load = load();
        int rows = Integer.getInteger("rehearsal.rows", 20_000);
        RehearsalOptions everyValue =
                RehearsalOptions.defaults().withRows(rows).withNullShare(0).withChurn(0, 0);
        RehearsalOptions realistic = RehearsalOptions.defaults();
        List<RehearsalReport> reports = new ArrayList<>();
        List<RehearsalReport> churned = new ArrayList<>();
        for (Map.Entry<String, SampleRehearsals.Rehearse> sample : SampleRehearsals.ALL.entrySet()) {
            String name = keyspace.name() + "_" + sample.getKey();
            reports.add(sample.getValue().run(session, name, everyValue));
            churned.add(sample.getValue().run(session, name + "_churn", realistic));
        }
        QueueTombstones.Figures queue = QueueTombstones.run(session, keyspace.name() + "_queue");
        String loads = load + " at the start, " + load() + " at the end";
        String markdown = AccuracyTable.markdown(reports, churned, rows, queue, loads);
        Path output = Path.of(System.getProperty("rehearsal.markdown", "target/queryfirst/accuracy.md"));
        Files.createDirectories(output.toAbsolutePath().getParent());
        Files.writeString(output, markdown, StandardCharsets.UTF_8);
        String machine = String.format(
                Locale.ROOT,
                "%d cores, %s %s, JDK %s, Cassandra 5.0 (testkit node, forked JVM on the same machine);"
                        + " one-minute load average %s",
                Runtime.getRuntime().availableProcessors(),
                System.getProperty("os.name"),
                System.getProperty("os.arch"),
                System.getProperty("java.version"),
                loads);
        BenchmarksSection.write(
                Path.of(System.getProperty("rehearsal.benchmarks", "target/queryfirst/benchmarks.md")),
                BenchmarksSection.section(reports, churned, queue, machine, (System.nanoTime() - start) / 60e9));
        System.out.println(markdown);
        List<String> problems = new ArrayList<>();
        for (RehearsalReport report : churned) {
            problems.addAll(report.failures());
            problems.addAll(report.unmeasured());
        }
        for (RehearsalReport report : reports) {
            problems.addAll(report.failures());
            problems.addAll(report.unmeasured());
            for (TableFigures table : report.tables()) {
                if (!Double.isNaN(table.estimated().bytes())
                        && !(table.bytesWithin(AccuracyTable.TARGET) && table.rowsWithin(AccuracyTable.TARGET))) {
                    problems.add(report.declaredKeyspace() + "." + table.table() + " outside ±25 %");
                }
            }
        }
        if (Math.abs(queue.deviation()) > AccuracyTable.TARGET) {
            problems.add("orders_by_status: a read scanned " + queue.scanned() + " tombstones, the budget is "
                    + queue.budget());
        }
        assertEquals(List.of(), problems, markdown);
    }

    /** The machine's load average over the last minute, as {@code uptime} gives it. */
    private static String load() {
        return String.format(
                Locale.ROOT,
                "%.1f",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }
}
