package dev.queryfirst.benchmarks;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.benchmarks.report.Report;
import dev.queryfirst.benchmarks.report.Verdict;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The benchmark command's whole path at the smoke scale (seconds of work, a real node): proves in
 * every build that {@code -Pbench} will produce every figure and every verdict. The figures
 * themselves mean nothing at this scale, so only the checks that are not measurements (same
 * statements, same rows, prepared once) must pass.
 */
class BenchmarksSmokeTest {

    private static Report report;
    private static String markdown;

    @BeforeAll
    static void run() {
        report = Benchmarks.run(Scale.smoke(), "mvn -B -pl benchmarks -am -DskipTests -Pbench verify", line -> {});
        markdown = report.markdown();
    }

    @Test
    void everyTargetHasAFigureAndASentence() {
        List<Verdict> verdicts = report.verdicts();
        assertEquals(
                17,
                verdicts.size(),
                "5 write targets (the elided base table's among them), 2 read, 1 compile, 2 backfill, 3 sharded"
                        + " feed, 3 directory, 1 hot path");
        assertAll(verdicts.stream().map(verdict -> () -> {
            assertFalse(verdict.measured().isBlank(), verdict.target());
            String head = switch (verdict.outcome()) {
                case MET -> "**Met**";
                case NOT_MET -> "**Not met**";
                case UNRESOLVED -> "**Unresolved on this machine**";
            };
            assertTrue(verdict.sentence().startsWith(head), verdict.sentence());
            // A ratio target states the interval it was judged by.
            assertTrue(
                    !verdict.measured().contains("×") || verdict.measured().contains("["),
                    verdict.target() + ": " + verdict.measured());
        }));
    }

    @Test
    void everySectionIsWrittenWithFiniteNumbers() {
        for (String section : List.of(
                "## Targets",
                "## 1. Write path",
                "## 2. Write modes",
                "## 3. Read path",
                "## 4. Compile path",
                "## 5. Backfill",
                "## 6. Sharded feed",
                "## 7. Bucket directory",
                "## 8. Live copies",
                "## Hot path",
                "## Method",
                "mvn -B -pl benchmarks -am -DskipTests -Pbench verify",
                "cores",
                "JDK",
                "load average")) {
            assertTrue(markdown.contains(section), "missing " + section);
        }
        assertFalse(markdown.contains("NaN"), markdown);
        assertFalse(markdown.contains("Infinity"), markdown);
    }

    @Test
    void variantsDoTheSameWorkAndTheGeneratedHotPathOnlyBindsPreparedStatements() {
        assertTrue(markdown.contains("checked, identical texts"), "hand-written CQL equals the generated CQL");
        assertTrue(markdown.contains("checked, yes"), "every read variant returns the same rows");
        assertTrue(
                markdown.contains("Both feeds returned the same posts in the same order: checked, yes"),
                "the sharded feed returns the unsharded feed's posts");
        assertTrue(
                markdown.contains("same rows as the walks, checked"),
                "the directory returns the walks' rows, and all of them beyond the lookback");
        assertTrue(
                markdown.contains("the other's the old ones: checked, yes"),
                "the generated save copies the sites' current names, the one before the passed objects'");
        // Counts, not timings: a directory read touches the fewest partitions and returns every row at any scale.
        report.verdicts().stream()
                .filter(v -> v.target().startsWith("directory: partitions")
                        || v.target().startsWith("directory: rows"))
                .forEach(v -> assertTrue(v.met(), v.target() + ": " + v.sentence()));
        Verdict hotPath = report.verdicts().get(report.verdicts().size() - 1);
        assertTrue(hotPath.met(), hotPath.sentence());
    }
}
