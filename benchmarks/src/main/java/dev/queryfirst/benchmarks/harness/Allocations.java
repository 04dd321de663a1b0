package dev.queryfirst.benchmarks.harness;

import java.lang.management.ManagementFactory;

/**
 * Bytes allocated by every thread of this JVM: the caller's and the driver's I/O threads, which
 * encode and decode the requests. Read before and after a round; the difference over the number
 * of operations is the allocation per operation, harness included (the same for every variant).
 */
public final class Allocations {

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private Allocations() {}

    /** Whether this JVM counts allocations per thread (HotSpot does, unless switched off). */
    public static boolean supported() {
        return THREADS.isThreadAllocatedMemorySupported() && THREADS.isThreadAllocatedMemoryEnabled();
    }

    /** The bytes allocated so far by the calling thread. */
    public static long currentThread() {
        return THREADS.getCurrentThreadAllocatedBytes();
    }

    /**
     * The bytes allocated so far by the threads alive now. Threads that ended took their counts
     * with them; the driver's threads live as long as the session, so a round loses nothing.
     */
    public static long total() {
        long sum = 0;
        for (long bytes : THREADS.getThreadAllocatedBytes(THREADS.getAllThreadIds())) {
            if (bytes > 0) {
                sum += bytes;
            }
        }
        return sum;
    }
}
