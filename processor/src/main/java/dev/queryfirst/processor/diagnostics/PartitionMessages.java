package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Code.QF201;
import static dev.queryfirst.processor.diagnostics.Code.QF202;
import static dev.queryfirst.processor.diagnostics.Code.QF203;
import static dev.queryfirst.processor.diagnostics.Code.QF301;
import static dev.queryfirst.processor.diagnostics.Code.QF303;

/**
 * The catalog's partition sizes: unbounded growth (QF201, QF202), partitions over the limits
 * (QF203) or the warning thresholds (QF303), and sizes nothing lets QueryFirst verify (QF301). The
 * fix depends on what bounds the rows, so each way out is a situation of its own. Optional tails,
 * such as {@code {orTotal}}, are {@link Phrase}s or empty.
 */
public enum PartitionMessages implements Message {
    GROWTH_WITHOUT_PATTERN_BUCKET(
            QF201,
            PartitionMessages.GROWTH + "remove bucketed = false from {patterns}: {annotation} on {path} gives"
                    + " {bucketRows} rows per partition{orTotal}"),
    GROWTH_NEEDS_BUCKET(QF201, PartitionMessages.GROWTH + "add {annotation} to {path} {consequences}{orTotal}"),
    GROWTH_TOO_FAST_FOR_BUCKETS(
            QF201,
            PartitionMessages.GROWTH + "add an attribute to where: even 1-minute buckets would hold {minuteRows} rows"
                    + " per partition{orTotal}"),
    GROWTH_NEEDS_TTL(
            QF201,
            PartitionMessages.GROWTH
                    + "set @Entity(ttl = \"{ttl}\") on {entity}{snapshots}, or order the pattern by a time"
                    + " attribute and give it a @TimeBucket{orTotal}"),
    GROWTH_NEEDS_KEY(
            QF201,
            PartitionMessages.GROWTH + "add an attribute to where: even one day of rows overflows the"
                    + " partition{orTotal}"),

    ONE_PARTITION_TOO_LARGE(
            QF201,
            "table {table}: the whole table is one partition, and it does not fit ({bound}; {rows} rows, ~{bytes}"
                    + "{after}, over the limit of {limit}): its pattern has no where, no time bucket and no shards."
                    + " Fix: add where = {...} with an attribute every read knows, order the pattern by a @TimeBucket"
                    + " attribute so that each bucket is a partition, or split the partition with shards = N"),

    UNBOUNDED_TIME_CLUSTERING(
            QF202,
            "table {table}: partition grows without bound: its rows are clustered by the time column {column}, with no"
                    + " @TimeBucket, no ttl and no @Cardinality numbers that bound them. Fix: add @TimeBucket to {path}"
                    + " (declare the ingest rate, e.g. @Cardinality(rows = ..., per = ChronoUnit.DAYS) on {entity}, and"
                    + " QueryFirst proposes the width), or set @Entity(ttl){snapshots}; or, if one {owners} has a bounded number"
                    + " of rows over its whole life (a ticket's comments), declare @Cardinality(maxRowsPerValue = ...,"
                    + " total = true) on {owners}"),

    SINGLE_ROW_TOO_LARGE(QF203, PartitionMessages.TOO_LARGE + PartitionMessages.SMALLER_ROW),
    PARTITION_TOO_LARGE_ADD_BUCKET(QF203, PartitionMessages.TOO_LARGE + PartitionMessages.ADD_BUCKET),
    PARTITION_TOO_LARGE_NARROWER_BUCKET(QF203, PartitionMessages.TOO_LARGE + PartitionMessages.NARROWER_BUCKET),
    PARTITION_TOO_LARGE(QF203, PartitionMessages.TOO_LARGE + PartitionMessages.FINER_KEY),

    SINGLE_ROW_LARGE(QF303, PartitionMessages.LARGE + PartitionMessages.SMALLER_ROW + "{orFewerElements}"),
    LARGE_PARTITION_ADD_BUCKET(QF303, PartitionMessages.LARGE + PartitionMessages.ADD_BUCKET + "{orFewerElements}"),
    LARGE_PARTITION_NARROWER_BUCKET(
            QF303, PartitionMessages.LARGE + PartitionMessages.NARROWER_BUCKET + "{orFewerElements}"),
    LARGE_PARTITION(QF303, PartitionMessages.LARGE + PartitionMessages.FINER_KEY + "{orFewerElements}"),

    SIZE_UNVERIFIED_WITHOUT_ENTITY_ROWS(
            QF301,
            "table {table}: cannot verify the partition size: no @Cardinality numbers for {entity} ({counted}, but rows"
                    + " per value is the entity's rows divided by them). Fix: declare @Cardinality(rows = ...) on"
                    + " {entity} (with per = ... for a growth rate), or @Cardinality(maxRowsPerValue = ...) on"
                    + " {missing}"),
    SIZE_UNVERIFIED(
            QF301,
            "table {table}: cannot verify the partition size: no @Cardinality numbers for {missing}. Fix: declare"
                    + " @Cardinality(maxRowsPerValue = ...) or @Cardinality(distinct = ...) on {missing}, with"
                    + " @Cardinality(rows = ...) on {entity}");

    private static final String GROWTH = "table {table}: partition grows without bound ({bound}; no @TimeBucket, no"
            + " ttl: {rows} rows, ~{bytes} after the {window} (-Aqueryfirst.horizon), over the limit of {limit}). Fix: ";

    private static final String SIZE =
            "{rows} rows, {values} values{elementValues}, ~{bytes} per partition{afterWindow}";

    private static final String TOO_LARGE =
            "table {table}: partition too large (" + PartitionMessages.SIZE + "; the limit is {limit}). Fix: ";

    private static final String LARGE =
            "table {table}: large partition (" + PartitionMessages.SIZE + "; the warning {thresholds}). Fix: ";

    private static final String SMALLER_ROW = "a partition of {table} holds a single row, so only a smaller row helps:"
            + " store fewer or smaller values (check the @Cardinality elements and avgBytes of its collections and"
            + " variable-size columns)";

    private static final String ADD_BUCKET = "add {annotation} to {path} {consequences}";

    private static final String NARROWER_BUCKET = "use {annotation} on {path} {consequences}";

    private static final String FINER_KEY = "add an attribute to where so that a partition holds fewer rows, or check"
            + " the @Cardinality numbers of {bounded}{orGrowthRate}";

    private final Code code;
    private final String template;

    PartitionMessages(Code code, String template) {
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
