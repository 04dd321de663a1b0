package dev.queryfirst.benchmarks.harness;

import java.util.concurrent.CompletionStage;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntFunction;

/**
 * Bounded concurrency: runs asynchronous operations with at most a fixed number in flight, as an
 * application with a bounded pool of requests would. Unbounded submission would only measure
 * how long the driver's queues get; a window measures throughput and latency at a fixed load.
 */
public final class Window {

    private Window() {}

    /**
     * Runs {@code operation.apply(i)} for i = {@code from} … {@code to - 1}, at most
     * {@code inFlight} at a time, recording latency i (submission to completion) in
     * {@code latencies}; returns the nanoseconds from the first submission to the last completion.
     *
     * @throws IllegalStateException if any operation failed: a benchmark of failing calls measures
     *     nothing (the first failure is the cause)
     */
    public static long run(
            int from, int to, int inFlight, IntFunction<CompletionStage<?>> operation, Latencies latencies) {
        Semaphore permits = new Semaphore(inFlight);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        long start = System.nanoTime();
        for (int i = from; i < to && failure.get() == null; i++) {
            permits.acquireUninterruptibly();
            int index = i;
            long submitted = System.nanoTime();
            CompletionStage<?> stage;
            try {
                stage = operation.apply(index);
            } catch (RuntimeException e) {
                failure.compareAndSet(null, e);
                permits.release();
                break;
            }
            stage.whenComplete((result, error) -> {
                latencies.record(index, System.nanoTime() - submitted);
                if (error != null) {
                    failure.compareAndSet(null, error);
                }
                permits.release();
            });
        }
        permits.acquireUninterruptibly(inFlight);
        long elapsed = System.nanoTime() - start;
        if (failure.get() != null) {
            throw new IllegalStateException("an operation failed", failure.get());
        }
        return elapsed;
    }
}
