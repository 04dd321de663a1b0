package dev.queryfirst.samples.multimodule.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.migrate.MigrationException;
import dev.queryfirst.runtime.migrate.MigrationOptions;
import dev.queryfirst.runtime.migrate.MigrationReport;
import dev.queryfirst.runtime.schema.KeyspaceSchema;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Schema versions of keyspace {@code parcels}, kept by each of its modules: one history per module
 * in {@code parcels.queryfirst_module_history}, no two "version 1" of one history (docs/schema-evolution.md,
 * "Several modules, one keyspace").
 */
@CassandraTest
class VersionsAcrossModulesTest {

    private static final MigrationOptions OPTIONS = MigrationOptions.defaults().withReplication(Replication.simple(1));

    private CqlSession session;

    @BeforeEach
    void noKeyspace(CqlSession cql) {
        session = cql;
        session.execute("DROP KEYSPACE IF EXISTS parcels");
    }

    @Test
    void eachModuleAppliesItsOwnVersionsOnce() {
        KeyspaceSchema parcels = KeyspaceSchema.assemble("parcels");
        List<MigrationReport> first = parcels.migrate(session, OPTIONS);
        assertEquals(2, first.size(), first.toString());
        first.forEach(report -> assertEquals(List.of(1), report.applied(), report.toString()));
        assertEquals(Map.of("multimodule-core", 1, "multimodule-tracking", 1), history());
        assertEquals(List.of(), parcels.verify(session));

        List<MigrationReport> again = parcels.migrate(session, OPTIONS);
        again.forEach(report -> assertEquals(List.of(), report.applied(), report.toString()));
    }

    @Test
    void aChangedAppliedVersionIsRefusedNamingItsModule() {
        KeyspaceSchema parcels = KeyspaceSchema.assemble("parcels");
        parcels.migrate(session, OPTIONS);
        session.execute("UPDATE parcels.queryfirst_module_history SET checksum = 'edited'"
                + " WHERE module = 'multimodule-tracking' AND version = 1");

        MigrationException refused = assertThrows(MigrationException.class, () -> parcels.migrate(session, OPTIONS));
        assertTrue(
                refused.getMessage().contains("version 1 of module multimodule-tracking in keyspace parcels"),
                refused.getMessage());
    }

    /** The highest version applied, by module. */
    private Map<String, Integer> history() {
        Map<String, Integer> applied = new TreeMap<>();
        for (Row row : session.execute("SELECT module, version, success FROM parcels.queryfirst_module_history")) {
            if (row.getBoolean(2)) {
                applied.merge(row.getString(0), row.getInt(1), Math::max);
            }
        }
        return applied;
    }
}
