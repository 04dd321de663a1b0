package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.Code;
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
            if (column.isBucket() || column.isConstant()) {
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
                Code.QF302,
                table.site(),
                table.name(),
                "the partition key (" + String.join(", ", names) + ") has only " + Numbers.grouped(distinct)
                        + " distinct values (fewer than " + Numbers.grouped(options.minPartitionKeyCardinality())
                        + "), so load concentrates on few nodes",
                (bucketed
                                ? "the time bucket spreads the data over time, but each bucket's writes still go to "
                                        + Numbers.grouped(distinct) + " partitions: "
                                : "")
                        + "add a higher-cardinality attribute to where, or serve rare reads of this "
                        + "attribute with strategy = INDEX");
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
            TableModel table,
            RowEstimate nr,
            TableSizing sizing,
            int limit,
            long partitions,
            Optional<String> unbucketed) {
        ColumnModel bucketColumn = table.partitionKey().stream()
                .filter(ColumnModel::isBucket)
                .findFirst()
                .orElseThrow();
        TimeBucketModel bucket = bucketColumn.bucket();
        if (bucket.directory()) {
            // The directory is the fix already taken: reads skip the empty buckets.
            return;
        }
        String bucketFix = advice.forReads(bucket, nr.bound().perSecond(), sizing, limit)
                .map(p -> "use " + p.annotation() + " on " + bucketColumn.dottedPath() + " " + p.consequences())
                .orElse(
                        "read fewer rows (limit), or add fewer attributes to where so that each bucket holds more rows");
        String fix = nr.rows() < 1 ? directoryFix(bucket, bucketColumn, limit) + "; or " + bucketFix : bucketFix;
        reporter.report(
                Code.QF308,
                table.site(),
                table.name(),
                limit,
                (int) partitions,
                Numbers.grouped(nr.rows() * table.shards()),
                unbucketed.map(f -> fix + "; or " + f).orElse(fix));
    }

    /**
     * Sparse buckets (under one row each on average: most are empty) are what a bucket directory
     * is for (DESIGN §14): a read lists the key's non-empty buckets and reads only those.
     */
    private static String directoryFix(TimeBucketModel bucket, ColumnModel bucketColumn, int limit) {
        String annotation = "@TimeBucket(value = ChronoUnit." + bucket.unit().name()
                + (bucket.size() == 1 ? "" : ", size = " + bucket.size()) + ", directory = true)";
        return "use " + annotation + " on " + bucketColumn.dottedPath()
                + " (the buckets are sparse: a read lists the non-empty ones first, then touches at most "
                + (limit + 1) + " partitions, none of them empty)";
    }
}
