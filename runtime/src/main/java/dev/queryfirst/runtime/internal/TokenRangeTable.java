package dev.queryfirst.runtime.internal;

import java.util.List;

/**
 * A table that can be read by token range: the source of a
 * {@link dev.queryfirst.runtime.internal.backfill.Backfill}. Generated table classes implement it with
 * what they already know; the backfill builds, prepares and binds the scan itself:
 *
 * <pre>{@code
 * SELECT <selectedColumns()>, WRITETIME(c1), TTL(c1), WRITETIME(c2), TTL(c2) ...
 * FROM <qualifiedName()> WHERE token(<partitionKeyColumns()>) > ? AND token(...) <= ?
 * }</pre>
 *
 * <p>For {@code users (username text PRIMARY KEY, email text, name text)}:
 *
 * <pre>{@code
 * public String qualifiedName() { return qualified(keyspace); }          // "app.users"
 * public String selectedColumns() { return "username, email, name"; }    // what map(Row) reads
 * public List<String> partitionKeyColumns() { return List.of("username"); }
 * public List<String> writeTimeColumns() { return List.of("email", "name"); }
 * }</pre>
 *
 * @param <E> the entity type
 */
public interface TokenRangeTable<E> extends EntityTable<E> {

    /**
     * The table as this instance's statements name it, keyspace included, in CQL form (quoted where
     * CQL needs quotes): {@code app.users}, {@code "Tenant1".users}.
     */
    String qualifiedName();

    /**
     * The columns {@link #map} reads, in its order, in CQL form, as they follow {@code SELECT} in
     * {@link #bindScan()}: {@code "username, email, name"}. Selectors such as
     * {@code WRITETIME(version)} are allowed; the backfill appends its own after them.
     */
    String selectedColumns();

    /** The partition key columns, in key order and CQL form: the arguments of {@code token(...)}. */
    List<String> partitionKeyColumns();

    /**
     * The columns whose {@code WRITETIME} and {@code TTL} say when a row was written and when it
     * expires, in CQL form: the regular columns that hold one cell (not key or static columns, not
     * non-frozen collections). At least one. A row's write time is the latest of its columns' that
     * hold a value. For the base table of a versioned entity the version column alone, whose write
     * time orders the entity's copies ({@link dev.queryfirst.runtime.internal.write.Versions}).
     */
    List<String> writeTimeColumns();
}
