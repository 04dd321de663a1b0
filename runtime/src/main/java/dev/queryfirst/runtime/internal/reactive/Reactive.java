package dev.queryfirst.runtime.internal.reactive;

import dev.queryfirst.runtime.internal.Args;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;
import java.util.function.Supplier;
import org.reactivestreams.Publisher;

/**
 * The reactive forms of a generated DAO's calls that return one result: each is the call's
 * {@code …Async} form, made when a subscriber first asks for a value (so nothing is read or
 * written before a subscription's first request), its result published on demand.
 *
 * <pre>{@code
 * public Publisher<Void> saveReactive(Ticket ticket) {
 *   return Reactive.completion(() -> saveAsync(ticket));
 * }
 * public Publisher<Ticket> findByKeyReactive(UUID id) {
 *   return Reactive.optional(() -> findByKeyAsync(id));
 * }
 * }</pre>
 *
 * <p>A failure of the call, a bad argument included, reaches the subscriber's {@code onError}.
 */
public final class Reactive {

    private Reactive() {}

    /** Completes, publishing nothing, when the write {@code call} makes has succeeded. */
    public static Publisher<Void> completion(Supplier<? extends CompletionStage<Void>> call) {
        return once(call, done -> List.of());
    }

    /** The value of an optional read, if present; completes without one otherwise. */
    public static <T> Publisher<T> optional(Supplier<? extends CompletionStage<Optional<T>>> call) {
        return once(call, found -> found.map(List::of).orElse(List.of()));
    }

    /** The one result of {@code call} (a page, a count). */
    public static <T> Publisher<T> single(Supplier<? extends CompletionStage<T>> call) {
        return once(call, List::of);
    }

    /**
     * The rows of a read that returns them all at once (a sharded or a directory read, whose
     * shards or buckets are merged before the first row is known), published on demand.
     */
    public static <T> Publisher<T> each(Supplier<? extends CompletionStage<List<T>>> call) {
        return once(call, Function.identity());
    }

    private static <R, T> Publisher<T> once(Supplier<? extends CompletionStage<R>> call, Function<R, List<T>> rows) {
        Args.notNull(call, "call");
        return new DemandPublisher<>(
                () -> new Chunks<T>() {
                    private boolean called;

                    @Override
                    public CompletionStage<List<T>> next() {
                        if (called) {
                            return CompletableFuture.completedFuture(null);
                        }
                        called = true;
                        return call.get().thenApply(rows);
                    }

                    @Override
                    public boolean finished() {
                        return called;
                    }
                },
                Long.MAX_VALUE);
    }
}
