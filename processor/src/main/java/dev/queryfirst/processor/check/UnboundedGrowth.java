package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.Filled;
import dev.queryfirst.processor.diagnostics.Message;
import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.diagnostics.PartitionMessages;
import dev.queryfirst.processor.diagnostics.Phrase;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TimeBucketModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.vocabulary.Buckets;
import dev.queryfirst.processor.vocabulary.Names;
import java.util.Optional;

/**
 * QF201 for a partition that grows past the limits: rows that are a rate with nothing to stop them
 * (the fix a bucket, a TTL or a key), or a one-partition table too large for its one partition.
 */
final class UnboundedGrowth {

    private final ProcessorOptions options;
    private final Reporter reporter;
    private final EntityModel entity;
    private final BucketAdvice advice;
    private final String ttlSnapshots;

    /** @param ttlSnapshots what a ttl would make of the entity's live references ({@link TtlSnapshots}) */
    UnboundedGrowth(
            ProcessorOptions options, Reporter reporter, EntityModel entity, BucketAdvice advice, String ttlSnapshots) {
        this.options = options;
        this.reporter = reporter;
        this.entity = entity;
        this.advice = advice;
        this.ttlSnapshots = ttlSnapshots;
    }

    /** QF201: the numbers are rates, nothing stops the growth, and the horizon's rows cross the limits. */
    void reportUnbounded(TableModel table, RowEstimate nr, TableSizing sizing, int limit) {
        double perSecond = nr.bound().perSecond();
        Optional<ColumnModel> time = timeClustering(table);
        Optional<BucketAdvice.Proposal> proposal = advice.forGrowth(perSecond, sizing, limit);
        Optional<TimeBucketModel> declared = time.filter(c -> c.path().size() == 1)
                .flatMap(c -> entity.attribute(c.path().get(0)))
                .flatMap(Attribute::bucket);
        Filled<Message> message;
        if (declared.isPresent()) {
            // The attribute has its bucket: the pattern opted out of it (bucketed = false).
            TimeBucketModel bucket = declared.get();
            message = PartitionMessages.GROWTH_WITHOUT_PATTERN_BUCKET
                    .with("patterns", String.join(", ", table.patterns()))
                    .with("annotation", Buckets.annotation(bucket.unit(), bucket.size()))
                    .with("path", time.get().dottedPath())
                    .with("bucketRows", Numbers.grouped(perSecond * bucket.widthSeconds()));
        } else if (time.isPresent() && proposal.isPresent()) {
            message = proposal.get()
                    .into(PartitionMessages.GROWTH_NEEDS_BUCKET, time.get().dottedPath());
        } else if (time.isPresent()) {
            message = PartitionMessages.GROWTH_TOO_FAST_FOR_BUCKETS.with("minuteRows", Numbers.grouped(perSecond * 60));
        } else {
            message = ttlAdvice(perSecond, sizing)
                    .map(ttl -> PartitionMessages.GROWTH_NEEDS_TTL
                            .with("ttl", ttl)
                            .with("entity", entity.simpleName())
                            .with("snapshots", ttlSnapshots))
                    .orElseGet(PartitionMessages.GROWTH_NEEDS_KEY::filled);
        }
        reporter.report(
                table.site(),
                message.with("table", table.name())
                        .with("bound", nr.bound().explanation())
                        .with("rows", Numbers.grouped(nr.rows()))
                        .with("bytes", Numbers.bytes(sizing.bytes(nr.rows(), 0)))
                        .with("window", nr.windowName())
                        .with("limit", limitText(nr.rows(), sizing))
                        .with("orTotal", lifetimeTotal(nr.bound())));
    }

    /**
     * QF201 for a table a pattern keeps in one partition (it has no where, no bucket, no shards) that
     * would not fit in it: the entity's rows, after the ttl or the horizon when they are a rate, cross
     * the limits.
     */
    void reportOnePartition(TableModel table, RowEstimate nr, TableSizing sizing) {
        reporter.report(
                table.site(),
                PartitionMessages.ONE_PARTITION_TOO_LARGE
                        .with("table", table.name())
                        .with("bound", nr.bound().explanation())
                        .with("rows", Numbers.grouped(nr.rows()))
                        .with("bytes", Numbers.bytes(sizing.bytes(nr.rows(), 0)))
                        .with("after", nr.status() == RowEstimate.Status.GROWING ? " after the " + nr.windowName() : "")
                        .with("limit", limitText(nr.rows(), sizing)));
    }

    String limitText(double rows, TableSizing sizing) {
        return rows > options.maxPartitionRows()
                ? Numbers.grouped(options.maxPartitionRows()) + " rows"
                : Numbers.bytes(options.maxPartitionBytes());
    }

    /**
     * The other reading of a rows-per-value number that inherited the entity's rate: a lifetime
     * total ({@code @Cardinality(total = true)}), such as a ticket's comments.
     */
    private static String lifetimeTotal(Bound bound) {
        if (bound.perValueRate() == null) {
            return "";
        }
        return Phrase.OR_LIFETIME_TOTAL
                .with("noun", RowsPerPartition.noun(Names.snake(bound.perValueRate())))
                .with("per", Buckets.singular(bound.per()))
                .with("attribute", bound.perValueRate())
                .text();
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

    /** The table's first clustering column of a time type, the one a bucket would split by. */
    static Optional<ColumnModel> timeClustering(TableModel table) {
        return table.clustering().stream()
                .filter(c -> c.type() instanceof TypeModel.Scalar s && s.kind().isTime())
                .findFirst();
    }
}
