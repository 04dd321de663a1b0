package dev.queryfirst.spring.autoconfigure;

import dev.queryfirst.runtime.migrate.MigrationException;
import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/** Start-up stopped because a schema migration failed: what failed, and what to set. */
class MigrationFailureAnalyzer extends AbstractFailureAnalyzer<MigrationException> {

    @Override
    protected FailureAnalysis analyze(Throwable root, MigrationException cause) {
        return new FailureAnalysis(
                "QueryFirst could not migrate the schema at start-up: " + cause.getMessage(),
                "Fix the cause above and start again: the version is retried from its first statement, and a backfill"
                        + " resumes from its checkpoint. If another instance is still migrating, raise"
                        + " queryfirst.migration.max-wait. To start without migrating, set"
                        + " queryfirst.migration.enabled=false (the queryfirst health contributor then reports the"
                        + " pending versions until they are applied).",
                cause);
    }
}
