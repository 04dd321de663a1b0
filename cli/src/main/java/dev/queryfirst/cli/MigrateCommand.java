package dev.queryfirst.cli;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.backfill.BackfillOptions;
import dev.queryfirst.runtime.migrate.MigrationOptions;
import dev.queryfirst.runtime.migrate.MigrationReport;
import dev.queryfirst.runtime.migrate.MigrationStep;
import dev.queryfirst.runtime.schema.Replication;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code migrate}: applies the pending schema versions with the application's own generated
 * {@code migrate}, so it takes the same lease as the application's start-up: whichever comes first
 * applies, the other waits and then finds nothing to do. {@code --dry-run} prints the statements and
 * backfills instead, and writes nothing.
 */
@Command(
        name = "migrate",
        description = "Apply the pending schema versions and their backfills (--dry-run: print them, change nothing).")
final class MigrateCommand extends KeyspaceCommand {

    @Option(names = "--dry-run", description = "Print the CQL and the backfills a migration would run; change nothing.")
    boolean dryRun;

    @Option(names = "--check", description = "With --dry-run: exit 2 when a version is pending.")
    boolean check;

    @Option(
            names = "--replication-factor",
            paramLabel = "<n>",
            description = "Create a missing keyspace with SimpleStrategy and this factor.")
    Optional<Integer> replicationFactor = Optional.empty();

    @Option(
            names = "--replication",
            paramLabel = "<dc>=<n>",
            split = ",",
            description = "Create a missing keyspace with NetworkTopologyStrategy: dc1=3,dc2=3.")
    Map<String, Integer> replication = new LinkedHashMap<>();

    @Option(
            names = "--max-wait",
            paramLabel = "<duration>",
            description = "How long to wait for another migrator's lease (ISO-8601, default PT30M).")
    Duration maxWait = Duration.ofMinutes(30);

    @Option(names = "--rate", paramLabel = "<rows/s>", description = "Backfill at most this many rows per second.")
    Optional<Integer> rate = Optional.empty();

    @Option(
            names = "--leave-backfills-pending",
            description = "Apply the statements but leave each backfill pending, for a later 'backfill'.")
    boolean leaveBackfillsPending;

    @Override
    boolean needsKeyspace() {
        return !dryRun && replicationFactor.isEmpty() && replication.isEmpty();
    }

    @Override
    int run(CqlSession session) {
        return dryRun ? dryRun(session) : migrate(session);
    }

    private int migrate(CqlSession session) {
        MigrationOptions options = options();
        new Bookkeeping(session, name)
                .leaseHolder()
                .ifPresent(holder -> output.line("waiting for the migration lease held by " + holder));
        MigrationReport report = generated.migrate(session, options);
        output.line(
                report.applied().isEmpty()
                        ? "keyspace " + name + " is at version " + report.version() + ": nothing to apply"
                        : "applied versions " + report.applied() + " to keyspace " + name + ", now at version "
                                + report.version());
        output.result(Map.of("keyspace", name, "version", report.version(), "applied", report.applied()));
        return QueryFirstCli.DONE;
    }

    private int dryRun(CqlSession session) {
        Bookkeeping bookkeeping = new Bookkeeping(session, name);
        List<Integer> pending = bookkeeping.pendingVersions(generated.versions());
        Map<String, String> sources = generated.sources();
        List<Map<String, Object>> versions = new ArrayList<>();
        List<String> created = new ArrayList<>();
        List<String> unfilled = new ArrayList<>();
        if (!bookkeeping.keyspaceExists()) {
            output.line("-- keyspace " + name + " does not exist: migrate creates it only with --replication-factor"
                    + " or --replication");
        }
        for (MigrationStep step : generated.steps(options())) {
            if (!pending.contains(step.version())) {
                continue;
            }
            for (String statement : step.statements()) {
                DryRun.createdTable(statement).ifPresent(table -> {
                    String source = sources.get(table);
                    // Filled from a source that holds rows before this migration: its rows are copied.
                    if (source != null && bookkeeping.hasTable(source) && !created.contains(source)) {
                        unfilled.add(table + " from " + source);
                    }
                    created.add(table);
                });
            }
            // A backfill runs in the last version that changes its tables (docs/schema-evolution.md), one task each.
            List<String> backfills = new ArrayList<>(
                    unfilled.subList(0, Math.min(unfilled.size(), step.tasks().size())));
            unfilled.removeAll(backfills);
            output.line("-- version " + step.version() + ": " + step.description());
            step.statements().forEach(statement -> output.line(statement + ";"));
            backfills.forEach(backfill -> output.line("-- backfill " + backfill));
            Map<String, Object> version = new LinkedHashMap<>();
            version.put("version", step.version());
            version.put("description", step.description());
            version.put("statements", step.statements());
            version.put("backfills", backfills);
            versions.add(version);
        }
        if (versions.isEmpty()) {
            output.line("-- keyspace " + name + " is at version " + generated.versions() + ": nothing to apply");
        }
        output.result(Map.of("keyspace", name, "dryRun", true, "pending", versions));
        return check && !versions.isEmpty() ? QueryFirstCli.CHECK_FAILED : QueryFirstCli.DONE;
    }

    private MigrationOptions options() {
        BackfillOptions backfill = BackfillOptions.defaults()
                .withListener(progress -> output.progress(
                        "backfill " + progress.target() + " (" + progress.rowsCopied() + " rows)",
                        progress.rangesDone(),
                        progress.rangesTotal()));
        if (rate.isPresent()) {
            backfill = backfill.withRateLimit(rate.get());
        }
        MigrationOptions options = MigrationOptions.defaults()
                .withKeyspace(name)
                .withHolder(holder())
                .withMaxWait(maxWait)
                .withBackfillOptions(backfill);
        if (replicationFactor.isPresent()) {
            options = options.withReplication(Replication.simple(replicationFactor.get()));
        } else if (!replication.isEmpty()) {
            options = options.withReplication(Replication.networkTopology(replication));
        }
        return leaveBackfillsPending ? options.withBackfillsLeftPending() : options;
    }

    /** {@code queryfirst-cli@<host>/<pid>}: who migrated, in the history and the lease. */
    static String holder() {
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            host = "unknown-host";
        }
        return "queryfirst-cli@" + host + "/"
                + ManagementFactory.getRuntimeMXBean().getPid();
    }
}
