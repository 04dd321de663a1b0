package dev.queryfirst.cli;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.instances.DeferredWork;
import dev.queryfirst.runtime.instances.LiveInstance;
import dev.queryfirst.runtime.instances.LiveInstances;
import dev.queryfirst.runtime.internal.schema.PendingBackfills;
import dev.queryfirst.runtime.schema.SchemaDifference;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code status}: the applied versions, the versions the application has that are not applied, the
 * backfills left pending with their progress, who holds the migration lease, the live instances by
 * the schema version they write and the work deferred until older ones stop, and drift. Reads only.
 */
@Command(
        name = "status",
        description = "Applied and pending schema versions, pending backfills with progress, the migration lease,"
                + " drift. Reads only.")
final class StatusCommand extends KeyspaceCommand {

    @Option(names = "--check", description = "Exit 2 when a version or a backfill is pending, or the schema drifts.")
    boolean check;

    @Override
    boolean needsKeyspace() {
        return false;
    }

    @Override
    int run(CqlSession session) {
        Bookkeeping bookkeeping = new Bookkeeping(session, name);
        boolean exists = bookkeeping.keyspaceExists();
        List<Bookkeeping.Applied> history = bookkeeping.history();
        List<Integer> pending = bookkeeping.pendingVersions(generated.versions());
        List<Map<String, Object>> backfills = new ArrayList<>();
        for (PendingBackfills.Pending backfill : bookkeeping.pendingBackfills()) {
            Bookkeeping.Checkpointed done = bookkeeping.checkpointed(backfill.target());
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("target", backfill.target());
            row.put("source", backfill.source());
            row.put("since", String.valueOf(backfill.since()));
            row.put("rangesDone", done.ranges());
            row.put("rowsCopied", done.rows());
            backfills.add(row);
        }
        Optional<String> lease = bookkeeping.leaseHolder();
        // Who writes which version (docs/schema-evolution.md, "Rolling releases"): the work a
        // migration deferred waits for the older ones to stop.
        List<LiveInstance> instances = exists ? LiveInstances.list(session, name) : List.of();
        List<String> deferred = exists
                ? DeferredWork.list(session, name).stream()
                        .map(Object::toString)
                        .toList()
                : List.of();
        List<String> drift = exists
                ? VerifyCommand.drift(generated, session, name).stream()
                        .filter(d -> d.kind() != SchemaDifference.Kind.BACKFILL_PENDING)
                        .map(SchemaDifference::toString)
                        .toList()
                : List.of();

        output.line("keyspace " + name + " (" + generated.schemaClass() + ", " + generated.versions()
                + " versions in the code)" + (exists ? "" : ": does not exist yet"));
        history.forEach(v -> output.line("  version " + v.version() + (v.success() ? " applied " : " FAILED ")
                + v.appliedAt() + " by " + v.appliedBy() + ": " + v.description()));
        output.line(pending.isEmpty() ? "no pending versions" : "pending versions " + pending);
        backfills.forEach(b -> output.line("pending backfill " + b.get("target") + " from " + b.get("source")
                + " since " + b.get("since") + ": " + b.get("rangesDone") + " token ranges and " + b.get("rowsCopied")
                + " rows copied so far"));
        lease.ifPresent(holder -> output.line("migration lease held by " + holder));
        instances.forEach(instance -> output.line("live instance " + instance));
        deferred.forEach(work -> output.line("deferred until older instances stop: " + work));
        drift.forEach(d -> output.line("drift: " + d));

        Map<String, Object> result = new LinkedHashMap<>();
        result.put("keyspace", name);
        result.put("exists", exists);
        result.put("codeVersions", generated.versions());
        result.put("history", history);
        result.put("pendingVersions", pending);
        result.put("pendingBackfills", backfills);
        result.put("leaseHolder", lease.orElse(null));
        result.put("liveInstances", instances.stream().map(StatusCommand::json).toList());
        result.put("deferred", deferred);
        result.put("drift", drift);
        output.result(result);
        boolean clean = pending.isEmpty() && backfills.isEmpty() && deferred.isEmpty() && drift.isEmpty();
        return check && !clean ? QueryFirstCli.CHECK_FAILED : QueryFirstCli.DONE;
    }

    /** An instance as {@code --json} shows it, its fields in this order. */
    private static Map<String, Object> json(LiveInstance instance) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("id", instance.id());
        if (!instance.module().isEmpty()) {
            fields.put("module", instance.module());
        }
        fields.put("version", instance.version());
        fields.put("lastSeen", instance.beatAt().toString());
        return fields;
    }
}
