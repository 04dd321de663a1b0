package dev.queryfirst.spring.test;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.cassandra.autoconfigure.CassandraAutoConfiguration;
import org.springframework.boot.cassandra.autoconfigure.CassandraConnectionDetails;
import org.springframework.context.annotation.Bean;

/**
 * Points Boot's {@code CqlSession} at the testkit's node; imported by
 * {@link AutoConfigureEmbeddedCassandra}, never on its own.
 */
@AutoConfiguration(before = CassandraAutoConfiguration.class)
public class EmbeddedCassandraAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean(CassandraConnectionDetails.class)
    EmbeddedCassandraConnectionDetails embeddedCassandraConnectionDetails() {
        return new EmbeddedCassandraConnectionDetails();
    }
}
