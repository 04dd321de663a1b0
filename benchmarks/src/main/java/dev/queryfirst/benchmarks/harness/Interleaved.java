package dev.queryfirst.benchmarks.harness;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Runs variants interleaved, so that background load (other builds on a shared machine, the
 * node's flushes and compactions) falls on all of them alike. A round's work of each variant is
 * cut into blocks, and the blocks run in turns: one block of every variant, then the next block
 * of every variant, and so on. A load burst of a few seconds then hits every variant's blocks,
 * and round k of A and round k of B are measured over the same stretch of time, which makes
 * their ratio meaningful even when the machine is busy.
 *
 * <p>The order of the variants within a turn follows a Williams design (a balanced Latin
 * square): over its rows every variant runs first equally often and runs right after every other
 * variant equally often. A plain rotation (A B C, B C A, …) would always run A after C, and a
 * variant that leaves the node busy (more mutations to flush) would always slow the same
 * successor. Each round starts on another row, so that the first block after the pause between
 * rounds is not always the same variant's.
 *
 * <p>Warm-up rounds run the same way and are thrown away: they let the JIT compile the hot paths
 * and the node reach its steady state.
 */
public final class Interleaved {

    private Interleaved() {}

    /**
     * One variant's work in one round.
     *
     * @param <R> what a round measures
     */
    public interface RoundWork<R> {
        /** Runs block {@code block} of this round. */
        void block(int block);

        /** What the round measured, once every block ran. */
        R result();
    }

    /**
     * One way of doing the same work.
     *
     * @param name how the report calls it
     * @param round prepares a round (its data, its counters) before any of its blocks runs
     * @param <R> what a round measures
     */
    public record Variant<R>(String name, Supplier<RoundWork<R>> round) {}

    /**
     * The measured rounds of every variant, by name, in round order (warm-ups excluded).
     *
     * @param blocks blocks per round (1: each variant's round runs in one piece)
     * @param progress told about every variant's round as it ends
     */
    public static <R> Map<String, List<R>> run(
            List<Variant<R>> variants, int blocks, int warmups, int rounds, Consumer<String> progress) {
        return run(variants, blocks, warmups, rounds, rounds, null, progress);
    }

    /**
     * Like {@link #run(List, int, int, int, Consumer)}, but within a time budget: once
     * {@code minRounds} are measured, no round starts that would likely end past {@code budget}
     * (counted from this call, judged by the length of the last round), so a slow machine gets
     * fewer rounds rather than an overlong run.
     *
     * @param budget the time budget, or null for none
     */
    public static <R> Map<String, List<R>> run(
            List<Variant<R>> variants,
            int blocks,
            int warmups,
            int minRounds,
            int maxRounds,
            Duration budget,
            Consumer<String> progress) {
        long start = System.nanoTime();
        Map<String, List<R>> measured = new LinkedHashMap<>();
        for (Variant<R> variant : variants) {
            measured.put(variant.name(), new ArrayList<>());
        }
        int n = variants.size();
        int[][] orders = williams(n);
        for (int round = 0; round < warmups + maxRounds; round++) {
            long roundStart = System.nanoTime();
            List<RoundWork<R>> work = new ArrayList<>();
            for (Variant<R> variant : variants) {
                work.add(variant.round().get());
            }
            // A round starts from an empty young generation: a collection the previous round's garbage
            // would have caused does not land on this round's first block.
            System.gc();
            // Round k starts at row k mod n, whose first variant is k mod n: the block right after the
            // pause between rounds (data made, GC, the node catching up) is led by each variant in turn.
            for (int block = 0; block < blocks; block++) {
                for (int v : orders[(round % n + block) % orders.length]) {
                    work.get(v).block(block);
                }
            }
            boolean warmup = round < warmups;
            for (int v = 0; v < n; v++) {
                R result = work.get(v).result();
                if (!warmup) {
                    measured.get(variants.get(v).name()).add(result);
                }
                progress.accept((warmup ? "warm-up " + (round + 1) : "round " + (round - warmups + 1)) + " "
                        + variants.get(v).name() + ": " + result);
            }
            long now = System.nanoTime();
            boolean enough = round + 1 - warmups >= minRounds;
            if (enough && budget != null && now + (now - roundStart) - start > budget.toNanos()) {
                progress.accept(
                        "stopping after " + (round + 1 - warmups) + " rounds: another would overrun the time budget");
                break;
            }
        }
        return measured;
    }

    /**
     * The rows of a Williams design for {@code n} variants: row r is 0, 1, n-1, 2, n-2, … shifted
     * by r (mod n). For an even n these n rows balance first-order carry-over; for an odd n their
     * mirror images are added, 2n rows in all.
     */
    static int[][] williams(int n) {
        int[] first = new int[n];
        for (int j = 1, low = 1, high = n - 1; j < n; j++) {
            first[j] = j % 2 == 1 ? low++ : high--;
        }
        int rows = n % 2 == 0 ? n : 2 * n;
        int[][] orders = new int[rows][n];
        for (int r = 0; r < n; r++) {
            for (int j = 0; j < n; j++) {
                orders[r][j] = (first[j] + r) % n;
                if (rows > n) {
                    orders[n + r][n - 1 - j] = orders[r][j];
                }
            }
        }
        return orders;
    }
}
