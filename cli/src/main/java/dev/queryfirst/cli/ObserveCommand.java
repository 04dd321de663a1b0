package dev.queryfirst.cli;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.tune.ObservationReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code observe}: what the nodes measure of the model's tables beside its estimates. No scan, no write. */
@Command(name = "observe", description = "What the nodes measure of each table beside the estimates. Reads only.")
final class ObserveCommand extends KeyspaceCommand {

    @Option(names = "--check", description = "Exit 2 when a table contradicts its estimates.")
    boolean check;

    @Override
    int run(CqlSession session) {
        ObservationReport report = generated.observe(session, name);
        if (output.json()) {
            System.out.println(report.json());
        } else {
            output.line(report.text());
        }
        return check && !report.findings().isEmpty() ? QueryFirstCli.CHECK_FAILED : QueryFirstCli.DONE;
    }
}
