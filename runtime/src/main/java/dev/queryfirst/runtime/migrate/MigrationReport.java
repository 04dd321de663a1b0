package dev.queryfirst.runtime.migrate;

import java.util.List;

/**
 * What a call of {@link Migrator#migrate} found and did.
 *
 * @param keyspace the keyspace migrated
 * @param version the highest version applied to it now (by any instance); 0 for none
 * @param applied the versions this call applied, in order; empty when another instance had
 *     applied them or nothing was pending
 */
public record MigrationReport(String keyspace, int version, List<Integer> applied) {

    public MigrationReport {
        applied = List.copyOf(applied);
    }
}
