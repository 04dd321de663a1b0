package dev.queryfirst.spring;

import dev.queryfirst.spring.actuate.QueryFirstActuatorAutoConfiguration;
import dev.queryfirst.spring.autoconfigure.QueryFirstAutoConfiguration;
import dev.queryfirst.spring.metrics.QueryFirstMetricsAutoConfiguration;
import dev.queryfirst.spring.test.EmbeddedCassandraAutoConfiguration;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.cassandra.autoconfigure.CassandraAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.MetricsAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.export.simple.SimpleMetricsExportAutoConfiguration;
import org.springframework.boot.micrometer.observation.autoconfigure.ObservationAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** Application contexts of the starter on the test run's node, one keyspace each. */
final class Contexts {

    private Contexts() {}

    /** The starter's auto-configurations on Boot's session pointed at the node, and Boot's metrics. */
    static ApplicationContextRunner runner() {
        return new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(
                        EmbeddedCassandraAutoConfiguration.class,
                        CassandraAutoConfiguration.class,
                        ObservationAutoConfiguration.class,
                        MetricsAutoConfiguration.class,
                        CompositeMeterRegistryAutoConfiguration.class,
                        SimpleMetricsExportAutoConfiguration.class,
                        QueryFirstMetricsAutoConfiguration.class,
                        QueryFirstAutoConfiguration.class,
                        QueryFirstActuatorAutoConfiguration.class))
                // The benchmarks jar on the test classpath carries the samples' keyspaces too.
                .withPropertyValues("queryfirst.include-keyspaces=desk");
    }

    /** {@link #runner()} with keyspace {@code desk} in {@code keyspace}, created when absent. */
    static ApplicationContextRunner runner(String keyspace) {
        return runner().withPropertyValues(
                        "queryfirst.keyspaces.desk.name=" + keyspace,
                        "queryfirst.keyspaces.desk.replication-factor=1",
                        "queryfirst.migration.poll-interval=200ms");
    }
}
