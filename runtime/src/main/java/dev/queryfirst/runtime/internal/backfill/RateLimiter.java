package dev.queryfirst.runtime.internal.backfill;

import java.util.concurrent.TimeUnit;

/**
 * A token bucket shared by a backfill's workers: {@code rowsPerSecond} permits a second, and a
 * burst of at most a tenth of a second's worth. A caller that finds the bucket empty reserves its
 * permit ahead and sleeps until it is due, so the rate holds however many threads ask.
 */
final class RateLimiter {

    private final double permitsPerNano;
    private final double burst;
    private double permits;
    private long refilledAt = System.nanoTime();

    RateLimiter(int rowsPerSecond) {
        this.permitsPerNano = rowsPerSecond / 1e9;
        this.burst = Math.max(1, rowsPerSecond / 10.0);
    }

    /** Takes one permit, sleeping until it is due. */
    void acquire() throws InterruptedException {
        long wait;
        synchronized (this) {
            long now = System.nanoTime();
            permits = Math.min(burst, permits + (now - refilledAt) * permitsPerNano);
            refilledAt = now;
            permits -= 1;
            wait = permits >= 0 ? 0 : (long) (-permits / permitsPerNano);
        }
        if (wait > 0) {
            TimeUnit.NANOSECONDS.sleep(wait);
        }
    }
}
