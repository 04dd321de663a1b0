package dev.queryfirst.processor.model;

import dev.queryfirst.processor.vocabulary.Names;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The bucket directory of one table (docs/mapping-rules.md, "Bucket directories"): table {@code <table>_buckets}, partitioned by
 * the table's partition key without its bucket, clustered by the bucket newest first, with the
 * entity's TTL. A row says "this key has rows in this bucket".
 *
 * <pre>{@code
 * CREATE TABLE logs.log_messages_by_source_name_buckets (
 *     source_name text, message_time_day date,
 *     PRIMARY KEY ((source_name), message_time_day)
 * ) WITH CLUSTERING ORDER BY (message_time_day DESC)
 * }</pre>
 *
 * @param table the directory table
 * @param data the table whose buckets it lists
 * @param bucket the bucket column, as in {@code data}'s partition key
 */
public record DirectoryModel(TableModel table, TableModel data, ColumnModel bucket) {

    /**
     * What an entry's upsert adds to the entity's TTL (one hour): the runtime's DAO leaves out of
     * its batches an entry it wrote in the last half hour, so the entry must outlive the rows
     * written meanwhile. Equal to the runtime's {@code DirectoryTable.TTL_MARGIN_SECONDS}.
     */
    public static final long TTL_MARGIN_SECONDS = 3600;

    /** Cassandra's largest TTL (20 years), which the margin never takes an entry beyond. */
    private static final long MAX_TTL_SECONDS = 630_720_000;

    /** The TTL of an entry's upsert: the entity's plus the margin; 0 (none) when the entity has none. */
    public long entryTtlSeconds() {
        long ttl = table.options().defaultTtlSeconds();
        return ttl > 0 ? Math.min(ttl + TTL_MARGIN_SECONDS, MAX_TTL_SECONDS) : 0;
    }

    /**
     * The directory of {@code data}, when its partition key holds a bucket with
     * {@code directory = true} and at least one other column that is not a shard (a key to list
     * buckets of; a feed partitioned by its bucket alone has every bucket full).
     */
    static Optional<DirectoryModel> of(TableModel data, EntityModel entity) {
        Optional<ColumnModel> bucket = data.partitionKey().stream()
                .filter(c -> c.isBucket() && c.bucket().directory())
                .findFirst();
        if (bucket.isEmpty()) {
            return Optional.empty();
        }
        // Per key without the bucket and without a shard: the shards of a bucket share its entry.
        List<ColumnModel> columns = new ArrayList<>();
        for (ColumnModel column : data.partitionKey()) {
            if (column != bucket.get() && !column.isShard()) {
                columns.add(column);
            }
        }
        if (columns.isEmpty()) {
            return Optional.empty();
        }
        ColumnModel b = bucket.get();
        columns.add(new ColumnModel(
                b.name(), b.cqlType(), b.path(), b.type(), ColumnKind.CLUSTERING, true, b.bucket(), b.cardinality()));
        TableOptions options = new TableOptions(
                data.options().defaultTtlSeconds(),
                CompactionChoice.unified(CompactionChoice.Basis.UPSERTED),
                GcGrace.cassandraDefault(),
                "Bucket directory of " + data.name() + ": the " + b.name() + " buckets that hold rows, per key");
        TableModel table = new TableModel(
                data.keyspace(),
                Names.directoryTable(data.name()),
                entity.qualifiedName(),
                false,
                List.copyOf(columns),
                List.of(),
                options,
                data.site());
        return Optional.of(new DirectoryModel(table, data, b));
    }

    /** The directory's partition key: the data table's, without the bucket. */
    public List<ColumnModel> key() {
        return table.partitionKey();
    }
}
