package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Code.QF302;
import static dev.queryfirst.processor.diagnostics.Code.QF308;

/**
 * The catalog's load situations: a hot partition, by few keys or by write rate (QF302), and a read
 * that walks too many buckets (QF308). {@code {orUnbucketed}} is empty or
 * {@link Phrase#OR_UNBUCKETED_TTL} / {@link Phrase#OR_UNBUCKETED_HORIZON}.
 */
public enum LoadMessages implements Message {
    FEW_PARTITION_KEYS(QF302, LoadMessages.FEW_KEYS + LoadMessages.MORE_KEYS),
    FEW_PARTITION_KEYS_PER_BUCKET(
            QF302,
            LoadMessages.FEW_KEYS + "the time bucket spreads the data over time, but each bucket's writes still go to"
                    + " {distinct} partitions: " + LoadMessages.MORE_KEYS),
    WRITE_RATE_PER_BUCKET(
            QF302,
            "table {table}: hot partition: {rate} rows/s are written into one partition{ofShards}, over the {max}"
                    + " rows/s of -Aqueryfirst.maxPartitionWriteRate, so one replica set takes every write of a"
                    + " bucket. Fix: set shards = {needed} on {patterns} ({total} rows/s over {needed} shards ="
                    + " {perShard} rows/s per partition; a read then queries {needed} partitions per bucket"
                    + " concurrently and merges them)"),
    WRITE_RATE_PER_PARTITION(
            QF302,
            "table {table}: hot partition: {rate} rows/s are written into one partition{ofShards}, over the {max}"
                    + " rows/s of -Aqueryfirst.maxPartitionWriteRate, so one replica set takes every write of a"
                    + " partition. Fix: set shards = {needed} on {patterns} ({total} rows/s over {needed} shards ="
                    + " {perShard} rows/s per partition; a read then queries {needed} partitions concurrently and"
                    + " merges them)"),

    READ_SPANS_BUCKETS(QF308, LoadMessages.SPREAD + LoadMessages.WIDER + "{orUnbucketed}"),
    READ_SPANS_BUCKETS_NONE_WIDER(QF308, LoadMessages.SPREAD + LoadMessages.FEWER_ROWS + "{orUnbucketed}"),
    READ_SPANS_SPARSE_BUCKETS(
            QF308, LoadMessages.SPREAD + LoadMessages.DIRECTORY + "; or " + LoadMessages.WIDER + "{orUnbucketed}"),
    READ_SPANS_SPARSE_BUCKETS_NONE_WIDER(
            QF308, LoadMessages.SPREAD + LoadMessages.DIRECTORY + "; or " + LoadMessages.FEWER_ROWS + "{orUnbucketed}");

    private static final String FEW_KEYS = "table {table}: hot partition: the partition key ({columns}) has only"
            + " {distinct} distinct values (fewer than {min}), so load concentrates on few nodes. Fix: ";

    private static final String MORE_KEYS = "add a higher-cardinality attribute to where, or serve rare reads of this"
            + " attribute with strategy = INDEX";

    private static final String SPREAD = "table {table}: a read of {limit} rows touches {partitions} partitions (about"
            + " {bucketRows} rows per bucket). Fix: ";

    private static final String WIDER = "use {annotation} on {path} {consequences}";

    private static final String FEWER_ROWS =
            "read fewer rows (limit), or add fewer attributes to where so that each bucket holds more rows";

    private static final String DIRECTORY = "use {directory} on {path} (the buckets are sparse: a read lists the"
            + " non-empty ones first, then touches at most {mostPartitions} partitions, none of them empty)";

    private final Code code;
    private final String template;

    LoadMessages(Code code, String template) {
        this.code = code;
        this.template = template;
    }

    @Override
    public Code code() {
        return code;
    }

    @Override
    public String template() {
        return template;
    }
}
