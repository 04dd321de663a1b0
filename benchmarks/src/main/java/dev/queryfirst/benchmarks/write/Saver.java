package dev.queryfirst.benchmarks.write;

import dev.queryfirst.benchmarks.logs.LogMessage;
import java.util.concurrent.CompletionStage;

/** One way of saving a log message to its three tables. */
@FunctionalInterface
public interface Saver {

    /** Saves every copy of {@code message}; the stage completes when the node acknowledged it. */
    CompletionStage<?> saveAsync(LogMessage message);
}
