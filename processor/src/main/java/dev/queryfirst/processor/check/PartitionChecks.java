package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.Filled;
import dev.queryfirst.processor.diagnostics.Message;
import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.diagnostics.PartitionMessages;
import dev.queryfirst.processor.diagnostics.Phrase;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.PartitionEstimate;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TimeBucketModel;
import dev.queryfirst.processor.sizing.ColumnSizes;
import dev.queryfirst.processor.vocabulary.Buckets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The partition of one table: its estimate, and QF201/QF202/QF203/QF301/QF302/QF303/QF308 on the
 * table's site (its first access pattern's annotation; the entity for a generated base table).
 */
final class PartitionChecks {

    private final ProcessorOptions options;
    private final Reporter reporter;
    private final EntityDesign design;
    private final EntityModel entity;
    private final ColumnSizes sizes;
    private final RowsPerPartition rowsPerPartition;
    private final BucketAdvice advice;
    private final CollectionValues collections;
    private final LoadChecks load;
    private final PartitionWriteRate writeRate;
    private final TombstoneChecks tombstones;
    private final TypicalRows typicalRows;
    private final UnboundedGrowth growth;

    PartitionChecks(
            ProcessorOptions options,
            Reporter reporter,
            EntityDesign design,
            Map<String, EntityModel> known,
            ColumnSizes sizes) {
        this.options = options;
        this.reporter = reporter;
        this.design = design;
        this.entity = design.entity();
        this.sizes = sizes;
        this.rowsPerPartition = new RowsPerPartition(entity, known, options);
        this.advice = new BucketAdvice(options);
        this.collections = new CollectionValues(options, sizes);
        this.load = new LoadChecks(options, reporter, entity, rowsPerPartition, advice);
        this.writeRate = new PartitionWriteRate(options, reporter, entity);
        this.tombstones = new TombstoneChecks(options, reporter, design);
        this.typicalRows = new TypicalRows(entity, known);
        this.growth = new UnboundedGrowth(options, reporter, entity, advice, TtlSnapshots.of(design));
    }

    PartitionEstimate check(TableModel table) {
        RowEstimate nr = rowsPerPartition.estimate(table);
        TableSizing sizing = new TableSizing(table, sizes);
        int limit = limit(table);
        List<String> arithmetic = new ArrayList<>();
        boolean onePartition = table.partitionKey().stream().anyMatch(ColumnModel::isConstant);
        if (onePartition && nr.status() != RowEstimate.Status.UNKNOWN && overLimits(nr.rows(), sizing)) {
            arithmetic.add(rowsLine(table, nr) + ": over the limits, so the table does not fit one partition");
            growth.reportOnePartition(table, nr, sizing);
            return new PartitionEstimate(table.name(), false, true, 0, 0, 0, 1, List.copyOf(arithmetic));
        }
        if (nr.status() == RowEstimate.Status.GROWING && overLimits(nr.rows(), sizing)) {
            arithmetic.add(rowsLine(table, nr) + ": over the limits, so unbounded (no @TimeBucket, no ttl)");
            growth.reportUnbounded(table, nr, sizing, limit);
            load.reportHot(table);
            return new PartitionEstimate(table.name(), false, true, 0, 0, 0, 1, List.copyOf(arithmetic));
        }
        switch (nr.status()) {
            case UNKNOWN -> {
                arithmetic.add("Nr unknown: no @Cardinality numbers bound the rows of " + nr.missing());
                boolean unbounded = reportUnknown(table, nr);
                load.reportHot(table);
                return new PartitionEstimate(table.name(), !unbounded, false, 0, 0, 0, 1, List.copyOf(arithmetic));
            }
            default -> {
                double rows = nr.rows();
                arithmetic.add(rowsLine(table, nr));
                arithmetic.addAll(sizing.arithmetic(rows));
                int shards = table.shards();
                long buckets = nr.perBucket() ? BucketAdvice.partitionsPerRead(limit, rows * shards) : 1;
                long partitions = buckets * shards;
                if (nr.perBucket() && limit > 0) {
                    arithmetic.add("partitions per read of " + limit + ": "
                            + (shards == 1
                                    ? "ceil(" + limit + " / " + Numbers.grouped(rows) + ")"
                                    : "ceil(" + limit + " / (" + Numbers.grouped(rows) + " × " + shards + " shards)) × "
                                            + shards)
                            + " = " + partitions);
                } else if (shards > 1) {
                    arithmetic.add("partitions per read: " + shards + " shards, read concurrently and merged");
                }
                rangeOverBuckets(table).ifPresent(arithmetic::add);
                reportSize(table, nr, sizing, limit);
                if (nr.status() != RowEstimate.Status.ONE) {
                    load.reportHot(table);
                    writeRate.report(table, nr);
                }
                if (buckets > 2) {
                    load.reportSpread(
                            table, nr, sizing, limit, partitions, writeRate.unbucketedFix(table, nr, sizing, limit));
                }
                // A partition over the error limits (QF203) has its fix already: fewer rows, fewer tombstones.
                OptionalDouble perRead = tombstones
                        .check(table, nr, limit, arithmetic, !overLimits(rows, sizing))
                        .map(t -> OptionalDouble.of(t.perRead()))
                        .orElse(OptionalDouble.empty());
                double typical = typicalRows.of(table, nr);
                if (typical < rows) {
                    arithmetic.add("typical partition: " + Numbers.grouped(typical) + " rows, "
                            + Numbers.bytes(sizing.bytes(typical, 0))
                            + " (the rows spread over every combination of the partition key's values)");
                }
                return new PartitionEstimate(
                        table.name(),
                        true,
                        true,
                        rows,
                        sizing.values(rows),
                        sizing.bytes(rows, 0),
                        partitions,
                        List.copyOf(arithmetic),
                        perRead,
                        new PartitionEstimate.Shape(
                                typical,
                                sizing.fixedBytes(),
                                sizing.bytesPerRow(),
                                nr.bucketed() ? 0 : (long) nr.window()));
            }
        }
    }

    private String rowsLine(TableModel table, RowEstimate nr) {
        if (nr.status() == RowEstimate.Status.ONE) {
            return table.clustering().isEmpty()
                    ? "Nr = 1: no clustering columns, one row per partition"
                    : "Nr = 1: the partition key holds the key of " + entity.simpleName();
        }
        String bound = nr.bound().explanation();
        return nr.window() > 0
                ? "Nr = " + bound + " × " + nr.windowName() + " = " + Numbers.grouped(nr.rows())
                : "Nr = " + bound;
    }

    private boolean overLimits(double rows, TableSizing sizing) {
        return rows > options.maxPartitionRows() || sizing.bytes(rows, 0) > options.maxPartitionBytes();
    }

    /** QF202 by shape, else QF301; returns whether the partition is judged unbounded. */
    private boolean reportUnknown(TableModel table, RowEstimate nr) {
        Optional<ColumnModel> time = UnboundedGrowth.timeClustering(table);
        boolean bucketed = table.partitionKey().stream().anyMatch(ColumnModel::isBucket);
        if (time.isPresent() && !bucketed && entity.ttl().isEmpty()) {
            // The numbers go on the attribute itself (a reference, not its key column): ticket, not ticket.ticketId.
            String owners = String.join(
                    ", ",
                    table.partitionKey().stream()
                            .filter(c -> !c.isComputed())
                            .map(c -> c.path().get(0))
                            .distinct()
                            .toList());
            reporter.report(
                    table.site(),
                    PartitionMessages.UNBOUNDED_TIME_CLUSTERING
                            .with("table", table.name())
                            .with("column", time.get().name())
                            .with("path", time.get().dottedPath())
                            .with("entity", entity.simpleName())
                            .with("owners", owners)
                            .with("snapshots", TtlSnapshots.of(design)));
            return true;
        }
        List<String> counted = table.partitionKey().stream()
                .filter(c ->
                        !c.isBucket() && c.path().size() == 1 && c.cardinality().distinct() > 0)
                .map(c -> Phrase.DISTINCT_VALUES
                        .with("path", c.dottedPath())
                        .with("distinct", Numbers.grouped(c.cardinality().distinct()))
                        .text())
                .toList();
        // With a distinct count, what is missing is the total it divides.
        PartitionMessages unverified = !counted.isEmpty() && !entity.volume().isKnown()
                ? PartitionMessages.SIZE_UNVERIFIED_WITHOUT_ENTITY_ROWS
                : PartitionMessages.SIZE_UNVERIFIED;
        reporter.report(
                table.site(),
                unverified
                        .with("table", table.name())
                        .with("entity", entity.simpleName())
                        .with("counted", String.join(", ", counted))
                        .with("missing", nr.missing()));
        return false;
    }

    /** QF203 over the error limits, else QF303 over the warning thresholds. */
    private void reportSize(TableModel table, RowEstimate nr, TableSizing sizing, int limit) {
        double rows = nr.rows();
        double bytes = sizing.bytes(rows, 0);
        double values = sizing.values(rows);
        boolean over = overLimits(rows, sizing);
        boolean overValues = values > options.warnPartitionValues();
        boolean overBytes = bytes > options.warnPartitionBytes();
        if (!over && !overValues && !overBytes) {
            return;
        }
        Filled<Message> message = shrinkFix(table, nr, sizing, limit, over)
                .with("table", table.name())
                .with("rows", Numbers.grouped(rows))
                .with("values", Numbers.grouped(values))
                .with("elementValues", collections.elementValues(table))
                .with("bytes", Numbers.bytes(bytes))
                .with(
                        "afterWindow",
                        nr.status() == RowEstimate.Status.GROWING
                                ? Phrase.AFTER_WINDOW
                                        .with("window", nr.windowName())
                                        .text()
                                : "");
        if (over) {
            reporter.report(table.site(), message.with("limit", growth.limitText(rows, sizing)));
            return;
        }
        String valuesThreshold = Numbers.grouped(options.warnPartitionValues()) + " values";
        String bytesThreshold = Numbers.bytes(options.warnPartitionBytes());
        String thresholds = overValues && overBytes
                ? Phrase.WARNING_THRESHOLDS
                        .with("values", valuesThreshold)
                        .with("bytes", bytesThreshold)
                        .text()
                : Phrase.WARNING_THRESHOLD
                        .with("threshold", overValues ? valuesThreshold : bytesThreshold)
                        .text();
        reporter.report(
                table.site(),
                message.with("thresholds", thresholds).with("orFewerElements", collections.fewerElements(table, rows)));
    }

    /**
     * The way out of a partition over the limits ({@code over}: QF203) or the warning thresholds
     * (QF303): a narrower (or a first) bucket when the rows come from a rate, else a finer partition
     * key; a single-row partition only gets smaller by a smaller row.
     */
    private Filled<Message> shrinkFix(TableModel table, RowEstimate nr, TableSizing sizing, int limit, boolean over) {
        if (nr.status() == RowEstimate.Status.ONE) {
            // No bound to blame: the one row is the partition, and no key or bucket makes it smaller.
            return pick(over, PartitionMessages.SINGLE_ROW_TOO_LARGE, PartitionMessages.SINGLE_ROW_LARGE)
                    .filled();
        }
        Optional<ColumnModel> bucket =
                table.partitionKey().stream().filter(ColumnModel::isBucket).findFirst();
        Optional<ColumnModel> time = bucket.isPresent() ? bucket : UnboundedGrowth.timeClustering(table);
        if (nr.bound() != null && nr.bound().isRate() && time.isPresent()) {
            Optional<BucketAdvice.Proposal> proposal = advice.forGrowth(
                            nr.bound().perSecond(), sizing, limit)
                    .filter(p -> bucket.isEmpty() || !sameWidth(p, bucket.get().bucket()));
            if (proposal.isPresent()) {
                Message narrower = bucket.isPresent()
                        ? pick(
                                over,
                                PartitionMessages.PARTITION_TOO_LARGE_NARROWER_BUCKET,
                                PartitionMessages.LARGE_PARTITION_NARROWER_BUCKET)
                        : pick(
                                over,
                                PartitionMessages.PARTITION_TOO_LARGE_ADD_BUCKET,
                                PartitionMessages.LARGE_PARTITION_ADD_BUCKET);
                return proposal.get().into(narrower, time.get().dottedPath());
            }
        }
        // Totals say how big a partition ends up, not how fast it grows: a bucket cannot be sized.
        String orGrowthRate =
                bucket.isEmpty() && time.isPresent() && !nr.bound().isRate()
                        ? Phrase.OR_GROWTH_RATE
                                .with("entity", entity.simpleName())
                                .with("path", time.get().dottedPath())
                                .text()
                        : "";
        return pick(over, PartitionMessages.PARTITION_TOO_LARGE, PartitionMessages.LARGE_PARTITION)
                .with("bounded", nr.bound().column().dottedPath())
                .with("orGrowthRate", orGrowthRate);
    }

    private static Message pick(boolean over, Message error, Message warning) {
        return over ? error : warning;
    }

    /**
     * Whether the advice is the bucket the table already has: the advice sizes by rows and bytes
     * only (docs/sizing.md, "Bucket advice"), so a partition over the values threshold can get its own bucket back, which
     * is no fix.
     */
    private static boolean sameWidth(BucketAdvice.Proposal proposal, TimeBucketModel current) {
        return proposal.width().unit() == current.unit() && proposal.width().size() == current.size();
    }

    /**
     * The partitions per read of a range pattern (docs/sizing.md, "Partitions per read"): the buckets a range spans, which depend on the
     * range each call asks for, so the arithmetic states the rule rather than a number.
     */
    private Optional<String> rangeOverBuckets(TableModel table) {
        boolean ranged = design.plans().stream()
                .anyMatch(p -> p.index() == null && p.table().name().equals(table.name()) && p.rangeColumn() != null);
        return table.partitionKey().stream()
                .filter(c -> ranged && c.isBucket())
                .map(ColumnModel::bucket)
                .findFirst()
                .map(b -> "partitions per range read: one per bucket of " + Buckets.describe(b.unit(), b.size())
                        + " that the range spans");
    }

    /** The largest {@code limit} among the table's patterns: the read that spans most buckets. */
    private int limit(TableModel table) {
        return design.plans().stream()
                .filter(p -> p.index() == null && p.table().name().equals(table.name()))
                .mapToInt(p -> p.pattern().limit())
                .max()
                .orElse(0);
    }
}
