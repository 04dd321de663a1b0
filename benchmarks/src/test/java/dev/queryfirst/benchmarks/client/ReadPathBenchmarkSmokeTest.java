package dev.queryfirst.benchmarks.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.benchmarks.Benchmarks;
import dev.queryfirst.benchmarks.report.OtherSections;
import dev.queryfirst.testkit.CassandraTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The read-path benchmark's whole path with 2 small measured rounds on the build's node: proves in
 * every build that {@code -Pbench-reads} will produce its section, and that every variant of every
 * shape reads the rows the shape has (what is not a measurement must hold).
 */
@CassandraTest
class ReadPathBenchmarkSmokeTest {

    private static final Map<String, Double> ROWS_PER_READ = Map.of(
            "single row", 1.0,
            "list (50 devices)", 50.0,
            "bucket walk, dense", 10.0,
            "bucket walk, sparse", 10.0,
            "page with cursor", 10.0,
            "sharded read (4 shards)", 50.0,
            "directory read, sparse", 10.0);

    @Test
    void readsEveryShapeInPairedRoundsAndWritesItsSection(CqlSession session, @TempDir Path dir) throws Exception {
        ReadPathBenchmark.Result result =
                ReadPathBenchmark.run(session, ReadPathBenchmark.Settings.smoke(), line -> {});

        assertEquals(ROWS_PER_READ.keySet(), result.shapes().keySet());
        result.shapes().forEach((shape, variants) -> {
            assertEquals(shape.equals("single row") ? 3 : 2, variants.size(), shape);
            variants.forEach((variant, rounds) -> {
                assertEquals(2, rounds.size(), shape + ", " + variant);
                for (ReadPathBenchmark.Figures round : rounds) {
                    assertEquals(ROWS_PER_READ.get(shape), round.rowsPerRead(), shape + ", " + variant);
                    assertTrue(round.rowsPerSecond() > 0 && round.p99Micros() >= round.p50Micros(), round.toString());
                    // A read decodes at least its rows: allocation per read is counted, not left at zero.
                    assertTrue(round.bytesPerRead() > 100 * round.rowsPerRead(), round.toString());
                }
            });
        });

        Path file = dir.resolve("BENCHMARKS.md");
        Files.writeString(file, "# QueryFirst benchmarks\n\nThe main run.\n\n" + Benchmarks.OTHER_SECTIONS + "\n");
        OtherSections.write(file, ReadPathSection.markdown(result, "machine", "load"));
        String text = Files.readString(file);
        assertTrue(text.contains(ReadPathBenchmark.COMMAND), text);
        assertTrue(text.contains("| single row | generated ÷ mapper |"), text);
        assertTrue(text.contains("| directory read, sparse | generated ÷ hand-written |"), text);
        assertTrue(text.contains("| rows per read | allocated per read |"), text);
    }
}
