package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;

import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * QF109 on {@code @StatementOptions} values the driver would refuse, on the entity (on the member
 * at fault) and in an access pattern's {@code options} (on that member), and near misses that
 * compile (docs/statement-options.md).
 */
class StatementOptionsDiagnosticsTest {

    @Test
    @Covers({"UNKNOWN_CONSISTENCY", "INVALID_STATEMENT_TIMEOUT", "PAGE_SIZE_BELOW_ONE", "NOT_A_SERIAL_CONSISTENCY"})
    void qf109OnTheEntitysOptions() {
        JavaFileObject reading = source(
                "com.example.app.Reading",
                "@Entity",
                "@StatementOptions(consistency = \"LOCAL_QUORUMM\",",
                "                  timeout = \"2s\",",
                "                  pageSize = -5,",
                "                  serialConsistency = \"QUORUM\")",
                "@AccessPattern(name = \"bySensor\", where = \"sensor\")",
                "public record Reading(@Key UUID id, String sensor) {}");
        Compiled compilation = compile(reading);
        compilation.hasErrorCount(4);
        compilation.error(
                ValueMessages.UNKNOWN_CONSISTENCY,
                reading,
                "consistency = \"LOCAL_QUORUMM\"",
                "[QF109] invalid consistency \"LOCAL_QUORUMM\" of @StatementOptions of Reading: the driver knows no"
                        + " such consistency level. Fix: use one of ANY, ONE, TWO, THREE, QUORUM, ALL, LOCAL_ONE,"
                        + " LOCAL_QUORUM, EACH_QUORUM, SERIAL, LOCAL_SERIAL");
        compilation.error(
                ValueMessages.INVALID_STATEMENT_TIMEOUT,
                reading,
                "timeout = \"2s\"",
                "invalid timeout \"2s\" of @StatementOptions of Reading: a timeout is a positive ISO-8601 duration");
        compilation.error(
                ValueMessages.PAGE_SIZE_BELOW_ONE,
                reading,
                "pageSize = -5",
                "invalid pageSize = -5 of @StatementOptions of Reading");
        compilation.error(
                ValueMessages.NOT_A_SERIAL_CONSISTENCY,
                reading,
                "serialConsistency = \"QUORUM\"",
                "invalid serialConsistency \"QUORUM\" of @StatementOptions of Reading: a serial consistency is"
                        + " SERIAL or LOCAL_SERIAL");
    }

    @Test
    @Covers({"SERIAL_CONSISTENCY_ON_READ", "INVALID_STATEMENT_TIMEOUT", "PAGE_SIZE_BELOW_ONE"})
    void qf109OnAPatternsOptions() {
        JavaFileObject reading = source(
                "com.example.app.Reading",
                "@Entity",
                "@AccessPattern(name = \"bySensor\", where = \"sensor\")",
                "@AccessPattern(name = \"byDevice\", where = \"device\",",
                "               options = @StatementOptions(serialConsistency = \"LOCAL_SERIAL\"))",
                "@AccessPattern(name = \"bySite\", where = \"site\",",
                "               options = @StatementOptions(timeout = \"PT0S\"))",
                "@AccessPattern(name = \"byRoom\", where = \"room\",",
                "               options = @StatementOptions(pageSize = 0))",
                "public record Reading(@Key UUID id, String sensor, String device, String site, String room) {}");
        Compiled compilation = compile(reading);
        compilation.hasErrorCount(3);
        compilation.error(
                ValueMessages.SERIAL_CONSISTENCY_ON_READ,
                reading,
                "options = @StatementOptions(serialConsistency",
                "[QF109] invalid serialConsistency \"LOCAL_SERIAL\" of access pattern 'byDevice': a serial"
                        + " consistency applies to lightweight transactions, and an access pattern's reads are plain"
                        + " SELECTs. Fix: remove serialConsistency, or set consistency = \"SERIAL\" to read what"
                        + " transactions committed");
        compilation.error(
                ValueMessages.INVALID_STATEMENT_TIMEOUT,
                reading,
                "options = @StatementOptions(timeout",
                "invalid timeout \"PT0S\" of access pattern 'bySite'");
        compilation.error(
                ValueMessages.PAGE_SIZE_BELOW_ONE,
                reading,
                "options = @StatementOptions(pageSize",
                "invalid pageSize = 0 of access pattern 'byRoom'");
    }

    @Test
    void qf109NearMissStatementOptions() {
        compile(source(
                        "com.example.app.Reading",
                        "@Entity",
                        "@StatementOptions(consistency = \"local_quorum\", timeout = \"PT2S\")",
                        "@AccessPattern(name = \"bySensor\", where = \"sensor\",",
                        "               options = @StatementOptions(consistency = \"SERIAL\", timeout = \"PT0.3S\",",
                        "                                           executionProfile = \"interactive\", pageSize = 50,",
                        "                                           idempotent = StatementOptions.Idempotence.FALSE))",
                        "public record Reading(@Key UUID id, String sensor) {}"))
                .succeeded();
    }
}
