package dev.queryfirst.runtime.backfill;

/**
 * Told a backfill's progress after every finished range (its checkpoint already written). Calls
 * come from the backfill's worker threads, one at a time. An exception thrown here stops the
 * backfill: the ranges in flight are abandoned (not checkpointed), and
 * {@link Backfill#run} throws it once the workers have stopped; a later run resumes.
 *
 * <pre>{@code
 * BackfillListener log = progress -> logger.info("{}: {} rows, {}/{} ranges", progress.target(),
 *     progress.rowsCopied(), progress.rangesDone(), progress.rangesTotal());
 * }</pre>
 */
@FunctionalInterface
public interface BackfillListener {

    /** Does nothing. */
    BackfillListener NONE = progress -> {};

    void onProgress(BackfillProgress progress);
}
