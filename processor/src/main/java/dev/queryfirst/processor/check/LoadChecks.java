package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.Filled;
import dev.queryfirst.processor.diagnostics.LoadMessages;
import dev.queryfirst.processor.diagnostics.Message;
import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TimeBucketModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where a table's load lands: QF302 when few partition keys take every write and read, QF308 when
 * a read of {@code limit} rows walks more than two buckets.
 */
final class LoadChecks {

    private final ProcessorOptions options;
    private final Reporter reporter;
    private final EntityModel entity;
    private final RowsPerPartition rowsPerPartition;
    private final BucketAdvice advice;

    LoadChecks(
            ProcessorOptions options,
            Reporter reporter,
            EntityModel entity,
            RowsPerPartition rowsPerPartition,
            BucketAdvice advice) {
        this.options = options;
        this.reporter = reporter;
        this.entity = entity;
        this.rowsPerPartition = rowsPerPartition;
        this.advice = advice;
    }

    /** QF302: few distinct partition keys concentrate the load. */
    void reportHot(TableModel table) {
        double distinct = 1;
        List<String> names = new ArrayList<>();
        for (ColumnModel column : table.partitionKey()) {
            if (column.isBucket()) {
                continue;
            }
            if (column.isShard()) {
                distinct *= table.shards();
                continue;
            }
            Optional<Long> values = distinctValues(column);
            if (values.isEmpty()) {
                return;
            }
            distinct *= values.get();
            names.add(column.name());
        }
        if (names.isEmpty() || distinct >= options.minPartitionKeyCardinality()) {
            // A where-less table has its bucket for partition key: its load is its write rate (PartitionWriteRate).
            return;
        }
        boolean bucketed = table.partitionKey().stream().anyMatch(ColumnModel::isBucket);
        reporter.report(
                table.site(),
                (bucketed ? LoadMessages.FEW_PARTITION_KEYS_PER_BUCKET : LoadMessages.FEW_PARTITION_KEYS)
                        .with("table", table.name())
                        .with("columns", String.join(", ", names))
                        .with("distinct", Numbers.grouped(distinct))
                        .with("min", Numbers.grouped(options.minPartitionKeyCardinality())));
    }

    private Optional<Long> distinctValues(ColumnModel column) {
        if (column.path().size() == 1) {
            long distinct = column.cardinality().distinct();
            return distinct > 0 ? Optional.of(distinct) : Optional.empty();
        }
        return rowsPerPartition
                .bound(column)
                .filter(b -> !b.isRate()
                        && entity.volume().isKnown()
                        && !entity.volume().isRate())
                .map(b -> Math.round(entity.volume().rows() / b.rows()));
    }

    /** QF308: reads of {@code limit} rows walk more than two buckets. */
    void reportSpread(
            TableModel table, RowEstimate nr, TableSizing sizing, int limit, long partitions, String orUnbucketed) {
        ColumnModel bucketColumn = table.partitionKey().stream()
                .filter(ColumnModel::isBucket)
                .findFirst()
                .orElseThrow();
        TimeBucketModel bucket = bucketColumn.bucket();
        if (bucket.directory()) {
            // The directory is the fix already taken: reads skip the empty buckets.
            return;
        }
        // Sparse buckets (under one row each on average: most are empty) are what a bucket directory
        // is for: a read lists the key's non-empty buckets and reads only those.
        boolean sparse = nr.rows() < 1;
        Optional<BucketAdvice.Proposal> wider =
                advice.forReads(bucket, nr.bound().perSecond(), sizing, limit);
        Filled<Message> message = wider.isPresent()
                ? wider.get()
                        .into(
                                sparse ? LoadMessages.READ_SPANS_SPARSE_BUCKETS : LoadMessages.READ_SPANS_BUCKETS,
                                bucketColumn.dottedPath())
                : (sparse
                                ? LoadMessages.READ_SPANS_SPARSE_BUCKETS_NONE_WIDER
                                : LoadMessages.READ_SPANS_BUCKETS_NONE_WIDER)
                        .with("path", bucketColumn.dottedPath());
        reporter.report(
                table.site(),
                message.with("table", table.name())
                        .with("limit", limit)
                        .with("partitions", partitions)
                        .with("bucketRows", Numbers.grouped(nr.rows() * table.shards()))
                        .with("directory", directoryAnnotation(bucket))
                        .with("mostPartitions", limit + 1)
                        .with("orUnbucketed", orUnbucketed));
    }

    /** {@code @TimeBucket(value = ChronoUnit.DAYS, directory = true)}: the bucket, with a directory. */
    private static String directoryAnnotation(TimeBucketModel bucket) {
        return "@TimeBucket(value = ChronoUnit." + bucket.unit().name()
                + (bucket.size() == 1 ? "" : ", size = " + bucket.size()) + ", directory = true)";
    }
}
