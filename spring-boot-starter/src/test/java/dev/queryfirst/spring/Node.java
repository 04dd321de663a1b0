package dev.queryfirst.spring;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.queryfirst.runtime.instances.InstanceHeartbeat;
import dev.queryfirst.runtime.migrate.MigrationOptions;
import dev.queryfirst.runtime.migrate.Migrator;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.spring.desk.DeskSchema;
import dev.queryfirst.testkit.SharedCassandra;
import java.time.Duration;

/** The test run's node, as the tests set it up behind the application's back. */
final class Node {

    /** The instance of the older release that {@link #atVersionOne} stands for. */
    private static final String OLDER_RELEASE = "older-release";

    private static CqlSession admin;

    private Node() {}

    /** A session of the tests' own, not the application's. */
    static synchronized CqlSession admin() {
        if (admin == null) {
            admin = CqlSession.builder()
                    .addContactPoints(SharedCassandra.contactPoints())
                    .withLocalDatacenter(SharedCassandra.localDatacenter())
                    .build();
        }
        return admin;
    }

    /** Drops {@code keyspace}, so that the test starts from nothing. */
    static void drop(String keyspace) {
        execute("DROP KEYSPACE IF EXISTS " + keyspace);
    }

    /**
     * {@code keyspace} at schema version 1 only: what an older release of the application left when
     * it stopped (its instance's heartbeat removed).
     */
    static void atVersionOne(String keyspace) {
        drop(keyspace);
        MigrationOptions options = MigrationOptions.defaults()
                .withKeyspace(keyspace)
                .withReplication(Replication.simple(1))
                .withHolder(OLDER_RELEASE);
        Migrator.migrate(admin(), keyspace, DeskSchema.steps(keyspace, options).subList(0, 1), options);
        InstanceHeartbeat.running(keyspace, OLDER_RELEASE).ifPresent(InstanceHeartbeat::close);
    }

    static void execute(String cql, Object... values) {
        admin().execute(SimpleStatement.newInstance(cql, values).setTimeout(Duration.ofSeconds(60)));
    }
}
