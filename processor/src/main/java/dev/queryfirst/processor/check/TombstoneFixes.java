package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.diagnostics.Phrase;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.GcGrace;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.vocabulary.Buckets;
import dev.queryfirst.processor.vocabulary.Names;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The ways out of a tombstone budget over the threshold, each offered where it applies: a finer
 * bucket (fewer rows enter a partition), a TTL instead of deletes, a lower
 * {@code gc_grace_seconds} (tombstones purged sooner, if repairs keep up), reads from a lower bound
 * (they start past the tombstones), the share of entities that really change an attribute whose
 * change was assumed, a growth rate for totals, and {@code @Fixed} for an attribute that in fact
 * never changes. Each is a phrase of the catalog.
 */
final class TombstoneFixes {

    /** The bucket widths proposed, widest first: the standard ones and the round fractions between them. */
    private static final List<BucketAdvice.Width> WIDTHS = List.of(
            new BucketAdvice.Width(ChronoUnit.YEARS, 1),
            new BucketAdvice.Width(ChronoUnit.MONTHS, 1),
            new BucketAdvice.Width(ChronoUnit.DAYS, 7),
            new BucketAdvice.Width(ChronoUnit.DAYS, 4),
            new BucketAdvice.Width(ChronoUnit.DAYS, 2),
            new BucketAdvice.Width(ChronoUnit.DAYS, 1),
            new BucketAdvice.Width(ChronoUnit.HOURS, 12),
            new BucketAdvice.Width(ChronoUnit.HOURS, 6),
            new BucketAdvice.Width(ChronoUnit.HOURS, 3),
            new BucketAdvice.Width(ChronoUnit.HOURS, 1),
            new BucketAdvice.Width(ChronoUnit.MINUTES, 30),
            new BucketAdvice.Width(ChronoUnit.MINUTES, 15),
            new BucketAdvice.Width(ChronoUnit.MINUTES, 5),
            new BucketAdvice.Width(ChronoUnit.MINUTES, 1));

    private final ProcessorOptions options;
    private final EntityDesign design;
    private final EntityModel entity;

    TombstoneFixes(ProcessorOptions options, EntityDesign design) {
        this.options = options;
        this.design = design;
        this.entity = design.entity();
    }

    /** The fixes that apply, in the order a designer would try them; a finer key when none does. */
    List<String> of(TableModel table, TombstoneBudget.Estimate estimate, int limit) {
        List<String> fixes = new ArrayList<>();
        finerBucket(table, estimate, limit).ifPresent(fixes::add);
        ttl().ifPresent(fixes::add);
        lowerGcGrace(estimate).ifPresent(fixes::add);
        lowerBound(table, estimate).ifPresent(fixes::add);
        fewerChanges(estimate).ifPresent(fixes::add);
        rate(estimate).ifPresent(fixes::add);
        fixed(estimate).ifPresent(fixes::add);
        if (fixes.isEmpty()) {
            fixes.add(Phrase.TOMBSTONE_FIX_FINER_KEY.text());
        }
        return fixes;
    }

    /** The largest round bucket, finer than the table's, whose partition stays under the warning. */
    private Optional<String> finerBucket(TableModel table, TombstoneBudget.Estimate estimate, int limit) {
        Churn churn = estimate.churn();
        if (churn.perSecond() <= 0) {
            return Optional.empty();
        }
        Optional<ColumnModel> bucket =
                table.partitionKey().stream().filter(ColumnModel::isBucket).findFirst();
        Optional<ColumnModel> target = bucket.isPresent() ? bucket : timeClustering(table);
        if (target.isEmpty() || moves(estimate, target.get())) {
            return Optional.empty();
        }
        double current = bucket.map(b -> b.bucket().widthSeconds()).orElse(Double.MAX_VALUE);
        for (BucketAdvice.Width width : WIDTHS) {
            double seconds = width.seconds();
            double tombstones = churn.tombstones(seconds, estimate.gcGrace());
            if (seconds >= current || tombstones > options.warnTombstonesPerRead()) {
                continue;
            }
            double rows = churn.perSecond() * seconds;
            String partitions = limit > 0
                    ? Phrase.PARTITIONS_PER_READ
                            .with("partitions", BucketAdvice.partitions(BucketAdvice.partitionsPerRead(limit, rows)))
                            .with("limit", limit)
                            .text()
                    : "";
            return Optional.of(
                    (bucket.isPresent() ? Phrase.TOMBSTONE_FIX_NARROWER_BUCKET : Phrase.TOMBSTONE_FIX_ADD_BUCKET)
                            .with("annotation", Buckets.annotation(width.unit(), width.size()))
                            .with("path", target.get().dottedPath())
                            .with("tombstones", Numbers.grouped(tombstones))
                            .with("rows", Numbers.grouped(rows))
                            .with("partitions", partitions)
                            .text());
        }
        return Optional.empty();
    }

    /** Deleted rows that could expire instead. */
    private Optional<String> ttl() {
        if (entity.volume().deletes() == 0 || entity.ttl().isPresent()) {
            return Optional.empty();
        }
        return Optional.of(Phrase.TOMBSTONE_FIX_TTL
                .with("entity", entity.simpleName())
                .with("snapshots", TtlSnapshots.of(design))
                .text());
    }

    /** The whole hours of {@code gc_grace_seconds} that bring the count under the warning, if not below the hint window. */
    private Optional<String> lowerGcGrace(TombstoneBudget.Estimate estimate) {
        Churn churn = estimate.churn();
        if (!churn.dependsOnGcGrace()) {
            return Optional.empty();
        }
        double low = 0;
        double high = estimate.gcGrace();
        for (int i = 0; i < 60; i++) {
            double middle = (low + high) / 2;
            if (churn.tombstones(estimate.window(), middle) <= options.warnTombstonesPerRead()) {
                low = middle;
            } else {
                high = middle;
            }
        }
        long seconds = (long) (low / 3_600) * 3_600;
        if (seconds < GcGrace.HINT_WINDOW || seconds >= estimate.gcGrace()) {
            return Optional.empty();
        }
        return Optional.of(Phrase.TOMBSTONE_FIX_GC_GRACE
                .with("seconds", seconds)
                .with("entity", entity.simpleName())
                .with("tombstones", Numbers.grouped(churn.tombstones(estimate.window(), seconds)))
                .with("period", TombstoneBudget.gcGraceText(seconds))
                .text());
    }

    /** Reads that start after the rows that left skip their tombstones. */
    private Optional<String> lowerBound(TableModel table, TombstoneBudget.Estimate estimate) {
        if (table.clustering().isEmpty()) {
            return Optional.empty();
        }
        ColumnModel first = table.clustering().get(0);
        if (!(first.type() instanceof TypeModel.Scalar s) || !s.kind().isTime() || moves(estimate, first)) {
            return Optional.empty();
        }
        boolean ranged = design.plans().stream()
                .anyMatch(p -> p.table().name().equals(table.name()) && p.rangeColumn() == first);
        return Optional.of((ranged ? Phrase.TOMBSTONE_FIX_LOWER_BOUND : Phrase.TOMBSTONE_FIX_RANGE)
                .with("path", first.dottedPath())
                .text());
    }

    /**
     * For an attribute whose changes were assumed (one in an entity's life), the share of entities
     * that may change it for the count to stay under the warning, when some may.
     */
    private Optional<String> fewerChanges(TombstoneBudget.Estimate estimate) {
        for (TombstoneBudget.Source source : estimate.sources()) {
            Optional<Attribute> attribute = source.attribute();
            if (attribute.isEmpty() || attribute.get().cardinality().changes() > 0 || source.tombstones() <= 0) {
                continue;
            }
            double others = estimate.perRead() - source.tombstones();
            double share = Math.floor((options.warnTombstonesPerRead() - others) / source.tombstones() * 100) / 100;
            if (share > 0 && share < 1) {
                return Optional.of(Phrase.TOMBSTONE_FIX_CHANGES
                        .with("share", Numbers.share(share))
                        .with("entities", Names.plural(entity.simpleName()))
                        .with("attribute", attribute.get().name())
                        .text());
            }
        }
        return Optional.empty();
    }

    /** Totals say nothing of time: a rate lets the estimate count only what leaves within gc_grace_seconds. */
    private Optional<String> rate(TombstoneBudget.Estimate estimate) {
        if (estimate.churn().perSecond() > 0 || entity.volume().isRate()) {
            return Optional.empty();
        }
        return Optional.of(
                Phrase.TOMBSTONE_FIX_RATE.with("entity", entity.simpleName()).text());
    }

    /** {@code @Fixed} for the moving attributes, in case they do not change after all. */
    private Optional<String> fixed(TombstoneBudget.Estimate estimate) {
        List<String> names = estimate.moving().stream().map(Attribute::name).toList();
        if (names.isEmpty()) {
            return Optional.empty();
        }
        String written = article(entity.simpleName());
        if (names.size() == 1) {
            return Optional.of(Phrase.TOMBSTONE_FIX_FIXED
                    .with("attribute", names.get(0))
                    .with("entity", written)
                    .text());
        }
        String joined = String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
        return Optional.of(Phrase.TOMBSTONE_FIX_FIXED_ALL
                .with("attributes", joined)
                .with("entity", written)
                .text());
    }

    private static boolean moves(TombstoneBudget.Estimate estimate, ColumnModel column) {
        return estimate.moving().stream()
                .anyMatch(a -> a.name().equals(column.path().get(0)));
    }

    private static Optional<ColumnModel> timeClustering(TableModel table) {
        return table.clustering().stream()
                .filter(c -> c.type() instanceof TypeModel.Scalar s && s.kind().isTime())
                .findFirst();
    }

    /** {@code a Ticket}, {@code an Order}: the article by the name's first letter. */
    static String article(String noun) {
        return ("AEIOU".indexOf(Character.toUpperCase(noun.charAt(0))) >= 0 ? "an " : "a ") + noun;
    }
}
