package dev.queryfirst.cli;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.backfill.BackfillOptions;
import dev.queryfirst.runtime.backfill.BackfillReport;
import dev.queryfirst.runtime.internal.schema.PendingBackfills;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code backfill}: copies the rows of every backfill a migration left pending, with the
 * application's generated table classes, checkpointing each finished token range: stopped (Ctrl-C,
 * a killed pod), the next run resumes where it stopped.
 */
@Command(
        name = "backfill",
        description = "Run the backfills a migration left pending; resumes from the last checkpoint.")
final class BackfillCommand extends KeyspaceCommand {

    @Option(names = "--rate", paramLabel = "<rows/s>", description = "Copy at most this many rows per second.")
    Optional<Integer> rate = Optional.empty();

    @Override
    int run(CqlSession session) {
        Bookkeeping bookkeeping = new Bookkeeping(session, name);
        List<PendingBackfills.Pending> pending = bookkeeping.pendingBackfills();
        if (pending.isEmpty()) {
            output.line("no pending backfills in keyspace " + name);
        }
        AtomicBoolean finished = new AtomicBoolean();
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> {
                            if (!finished.get()) {
                                System.err.println("queryfirst-cli: stopped; the finished token ranges are"
                                        + " checkpointed, run backfill again to resume");
                            }
                        },
                        "queryfirst-cli-stop"));
        List<Map<String, Object>> reports = new ArrayList<>();
        for (PendingBackfills.Pending backfill : pending) {
            Bookkeeping.Checkpointed before = bookkeeping.checkpointed(backfill.target());
            if (before.ranges() > 0) {
                output.line("resuming backfill of " + backfill.target() + ": " + before.ranges()
                        + " token ranges done before");
            }
            BackfillOptions options = BackfillOptions.defaults()
                    .withListener(progress -> output.progress(
                            "backfill " + progress.target() + " (" + progress.rowsCopied() + " rows)",
                            progress.rangesDone(),
                            progress.rangesTotal()));
            if (rate.isPresent()) {
                options = options.withRateLimit(rate.get());
            }
            BackfillReport report = generated.backfill(session, name, backfill.source(), backfill.target(), options);
            output.line("backfilled " + report.target() + " from " + report.source() + ": " + report.rowsCopied()
                    + " rows copied, " + report.rangesSkipped() + " of " + report.rangesTotal()
                    + " token ranges done before, in " + report.elapsed().toMillis() + " ms");
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("target", report.target());
            row.put("source", report.source());
            row.put("rowsCopied", report.rowsCopied());
            row.put("rangesCopied", report.rangesCopied());
            row.put("rangesSkipped", report.rangesSkipped());
            reports.add(row);
        }
        finished.set(true);
        output.result(Map.of("keyspace", name, "backfills", reports));
        return QueryFirstCli.DONE;
    }
}
