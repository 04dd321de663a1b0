package dev.queryfirst.samples.rehearse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.tune.RehearsalOptions;
import dev.queryfirst.runtime.tune.RehearsalReport;
import dev.queryfirst.runtime.tune.TableFigures;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every sample keyspace rehearsed twice ({@code -Prehearsal}): at scale ({@code -Drehearsal.rows},
 * default 20,000 entities of each keyspace's largest entity) with every value present and nothing
 * changed, as the estimate assumes (each table's mean partition bytes and rows within ±25 % of the
 * estimate), then as a user's default rehearsal does, with nulls, moves and deletes (nothing over
 * its estimate or a node threshold). Writes REHEARSAL.md to {@code -Drehearsal.markdown}.
 */
@CassandraTest
@Tag("rehearsal")
class EverySampleRehearsalTest {

    @Test
    void everySampleTableIsWithinItsEstimate(CqlSession session, TestKeyspace keyspace) throws IOException {
        int rows = Integer.getInteger("rehearsal.rows", 20_000);
        RehearsalOptions everyValue =
                RehearsalOptions.defaults().withRows(rows).withNullShare(0).withChurn(0, 0);
        RehearsalOptions realistic = RehearsalOptions.defaults();
        List<RehearsalReport> reports = new ArrayList<>();
        List<RehearsalReport> churned = new ArrayList<>();
        for (Map.Entry<String, SampleRehearsals.Rehearse> sample : SampleRehearsals.ALL.entrySet()) {
            String name = keyspace.name() + "_" + sample.getKey();
            reports.add(sample.getValue().run(session, name, everyValue));
            churned.add(sample.getValue().run(session, name + "_churn", realistic));
        }
        String markdown = AccuracyTable.markdown(reports, churned, rows);
        Path output = Path.of(System.getProperty("rehearsal.markdown", "target/queryfirst/accuracy.md"));
        Files.createDirectories(output.toAbsolutePath().getParent());
        Files.writeString(output, markdown, StandardCharsets.UTF_8);
        System.out.println(markdown);
        List<String> problems = new ArrayList<>();
        for (RehearsalReport report : churned) {
            problems.addAll(report.failures());
            problems.addAll(report.unmeasured());
        }
        for (RehearsalReport report : reports) {
            problems.addAll(report.failures());
            problems.addAll(report.unmeasured());
            for (TableFigures table : report.tables()) {
                if (!Double.isNaN(table.estimated().bytes())
                        && !(table.bytesWithin(AccuracyTable.TARGET) && table.rowsWithin(AccuracyTable.TARGET))) {
                    problems.add(report.declaredKeyspace() + "." + table.table() + " outside ±25 %");
                }
            }
        }
        assertEquals(List.of(), problems, markdown);
    }
}
