package dev.queryfirst.samples.demo;

import dev.queryfirst.runtime.tune.ProgressBar;
import dev.queryfirst.samples.logs.LogMessageDao;
import java.io.PrintStream;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Writes a stream of messages through the generated DAO's asynchronous insert, with at most
 * {@code concurrency} writes in flight: enough to keep the node busy, never so many that requests
 * queue up and time out. The first failure stops the ingest and is rethrown.
 */
final class Ingest {

    private Ingest() {}

    /** Writes {@code count} messages of {@code stream}; returns the seconds it took. */
    static double run(LogMessageDao dao, LogStream stream, long count, int concurrency, PrintStream out)
            throws InterruptedException {
        Semaphore inFlight = new Semaphore(concurrency);
        AtomicLong done = new AtomicLong();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        ProgressBar progress = new ProgressBar(out, "ingesting", count, "msg/s");
        long start = System.nanoTime();
        for (long i = 0; i < count && failure.get() == null; i++) {
            inFlight.acquire();
            dao.insertAsync(stream.next()).whenComplete((ignored, error) -> {
                if (error != null) {
                    failure.compareAndSet(null, error);
                } else {
                    done.incrementAndGet();
                }
                inFlight.release();
            });
            progress.update(done.get());
        }
        inFlight.acquire(concurrency);
        progress.finish(done.get());
        if (failure.get() != null) {
            throw new IllegalStateException("ingest failed after " + done.get() + " messages", failure.get());
        }
        return (System.nanoTime() - start) / 1e9;
    }
}
