package dev.queryfirst.spring.autoconfigure;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/** Start-up stopped because a generated keyspace does not exist: which properties create or find it. */
class KeyspaceNotFoundFailureAnalyzer extends AbstractFailureAnalyzer<KeyspaceNotFoundException> {

    @Override
    protected FailureAnalysis analyze(Throwable root, KeyspaceNotFoundException cause) {
        String prefix = "queryfirst.keyspaces." + cause.keyspace();
        return new FailureAnalysis(
                "Keyspace " + cause.name() + " does not exist, and " + cause.neededBy() + " needs it.",
                "Set " + prefix + ".replication-factor=1 (one node, SimpleStrategy) or " + prefix
                        + ".datacenters.<data center>=3 (NetworkTopologyStrategy) to have the migration create it at"
                        + " start-up (the migration needs the keyspace's schema versions: compile with"
                        + " -Aqueryfirst.schemaDir); or set " + prefix
                        + ".name to the keyspace that holds these tables; or create keyspace "
                        + cause.name() + " yourself.",
                cause);
    }
}
