package dev.queryfirst.benchmarks.backfill;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.benchmarks.BenchNode;
import dev.queryfirst.benchmarks.harness.Interleaved;
import dev.queryfirst.benchmarks.logs.LogMessage;
import dev.queryfirst.benchmarks.logs.LogMessageDao;
import dev.queryfirst.benchmarks.logs.LogMessages;
import dev.queryfirst.benchmarks.logs.LogMessagesBySourceNameAndMessageTypeTable;
import dev.queryfirst.benchmarks.logs.LogMessagesBySourceNameTable;
import dev.queryfirst.benchmarks.logs.LogsSchema;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.backfill.BackfillOptions;
import dev.queryfirst.runtime.internal.Futures;
import dev.queryfirst.runtime.internal.Prepared;
import dev.queryfirst.runtime.internal.backfill.Backfill;
import dev.queryfirst.runtime.internal.copy.ModelDescription;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Entity;
import dev.queryfirst.runtime.schema.Replication;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;

/**
 * The backfill (docs/schema-evolution.md, "Backfill") against a hand-written token-range copy of
 * the same rows: a new table ({@code log_messages_by_source_name_and_message_type}, as if its
 * access pattern had just been added) filled from the entity's first table, in interleaved rounds.
 * Both scan the same token ranges, as many at once, with the same page size and writes in flight,
 * and write each copy {@code USING TIMESTAMP} of its source row; the backfill also reads each row's
 * time to live, records a checkpoint per range and reports progress. Rounds overwrite the same rows
 * with the same timestamps, so every round does the same work.
 */
public final class BackfillBenchmark {

    /** {@code Backfill.run} on the generated table classes. */
    public static final String GENERATED = "QueryFirst backfill";
    /** {@link HandWrittenRangeCopy}. */
    public static final String HAND_WRITTEN = "hand-written token-range copy";

    /** A keyspace of its own, so that the rows copied are exactly the rows this benchmark wrote. */
    private static final String KEYSPACE = "logs_backfill";

    private BackfillBenchmark() {}

    /**
     * How much work.
     *
     * @param rows rows in the source table, copied by every round
     * @param warmups warm-up rounds (thrown away)
     * @param rounds measured rounds
     */
    public record Settings(int rows, int warmups, int rounds) {}

    /**
     * One round of one variant.
     *
     * @param rowsPerSecond rows copied per second of the round's wall time
     * @param rows rows copied
     */
    public record Round(double rowsPerSecond, long rows) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%.0f rows/s, %d rows", rowsPerSecond, rows);
        }
    }

    /**
     * What the backfill benchmark measured.
     *
     * @param rounds the measured rounds of each variant, by name
     * @param settings the work done
     * @param options the backfill's splits, concurrency and page size, used by both variants
     */
    public record Result(Map<String, List<Round>> rounds, Settings settings, BackfillOptions options) {}

    /** Runs both variants against {@code node}. */
    public static Result run(BenchNode node, Settings settings, Consumer<String> progress) {
        CqlSession session = node.session();
        LogsSchema.create(session, KEYSPACE, Replication.simple(1));
        progress.accept("backfill: writing " + settings.rows() + " messages");
        fill(session, settings.rows());
        Prepared prepared = Futures.getUninterruptibly(Prepared.prepareAsync(
                session,
                concat(
                        LogMessagesBySourceNameTable.statements(KEYSPACE),
                        LogMessagesBySourceNameAndMessageTypeTable.statements(KEYSPACE))));
        LogMessagesBySourceNameTable source = new LogMessagesBySourceNameTable(prepared, KEYSPACE);
        LogMessagesBySourceNameAndMessageTypeTable target =
                new LogMessagesBySourceNameAndMessageTypeTable(prepared, KEYSPACE);
        BackfillOptions options = BackfillOptions.defaults();
        // The copy rows are computed from the model description the processor wrote for the entity.
        Entity entity = ModelDescription.fromClasspath(LogMessageDao.KEYSPACE, LogMessageDao.class.getClassLoader())
                .entityOf(target.name());
        HandWrittenRangeCopy hand = new HandWrittenRangeCopy(session, KEYSPACE);
        List<Interleaved.Variant<Round>> variants = List.of(
                variant(GENERATED, () -> {
                    Backfill.forget(session, KEYSPACE, target.name());
                    return Backfill.run(session, KEYSPACE, entity, source, target, options)
                            .rowsCopied();
                }),
                variant(HAND_WRITTEN, () -> hand.copy(options.splits(), options.concurrency(), options.pageSize())));
        Map<String, List<Round>> rounds = Interleaved.run(
                variants, 1, settings.warmups(), settings.rounds(), line -> progress.accept("backfill " + line));
        return new Result(rounds, settings, options);
    }

    private interface Copy {
        long rows();
    }

    private static Interleaved.Variant<Round> variant(String name, Copy copy) {
        return new Interleaved.Variant<>(name, () -> new Interleaved.RoundWork<>() {
            private Round round;

            @Override
            public void block(int block) {
                long start = System.nanoTime();
                long rows = copy.rows();
                round = new Round(rows / ((System.nanoTime() - start) / 1e9), rows);
            }

            @Override
            public Round result() {
                return round;
            }
        });
    }

    private static void fill(CqlSession session, int rows) {
        LogMessageDao dao = LogMessageDao.create(session, DaoOptions.defaults().withKeyspace(KEYSPACE));
        List<CompletionStage<Void>> inFlight = new ArrayList<>();
        for (LogMessage message : new LogMessages(7).stream(rows, 500, Instant.now())) {
            inFlight.add(dao.insertAsync(message));
            if (inFlight.size() == 64) {
                inFlight.forEach(Futures::getUninterruptibly);
                inFlight.clear();
            }
        }
        inFlight.forEach(Futures::getUninterruptibly);
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
