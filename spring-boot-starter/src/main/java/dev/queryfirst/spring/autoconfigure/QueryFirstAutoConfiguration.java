package dev.queryfirst.spring.autoconfigure;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.listen.AccessListener;
import dev.queryfirst.spring.QueryFirstBackfills;
import dev.queryfirst.spring.QueryFirstKeyspace;
import dev.queryfirst.spring.QueryFirstMigration;
import dev.queryfirst.spring.QueryFirstMigrationStrategy;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.cassandra.autoconfigure.CassandraAutoConfiguration;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.sql.init.dependency.DatabaseInitializationDependencyConfigurer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.ImportRuntimeHints;

/**
 * QueryFirst on Boot's {@link CqlSession}: a bean for every generated schema class
 * ({@link QueryFirstKeyspace}) and DAO that the processor's index lists, and the migration of every
 * keyspace with schema versions before any DAO bean is created. {@code queryfirst.enabled=false}
 * turns it off; each bean backs off for the application's own of its type.
 */
@AutoConfiguration(after = CassandraAutoConfiguration.class)
@ConditionalOnBooleanProperty(name = "queryfirst.enabled", matchIfMissing = true)
@EnableConfigurationProperties(QueryFirstProperties.class)
@Import({QueryFirstBeanRegistrar.class, DatabaseInitializationDependencyConfigurer.class})
@ImportRuntimeHints(QueryFirstRuntimeHints.class)
public class QueryFirstAutoConfiguration {

    @Bean(QueryFirstBeanRegistrar.FACTORY)
    @ConditionalOnMissingBean
    QueryFirstFactory queryFirstFactory(
            QueryFirstProperties properties,
            ObjectProvider<CqlSession> session,
            ObjectProvider<AccessListener> listener) {
        return new QueryFirstFactory(properties, session, listener);
    }

    @Bean
    @ConditionalOnMissingBean
    QueryFirstBackfills queryFirstBackfills(QueryFirstProperties properties) {
        return new QueryFirstBackfills(properties.getMigration().getBackfill().getProgressInterval());
    }

    @Bean
    @ConditionalOnMissingBean
    QueryFirstMigration queryFirstMigration(
            ObjectProvider<QueryFirstKeyspace> keyspaces,
            QueryFirstProperties properties,
            QueryFirstBackfills backfills) {
        return new QueryFirstMigration(keyspaces.orderedStream().toList(), properties.getMigration(), backfills);
    }

    @Bean
    @ConditionalOnMissingBean
    QueryFirstMigrationInitializer queryFirstMigrationInitializer(
            QueryFirstMigration migration,
            ObjectProvider<QueryFirstMigrationStrategy> strategy,
            QueryFirstProperties properties) {
        return new QueryFirstMigrationInitializer(
                migration, strategy.getIfAvailable(), properties.getMigration().isEnabled());
    }
}
