package dev.queryfirst.spring.autoconfigure;

import dev.queryfirst.spring.QueryFirstMigration;
import dev.queryfirst.spring.QueryFirstMigrationStrategy;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.InitializingBean;

/**
 * Migrates at start-up, as Flyway's {@code FlywayMigrationInitializer} does: Boot's
 * database-initialization ordering makes every DAO bean (and every bean annotated
 * {@code @DependsOnDatabaseInitialization}) wait for this one.
 */
public class QueryFirstMigrationInitializer implements InitializingBean {

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
            return;
        }
        if (strategy != null) {
            strategy.migrate(migration);
        } else {
            migration.migrate();
        }
    }
}
