package dev.queryfirst.reliability.fuzz;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs a model's generated DDL on the testkit node, each keyspace created for it and dropped
 * afterwards: proof that what compiled is CQL Cassandra accepts, not just CQL that looks right.
 */
final class CqlApplier {

    private static final Duration SCHEMA_TIMEOUT = Duration.ofSeconds(60);

    private final CqlSession session;
    private int statements;

    CqlApplier(CqlSession session) {
        this.session = session;
    }

    /** The statements Cassandra rejected, with its reason; empty when it took them all. */
    List<String> apply(Map<String, String> cqlByKeyspace) {
        List<String> rejected = new ArrayList<>();
        for (Map.Entry<String, String> file : cqlByKeyspace.entrySet()) {
            String keyspace = dev.queryfirst.processor.vocabulary.Cql.identifier(file.getKey());
            run("DROP KEYSPACE IF EXISTS " + keyspace);
            run("CREATE KEYSPACE " + keyspace
                    + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
            try {
                for (String statement : CqlScript.statements(file.getValue())) {
                    statements++;
                    try {
                        run(statement);
                    } catch (RuntimeException refused) {
                        rejected.add(
                                "Cassandra rejected " + statement.replace('\n', ' ') + ": " + refused.getMessage());
                    }
                }
            } finally {
                run("DROP KEYSPACE IF EXISTS " + keyspace);
            }
        }
        return rejected;
    }

    /** How many generated statements were run. */
    int statements() {
        return statements;
    }

    private void run(String cql) {
        session.execute(SimpleStatement.newInstance(cql).setTimeout(SCHEMA_TIMEOUT));
    }
}
