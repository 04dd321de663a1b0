package dev.queryfirst.spring.metrics;

import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import dev.queryfirst.runtime.backfill.BackfillProgress;
import dev.queryfirst.runtime.listen.AccessListener;
import dev.queryfirst.spring.QueryFirstBackfills;
import dev.queryfirst.spring.autoconfigure.QueryFirstAutoConfiguration;
import dev.queryfirst.spring.autoconfigure.QueryFirstProperties;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;
import io.micrometer.observation.ObservationRegistry;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.cassandra.autoconfigure.CqlSessionBuilderCustomizer;
import org.springframework.boot.cassandra.autoconfigure.DriverConfigLoaderBuilderCustomizer;
import org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.MetricsAutoConfiguration;
import org.springframework.boot.micrometer.observation.autoconfigure.ObservationAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Micrometer for QueryFirst: every DAO call observed as {@code queryfirst.access} (unless
 * {@code queryfirst.metrics.enabled=false}), the backfills' progress as gauges, and, with
 * {@code queryfirst.metrics.driver.enabled=true}, the Cassandra driver's own metrics.
 */
@AutoConfiguration(
        before = QueryFirstAutoConfiguration.class,
        after = {
            ObservationAutoConfiguration.class,
            MetricsAutoConfiguration.class,
            CompositeMeterRegistryAutoConfiguration.class
        })
@ConditionalOnClass(ObservationRegistry.class)
@ConditionalOnBooleanProperty(name = "queryfirst.enabled", matchIfMissing = true)
public class QueryFirstMetricsAutoConfiguration {

    @Bean
    @ConditionalOnBean(ObservationRegistry.class)
    @ConditionalOnMissingBean(AccessListener.class)
    @ConditionalOnBooleanProperty(name = "queryfirst.metrics.enabled", matchIfMissing = true)
    MicrometerAccessListener queryFirstAccessListener(
            ObservationRegistry observations,
            ObjectProvider<MeterRegistry> meters,
            ObjectProvider<AccessObservationConvention> convention) {
        return new MicrometerAccessListener(observations, meters.getIfAvailable(), convention.getIfAvailable());
    }

    /** The backfills' gauges; registered as each backfill first reports. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(MeterRegistry.class)
    @ConditionalOnBean(MeterRegistry.class)
    static class BackfillMetricsConfiguration {

        @Bean
        @ConditionalOnMissingBean(name = "queryFirstBackfillMetrics")
        MeterBinder queryFirstBackfillMetrics(QueryFirstBackfills backfills) {
            return registry -> {
                Map<String, AtomicReference<BackfillProgress>> seen = new ConcurrentHashMap<>();
                backfills.subscribe((keyspace, progress) -> seen.computeIfAbsent(
                                keyspace + "." + progress.target(), key -> {
                                    AtomicReference<BackfillProgress> latest = new AtomicReference<>(progress);
                                    Gauge.builder(
                                                    "queryfirst.backfill.progress",
                                                    latest,
                                                    p -> p.get().fraction())
                                            .description("Share of the token ranges a backfill has copied, 0 to 1")
                                            .tags("keyspace", keyspace, "table", progress.target())
                                            .register(registry);
                                    Gauge.builder(
                                                    "queryfirst.backfill.rows",
                                                    latest,
                                                    p -> p.get().rowsCopied())
                                            .description("Rows a backfill has copied")
                                            .baseUnit("rows")
                                            .tags("keyspace", keyspace, "table", progress.target())
                                            .register(registry);
                                    return latest;
                                })
                        .set(progress));
            };
        }
    }

    /**
     * The driver's metrics, published to the MeterRegistry as {@code cassandra.session.*} and
     * {@code cassandra.nodes.*} with a {@code session} (and {@code node}) tag.
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "com.datastax.oss.driver.internal.metrics.micrometer.MicrometerMetricsFactory")
    @ConditionalOnBean(MeterRegistry.class)
    @ConditionalOnBooleanProperty("queryfirst.metrics.driver.enabled")
    static class DriverMetricsConfiguration {

        @Bean
        @ConditionalOnMissingBean(name = "queryFirstDriverMetrics")
        DriverConfigLoaderBuilderCustomizer queryFirstDriverMetrics(QueryFirstProperties properties) {
            QueryFirstProperties.Driver driver = properties.getMetrics().getDriver();
            return builder -> builder.withString(
                            DefaultDriverOption.METRICS_FACTORY_CLASS,
                            "com.datastax.oss.driver.internal.metrics.micrometer.MicrometerMetricsFactory")
                    .withString(DefaultDriverOption.METRICS_ID_GENERATOR_CLASS, "TaggingMetricIdGenerator")
                    .withString(DefaultDriverOption.METRICS_ID_GENERATOR_PREFIX, "cassandra")
                    .withStringList(DefaultDriverOption.METRICS_SESSION_ENABLED, driver.getSession())
                    .withStringList(DefaultDriverOption.METRICS_NODE_ENABLED, driver.getNode());
        }

        @Bean
        @ConditionalOnMissingBean(name = "queryFirstDriverMeterRegistry")
        CqlSessionBuilderCustomizer queryFirstDriverMeterRegistry(MeterRegistry registry) {
            return builder -> builder.withMetricRegistry(registry);
        }
    }
}
