package dev.queryfirst.spark;

import java.io.Serializable;
import java.util.Iterator;
import java.util.concurrent.TimeUnit;

/**
 * A per-task share of a job's rate limit: each task (one per core at a time) lets through at most
 * {@code rowsPerSecond} rows a second, with a burst of a tenth of a second's worth, so that the
 * job's tasks together stay under the rate asked for. A task that finds its bucket empty sleeps
 * until its next row is due.
 */
final class RateLimit implements Serializable {

    private static final long serialVersionUID = 1L;

    private final double rowsPerSecond;

    /** @param rowsPerSecond this task's share; 0 for no limit */
    RateLimit(double rowsPerSecond) {
        this.rowsPerSecond = rowsPerSecond;
    }

    /** The share of each of {@code tasks} tasks running at once of {@code rowsPerSecond} (0: no limit). */
    static RateLimit shared(int rowsPerSecond, int tasks) {
        return new RateLimit(rowsPerSecond == 0 ? 0 : rowsPerSecond / (double) Math.max(1, tasks));
    }

    <T> Iterator<T> apply(Iterator<T> rows) {
        if (rowsPerSecond == 0) {
            return rows;
        }
        double perNano = rowsPerSecond / 1e9;
        double burst = Math.max(1, rowsPerSecond / 10);
        return new Iterator<>() {
            private double permits = burst;
            private long refilledAt = System.nanoTime();

            @Override
            public boolean hasNext() {
                return rows.hasNext();
            }

            @Override
            public T next() {
                long now = System.nanoTime();
                permits = Math.min(burst, permits + (now - refilledAt) * perNano) - 1;
                refilledAt = now;
                if (permits < 0) {
                    try {
                        TimeUnit.NANOSECONDS.sleep((long) (-permits / perNano));
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new IllegalStateException(
                                "a rate-limited task was interrupted (its job was cancelled)", e);
                    }
                }
                return rows.next();
            }
        };
    }
}
