package dev.queryfirst.runtime.internal.reactive;

import java.util.List;
import java.util.concurrent.CompletionStage;

/**
 * The rows of one subscription, a chunk at a time: a chunk is what one request to Cassandra
 * returns (a page of a partition). Called by one thread at a time, never again before the stage
 * it returned has completed.
 *
 * @param <T> the row type
 */
@FunctionalInterface
public interface Chunks<T> {

    /** The next chunk; a stage completing with null when there is none. */
    CompletionStage<List<T>> next();

    /**
     * Whether {@link #next} would return null, known without asking Cassandra: lets a publisher
     * complete after its last row without waiting for demand it does not need.
     */
    default boolean finished() {
        return false;
    }
}
