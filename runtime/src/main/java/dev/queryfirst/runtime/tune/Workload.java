package dev.queryfirst.runtime.tune;

import java.io.PrintStream;
import java.util.Optional;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongFunction;

/**
 * Runs many asynchronous requests with a bounded number in flight (enough to keep a node busy,
 * never so many that requests queue up and time out), showing progress. The first failure stops
 * it and is rethrown, naming what failed.
 */
final class Workload {

    private final int concurrency;
    private final Optional<PrintStream> console;

    Workload(int concurrency, Optional<PrintStream> console) {
        this.concurrency = concurrency;
        this.console = console;
    }

    /**
     * Runs {@code request(i)} for {@code i} in [0, count); a null stage means nothing to do for i.
     *
     * @return the seconds it took
     * @throws IllegalStateException naming {@code what} and the index when a request fails
     */
    double run(String what, long count, LongFunction<CompletionStage<?>> request) {
        Semaphore inFlight = new Semaphore(concurrency);
        AtomicLong done = new AtomicLong();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicLong failedAt = new AtomicLong(-1);
        Optional<ProgressBar> bar = console.map(out -> new ProgressBar(out, pad(what), count, "/s"));
        long start = System.nanoTime();
        for (long i = 0; i < count && failure.get() == null; i++) {
            CompletionStage<?> stage;
            try {
                inFlight.acquire();
                stage = request.apply(i);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(what + " was interrupted", e);
            } catch (RuntimeException e) {
                inFlight.release();
                throw new IllegalStateException(what + " failed at entity " + i + ": " + e.getMessage(), e);
            }
            if (stage == null) {
                inFlight.release();
                done.incrementAndGet();
                continue;
            }
            long index = i;
            stage.whenComplete((ignored, error) -> {
                if (error != null && failure.compareAndSet(null, error)) {
                    failedAt.set(index);
                }
                done.incrementAndGet();
                inFlight.release();
            });
            bar.ifPresent(b -> b.update(done.get()));
        }
        inFlight.acquireUninterruptibly(concurrency);
        bar.ifPresent(b -> b.finish(done.get()));
        if (failure.get() != null) {
            Throwable cause = failure.get();
            throw new IllegalStateException(
                    what + " failed at entity " + failedAt.get() + ": " + cause.getMessage(), cause);
        }
        return (System.nanoTime() - start) / 1e9;
    }

    private static String pad(String what) {
        return what.length() >= 28 ? what : what + " ".repeat(28 - what.length());
    }
}
