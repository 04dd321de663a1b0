package dev.queryfirst.benchmarks;

import dev.queryfirst.benchmarks.backfill.BackfillBenchmark;
import dev.queryfirst.benchmarks.compile.CompileBenchmark;
import dev.queryfirst.benchmarks.feed.FeedBenchmark;
import dev.queryfirst.benchmarks.read.DirectoryBenchmark;
import dev.queryfirst.benchmarks.read.ReadBenchmark;
import dev.queryfirst.benchmarks.write.WriteBenchmark;
import java.time.Duration;
import java.util.Map;

/**
 * How much work every benchmark does.
 *
 * @param name {@code full} or {@code smoke}
 * @param write the write benchmarks' work
 * @param read the read benchmark's work
 * @param compile the compile benchmark's work
 * @param backfill the backfill benchmark's work
 * @param feed the sharded feed benchmark's work
 * @param directory the bucket directory benchmark's work
 * @param liveCopies the live copy benchmark's saves
 */
public record Scale(
        String name,
        WriteBenchmark.Settings write,
        ReadBenchmark.Settings read,
        CompileBenchmark.Settings compile,
        BackfillBenchmark.Settings backfill,
        FeedBenchmark.Settings feed,
        DirectoryBenchmark.Settings directory,
        WriteBenchmark.Settings liveCopies) {

    /**
     * The figures of BENCHMARKS.md, sized to finish well within 15 minutes on 2 busy cores: 15
     * measured rounds wherever a round is cheap, so that every ratio's median has an interval of
     * 96 % ([r(4), r(12)], see {@code MedianInterval}), each round a third of the work 5 rounds had
     * (the whole run about as long), cut into blocks short enough that a burst of load hits every
     * variant; 3 rounds where a round is a 200-entity compile (warmed up on a 40-entity one), or 2
     * when the machine is so busy that a third would take the compile benchmark past 9 minutes (and
     * the whole command past 15): too few for 95 %, so that interval is all of them, its coverage
     * stated.
     */
    public static Scale full() {
        return new Scale(
                "full",
                new WriteBenchmark.Settings(800, 16, 10, 2, 15, 20_000),
                new ReadBenchmark.Settings(
                        10, 20, 200, Map.of("dense", 120, "sparse", 40, "very sparse", 12), 4, 4, 1, 15),
                new CompileBenchmark.Settings(200, 40, 2, 3, Duration.ofMinutes(9)),
                new BackfillBenchmark.Settings(10_000, 1, 15),
                new FeedBenchmark.Settings(50, 2_000, 750, 75, 16, 4, 1, 15),
                new DirectoryBenchmark.Settings(
                        new ReadBenchmark.Settings(
                                10,
                                20,
                                200,
                                Map.of("dense", 120, "sparse", 40, "very sparse", 12, "beyond lookback", 12),
                                4,
                                4,
                                1,
                                15),
                        new WriteBenchmark.Settings(800, 16, 10, 2, 15, 0),
                        5_000),
                new WriteBenchmark.Settings(800, 16, 10, 2, 15, 0));
    }

    /** Seconds of work: proves the harness produces every figure, measures nothing. */
    public static Scale smoke() {
        return new Scale(
                "smoke",
                new WriteBenchmark.Settings(40, 8, 2, 0, 2, 200),
                new ReadBenchmark.Settings(10, 2, 20, Map.of("dense", 6, "sparse", 4, "very sparse", 2), 2, 2, 0, 2),
                new CompileBenchmark.Settings(2, 1, 2, 2, Duration.ofMinutes(5)),
                new BackfillBenchmark.Settings(300, 0, 1),
                new FeedBenchmark.Settings(50, 120, 40, 10, 4, 2, 0, 2),
                new DirectoryBenchmark.Settings(
                        new ReadBenchmark.Settings(
                                10,
                                2,
                                20,
                                Map.of("dense", 6, "sparse", 4, "very sparse", 2, "beyond lookback", 2),
                                2,
                                2,
                                0,
                                2),
                        new WriteBenchmark.Settings(40, 8, 2, 0, 2, 0),
                        20),
                new WriteBenchmark.Settings(40, 8, 2, 0, 2, 0));
    }

    /** {@link #full()} or {@link #smoke()} by name. */
    public static Scale named(String name) {
        return switch (name) {
            case "full" -> full();
            case "smoke" -> smoke();
            default -> throw new IllegalArgumentException("scale must be full or smoke, was " + name);
        };
    }
}
