package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.LoadMessages;
import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.diagnostics.Phrase;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.TableModel;
import java.time.Duration;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The load of one partition in time (docs/sizing.md, "Hot partitions"). QF302 when more rows per second go into one
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
                table.site(),
                (bucketed ? LoadMessages.WRITE_RATE_PER_BUCKET : LoadMessages.WRITE_RATE_PER_PARTITION)
                        .with("table", table.name())
                        .with("rate", Numbers.grouped(perPartition))
                        .with(
                                "ofShards",
                                shards > 1
                                        ? Phrase.ONE_OF_SHARDS
                                                .with("shards", shards)
                                                .text()
                                        : "")
                        .with("max", Numbers.grouped(max))
                        .with("needed", needed)
                        .with("patterns", patterns(table))
                        .with("total", Numbers.grouped(whole))
                        .with("perShard", Numbers.grouped(whole / needed)));
    }

    /**
     * QF308's other fix: {@code bucketed = false}, when the partition without its bucket holds at
     * most {@code maxPartitionRows} and {@code warnPartitionBytes} after the ttl (else the horizon);
     * else empty text.
     */
    String unbucketedFix(TableModel table, RowEstimate nr, TableSizing sizing, int limit) {
        boolean whereLess = table.partitionKey().stream().allMatch(c -> c.isBucket() || c.isShard());
        if (whereLess || nr.bound() == null || !nr.bound().isRate()) {
            return "";
        }
        Optional<Duration> ttl = entity.ttl();
        double window = ttl.map(d -> (double) d.getSeconds()).orElse(options.horizonSeconds());
        double rows = nr.bound().perSecond() * window;
        double bytes = sizing.bytes(rows, 0);
        if (rows > options.maxPartitionRows() || bytes > options.warnPartitionBytes()) {
            return "";
        }
        // Asked for a read of limit rows only (QF308), so limit is positive.
        return ttl.map(d -> Phrase.OR_UNBUCKETED_TTL.with("ttl", RowsPerPartition.describe(d)))
                .orElseGet(() ->
                        Phrase.OR_UNBUCKETED_HORIZON.with("horizon", RowsPerPartition.describe(options.horizon())))
                .with("patterns", patterns(table))
                .with("rows", Numbers.grouped(rows))
                .with("bytes", Numbers.bytes(bytes))
                .with("limit", limit)
                .text();
    }

    /** {@code access pattern 'latest'}, or {@code access patterns 'a', 'b'}. */
    private static String patterns(TableModel table) {
        String names = table.patterns().stream().map(p -> "'" + p + "'").collect(Collectors.joining(", "));
        return (table.patterns().size() == 1 ? Phrase.ONE_PATTERN : Phrase.PATTERNS)
                .with("names", names)
                .text();
    }
}
