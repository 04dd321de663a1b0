package dev.queryfirst.spring.actuate;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import com.datastax.oss.driver.api.core.metadata.NodeState;
import dev.queryfirst.runtime.internal.schema.PendingBackfills;
import dev.queryfirst.runtime.schema.SchemaDifference;
import dev.queryfirst.spring.QueryFirstKeyspace;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.boot.health.contributor.AbstractHealthIndicator;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.Status;

/**
 * Answers "can this instance serve": UP when a Cassandra node is reachable and every keyspace has
 * the schema versions of this instance's code applied (without versions: its tables exist). Drift,
 * extra tables (a newer release's, seen by an older instance during a rolling release) and pending
 * backfills are details, never DOWN: taking instances out of the load balancer would not fix them
 * (README.md, "With Spring Boot").
 *
 * <p>A probe costs no schema refresh (the driver's metadata, kept current by the node's schema
 * events) and no QUORUM read: the history is read at LOCAL_ONE until this instance's versions are
 * seen applied, which they then stay, and the pending backfills at the session's consistency. The
 * result is kept for {@code queryfirst.health.cache-ttl} (10 seconds by default).
 */
public class QueryFirstHealthIndicator extends AbstractHealthIndicator {

    private final List<QueryFirstKeyspace> keyspaces;
    private final CqlSession session;
    private final long ttlNanos;
    private final Set<String> applied = ConcurrentHashMap.newKeySet();
    private volatile Health cached;
    private volatile long cachedAt;

    /**
     * @param cacheTtl how long a probe's answer is reused; zero checks on every probe
     */
    public QueryFirstHealthIndicator(List<QueryFirstKeyspace> keyspaces, CqlSession session, Duration cacheTtl) {
        super("QueryFirst health check failed");
        this.keyspaces = List.copyOf(keyspaces);
        this.session = session;
        this.ttlNanos = cacheTtl.toNanos();
    }

    @Override
    protected void doHealthCheck(Health.Builder builder) {
        Health health = cached;
        long now = System.nanoTime();
        if (health == null || now - cachedAt >= ttlNanos) {
            health = check();
            cached = health;
            cachedAt = now;
        }
        builder.status(health.getStatus()).withDetails(health.getDetails());
    }

    private Health check() {
        Health.Builder builder = Health.up();
        long up = session.getMetadata().getNodes().values().stream()
                .filter(node -> node.getState() == NodeState.UP)
                .count();
        builder.withDetail("nodesUp", up);
        boolean serves = up > 0;
        for (QueryFirstKeyspace keyspace : keyspaces) {
            Map<String, Object> details = new LinkedHashMap<>();
            details.put("name", keyspace.name());
            details.put("versions", keyspace.versions());
            serves &= up > 0 && serves(keyspace, details);
            builder.withDetail(keyspace.keyspace(), details);
        }
        return (serves ? builder : builder.status(Status.DOWN)).build();
    }

    /** Whether this instance's code can serve {@code keyspace}; the rest goes into {@code details}. */
    private boolean serves(QueryFirstKeyspace keyspace, Map<String, Object> details) {
        if (!keyspace.exists()) {
            details.put("error", "keyspace " + keyspace.name() + " does not exist");
            return false;
        }
        List<SchemaDifference> drift = keyspace.verifyFromMetadata();
        boolean ready = keyspace.versions() > 0 ? versionsApplied(keyspace, details) : tablesExist(drift, details);
        if (drift.isEmpty()) {
            details.put("schema", "matches the model");
        } else {
            details.put("drift", drift.stream().map(SchemaDifference::toString).toList());
        }
        List<String> pending = PendingBackfills.list(session, keyspace.name()).stream()
                .map(PendingBackfills.Pending::toString)
                .toList();
        if (!pending.isEmpty()) {
            details.put("pendingBackfills", pending);
        }
        return ready;
    }

    private boolean versionsApplied(QueryFirstKeyspace keyspace, Map<String, Object> details) {
        if (!applied.contains(keyspace.name())) {
            List<Integer> pending = keyspace.pendingVersions(keyspace.history(DefaultConsistencyLevel.LOCAL_ONE));
            if (!pending.isEmpty()) {
                details.put("pending", pending);
                return false;
            }
            applied.add(keyspace.name());
        }
        return true;
    }

    /** Without schema versions, the code serves when every table it uses exists. */
    private static boolean tablesExist(List<SchemaDifference> drift, Map<String, Object> details) {
        List<String> missing = drift.stream()
                .filter(d -> d.kind() == SchemaDifference.Kind.MISSING_TABLE)
                .map(SchemaDifference::table)
                .toList();
        if (!missing.isEmpty()) {
            details.put("missingTables", missing);
        }
        return missing.isEmpty();
    }
}
