package dev.queryfirst.runtime.internal.audit;

import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.audit.Finding;
import dev.queryfirst.runtime.internal.DirectoryTable;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The audit of one bucket directory ({@link DirectoryTable}): every source entity's bucket must be
 * listed (a missing entry hides the bucket's rows from every directory read: reported, and
 * repaired by listing it), and every listed bucket should still hold a row (an emptied bucket is
 * reported, never removed; see {@link Finding.Kind#EMPTY_BUCKET}).
 */
final class DirectoryCheck<E> {

    private final AuditIo io;
    private final DirectoryTable<E> directory;
    private final Tally tally;
    /** Entries found missing so far: many entities share one entry, which is reported once. */
    private final Set<List<Object>> missing = new HashSet<>();

    DirectoryCheck(AuditIo io, DirectoryTable<E> directory, Tally tally) {
        this.io = io;
        this.directory = directory;
        this.tally = tally;
    }

    /** Pass 1: the entry of each entity of one chunk of the source. */
    void checkEntries(List<E> chunk) {
        // An entity the data table does not hold (a null optional key attribute) has no entry.
        List<E> entities = chunk.stream().filter(directory::holds).toList();
        List<Row> entries =
                io.readAll(entities.stream().map(directory::bindSelectEntry).toList());
        for (int i = 0; i < entities.size(); i++) {
            E entity = entities.get(i);
            if (entries.get(i) == null && missing.add(directory.entry(entity))) {
                tally.add(Finding.Kind.MISSING, directory.entry(entity));
                io.fix(directory.bindUpsert(entity));
            }
        }
    }

    /** Pass 2: scans the directory; every entry whose bucket holds no row is an emptied bucket. */
    void checkBuckets() {
        tally.rows = io.scan(directory.bindScan(), scanned -> {
            List<Row> first = io.readAll(
                    scanned.stream().map(directory::bindSelectListedRow).toList());
            for (int i = 0; i < scanned.size(); i++) {
                // A partition left with static values only answers with its clustering column null.
                if (first.get(i) == null || first.get(i).isNull(0)) {
                    tally.add(Finding.Kind.EMPTY_BUCKET, directory.entry(scanned.get(i)));
                }
            }
            return (long) scanned.size();
        });
    }
}
