package dev.queryfirst.benchmarks.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The order blocks run in, and what is kept. */
class InterleavedTest {

    @Test
    void everyVariantRunsFirstAndAfterEveryOtherEquallyOften() {
        for (int n = 2; n <= 5; n++) {
            int[][] orders = Interleaved.williams(n);
            int[] first = new int[n];
            int[][] after = new int[n][n];
            for (int[] order : orders) {
                assertEquals(n, Arrays.stream(order).distinct().count(), "each row is a permutation");
                first[order[0]]++;
                for (int j = 1; j < n; j++) {
                    after[order[j - 1]][order[j]]++;
                }
            }
            int rows = orders.length;
            for (int v = 0; v < n; v++) {
                assertEquals(rows / n, first[v], "n=" + n + ": variant " + v + " first");
                for (int w = 0; w < n; w++) {
                    if (v != w) {
                        assertEquals(rows / n, after[v][w], "n=" + n + ": " + w + " right after " + v);
                    }
                }
            }
        }
    }

    @Test
    void aSpentBudgetStopsAtTheFewestRoundsAndNoBudgetRunsThemAll() {
        List<Interleaved.Variant<Integer>> variants = counting(new ArrayList<>());
        assertEquals(
                List.of(2, 2),
                Interleaved.run(variants, 2, 0, 2, 5, Duration.ZERO, line -> {}).get("a"));
        assertEquals(
                5,
                Interleaved.run(variants, 2, 0, 2, 5, null, line -> {}).get("a").size());
    }

    @Test
    void warmUpsAreDroppedAndEveryBlockOfEveryVariantRunsOncePerRound() {
        List<String> log = new ArrayList<>();
        Map<String, List<Integer>> measured = Interleaved.run(counting(log), 2, 1, 3, line -> {});
        assertEquals(Map.of("a", List.of(2, 2, 2), "b", List.of(2, 2, 2), "c", List.of(2, 2, 2)), measured);
        assertEquals(4 * 3 * 2, log.size(), "1 warm-up and 3 rounds of 3 variants × 2 blocks");
    }

    @Test
    void eachRoundIsLedByAnotherVariant() {
        List<String> log = new ArrayList<>();
        Interleaved.run(counting(log), 2, 0, 3, line -> {});
        assertEquals(
                List.of("a0", "b0", "c0"),
                List.of(log.get(0), log.get(6), log.get(12)),
                "the first block of rounds 1, 2, 3");
    }

    /** Variants a, b, c whose rounds count their blocks and log each one. */
    private static List<Interleaved.Variant<Integer>> counting(List<String> log) {
        List<Interleaved.Variant<Integer>> variants = new ArrayList<>();
        for (String name : List.of("a", "b", "c")) {
            variants.add(new Interleaved.Variant<>(name, () -> new Interleaved.RoundWork<>() {
                private int blocks;

                @Override
                public void block(int block) {
                    log.add(name + block);
                    blocks++;
                }

                @Override
                public Integer result() {
                    return blocks;
                }
            }));
        }
        return variants;
    }
}
