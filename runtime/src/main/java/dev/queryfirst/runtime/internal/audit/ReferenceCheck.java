package dev.queryfirst.runtime.internal.audit;

import com.datastax.oss.driver.api.core.cql.BatchableStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.audit.Finding;
import dev.queryfirst.runtime.internal.EntityTable;
import dev.queryfirst.runtime.internal.StaticColumnsTable;
import dev.queryfirst.runtime.internal.propagate.LiveReference;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The audit pass of one live reference: scans every table holding a copy of the referenced
 * entity R, reads R's base row by the key each copy holds, and reports the copies that differ
 * ({@link Finding.Kind#STALE_REFERENCE}, rewritten when repairing) and those whose R is gone
 * ({@link Finding.Kind#DANGLING_REFERENCE}, left as they are).
 *
 * <p>A static copy is checked once per partition: a scan returns the rows of a partition
 * together, so a partition is recognised by its R key differing from the previous row's. Rows of
 * partitions holding statics alone are the orphan pass's business and skipped here.
 */
final class ReferenceCheck<R, E> {

    private final AuditIo io;
    private final LiveReference<R, E> reference;
    private final Function<String, Tally> tallies;

    ReferenceCheck(AuditIo io, LiveReference<R, E> reference, Function<String, Tally> tallies) {
        this.io = io;
        this.reference = reference;
        this.tallies = tallies;
    }

    /** Checks every copy of the reference; returns the rows scanned per table. */
    Map<String, Long> run() {
        Map<String, Long> scanned = new LinkedHashMap<>();
        for (LiveReference.StaticCopy<R, E> copy : reference.staticCopies()) {
            List<Object> previous = new ArrayList<>(1);
            scanned.put(copy.table().name(), io.scan(copy.table(), rows -> checkStatics(copy, rows, previous)));
        }
        for (LiveReference.Copy<R, E> copy : reference.copies()) {
            scanned.put(
                    copy.table().name(),
                    io.scan(copy.table(), rows -> check(copy.table(), copy.table()::primaryKey, rows, copy.update())));
        }
        return scanned;
    }

    /**
     * The first row of each partition of {@code scanned} not seen in the previous chunk (whose last
     * partition key {@code previous} holds).
     */
    private long checkStatics(LiveReference.StaticCopy<R, E> copy, List<Row> scanned, List<Object> previous) {
        List<Row> firsts = new ArrayList<>();
        for (Row row : scanned) {
            if (AuditIo.staticOnly(copy.table(), row)) {
                continue;
            }
            R held = reference.copyOf(copy.table().map(row));
            Object key = held == null ? null : reference.referenced().primaryKey(held);
            if (previous.isEmpty() || !previous.get(0).equals(key)) {
                firsts.add(row);
                previous.clear();
                previous.add(key);
            }
        }
        EntityTable<E> table = copy.table();
        Function<E, List<Object>> partitionKey = table instanceof StaticColumnsTable<E> statics
                ? statics::partitionKey
                : held -> reference.referenced().primaryKey(reference.copyOf(held));
        check(table, partitionKey, firsts, (referrer, current) -> copy.update().apply(current));
        return scanned.size();
    }

    /** Compares the copies of R in {@code rows} with R's base table; returns the rows checked. */
    private long check(
            EntityTable<E> table,
            Function<E, List<Object>> findingKey,
            List<Row> rows,
            BiFunction<E, R, BatchableStatement<?>> update) {
        List<E> referrers = new ArrayList<>();
        List<R> copies = new ArrayList<>();
        for (Row row : rows) {
            if (AuditIo.staticOnly(table, row)) {
                continue;
            }
            E referrer = table.map(row);
            R copy = reference.copyOf(referrer);
            if (copy != null) {
                referrers.add(referrer);
                copies.add(copy);
            }
        }
        EntityTable<R> base = reference.referenced();
        List<Row> currents = io.readAll(copies.stream().map(base::bindSelectRow).toList());
        Tally tally = tallies.apply(table.name());
        for (int i = 0; i < copies.size(); i++) {
            Row found = currents.get(i);
            if (found == null) {
                tally.add(Finding.Kind.DANGLING_REFERENCE, findingKey.apply(referrers.get(i)));
                continue;
            }
            R current = base.map(found);
            if (!base.values(current).equals(base.values(copies.get(i)))) {
                tally.add(Finding.Kind.STALE_REFERENCE, findingKey.apply(referrers.get(i)));
                io.fix(update.apply(referrers.get(i), current));
            }
        }
        return rows.size();
    }
}
