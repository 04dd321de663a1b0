package dev.queryfirst.runtime.internal.backfill;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The backfill's token bucket holds its rate across threads. */
class RateLimiterTest {

    @Test
    void permitsBeyondTheBurstWaitForTheirTurn() throws Exception {
        RateLimiter limiter = new RateLimiter(1000); // a burst of 100, then one a millisecond
        long start = System.nanoTime();
        Thread[] threads = new Thread[3];
        for (int t = 0; t < threads.length; t++) {
            threads[t] = new Thread(() -> {
                try {
                    for (int i = 0; i < 100; i++) {
                        limiter.acquire();
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            threads[t].start();
        }
        for (Thread thread : threads) {
            thread.join();
        }
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        // 300 permits, of which at most 100 come at once: at least 200 ms at 1000 a second.
        assertTrue(millis >= 190, "300 permits at 1000/s took " + millis + " ms");
    }
}
