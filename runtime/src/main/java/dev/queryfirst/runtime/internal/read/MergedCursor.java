package dev.queryfirst.runtime.internal.read;

import java.util.List;

/**
 * Where a paged {@link MergedQuery} resumes: the bucket (its index; 0 for an unbucketed read),
 * the first bucket of the walk it came from, how many buckets a fixed walk may still visit including this one (1 for a directory walk,
 * which re-lists the directory from this bucket instead), a fingerprint of the bound arguments,
 * and the position of every shard in this bucket, in shard order.
 */
record MergedCursor(
        long bucketIndex, long walkStart, int bucketsLeft, long argumentsFingerprint, List<Position> shards) {

    MergedCursor {
        shards = List.copyOf(shards);
    }

    /**
     * One shard's position: the rows after {@code pagingState} (null: the partition's start),
     * less the first {@code skip} of them, which the merge already returned; or nothing more when
     * {@code exhausted}.
     *
     * <p>The driver's paging state marks the end of a page the server sent; the merge returns only
     * part of a page when another shard's rows come first, so the rest is found again by reading
     * from the same paging state and skipping what was returned. A skip never exceeds one page.
     */
    record Position(byte[] pagingState, int skip, boolean exhausted) {
        static final Position START = new Position(null, 0, false);
        static final Position EXHAUSTED = new Position(null, 0, true);
    }
}
