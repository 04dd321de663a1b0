package dev.queryfirst.samples.multimodule.app;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.internal.propagate.LiveCopies;
import dev.queryfirst.runtime.schema.KeyspaceSchema;
import dev.queryfirst.runtime.schema.Replication;
import java.util.List;

/** The application's keyspaces, created on the test node under their own names. */
final class Keyspaces {

    private Keyspaces() {}

    /** Drops and creates keyspaces {@code parcels} and {@code billing}, with every module's tables. */
    static void recreate(CqlSession session) {
        session.execute("DROP KEYSPACE IF EXISTS parcels");
        session.execute("DROP KEYSPACE IF EXISTS billing");
        KeyspaceSchema.assemble("parcels").create(session, Replication.simple(1));
        KeyspaceSchema.assemble("billing").create(session, Replication.simple(1));
    }

    /** Empties every table of both keyspaces. */
    static void truncate(CqlSession session) {
        for (String keyspace : List.of("parcels", "billing")) {
            session.execute("SELECT table_name FROM system_schema.tables WHERE keyspace_name = ?", keyspace)
                    .forEach(row -> session.execute("TRUNCATE " + keyspace + "." + row.getString(0)));
        }
    }

    /** The names of the live references other modules contribute for {@code type}. */
    static List<String> contributions(Class<?> type) {
        return LiveCopies.on(type, List.of()).stream().map(LiveCopies::name).toList();
    }
}
