package dev.queryfirst.spring.actuate;

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
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.health.autoconfigure.contributor.ConditionalOnEnabledHealthIndicator;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The {@code queryfirst} actuator endpoint and health contributor, when the actuator is there. */
@AutoConfiguration(after = QueryFirstAutoConfiguration.class)
public class QueryFirstActuatorAutoConfiguration {

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(Endpoint.class)
    @ConditionalOnAvailableEndpoint(QueryFirstEndpoint.class)
    static class EndpointConfiguration {

        @Bean
        QueryFirstEndpoint queryFirstEndpoint(
                QueryFirstMigration migration,
                QueryFirstBackfills backfills,
                ConfigurableListableBeanFactory beans,
                ObjectProvider<KeyspaceObserver> observer) {
            ClassLoader classLoader = beans.getBeanClassLoader();
            return new QueryFirstEndpoint(
                    migration,
                    backfills,
                    new EntityAudits(beans, QueryFirstIndex.load(classLoader), classLoader),
                    observer);
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(HealthIndicator.class)
    @ConditionalOnEnabledHealthIndicator("queryfirst")
    static class HealthConfiguration {

        /** Named so that Boot calls the contributor {@code queryfirst}. */
        @Bean
        QueryFirstHealthIndicator queryfirstHealthIndicator(ObjectProvider<QueryFirstKeyspace> keyspaces) {
            return new QueryFirstHealthIndicator(keyspaces.orderedStream().toList());
        }
    }
}
