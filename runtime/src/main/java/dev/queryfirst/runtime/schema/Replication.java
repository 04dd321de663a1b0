package dev.queryfirst.runtime.schema;

import dev.queryfirst.runtime.internal.Args;
import java.util.Map;
import java.util.TreeMap;

/**
 * The replication of a keyspace, chosen by whoever creates the schema.
 *
 * <pre>{@code
 * Replication.simple(1);                                        // one dev node
 * Replication.networkTopology(Map.of("dc1", 3, "dc2", 3));     // production
 * }</pre>
 */
public final class Replication {

    private final String cql;

    private Replication(String cql) {
        this.cql = cql;
    }

    /** SimpleStrategy: for a single node or a single-datacenter test cluster. */
    public static Replication simple(int replicationFactor) {
        Args.positive(replicationFactor, "replicationFactor");
        return new Replication("{'class': 'SimpleStrategy', 'replication_factor': " + replicationFactor + "}");
    }

    /** NetworkTopologyStrategy with a replication factor per datacenter. */
    public static Replication networkTopology(Map<String, Integer> factorsByDatacenter) {
        Args.notNull(factorsByDatacenter, "factorsByDatacenter");
        if (factorsByDatacenter.isEmpty()) {
            throw new IllegalArgumentException("factorsByDatacenter must name at least one datacenter");
        }
        StringBuilder cql = new StringBuilder("{'class': 'NetworkTopologyStrategy'");
        // Sorted, so the same map always yields the same CQL.
        for (Map.Entry<String, Integer> entry : new TreeMap<>(factorsByDatacenter).entrySet()) {
            String datacenter = Args.notNull(entry.getKey(), "datacenter");
            int factor = Args.notNull(entry.getValue(), "replication factor of " + datacenter);
            if (factor < 0) {
                throw new IllegalArgumentException("replication factor of " + datacenter + " must not be negative");
            }
            cql.append(", '")
                    .append(datacenter.replace("'", "''"))
                    .append("': ")
                    .append(factor);
        }
        return new Replication(cql.append('}').toString());
    }

    /** The replication map as CQL, for {@code CREATE KEYSPACE ... WITH replication = <this>}. */
    public String toCql() {
        return cql;
    }

    @Override
    public String toString() {
        return cql;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Replication other && other.cql.equals(cql);
    }

    @Override
    public int hashCode() {
        return cql.hashCode();
    }
}
