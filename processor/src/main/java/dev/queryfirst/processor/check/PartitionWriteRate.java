package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.Code;
import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.TableModel;
import java.time.Duration;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * DESIGN §12: the load of one partition in time. QF302 when more rows per second go into one
 * partition than {@code -Aqueryfirst.maxPartitionWriteRate} (a site-wide feed takes every write of
 * its bucket), with the {@code shards = N} that brings it under; and, for QF308, whether the table
 * could do without its bucket ({@code bucketed = false}) because the unbucketed partition stays
 * within the limits.
 */
final class PartitionWriteRate {

    private final ProcessorOptions options;
    private final Reporter reporter;
    private final EntityModel entity;

    PartitionWriteRate(ProcessorOptions options, Reporter reporter, EntityModel entity) {
        this.options = options;
        this.reporter = reporter;
        this.entity = entity;
    }

    /** QF302 when the rate into one partition (one shard) is over the option. */
    void report(TableModel table, RowEstimate nr) {
        if (nr.bound() == null || !nr.bound().isRate()) {
            return;
        }
        double perPartition = nr.bound().perSecond();
        long max = options.maxPartitionWriteRate();
        if (perPartition <= max) {
            return;
        }
        int shards = table.shards();
        double whole = perPartition * shards;
        long needed = (long) Math.ceil(whole / max - 1e-9);
        boolean bucketed = table.partitionKey().stream().anyMatch(ColumnModel::isBucket);
        reporter.report(
                Code.QF302,
                table.site(),
                table.name(),
                Numbers.grouped(perPartition) + " rows/s are written into one partition"
                        + (shards > 1 ? " (one of " + shards + " shards)" : "") + ", over the "
                        + Numbers.grouped(max) + " rows/s of -Aqueryfirst.maxPartitionWriteRate, so one replica set"
                        + " takes every write of " + (bucketed ? "a bucket" : "a partition"),
                "set shards = " + needed + " on " + patterns(table) + " (" + Numbers.grouped(whole) + " rows/s over "
                        + needed + " shards = " + Numbers.grouped(whole / needed) + " rows/s per partition; a read"
                        + " then queries " + needed + " partitions" + (bucketed ? " per bucket" : "")
                        + " concurrently and merges them)");
    }

    /**
     * QF308's other fix: {@code bucketed = false}, when the partition without its bucket holds at
     * most {@code maxPartitionRows} and {@code warnPartitionBytes} after the ttl (else the horizon).
     */
    Optional<String> unbucketedFix(TableModel table, RowEstimate nr, TableSizing sizing, int limit) {
        boolean whereLess = table.partitionKey().stream().allMatch(ColumnModel::isComputed);
        if (whereLess || nr.bound() == null || !nr.bound().isRate()) {
            return Optional.empty();
        }
        Optional<Duration> ttl = entity.ttl();
        double window = ttl.map(d -> (double) d.getSeconds()).orElse(options.horizonSeconds());
        double rows = nr.bound().perSecond() * window;
        double bytes = sizing.bytes(rows, 0);
        if (rows > options.maxPartitionRows() || bytes > options.warnPartitionBytes()) {
            return Optional.empty();
        }
        String after = ttl.map(d -> "the ttl of " + RowsPerPartition.describe(d))
                .orElse("the horizon of " + RowsPerPartition.describe(options.horizon()) + " (-Aqueryfirst.horizon)");
        return Optional.of("set bucketed = false on " + patterns(table) + ": without the bucket a partition holds "
                + Numbers.grouped(rows) + " rows, ~" + Numbers.bytes(bytes) + " after " + after
                + (limit > 0 ? ", and a read of " + limit + " touches 1 partition" : ""));
    }

    /** {@code access pattern 'latest'}, or {@code access patterns 'a', 'b'}. */
    private static String patterns(TableModel table) {
        String names = table.patterns().stream().map(p -> "'" + p + "'").collect(Collectors.joining(", "));
        return table.patterns().size() == 1 ? "access pattern " + names : "access patterns " + names;
    }
}
