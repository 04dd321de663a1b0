package dev.queryfirst.benchmarks.harness;

import java.util.Arrays;

/**
 * The latencies of one round's operations, recorded into a preallocated array (no allocation
 * while measuring), each slot written by the operation that owns it.
 */
public final class Latencies {

    private final long[] nanos;

    /** Room for {@code operations} latencies. */
    public Latencies(int operations) {
        this.nanos = new long[operations];
    }

    /** Records the latency of operation {@code index}. */
    public void record(int index, long latencyNanos) {
        nanos[index] = latencyNanos;
    }

    /** The {@code quantile} (0–1) latency in microseconds, nearest rank. */
    public double micros(double quantile) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        int rank = (int) Math.ceil(quantile * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))] / 1_000.0;
    }
}
