package dev.queryfirst.benchmarks.tenant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.benchmarks.Benchmarks;
import dev.queryfirst.benchmarks.audit.AuditedSession;
import dev.queryfirst.benchmarks.logs.LogMessagesByMessageIdTable;
import dev.queryfirst.benchmarks.logs.LogMessagesBySourceNameAndMessageTypeTable;
import dev.queryfirst.benchmarks.logs.LogMessagesBySourceNameTable;
import dev.queryfirst.benchmarks.report.OtherSections;
import dev.queryfirst.testkit.CassandraTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tenant benchmark's whole path with 1 warm-up and 2 measured tenants on the build's node: proves in every build that
 * {@code -Pbench-tenants} will produce its section. Only what is not a measurement must hold: each
 * tenant prepares the DAO's statements once, and asking for an opened tenant prepares nothing.
 */
@CassandraTest
class TenantBenchmarkSmokeTest {

    @Test
    void opensTenantsAndWritesItsSection(CqlSession session, @TempDir Path dir) throws Exception {
        TenantBenchmark.Result result = TenantBenchmark.run(new AuditedSession(session), 1, 2, line -> {});

        Set<String> statements = new HashSet<>();
        statements.addAll(LogMessagesBySourceNameTable.statements("k"));
        statements.addAll(LogMessagesBySourceNameAndMessageTypeTable.statements("k"));
        statements.addAll(LogMessagesByMessageIdTable.statements("k"));
        assertEquals(2, result.tenants());
        assertEquals(statements.size(), result.preparesPerTenant().median(), "one prepare per statement");
        assertEquals(statements.size(), result.preparesPerTenant().max());
        assertEquals(0, result.preparesWhenAskedAgain());
        assertTrue(result.ratio().min() > 0, result.ratio().toString());

        Path file = dir.resolve("BENCHMARKS.md");
        Files.writeString(
                file,
                "# QueryFirst benchmarks\n\nThe main run.\n\n" + Benchmarks.OTHER_SECTIONS
                        + "\n\n## Spring Boot starter\n\nIts figures.\n");
        String section = TenantBenchmark.section(result, "machine", "2026-11-28");
        OtherSections.write(file, section);
        OtherSections.write(file, section);
        String text = Files.readString(file);
        assertEquals(text.indexOf("## A keyspace per tenant"), text.lastIndexOf("## A keyspace per tenant"));
        assertTrue(text.contains("## Spring Boot starter\n\nIts figures."), text);
        assertTrue(text.contains(TenantBenchmark.COMMAND), text);
        assertTrue(text.contains("| tenants opened | 2 |"), text);
    }
}
