package dev.queryfirst.cli;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.schema.SchemaDifference;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code verify}: how the live keyspace differs from the application's schema. Reads only. */
@Command(name = "verify", description = "Compare the live keyspace with the application's schema. Reads only.")
final class VerifyCommand extends KeyspaceCommand {

    @Option(names = "--check", description = "Exit 2 when the keyspace differs.")
    boolean check;

    @Override
    int run(CqlSession session) {
        List<SchemaDifference> drift = drift(generated, session, name);
        if (drift.isEmpty()) {
            output.line("keyspace " + name + " matches " + generated.schemaClass());
        } else {
            output.line("keyspace " + name + " differs from " + generated.schemaClass() + ":");
            drift.forEach(d -> output.line("  " + d));
        }
        output.result(Map.of(
                "keyspace",
                name,
                "drift",
                drift.stream().map(SchemaDifference::toString).toList()));
        return check && !drift.isEmpty() ? QueryFirstCli.CHECK_FAILED : QueryFirstCli.DONE;
    }

    /** The differences, leaving out the migrator's own tables. */
    static List<SchemaDifference> drift(GeneratedKeyspace generated, CqlSession session, String name) {
        return generated.verify(session, name).stream()
                .filter(d -> !(d.kind() == SchemaDifference.Kind.EXTRA_TABLE && Bookkeeping.TABLES.contains(d.table())))
                .toList();
    }
}
