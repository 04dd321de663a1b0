package dev.queryfirst.spring.actuate;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.spring.QueryFirstBackfills;
import dev.queryfirst.spring.QueryFirstKeyspace;
import dev.queryfirst.spring.QueryFirstMigration;
import dev.queryfirst.spring.autoconfigure.QueryFirstAutoConfiguration;
import dev.queryfirst.spring.autoconfigure.QueryFirstIndex;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.boot.actuate.autoconfigure.endpoint.condition.ConditionalOnAvailableEndpoint;
import org.springframework.boot.actuate.endpoint.annotation.Endpoint;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.health.autoconfigure.contributor.ConditionalOnEnabledHealthIndicator;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The {@code queryfirst} actuator endpoint (read-only), the {@code queryfirstaudit} endpoint (access
 * NONE unless granted) and the health contributor, when the actuator is there. Each bean backs off
 * for the application's own of its type.
 */
@AutoConfiguration(after = QueryFirstAutoConfiguration.class)
@ConditionalOnBooleanProperty(name = "queryfirst.enabled", matchIfMissing = true)
@ConditionalOnBean(QueryFirstMigration.class)
public class QueryFirstActuatorAutoConfiguration {

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(Endpoint.class)
    static class EndpointConfiguration {

        /** The audits both endpoints share: started by one, shown by the other. */
        @Bean
        @ConditionalOnMissingBean
        EntityAudits queryFirstEntityAudits(ConfigurableListableBeanFactory beans) {
            ClassLoader classLoader = beans.getBeanClassLoader();
            return new EntityAudits(beans, QueryFirstIndex.load(classLoader), classLoader);
        }

        @Bean
        @ConditionalOnMissingBean
        @ConditionalOnAvailableEndpoint(QueryFirstEndpoint.class)
        QueryFirstEndpoint queryFirstEndpoint(
                QueryFirstMigration migration,
                QueryFirstBackfills backfills,
                EntityAudits audits,
                ObjectProvider<KeyspaceObserver> observer) {
            return new QueryFirstEndpoint(migration, backfills, audits, observer);
        }

        @Bean
        @ConditionalOnMissingBean
        @ConditionalOnAvailableEndpoint(QueryFirstAuditEndpoint.class)
        QueryFirstAuditEndpoint queryFirstAuditEndpoint(EntityAudits audits) {
            return new QueryFirstAuditEndpoint(audits);
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(HealthIndicator.class)
    @ConditionalOnEnabledHealthIndicator("queryfirst")
    @EnableConfigurationProperties(QueryFirstHealthProperties.class)
    static class HealthConfiguration {

        /** Named so that Boot calls the contributor {@code queryfirst}. */
        @Bean
        @ConditionalOnMissingBean
        QueryFirstHealthIndicator queryfirstHealthIndicator(
                ObjectProvider<QueryFirstKeyspace> keyspaces,
                CqlSession session,
                QueryFirstHealthProperties properties) {
            return new QueryFirstHealthIndicator(keyspaces.orderedStream().toList(), session, properties.getCacheTtl());
        }
    }
}
