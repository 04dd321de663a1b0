package dev.queryfirst.cli;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.audit.AuditReport;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code audit}: every DAO's audit (missing, stale and orphaned copies, stale live references, empty
 * buckets); with {@code --repair}, every finding rewritten from its source row.
 */
@Command(name = "audit", description = "Check every copy of every entity against its source (--repair: rewrite them).")
final class AuditCommand extends KeyspaceCommand {

    @Option(names = "--repair", description = "Rewrite what the audit finds from the source rows.")
    boolean repair;

    @Option(names = "--check", description = "Exit 2 when the audit finds anything (without --repair).")
    boolean check;

    @Override
    int run(CqlSession session) {
        Map<String, AuditReport> reports = generated.audit(session, name, repair);
        boolean clean = true;
        Map<String, Object> result = new LinkedHashMap<>();
        for (Map.Entry<String, AuditReport> entry : reports.entrySet()) {
            AuditReport report = entry.getValue();
            clean &= report.isClean();
            output.line(entry.getKey() + ": " + report);
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("sourceRows", report.sourceRows());
            row.put("missing", report.missing());
            row.put("stale", report.stale());
            row.put("orphaned", report.orphaned());
            row.put("staleReferences", report.staleReferences());
            row.put("danglingReferences", report.danglingReferences());
            row.put("emptyBuckets", report.emptyBuckets());
            row.put("repaired", report.repaired());
            result.put(entry.getKey(), row);
        }
        output.result(Map.of("keyspace", name, "audits", result));
        return check && !repair && !clean ? QueryFirstCli.CHECK_FAILED : QueryFirstCli.DONE;
    }
}
