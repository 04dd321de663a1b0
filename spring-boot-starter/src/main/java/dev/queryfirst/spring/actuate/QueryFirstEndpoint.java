package dev.queryfirst.spring.actuate;

import dev.queryfirst.runtime.migrate.MigrationReport;
import dev.queryfirst.spring.QueryFirstBackfills;
import dev.queryfirst.spring.QueryFirstKeyspace;
import dev.queryfirst.spring.QueryFirstMigration;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.actuate.endpoint.annotation.Endpoint;
import org.springframework.boot.actuate.endpoint.annotation.ReadOperation;

/**
 * {@code /actuator/queryfirst}, read-only: per keyspace the applied schema versions, the pending
 * ones, the backfills of this start-up with their progress and, with a {@link KeyspaceObserver}
 * bean, what the tables look like in production; the entities that can be audited, the audit
 * running now and the last audit of each entity with every kind of finding. Audits are started on
 * {@link QueryFirstAuditEndpoint}, which is off unless access to it is granted.
 */
@Endpoint(id = "queryfirst")
public class QueryFirstEndpoint {

    private final QueryFirstMigration migration;
    private final QueryFirstBackfills backfills;
    private final EntityAudits audits;
    private final ObjectProvider<KeyspaceObserver> observer;

    public QueryFirstEndpoint(
            QueryFirstMigration migration,
            QueryFirstBackfills backfills,
            EntityAudits audits,
            ObjectProvider<KeyspaceObserver> observer) {
        this.migration = migration;
        this.backfills = backfills;
        this.audits = audits;
        this.observer = observer;
    }

    /**
     * The whole report.
     *
     * @param running the audit running now; null when none runs
     */
    public record Report(
            List<KeyspaceReport> keyspaces,
            List<String> entities,
            EntityAudits.@Nullable Running running,
            Map<String, EntityAudits.Summary> audits) {}

    /**
     * One keyspace.
     *
     * @param observe what the {@link KeyspaceObserver} bean reports; null without one
     */
    public record KeyspaceReport(
            String keyspace,
            String name,
            String schemaClass,
            int versions,
            List<QueryFirstKeyspace.AppliedVersion> applied,
            List<Integer> pending,
            List<MigrationReport> migrations,
            List<BackfillReport> backfills,
            @Nullable Object observe) {}

    /** A backfill of this start-up, as it last reported. */
    public record BackfillReport(
            String table, long rowsCopied, int rangesDone, int rangesTotal, double fraction, boolean done) {}

    @ReadOperation
    public Report report() {
        KeyspaceObserver observe = observer.getIfAvailable();
        List<KeyspaceReport> keyspaces = migration.keyspaces().stream()
                .map(keyspace -> new KeyspaceReport(
                        keyspace.keyspace(),
                        keyspace.name(),
                        keyspace.schemaClass().getName(),
                        keyspace.versions(),
                        keyspace.history(),
                        keyspace.pendingVersions(),
                        migration.reports(keyspace),
                        backfills.all().stream()
                                .filter(b -> b.keyspace().equals(keyspace.name()))
                                .map(b -> new BackfillReport(
                                        b.progress().target(),
                                        b.progress().rowsCopied(),
                                        b.progress().rangesDone(),
                                        b.progress().rangesTotal(),
                                        b.progress().fraction(),
                                        b.done()))
                                .toList(),
                        observe == null ? null : observe.observe(keyspace)))
                .toList();
        return new Report(keyspaces, audits.entities(), audits.running().orElse(null), audits.last());
    }
}
