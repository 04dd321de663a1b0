package dev.queryfirst.benchmarks.audit;

import com.codahale.metrics.Gauge;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.metrics.DefaultSessionMetric;
import com.datastax.oss.driver.api.core.metrics.Metrics;

/**
 * The size of the driver's prepared-statement cache (session metric
 * {@code cql-prepared-cache-size}, enabled by {@link dev.queryfirst.benchmarks.BenchNode}): it
 * grows by one for every distinct CQL text prepared, so it stays constant while a hot path only
 * binds statements prepared before.
 */
public final class PreparedCache {

    private PreparedCache() {}

    /** The number of statements in {@code session}'s prepared-statement cache. */
    public static long size(CqlSession session) {
        Metrics metrics =
                session.getMetrics().orElseThrow(() -> new IllegalStateException("session metrics are disabled"));
        Object gauge = metrics.getSessionMetric(DefaultSessionMetric.CQL_PREPARED_CACHE_SIZE)
                .orElseThrow(() -> new IllegalStateException("cql-prepared-cache-size is not enabled"));
        return ((Number) ((Gauge<?>) gauge).getValue()).longValue();
    }
}
