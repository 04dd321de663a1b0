package dev.queryfirst.spring.actuate;

import dev.queryfirst.runtime.schema.SchemaDifference;
import dev.queryfirst.spring.QueryFirstKeyspace;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.boot.health.contributor.AbstractHealthIndicator;
import org.springframework.boot.health.contributor.Health;

/**
 * UP when every generated keyspace exists, has every schema version of the code applied, and its
 * live schema matches the model (the migrator's own tables aside); DOWN otherwise, naming per
 * keyspace the versions pending and every table that drifted. Reads only.
 */
public class QueryFirstHealthIndicator extends AbstractHealthIndicator {

    private final List<QueryFirstKeyspace> keyspaces;

    public QueryFirstHealthIndicator(List<QueryFirstKeyspace> keyspaces) {
        super("QueryFirst schema check failed");
        this.keyspaces = List.copyOf(keyspaces);
    }

    @Override
    protected void doHealthCheck(Health.Builder builder) {
        boolean up = true;
        for (QueryFirstKeyspace keyspace : keyspaces) {
            Map<String, Object> details = new LinkedHashMap<>();
            details.put("name", keyspace.name());
            if (!keyspace.exists()) {
                details.put("error", "keyspace " + keyspace.name() + " does not exist");
                builder.withDetail(keyspace.keyspace(), details);
                up = false;
                continue;
            }
            List<Integer> pending = keyspace.pendingVersions();
            details.put("versions", keyspace.versions());
            if (!pending.isEmpty()) {
                details.put("pending", pending);
                up = false;
            }
            List<SchemaDifference> drift = keyspace.verify();
            if (drift.isEmpty()) {
                details.put("schema", "matches the model");
            } else {
                List<String> tables = new ArrayList<>();
                drift.stream()
                        .map(SchemaDifference::table)
                        .filter(t -> t != null && !tables.contains(t))
                        .forEach(tables::add);
                details.put("drifted", tables);
                details.put(
                        "differences",
                        drift.stream().map(SchemaDifference::toString).toList());
                up = false;
            }
            builder.withDetail(keyspace.keyspace(), details);
        }
        if (up) {
            builder.up();
        } else {
            builder.down();
        }
    }
}
