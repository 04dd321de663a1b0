package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.AttributeCardinality;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TimeBucketModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.model.Volume;
import dev.queryfirst.processor.vocabulary.Buckets;
import dev.queryfirst.processor.vocabulary.Names;
import java.time.Duration;
import java.time.Period;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Nr, the rows of one partition (docs/sizing.md, "Rows per partition"): one when the partition key holds the entity key;
 * otherwise the smallest bound of the partition-key attributes ({@code maxRowsPerValue}, else
 * {@code rowsPerValue}, else {@code rows / distinct}; a reference's key has as many distinct values
 * as the referenced entity has rows), rates multiplied by the bucket width, else by the TTL, else
 * by the horizon: a partition that only grows is judged by what it holds after the horizon
 * (10 years by default), so slowly growing partitions pass and fast ones do not.
 */
final class RowsPerPartition {

    private static final int MAX_REFERENCE_DEPTH = 16;

    private final EntityModel entity;
    private final Map<String, EntityModel> known;
    private final double horizonSeconds;
    private final String horizonName;

    RowsPerPartition(EntityModel entity, Map<String, EntityModel> known, ProcessorOptions options) {
        this.entity = entity;
        this.known = known;
        this.horizonSeconds = options.horizonSeconds();
        this.horizonName = "horizon of " + describe(options.horizon());
    }

    RowEstimate estimate(TableModel table) {
        if (table.clustering().isEmpty()) {
            return RowEstimate.ONE_ROW;
        }
        List<ColumnModel> partition = table.partitionKey().stream()
                .filter(c -> !c.isBucket() && !c.isShard())
                .toList();
        List<List<String>> partitionPaths =
                partition.stream().map(ColumnModel::path).toList();
        if (partitionPaths.containsAll(keyPaths(entity, List.of()))) {
            return RowEstimate.ONE_ROW;
        }
        Optional<TimeBucketModel> bucket = table.partitionKey().stream()
                .filter(ColumnModel::isBucket)
                .map(ColumnModel::bucket)
                .min(Comparator.comparingDouble(TimeBucketModel::widthSeconds));
        double window = bucket.map(TimeBucketModel::widthSeconds)
                .orElse(entity.ttl().map(d -> (double) d.getSeconds()).orElse(0.0));
        String windowName = bucket.map(b -> Buckets.describe(b.unit(), b.size()) + " per bucket")
                .orElse(entity.ttl().map(d -> "ttl of " + describe(d)).orElse(""));

        List<Bound> bounds = new ArrayList<>();
        for (ColumnModel column : partition) {
            bound(column).ifPresent(bounds::add);
        }
        if (partition.isEmpty()) {
            // A where-less table (a site-wide feed): every row of the entity lands in the bucket's partition.
            wholeEntity(table.partitionKey().get(0)).ifPresent(bounds::add);
        }
        if (bounds.isEmpty()) {
            String missing = partition.isEmpty() ? entity.simpleName() : missing(partition);
            return new RowEstimate(RowEstimate.Status.UNKNOWN, 0, null, 0, "", false, missing);
        }
        boolean growing = window == 0;
        double horizonWindow = growing ? horizonSeconds : window;
        Bound b = sharded(
                bounds.stream()
                        .min(Comparator.comparingDouble(bound -> total(bound, horizonWindow)))
                        .orElseThrow(),
                table.shards());
        if (!b.isRate()) {
            return new RowEstimate(RowEstimate.Status.BOUNDED, b.rows(), b, 0, "", false, "");
        }
        return new RowEstimate(
                growing ? RowEstimate.Status.GROWING : RowEstimate.Status.BOUNDED,
                total(b, horizonWindow),
                b,
                horizonWindow,
                growing ? horizonName : windowName,
                !growing && bucket.isPresent(),
                "");
    }

    /** The entity's own volume, all in one partition: the bound of a table with no {@code where}. */
    private Optional<Bound> wholeEntity(ColumnModel partitionColumn) {
        Volume volume = entity.volume();
        if (!volume.isKnown()) {
            return Optional.empty();
        }
        String noun = noun(Names.snake(entity.simpleName()));
        return Optional.of(new Bound(
                volume.rows(),
                volume.per(),
                "all " + Numbers.grouped(volume.rows()) + " " + Names.plural(noun) + perWord(volume.per())
                        + " in one partition (no where)",
                partitionColumn,
                null));
    }

    /** {@code shards = N} divides the rows of a partition by N. */
    private static Bound sharded(Bound bound, int shards) {
        if (shards == 1) {
            return bound;
        }
        double rows = bound.rows() / shards;
        return new Bound(
                rows,
                bound.per(),
                bound.explanation() + " / " + shards + " shards = " + Numbers.grouped(rows) + " rows per shard"
                        + perWord(bound.per()),
                bound.column(),
                bound.perValueRate());
    }

    private static double total(Bound bound, double window) {
        return bound.isRate() ? bound.perSecond() * window : bound.rows();
    }

    /** The bound one partition-key column's numbers give, if any. */
    Optional<Bound> bound(ColumnModel column) {
        Attribute top = entity.attribute(column.path().get(0)).orElse(null);
        if (top == null) {
            return Optional.empty();
        }
        AttributeCardinality rowsPerValue;
        long distinct;
        if (column.path().size() == 1) {
            rowsPerValue = top.cardinality();
            distinct = top.cardinality().distinct();
        } else if (isReferenceKey(top, column.path())) {
            // The numbers on the reference attribute count this entity's rows per referenced entity.
            rowsPerValue = top.cardinality();
            EntityModel target = known.get(((TypeModel.Reference) top.type()).javaType());
            distinct = top.cardinality().distinct() > 0
                    ? top.cardinality().distinct()
                    : target != null
                                    && target.volume().isKnown()
                                    && !target.volume().isRate()
                            ? target.volume().rows()
                            : 0;
        } else {
            // A pushed-down non-key attribute: its rowsPerValue counts referenced rows, not ours.
            rowsPerValue = AttributeCardinality.NONE;
            distinct = column.cardinality().distinct();
        }
        // A reference's key reads as the reference: ticket_ticket_id is one "ticket".
        String noun = column.path().size() > 1 ? noun(Names.snake(top.name())) : noun(column.name());
        // A lifetime total (total = true) has no unit; otherwise the numbers are rates when the entity's are.
        ChronoUnit per = rowsPerValue.total()
                ? null
                : rowsPerValue.per() != null
                        ? rowsPerValue.per()
                        : entity.volume().per();
        String inheritedRate = per != null && rowsPerValue.per() == null ? top.name() : null;
        if (rowsPerValue.maxRowsPerValue() > 0) {
            return Optional.of(new Bound(
                    rowsPerValue.maxRowsPerValue(),
                    per,
                    "at most " + Numbers.grouped(rowsPerValue.maxRowsPerValue()) + " rows per " + noun + perWord(per),
                    column,
                    inheritedRate));
        }
        if (rowsPerValue.rowsPerValue() > 0) {
            return Optional.of(new Bound(
                    rowsPerValue.rowsPerValue(),
                    per,
                    Numbers.grouped(rowsPerValue.rowsPerValue()) + " rows per " + noun + perWord(per),
                    column,
                    inheritedRate));
        }
        Volume volume = entity.volume();
        if (distinct > 0 && volume.isKnown()) {
            double rows = (double) volume.rows() / distinct;
            return Optional.of(new Bound(
                    rows,
                    volume.per(),
                    Numbers.grouped(volume.rows()) + " rows" + (volume.isRate() ? "/" + unit(volume.per()) : "")
                            + " over " + Numbers.grouped(distinct) + " " + Names.plural(noun) + " = "
                            + Numbers.grouped(rows) + " rows per " + noun + perWord(volume.per()),
                    column,
                    null));
        }
        return Optional.empty();
    }

    /** Whether the path leads to a key column of the reference at its head. */
    private boolean isReferenceKey(Attribute top, List<String> path) {
        if (!(top.type() instanceof TypeModel.Reference reference)) {
            return false;
        }
        EntityModel target = known.get(reference.javaType());
        return target != null && keyPaths(target, List.of(top.name())).contains(path);
    }

    /** The attribute paths of an entity's key columns (through key references). */
    List<List<String>> keyPaths(EntityModel of, List<String> prefix) {
        List<List<String>> paths = new ArrayList<>();
        for (Attribute key : of.key()) {
            List<String> path = new ArrayList<>(prefix);
            path.add(key.name());
            EntityModel nested = key.type() instanceof TypeModel.Reference r ? known.get(r.javaType()) : null;
            // Derive rejects reference cycles before check runs; the depth cap only keeps this total.
            if (nested != null && prefix.size() < MAX_REFERENCE_DEPTH) {
                paths.addAll(keyPaths(nested, path));
            } else {
                paths.add(List.copyOf(path));
            }
        }
        return paths;
    }

    private static String missing(List<ColumnModel> partition) {
        return String.join(", ", partition.stream().map(ColumnModel::dottedPath).toList());
    }

    /** {@code source_name} → {@code source}: how a partition-key value reads in a sentence. */
    static String noun(String column) {
        for (String suffix : new String[] {"_name", "_id", "_code", "_key"}) {
            if (column.endsWith(suffix) && column.length() > suffix.length()) {
                return column.substring(0, column.length() - suffix.length()).replace('_', ' ');
            }
        }
        return column.replace('_', ' ');
    }

    private static String unit(ChronoUnit unit) {
        return Buckets.singular(unit);
    }

    private static String perWord(ChronoUnit per) {
        return per == null ? "" : " per " + unit(per);
    }

    /** {@code P10Y} → {@code 10 years}; periods mixing units stay in ISO-8601. */
    static String describe(Period period) {
        if (period.getMonths() == 0 && period.getDays() == 0) {
            return Buckets.describe(ChronoUnit.YEARS, period.getYears());
        }
        if (period.getYears() == 0 && period.getDays() == 0) {
            return Buckets.describe(ChronoUnit.MONTHS, period.getMonths());
        }
        if (period.getYears() == 0 && period.getMonths() == 0) {
            return Buckets.describe(ChronoUnit.DAYS, period.getDays());
        }
        return period.toString();
    }

    static String describe(Duration duration) {
        long seconds = duration.getSeconds();
        if (seconds % 86_400 == 0) {
            return Buckets.describe(ChronoUnit.DAYS, seconds / 86_400);
        }
        if (seconds % 3_600 == 0) {
            return Buckets.describe(ChronoUnit.HOURS, seconds / 3_600);
        }
        return duration.toString().toLowerCase(Locale.ROOT);
    }
}
