package dev.queryfirst.runtime.internal.write;

import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.BiFunction;

/**
 * What is worked out from a pair of driver objects (a prepared statement's column lists), kept by
 * their identity for the next write of the same statements: {@link RowShape} and
 * {@link StoredColumns} look theirs up on every write, which by name would cost a good part of a
 * write's client work (BENCHMARKS.md, "Client work per shape"). Slots are chosen by the identity
 * hash of the first object; a collision only works a value out again. Thread-safe: a slot holds an
 * immutable entry, so a read sees a whole entry or none.
 *
 * @param <A> the first object, compared by identity
 * @param <B> the second object, compared by identity (may be null)
 * @param <V> what is worked out from them
 */
final class IdentitySlots<A, B, V> {

    private static final int SLOTS = 64;

    private record Entry<A, B, V>(A first, B second, V value) {}

    private final AtomicReferenceArray<Entry<A, B, V>> slots = new AtomicReferenceArray<>(SLOTS);
    private final BiFunction<A, B, V> compute;

    IdentitySlots(BiFunction<A, B, V> compute) {
        this.compute = compute;
    }

    /** The value of {@code first} and {@code second}, worked out once while it keeps its slot. */
    V get(A first, B second) {
        int slot = System.identityHashCode(first) & (SLOTS - 1);
        Entry<A, B, V> kept = slots.get(slot);
        if (kept != null && kept.first() == first && kept.second() == second) {
            return kept.value();
        }
        V value = compute.apply(first, second);
        slots.set(slot, new Entry<>(first, second, value));
        return value;
    }
}
