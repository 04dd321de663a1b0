package dev.queryfirst.cli;

import com.datastax.oss.driver.api.core.CqlSession;
import java.util.Map;
import picocli.CommandLine.Command;

/** {@code cql}: the schema's statements in the keyspace, for review or a DBA; connects to nothing. */
@Command(name = "cql", description = "Print the schema's CQL (every statement, in the keyspace). Connects to nothing.")
final class CqlCommand extends KeyspaceCommand {

    @Override
    boolean connects() {
        return false;
    }

    @Override
    int offline() {
        var statements = generated.cql(name);
        statements.forEach(statement -> output.line(statement + ";"));
        output.result(Map.of("keyspace", name, "statements", statements));
        return QueryFirstCli.DONE;
    }

    @Override
    int run(CqlSession session) {
        return offline();
    }
}
