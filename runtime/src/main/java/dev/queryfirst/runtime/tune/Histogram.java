package dev.queryfirst.runtime.tune;

/**
 * A Cassandra {@code EstimatedHistogram} as its metrics expose it: counts in buckets whose bounds
 * grow by about 20 % each (1, 2, 3, … 8,239, 9,887, 11,864 …), bucket {@code i} holding the values
 * above bound {@code i - 1} up to bound {@code i}. {@code nodetool tablestats} reports a bucket's
 * upper bound, which reads up to 20 % high; the largest partition here is its bucket's middle
 * (a mean comes from the SSTables' exact data bytes instead).
 */
final class Histogram {

    private final long[] counts;
    private final long[] bounds;

    Histogram(long[] counts) {
        this.counts = counts.clone();
        this.bounds = bounds(counts.length);
    }

    /** Cassandra's bucket bounds: 1, then each the previous × 1.2 rounded (at least one more). */
    static long[] bounds(int buckets) {
        long[] bounds = new long[buckets];
        long last = 1;
        bounds[0] = last;
        for (int i = 1; i < buckets; i++) {
            long next = Math.round(last * 1.2);
            bounds[i] = next == last ? next + 1 : next;
            last = bounds[i];
        }
        return bounds;
    }

    /** The sum of two histograms of the same shape (one per node). */
    Histogram plus(Histogram other) {
        long[] sum = counts.clone();
        for (int i = 0; i < Math.min(sum.length, other.counts.length); i++) {
            sum[i] += other.counts[i];
        }
        return new Histogram(sum);
    }

    long count() {
        long total = 0;
        for (long c : counts) {
            total += c;
        }
        return total;
    }

    /** The middle of the highest non-empty bucket; 0 when empty. */
    double max() {
        for (int i = counts.length - 1; i >= 0; i--) {
            if (counts[i] > 0) {
                return middle(i);
            }
        }
        return 0;
    }

    private double middle(int i) {
        double low = i == 0 ? 0 : bounds[i - 1];
        double high = i < bounds.length ? bounds[i] : bounds[bounds.length - 1] * 1.2;
        return (low + high) / 2;
    }
}
