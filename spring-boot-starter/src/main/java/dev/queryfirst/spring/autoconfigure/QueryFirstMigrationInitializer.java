package dev.queryfirst.spring.autoconfigure;

import dev.queryfirst.runtime.instances.InstanceHeartbeat;
import dev.queryfirst.spring.QueryFirstMigration;
import dev.queryfirst.spring.QueryFirstMigrationStrategy;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
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
    /** Runs {@link QueryFirstMigration#retryDeferredWork()} while there is deferred work; null otherwise. */
    private volatile ScheduledExecutorService retries;

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
        retryDeferredWork();
    }

    /**
     * While the migration left work deferred, tries it again every
     * {@code queryfirst.migration.deferred-retry} on a daemon thread, so that the last instance of a
     * rolling release backfills the new table once the older instances stopped, without waiting for
     * a release step or the next start-up.
     */
    private void retryDeferredWork() {
        Duration every = migration.deferredRetry();
        if (!migration.hasDeferredWork() || every.isZero() || every.isNegative()) {
            return;
        }
        LOG.info("Deferred migration work: trying again every {} until it is done", every);
        retries = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "queryfirst-deferred-work");
            thread.setDaemon(true);
            return thread;
        });
        retries.scheduleWithFixedDelay(
                () -> {
                    try {
                        migration.retryDeferredWork();
                    } catch (RuntimeException e) {
                        // Another instance holding the lease longer than max-wait, the node away:
                        // the next try starts over (a backfill resumes from its checkpoint).
                        LOG.warn("Deferred migration work failed, trying again in {}: {}", every, e.toString());
                    }
                    if (!migration.hasDeferredWork()) {
                        retries.shutdown();
                    }
                },
                every.toMillis(),
                every.toMillis(),
                TimeUnit.MILLISECONDS);
    }

    /**
     * Stops trying deferred work (a backfill stopped midway resumes from its checkpoint at the next
     * migration), then removes this instance's heartbeat rows: a migration no longer waits for it.
     */
    @Override
    public void destroy() throws InterruptedException {
        if (retries != null) {
            retries.shutdownNow();
            retries.awaitTermination(10, TimeUnit.SECONDS);
        }
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
