package dev.queryfirst.spring.autoconfigure;

import dev.queryfirst.runtime.instances.InstanceHeartbeat;
import dev.queryfirst.spring.QueryFirstMigration;
import dev.queryfirst.spring.QueryFirstMigrationStrategy;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.InitializingBean;

/**
 * Migrates at start-up, as Flyway's {@code FlywayMigrationInitializer} does: Boot's
 * database-initialization ordering makes every DAO bean (and every bean annotated
 * {@code @DependsOnDatabaseInitialization}) wait for this one.
 *
 * <p>Either way the instance is recorded with the schema versions its code writes (by the
 * migration, or on its own when {@code queryfirst.migration.enabled} is false and a release step
 * migrates), and removed at shutdown, so that a migration during a rolling release waits for it
 * exactly as long as it runs (docs/schema-evolution.md, "Rolling releases").
 */
public class QueryFirstMigrationInitializer implements InitializingBean, DisposableBean {

    private static final Logger LOG = LoggerFactory.getLogger(QueryFirstMigrationInitializer.class);

    private final QueryFirstMigration migration;
    private final QueryFirstMigrationStrategy strategy;
    private final boolean enabled;

    /**
     * @param strategy the application's strategy, or null to {@link QueryFirstMigration#migrate()}
     * @param enabled {@code queryfirst.migration.enabled}
     */
    public QueryFirstMigrationInitializer(
            QueryFirstMigration migration, QueryFirstMigrationStrategy strategy, boolean enabled) {
        this.migration = migration;
        this.strategy = strategy;
        this.enabled = enabled;
    }

    @Override
    public void afterPropertiesSet() {
        if (!enabled) {
            LOG.info("queryfirst.migration.enabled is false: the keyspaces are not migrated at start-up");
            migration.recordInstances();
            return;
        }
        if (strategy != null) {
            strategy.migrate(migration);
        } else {
            migration.migrate();
        }
    }

    /** Removes this instance's heartbeat rows: a migration no longer waits for it. */
    @Override
    public void destroy() {
        for (InstanceHeartbeat heartbeat : migration.heartbeats()) {
            try {
                heartbeat.close();
            } catch (RuntimeException e) {
                // The row expires by itself after its time to live.
                LOG.warn(
                        "Could not remove heartbeat of {} in {}: {}",
                        heartbeat.instanceId(),
                        heartbeat.keyspace(),
                        e.toString());
            }
        }
    }
}
