package dev.queryfirst.runtime.tune;

import java.util.Optional;
import java.util.function.Function;

/**
 * A figure a node gave, or the sentence saying why it gave none (a virtual table it lacks, a JMX
 * port it does not open): a missing figure is reported as such, never taken as zero.
 *
 * @param value the figure, or null
 * @param missing why there is none, or null
 */
record NodeFigure<T>(T value, String missing) {

    static <T> NodeFigure<T> of(T value) {
        return new NodeFigure<>(value, null);
    }

    static <T> NodeFigure<T> missing(String why) {
        return new NodeFigure<>(null, why);
    }

    boolean present() {
        return missing == null;
    }

    Optional<T> optional() {
        return Optional.ofNullable(value);
    }

    <R> NodeFigure<R> map(Function<T, R> f) {
        return present() ? of(f.apply(value)) : missing(missing);
    }
}
