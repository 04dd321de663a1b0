package dev.queryfirst.samples.rehearse;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;

/** Writes through a generated DAO's asynchronous calls, a bounded number in flight. */
final class Waves {

    private static final int IN_FLIGHT = 32;

    private Waves() {}

    /** {@code write} for every element, {@value #IN_FLIGHT} at a time, each wave awaited. */
    static <T> void inWaves(List<T> all, Function<T, CompletionStage<?>> write) {
        for (int from = 0; from < all.size(); from += IN_FLIGHT) {
            CompletableFuture.allOf(all.subList(from, Math.min(all.size(), from + IN_FLIGHT)).stream()
                            .map(write)
                            .map(CompletionStage::toCompletableFuture)
                            .toArray(CompletableFuture[]::new))
                    .join();
        }
    }
}
