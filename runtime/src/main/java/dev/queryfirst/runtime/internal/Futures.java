package dev.queryfirst.runtime.internal;

import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;

/**
 * Waits for an asynchronous result the way the driver's own synchronous calls do: without
 * reacting to interrupts, and rethrowing the original failure, not a wrapper. Generated
 * synchronous methods are their asynchronous twins plus this wait.
 *
 * <pre>{@code
 * public static UserDao create(CqlSession session, DaoOptions options) {
 *   return Futures.getUninterruptibly(createAsync(session, options));
 * }
 * }</pre>
 */
public final class Futures {

    private Futures() {}

    /**
     * The result of {@code stage}, waiting as long as it takes.
     *
     * @throws RuntimeException the failure of {@code stage}, unchanged (a driver exception stays
     *     that driver exception)
     */
    public static <T> T getUninterruptibly(CompletionStage<T> stage) {
        try {
            return stage.toCompletableFuture().join();
        } catch (CompletionException e) {
            throw rethrow(e.getCause() == null ? e : e.getCause());
        }
    }

    private static RuntimeException rethrow(Throwable failure) {
        if (failure instanceof RuntimeException runtime) {
            return runtime;
        }
        if (failure instanceof Error error) {
            throw error;
        }
        if (failure instanceof ExecutionException && failure.getCause() != null) {
            return rethrow(failure.getCause());
        }
        return new CompletionException(failure);
    }
}
