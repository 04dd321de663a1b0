package dev.queryfirst.runtime.internal.write;

import dev.queryfirst.runtime.internal.DirectoryTable;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The bucket-directory entries one DAO wrote in the last {@link DirectoryTable#REMEMBERED_SECONDS},
 * which its next batches leave out: every save of a dense key lands in a bucket it listed moments
 * ago, and the upsert would add a statement to each batch for nothing.
 *
 * <p>An entry is recorded only after the batch that wrote it succeeded, with the time the batch
 * was sent: the entry was written no earlier, so it lives at least until then plus the entity's
 * TTL plus {@link DirectoryTable#TTL_MARGIN_SECONDS}, beyond every row written while it is
 * trusted.
 *
 * <p>Bounded by two generations of at most {@code capacity} entries each: when the current one
 * fills, it becomes the previous one and the oldest generation is dropped. A dropped entry is
 * only written again, never missed. Thread-safe.
 */
final class WrittenEntries {

    /** An entry of a directory: the directory's name, then the entry's values. */
    record Entry(String directory, List<Object> values) {}

    private static final long TRUSTED_NANOS = TimeUnit.SECONDS.toNanos(DirectoryTable.REMEMBERED_SECONDS);

    private final int capacity;
    private volatile ConcurrentHashMap<Entry, Long> current = new ConcurrentHashMap<>();
    private volatile ConcurrentHashMap<Entry, Long> previous = new ConcurrentHashMap<>();

    /** @param capacity entries per generation; 0 remembers nothing */
    WrittenEntries(int capacity) {
        this.capacity = capacity;
    }

    boolean isEnabled() {
        return capacity > 0;
    }

    /** Whether {@code entry} was written by a batch sent at most the trusted time before {@code now}. */
    boolean isRecent(Entry entry, long now) {
        Long sentAt = current.get(entry);
        if (sentAt == null) {
            sentAt = previous.get(entry);
        }
        return sentAt != null && now - sentAt < TRUSTED_NANOS;
    }

    /** Records {@code entries}, written by a batch that succeeded, sent at {@code sentAt}. */
    void record(List<Entry> entries, long sentAt) {
        for (Entry entry : entries) {
            ConcurrentHashMap<Entry, Long> generation = current;
            generation.merge(entry, sentAt, Math::max);
            if (generation.size() > capacity) {
                rotate(generation);
            }
        }
    }

    private synchronized void rotate(ConcurrentHashMap<Entry, Long> full) {
        // Another thread may have rotated already: only the generation that filled is retired.
        if (current == full) {
            previous = full;
            current = new ConcurrentHashMap<>();
        }
    }
}
