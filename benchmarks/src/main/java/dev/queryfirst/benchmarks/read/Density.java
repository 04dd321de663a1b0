package dev.queryfirst.benchmarks.read;

import java.util.List;

/**
 * How a source's messages spread over the day buckets of {@code log_messages_by_source_name}.
 *
 * @param name how the report calls it
 * @param rowsPerBucket messages in each bucket that holds any
 * @param bucketsBack which buckets (days before now, 0 = today) hold messages
 */
public record Density(String name, int rowsPerBucket, List<Integer> bucketsBack) {

    /** Today and yesterday full: a latest-N read should stop in today's bucket. */
    public static Density dense(int rowsPerBucket) {
        return new Density("dense", rowsPerBucket, List.of(0, 1));
    }

    /** One message every other day for 60 days: a read of 10 walks about 19 buckets. */
    public static Density sparse() {
        return new Density(
                "sparse",
                1,
                List.of(
                        0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48,
                        50, 52, 54, 56, 58));
    }

    /** Three messages in 90 days: a read walks the whole lookback and finds fewer than asked. */
    public static Density verySparse() {
        return new Density("very sparse", 1, List.of(25, 55, 85));
    }

    /** Messages per source. */
    public int messages() {
        return rowsPerBucket * bucketsBack.size();
    }

    /**
     * The fewest partitions a latest-{@code n} read can touch: the buckets up to the one where the
     * n-th newest message lies, or the whole lookback when there are fewer than n.
     */
    public int minimalPartitions(int n, int lookback) {
        int found = 0;
        for (int back : bucketsBack) {
            found += rowsPerBucket;
            if (found >= n) {
                return back + 1;
            }
        }
        return lookback;
    }

    /** Three messages, two of them beyond a 90-bucket lookback: a walk finds one, a directory all three. */
    public static Density beyondLookback() {
        return new Density("beyond lookback", 1, List.of(25, 120, 300));
    }

    /**
     * The fewest partitions a latest-{@code n} read through a bucket directory can touch: the
     * directory, then the non-empty buckets holding the {@code n} newest messages (all of them
     * when there are fewer).
     */
    public int minimalListedPartitions(int n) {
        int rows = Math.min(n, messages());
        return 1 + (rows + rowsPerBucket - 1) / rowsPerBucket;
    }
}
