package dev.queryfirst.runtime.internal.read;

/**
 * Where a paged read resumes: the bucket (its index; 0 for an unbucketed read), the first bucket
 * of the walk the cursor came from, how many buckets the walk may still visit including this one,
 * a fingerprint of the statement's bound arguments (a cursor only resumes the same arguments), and
 * the driver's paging state inside the bucket (null: the bucket's start).
 */
record Cursor(long bucketIndex, long walkStart, int bucketsLeft, long argumentsFingerprint, byte[] pagingState) {}
