package dev.queryfirst.runtime.internal;

import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import java.util.List;

/**
 * The bucket directory of one table ({@code @TimeBucket(directory = true)};
 * docs/mapping-rules.md, "Bucket directories"), with its statements prepared: per partition key
 * (without the bucket), the buckets that hold rows. Generated directory classes implement it; the
 * DAO upserts an entity's entry with every write of its copy, reads list buckets through it ({@link
 * dev.queryfirst.runtime.internal.read.BucketDirectory}), and the audit checks it.
 *
 * <pre>{@code
 * LogMessagesBySourceNameBucketsTable buckets = new LogMessagesBySourceNameBucketsTable(prepared, "logs");
 * writer.batch().insert(bySourceName, message)
 *     .list(buckets, message)   // the upsert, unless this DAO wrote the entry recently
 *     .execute();
 * buckets.entry(message);   // [web-1, 2025-03-10]
 * }</pre>
 *
 * @param <E> the entity type
 */
public interface DirectoryTable<E> {

    /**
     * How long, in seconds, a DAO trusts an entry it wrote to be there (30 minutes): its writes of
     * the same key and bucket meanwhile leave the upsert out of their batch (see
     * {@link DaoOptions#withDirectoryCache}).
     */
    long REMEMBERED_SECONDS = 1800;

    /**
     * What the generated upsert adds to the entity's TTL, twice {@link #REMEMBERED_SECONDS}: a row
     * written up to {@code REMEMBERED_SECONDS} after the entry (its upsert left out) expires before
     * the entry does, with as much again to spare for the time a request takes to reach a replica.
     */
    long TTL_MARGIN_SECONDS = 2 * REMEMBERED_SECONDS;

    /** The directory table's name, without keyspace. */
    String name();

    /** The table whose buckets it lists, without keyspace. */
    String dataTable();

    /**
     * Whether the data table holds {@code entity} (see {@link EntityTable#holds}): an entity whose
     * optional key attribute is null has no row there, and so no entry here. The writer and the
     * audit call the other methods only for entities it holds.
     */
    default boolean holds(E entity) {
        return true;
    }

    /** The entry of {@code entity}: its partition key values in the data table, the bucket last. */
    List<Object> entry(E entity);

    /** The entry a row of {@link #bindScan()} holds, in the same form as {@link #entry(Object)}. */
    List<Object> entry(Row scanned);

    /**
     * Lists the bucket of {@code entity} (idempotent: once however many rows it holds), with the
     * entity's TTL plus {@link #TTL_MARGIN_SECONDS} when it has one.
     */
    BoundStatement bindUpsert(E entity);

    /** Reads the entry of {@code entity}, if present. */
    BoundStatement bindSelectEntry(E entity);

    /** Reads every entry (audit only: a full scan). */
    BoundStatement bindScan();

    /**
     * Reads the first clustering column of at most one row of the data partition a scanned entry
     * lists: no row (or a null, a partition with static values only) means the bucket was emptied.
     */
    BoundStatement bindSelectListedRow(Row scanned);
}
