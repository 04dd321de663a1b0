package dev.queryfirst.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

class FuturesTest {

    @Test
    void returnsTheResult() {
        assertEquals("done", Futures.getUninterruptibly(CompletableFuture.completedFuture("done")));
    }

    @Test
    void rethrowsARuntimeFailureUnchanged() {
        IllegalStateException failure = new IllegalStateException("driver said no");
        CompletableFuture<String> failed = CompletableFuture.failedFuture(failure);
        assertSame(failure, assertThrows(IllegalStateException.class, () -> Futures.getUninterruptibly(failed)));

        // A failure that went through a dependent stage arrives wrapped; it is unwrapped too.
        CompletableFuture<String> dependent = failed.thenApply(String::trim);
        assertSame(failure, assertThrows(IllegalStateException.class, () -> Futures.getUninterruptibly(dependent)));
    }

    @Test
    void wrapsACheckedFailure() {
        IOException failure = new IOException("disk");
        CompletionException thrown = assertThrows(
                CompletionException.class, () -> Futures.getUninterruptibly(CompletableFuture.failedFuture(failure)));
        assertSame(failure, thrown.getCause());
    }
}
