package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.Code;
import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.PartitionEstimate;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TimeBucketModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.vocabulary.Buckets;
import dev.queryfirst.processor.vocabulary.Names;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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
    private final TypicalRows typicalRows;

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
        this.typicalRows = new TypicalRows(entity, known);
    }

    PartitionEstimate check(TableModel table) {
        RowEstimate nr = rowsPerPartition.estimate(table);
        TableSizing sizing = new TableSizing(table, sizes);
        int limit = limit(table);
        List<String> arithmetic = new ArrayList<>();
        if (nr.status() == RowEstimate.Status.GROWING && overLimits(nr.rows(), sizing)) {
            arithmetic.add(rowsLine(table, nr) + ": over the limits, so unbounded (no @TimeBucket, no ttl)");
            reportUnbounded(table, nr, sizing, limit);
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

    /** QF201: the numbers are rates, nothing stops the growth, and the horizon's rows cross the limits. */
    private void reportUnbounded(TableModel table, RowEstimate nr, TableSizing sizing, int limit) {
        double perSecond = nr.bound().perSecond();
        Optional<ColumnModel> time = timeClustering(table);
        String fix;
        Optional<BucketAdvice.Proposal> proposal = advice.forGrowth(perSecond, sizing, limit);
        Optional<TimeBucketModel> declared = time.filter(c -> c.path().size() == 1)
                .flatMap(c -> entity.attribute(c.path().get(0)))
                .flatMap(Attribute::bucket);
        if (declared.isPresent()) {
            // The attribute has its bucket: the pattern opted out of it (bucketed = false, §12).
            TimeBucketModel bucket = declared.get();
            fix = "remove bucketed = false from " + String.join(", ", table.patterns()) + ": "
                    + Buckets.annotation(bucket.unit(), bucket.size()) + " on "
                    + time.get().dottedPath()
                    + " gives " + Numbers.grouped(perSecond * bucket.widthSeconds()) + " rows per partition";
        } else if (time.isPresent() && proposal.isPresent()) {
            fix = "add " + proposal.get().annotation() + " to " + time.get().dottedPath() + " "
                    + proposal.get().consequences();
        } else if (time.isPresent()) {
            fix = "add an attribute to where: even 1-minute buckets would hold " + Numbers.grouped(perSecond * 60)
                    + " rows per partition";
        } else {
            fix = ttlAdvice(perSecond, sizing)
                    .map(ttl -> "set @Entity(ttl = \"" + ttl + "\") on " + entity.simpleName()
                            + ", or order the pattern by a time attribute and give it a @TimeBucket")
                    .orElse("add an attribute to where: even one day of rows overflows the partition");
        }
        reporter.report(
                Code.QF201,
                table.site(),
                table.name(),
                nr.bound().explanation() + "; no @TimeBucket, no ttl: " + Numbers.grouped(nr.rows()) + " rows, ~"
                        + Numbers.bytes(sizing.bytes(nr.rows(), 0)) + " after the " + nr.windowName()
                        + " (-Aqueryfirst.horizon), over the limit of " + limitText(nr.rows(), sizing),
                fix + lifetimeTotal(nr.bound()).map(total -> "; or, " + total).orElse(""));
    }

    private String limitText(double rows, TableSizing sizing) {
        return rows > options.maxPartitionRows()
                ? Numbers.grouped(options.maxPartitionRows()) + " rows"
                : Numbers.bytes(options.maxPartitionBytes());
    }

    /**
     * The other reading of a rows-per-value number that inherited the entity's rate: a lifetime
     * total ({@code @Cardinality(total = true)}), such as a ticket's comments.
     */
    private static Optional<String> lifetimeTotal(Bound bound) {
        if (bound.perValueRate() == null) {
            return Optional.empty();
        }
        return Optional.of(
                "if one " + RowsPerPartition.noun(Names.snake(bound.perValueRate())) + " has these rows over its"
                        + " whole life rather than per " + Buckets.singular(bound.per())
                        + ", declare @Cardinality(total = true) on "
                        + bound.perValueRate());
    }

    /** The longest whole-day TTL keeping a partition under the limits, as an ISO-8601 duration. */
    private Optional<String> ttlAdvice(double perSecond, TableSizing sizing) {
        long days = 0;
        while (days < 36_500 && fits((days + 1) * 86_400 * perSecond, sizing)) {
            days++;
        }
        return days == 0 ? Optional.empty() : Optional.of("P" + days + "D");
    }

    private boolean fits(double rows, TableSizing sizing) {
        return rows <= options.maxPartitionRows() && sizing.bytes(rows, 0) <= options.warnPartitionBytes();
    }

    /** QF202 by shape, else QF301; returns whether the partition is judged unbounded. */
    private boolean reportUnknown(TableModel table, RowEstimate nr) {
        Optional<ColumnModel> time = timeClustering(table);
        boolean bucketed = table.partitionKey().stream().anyMatch(ColumnModel::isBucket);
        if (time.isPresent() && !bucketed && entity.ttl().isEmpty()) {
            // The numbers go on the attribute itself (a reference, not its key column): ticket, not ticket.ticketId.
            String owners = String.join(
                    ", ",
                    table.partitionKey().stream()
                            .filter(c -> !c.isBucket() && !c.isShard())
                            .map(c -> c.path().get(0))
                            .distinct()
                            .toList());
            reporter.report(
                    Code.QF202,
                    table.site(),
                    table.name(),
                    time.get().name(),
                    "add @TimeBucket to " + time.get().dottedPath() + " (declare the ingest rate, e.g. "
                            + "@Cardinality(rows = ..., per = ChronoUnit.DAYS) on " + entity.simpleName()
                            + ", and QueryFirst proposes the width), or set @Entity(ttl); or, if one " + owners
                            + " has a bounded number of rows over its whole life (a ticket's comments), declare"
                            + " @Cardinality(maxRowsPerValue = ..., total = true) on " + owners);
            return true;
        }
        List<String> counted = table.partitionKey().stream()
                .filter(c ->
                        !c.isBucket() && c.path().size() == 1 && c.cardinality().distinct() > 0)
                .map(c -> c.dottedPath() + " has "
                        + Numbers.grouped(c.cardinality().distinct()) + " distinct values")
                .toList();
        if (!counted.isEmpty() && !entity.volume().isKnown()) {
            // The distinct count is there; what is missing is the total it divides.
            reporter.report(
                    Code.QF301,
                    table.site(),
                    table.name(),
                    entity.simpleName() + " (" + String.join(", ", counted)
                            + ", but rows per value is the entity's rows divided by them)",
                    "declare @Cardinality(rows = ...) on " + entity.simpleName() + " (with per = ... for a growth "
                            + "rate), or @Cardinality(maxRowsPerValue = ...) on " + nr.missing());
            return false;
        }
        reporter.report(
                Code.QF301,
                table.site(),
                table.name(),
                nr.missing(),
                "declare @Cardinality(maxRowsPerValue = ...) or @Cardinality(distinct = ...) on " + nr.missing()
                        + ", with @Cardinality(rows = ...) on " + entity.simpleName());
        return false;
    }

    /** QF203 over the error limits, else QF303 over the warning thresholds. */
    private void reportSize(TableModel table, RowEstimate nr, TableSizing sizing, int limit) {
        double rows = nr.rows();
        double bytes = sizing.bytes(rows, 0);
        double values = sizing.values(rows);
        String size = Numbers.grouped(rows) + " rows, " + Numbers.grouped(values) + " values"
                + collections.elementValues(table) + ", ~" + Numbers.bytes(bytes) + " per partition"
                + (nr.status() == RowEstimate.Status.GROWING
                        ? " after the " + nr.windowName() + " (-Aqueryfirst.horizon)"
                        : "");
        if (overLimits(rows, sizing)) {
            reporter.report(
                    Code.QF203,
                    table.site(),
                    table.name(),
                    size,
                    limitText(rows, sizing),
                    shrinkFix(table, nr, sizing, limit));
        } else if (values > options.warnPartitionValues() || bytes > options.warnPartitionBytes()) {
            List<String> over = new ArrayList<>();
            if (values > options.warnPartitionValues()) {
                over.add(Numbers.grouped(options.warnPartitionValues()) + " values");
            }
            if (bytes > options.warnPartitionBytes()) {
                over.add(Numbers.bytes(options.warnPartitionBytes()));
            }
            String thresholds =
                    over.size() == 1 ? "threshold is " + over.get(0) : "thresholds are " + String.join(" and ", over);
            String fix = shrinkFix(table, nr, sizing, limit)
                    + collections.fewerElements(table, rows).map(f -> ", " + f).orElse("");
            reporter.report(Code.QF303, table.site(), table.name(), size, thresholds, fix);
        }
    }

    /** A narrower (or a first) bucket when the rows come from a rate, else a finer partition key. */
    private String shrinkFix(TableModel table, RowEstimate nr, TableSizing sizing, int limit) {
        if (nr.status() == RowEstimate.Status.ONE) {
            // No bound to blame: the one row is the partition, and no key or bucket makes it smaller.
            return "a partition of " + table.name() + " holds a single row, so only a smaller row helps:"
                    + " store fewer or smaller values (check the @Cardinality elements and avgBytes of its"
                    + " collections and variable-size columns)";
        }
        Optional<ColumnModel> bucket =
                table.partitionKey().stream().filter(ColumnModel::isBucket).findFirst();
        Optional<ColumnModel> time = bucket.isPresent() ? bucket : timeClustering(table);
        if (nr.bound() != null && nr.bound().isRate() && time.isPresent()) {
            Optional<BucketAdvice.Proposal> proposal = advice.forGrowth(
                            nr.bound().perSecond(), sizing, limit)
                    .filter(p -> bucket.isEmpty() || !sameWidth(p, bucket.get().bucket()));
            if (proposal.isPresent()) {
                return (bucket.isPresent() ? "use " : "add ") + proposal.get().annotation()
                        + (bucket.isPresent() ? " on " : " to ") + time.get().dottedPath() + " "
                        + proposal.get().consequences();
            }
        }
        String fix = "add an attribute to where so that a partition holds fewer rows, or check the "
                + "@Cardinality numbers of " + nr.bound().column().dottedPath();
        if (bucket.isEmpty() && time.isPresent() && !nr.bound().isRate()) {
            // Totals say how big a partition ends up, not how fast it grows: a bucket cannot be sized.
            fix += "; or, if " + entity.simpleName() + " grows over time, declare its growth rate "
                    + "(@Cardinality(rows = ..., per = ...)) and add a @TimeBucket to "
                    + time.get().dottedPath()
                    + " (QueryFirst then proposes its width)";
        }
        return fix;
    }

    /**
     * Whether the advice is the bucket the table already has: the advice sizes by rows and bytes
     * only (DESIGN §4), so a partition over the values threshold can get its own bucket back, which
     * is no fix.
     */
    private static boolean sameWidth(BucketAdvice.Proposal proposal, TimeBucketModel current) {
        return proposal.width().unit() == current.unit() && proposal.width().size() == current.size();
    }

    /** The table's first clustering column of a time type, the one a bucket would split by. */
    private static Optional<ColumnModel> timeClustering(TableModel table) {
        return table.clustering().stream()
                .filter(c -> c.type() instanceof TypeModel.Scalar s && s.kind().isTime())
                .findFirst();
    }

    /** The largest {@code limit} among the table's patterns: the read that spans most buckets. */
    /**
     * §4's partitions per query for a range pattern: the buckets a range spans, which depend on the
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

    private int limit(TableModel table) {
        return design.plans().stream()
                .filter(p -> p.index() == null && p.table().name().equals(table.name()))
                .mapToInt(p -> p.pattern().limit())
                .max()
                .orElse(0);
    }
}
