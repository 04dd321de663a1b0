package dev.queryfirst.spring.autoconfigure;

import com.datastax.oss.driver.api.core.AllNodesFailedException;
import com.datastax.oss.driver.api.core.CqlSession;
import org.springframework.beans.factory.NoSuchBeanDefinitionException;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.diagnostics.FailureAnalyzer;
import org.springframework.core.Ordered;

/**
 * Start-up stopped because QueryFirst has no {@link CqlSession}: none is defined, or Boot's could
 * not connect. Says which {@code spring.cassandra.*} properties Boot builds it from. Ordered before
 * Boot's own analyzer of missing beans, which would not name them.
 */
class CqlSessionFailureAnalyzer implements FailureAnalyzer, Ordered {

    private static final String PROPERTIES = "spring.cassandra.contact-points (host:port, …) and"
            + " spring.cassandra.local-datacenter (the data center of those hosts, as system.local's data_center"
            + " says)";

    @Override
    public FailureAnalysis analyze(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof NoSuchBeanDefinitionException missing
                    && missing.getBeanType() != null
                    && CqlSession.class.isAssignableFrom(missing.getBeanType())) {
                return new FailureAnalysis(
                        "QueryFirst's DAOs and keyspaces need a CqlSession bean, and the application has none.",
                        "Add org.springframework.boot:spring-boot-cassandra (the starter brings it) and keep its"
                                + " CassandraAutoConfiguration, which builds the session from " + PROPERTIES
                                + "; or define a CqlSession bean.",
                        missing);
            }
            if (cause instanceof AllNodesFailedException unreachable) {
                return new FailureAnalysis(
                        "QueryFirst could not open a CqlSession: " + unreachable.getMessage(),
                        "Check " + PROPERTIES + ", and that Cassandra runs there.",
                        unreachable);
            }
            if (cause instanceof IllegalStateException state
                    && state.getMessage() != null
                    && state.getMessage().contains("local DC must be explicitly set")) {
                return new FailureAnalysis(
                        "QueryFirst could not open a CqlSession: the driver needs the local data center.",
                        "Set spring.cassandra.local-datacenter (the data_center column of system.local on a node).",
                        state);
            }
        }
        return null;
    }

    @Override
    public int getOrder() {
        return Ordered.HIGHEST_PRECEDENCE;
    }
}
