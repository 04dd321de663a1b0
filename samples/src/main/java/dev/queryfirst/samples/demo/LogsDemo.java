package dev.queryfirst.samples.demo;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.runtime.tune.RehearsalOptions;
import dev.queryfirst.runtime.tune.RehearsalReport;
import dev.queryfirst.samples.logs.LogMessage;
import dev.queryfirst.samples.logs.LogMessageDao;
import dev.queryfirst.samples.logs.LogsSchema;
import dev.queryfirst.testkit.EmbeddedCassandra;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The demo (README's first command): starts an embedded Cassandra node (or connects to the cluster
 * named by {@code -Dqueryfirst.contactPoints}), creates the schema QueryFirst generated for the
 * six-step method's log messages, ingests a stream of messages from thousands of servers over
 * several days through the generated DAO, answers each access pattern, prints the sizing table of
 * the design report, says where the report and the CQL file are, and rehearses the model in a
 * keyspace of its own: the node's figures beside the estimates. Settings: {@link DemoSettings}.
 */
public final class LogsDemo {

    private static final PrintStream OUT = System.out;

    private LogsDemo() {}

    /** Runs the demo; exits non-zero, with the cause, if anything fails. */
    public static void main(String[] args) throws Exception {
        DemoSettings settings = DemoSettings.fromSystemProperties();
        OUT.printf(
                Locale.ROOT,
                "QueryFirst demo: %,d log messages from %,d servers over %d days%n%n",
                settings.messages(),
                settings.sources(),
                settings.days());
        if (settings.embedded()) {
            OUT.println("Starting an embedded Cassandra 5.0 node (about 10 to 30 s) ...");
            long start = System.nanoTime();
            try (EmbeddedCassandra node = EmbeddedCassandra.create().start();
                    CqlSession session = node.newSession()) {
                OUT.printf(
                        Locale.ROOT,
                        "Node %s up on %s in %.1f s.%n",
                        node.releaseVersion(),
                        node.contactPoint(),
                        (System.nanoTime() - start) / 1e9);
                run(session, settings, Replication.simple(1));
                OUT.println();
                OUT.println("Stopping the embedded node.");
            }
        } else {
            OUT.println("Connecting to " + settings.contactPoints() + " (data center " + settings.localDc() + ") ...");
            try (CqlSession session = CqlSession.builder()
                    .addContactPoints(settings.contactPoints())
                    .withLocalDatacenter(settings.localDc())
                    .build()) {
                run(session, settings, Replication.networkTopology(Map.of(settings.localDc(), 1)));
            }
        }
    }

    private static void run(CqlSession session, DemoSettings settings, Replication replication) throws Exception {
        String keyspace = settings.keyspace();
        section("1. Schema: keyspace " + keyspace + ", from META-INF/queryfirst/logs.cql");
        LogsSchema.create(session, keyspace, replication);
        LogsSchema.cql(keyspace).forEach(statement -> OUT.println("  " + firstLine(statement)));
        LogMessageDao dao = LogMessageDao.create(session, DaoOptions.defaults().withKeyspace(keyspace));

        section("2. Ingest through LogMessageDao.insertAsync, " + settings.concurrency() + " writes in flight");
        Instant now = Instant.now();
        LogStream stream = new LogStream(settings.sources(), settings.days(), now);
        double seconds = Ingest.run(dao, stream, settings.messages(), settings.concurrency(), OUT);
        OUT.printf(
                Locale.ROOT,
                "%,d messages in %.1f s: %,.0f messages/s, each written to every table in one " + "logged batch.%n",
                settings.messages(),
                seconds,
                settings.messages() / seconds);

        String source = stream.sourceName(3);
        String type = LogStream.sourceType(3);
        section("3. Access patterns");
        List<LogMessage> recent = timed(
                "recentBySource(\"" + source + "\", 10) — the 10 newest, day buckets " + "walked newest first",
                () -> dao.recentBySource(source, 10));
        recent.forEach(m -> OUT.println("    " + line(m)));

        Instant to = now;
        Instant from = now.minus(Duration.ofHours(24));
        List<LogMessage> range = timed(
                "bySourceAndTime(\"" + source + "\", now - 24 h, now, 1000) — a time range",
                () -> dao.bySourceAndTime(source, from, to, 1_000));
        OUT.printf(
                Locale.ROOT,
                "    %d messages between %s and %s; the oldest: %s%n",
                range.size(),
                minute(from),
                minute(to),
                range.isEmpty() ? "-" : line(range.get(range.size() - 1)));

        List<LogMessage> ofType = timed(
                "bySourceType(\"" + type + "\", 10) — through the storage-attached index "
                        + "on source_type (token order, not newest first)",
                () -> dao.bySourceType(type, 10));
        ofType.forEach(m -> OUT.println("    " + line(m)));

        section("4. Sizing, from the design report the compiler wrote");
        OUT.print(SizingTable.text(LogsDemo.class.getClassLoader().getResourceAsStream("META-INF/queryfirst/logs.html"))
                .indent(2));

        section("5. Generated files");
        OUT.println("  design report: " + location("META-INF/queryfirst/logs.html"));
        OUT.println("  CQL schema:    " + location("META-INF/queryfirst/logs.cql"));
        OUT.println(
                "  (every sample keyspace has both: alerts, auth, helpdesk, hotels, killrvideo, library, logs, shop, users)");

        section("6. Rehearsal: the model at a small scale on this node, measured beside its estimates");
        RehearsalReport rehearsal = LogsSchema.rehearse(
                session,
                keyspace + "_rehearsal",
                RehearsalOptions.defaults()
                        .withRows(settings.rehearsalRows())
                        .withReplication(replication)
                        .withConsole(OUT));
        OUT.println(
                rehearsal.failures().isEmpty() && rehearsal.unmeasured().isEmpty()
                        ? "  The node's figures agree with the estimates."
                        : "  Over their estimates: " + rehearsal.failures() + rehearsal.unmeasured());
    }

    private static <T extends List<?>> T timed(String title, Supplier<T> read) {
        long start = System.nanoTime();
        T result = read.get();
        OUT.printf(
                Locale.ROOT,
                "%n  %s%n    %d rows in %.1f ms%n",
                title,
                result.size(),
                (System.nanoTime() - start) / 1e6);
        return result;
    }

    private static String line(LogMessage m) {
        String body = m.messageBody().length() > 60 ? m.messageBody().substring(0, 57) + "..." : m.messageBody();
        return m.messageTime().truncatedTo(ChronoUnit.SECONDS) + "  " + m.sourceName() + "  " + m.messageType() + "  "
                + body;
    }

    private static String minute(Instant instant) {
        return instant.truncatedTo(ChronoUnit.MINUTES).toString();
    }

    private static String firstLine(String statement) {
        String first = statement.lines().findFirst().orElse(statement);
        return first.endsWith("(") ? first.substring(0, first.length() - 1).strip() : first;
    }

    private static void section(String title) {
        OUT.println();
        OUT.println(title);
    }

    /** Where a resource of the class path is: a file path when it is a file. */
    private static String location(String resource) throws URISyntaxException {
        URL url = LogsDemo.class.getClassLoader().getResource(resource);
        if (url == null) {
            return "(missing: " + resource + ")";
        }
        return "file".equals(url.getProtocol()) ? Path.of(url.toURI()).toString() : url.toString();
    }
}
