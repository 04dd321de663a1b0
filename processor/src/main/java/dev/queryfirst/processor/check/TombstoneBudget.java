package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.Filled;
import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.diagnostics.Phrase;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.AttributeCardinality;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.KeyChurn;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.vocabulary.Buckets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The tombstones a read of one partition may scan, for a table whose partitions lose rows: a
 * mutable attribute in its primary key moves the row when it changes (a row tombstone where it
 * was), and declared deletes remove rows. A read that finds fewer live rows than it wants scans
 * every tombstone of its partition, and Cassandra keeps them until {@code gc_grace_seconds} has
 * passed: past {@code tombstone_warn_threshold} (1,000) the node logs a warning, past
 * {@code tombstone_failure_threshold} (100,000) it aborts the read.
 *
 * <p>Which attributes change, and how often, is {@link KeyChurn}'s. A row leaves the partition of
 * one value of a partition-key attribute about {@code changes / distinct} times (at least once when
 * it changes at all); a change of a clustering attribute leaves a tombstone in the row's own
 * partition every time.
 */
final class TombstoneBudget {

    private final EntityDesign design;
    private final EntityModel entity;

    TombstoneBudget(EntityDesign design) {
        this.design = design;
        this.entity = design.entity();
    }

    /**
     * One cause of a partition's tombstones.
     *
     * @param attribute the attribute whose changes move rows, or empty for deletes
     * @param partitionMove whether the attribute is in the partition key (a change moves the row to
     *     another partition) rather than only in the clustering key (it moves within its partition)
     * @param lifetime whether the changes are counted over an entity's life (else at a rate)
     * @param tombstones what it leaves in one partition within {@code gc_grace_seconds}
     * @param explanation how, in words
     */
    record Source(
            Optional<Attribute> attribute,
            boolean partitionMove,
            boolean lifetime,
            double tombstones,
            String explanation) {}

    /**
     * A table's tombstone budget.
     *
     * @param perRead the tombstones a read of one partition may scan
     * @param churn the rates behind it, to recompute it for another bucket or gc_grace_seconds
     * @param gcGrace the table's {@code gc_grace_seconds}
     * @param window the partition's time window in seconds (its bucket, or its TTL), 0 for none
     * @param sources what leaves the tombstones
     * @param entering how many rows enter a partition, in words
     * @param passThrough the partition of a value every row passes through, when the attribute's
     *     distinct count divided the rows: its tombstones, else 0
     */
    record Estimate(
            double perRead,
            Churn churn,
            double gcGrace,
            double window,
            List<Source> sources,
            String entering,
            double passThrough) {

        /** The moving attributes. */
        List<Attribute> moving() {
            return sources.stream().flatMap(s -> s.attribute().stream()).toList();
        }
    }

    /** The budget of a table whose partitions lose rows; empty when none leaves, or for single-row partitions. */
    Optional<Estimate> estimate(TableModel table, RowEstimate nr) {
        if (nr.status() != RowEstimate.Status.BOUNDED && nr.status() != RowEstimate.Status.GROWING) {
            return Optional.empty();
        }
        Map<Attribute, Boolean> moving = design.rowsMove(table) ? KeyChurn.of(entity, table.primaryKey()) : Map.of();
        double deleted = entity.volume().deletedShare();
        if (moving.isEmpty() && deleted == 0) {
            return Optional.empty();
        }
        double gcGrace = table.options().gcGrace().seconds();
        boolean rate = nr.bound() != null && nr.bound().isRate();
        double perSecond = rate ? nr.bound().perSecond() : 0;
        double window = rate ? nr.window() : 0;
        double entering = rate ? perSecond * Math.min(window, gcGrace) : nr.rows();
        List<Source> sources = new ArrayList<>();
        double once = 0;
        double perRowSecond = 0;
        String life = TombstoneFixes.article(entity.simpleName()) + "'s life";
        for (Map.Entry<Attribute, Boolean> entry : moving.entrySet()) {
            Attribute attribute = entry.getKey();
            boolean partitionMove = entry.getValue();
            double changes = attribute.cardinality().changes();
            long distinct = partitionMove ? Math.max(1, attribute.cardinality().distinct()) : 1;
            String moves = (partitionMove ? Phrase.MOVES_OUT : Phrase.MOVES_WITHIN).text();
            String over = distinct > 1
                    ? Phrase.OVER_VALUES
                            .with("distinct", Numbers.grouped(distinct))
                            .text()
                    : "";
            if (changes > 0 && attribute.cardinality().per() != null) {
                // A toggle: every row of the partition changes at a rate, for as long as it lives.
                double perRow =
                        changes / attribute.cardinality().per().getDuration().getSeconds() / distinct;
                perRowSecond += perRow;
                double population = rate ? perSecond * window : nr.rows();
                double tombstones = population * perRow * gcGrace;
                sources.add(new Source(
                        Optional.of(attribute),
                        partitionMove,
                        false,
                        tombstones,
                        Phrase.LEAVES_AT_RATE
                                .with("rows", Numbers.grouped(population))
                                .with("moves", moves)
                                .with("times", times(perRow * gcGrace))
                                .with("attribute", attribute.name())
                                .with("changes", Numbers.grouped(changes))
                                .with(
                                        "unit",
                                        Buckets.singular(attribute.cardinality().per()))
                                .with("over", over)
                                .with("tombstones", Numbers.grouped(tombstones))
                                .text()));
                continue;
            }
            double leaves = changes == 0 ? 1 : leavesInALife(changes, partitionMove ? distinct : 1);
            once += leaves;
            double tombstones = entering * leaves;
            Filled<Phrase> explanation = changes == 0
                    ? Phrase.LEAVES_ONCE_ASSUMED.with("moves", moves)
                    : Phrase.LEAVES_IN_A_LIFE
                            .with("moves", moves)
                            .with("times", times(leaves))
                            .with("changes", Numbers.grouped(changes))
                            .with("over", changes > 1 ? over : "");
            sources.add(new Source(
                    Optional.of(attribute),
                    partitionMove,
                    true,
                    tombstones,
                    explanation
                            .with("attribute", attribute.name())
                            .with("life", life)
                            .with("tombstones", Numbers.grouped(tombstones))
                            .text()));
        }
        if (deleted > 0) {
            once += deleted;
            double tombstones = entering * deleted;
            sources.add(new Source(
                    Optional.empty(),
                    true,
                    true,
                    tombstones,
                    Phrase.DELETED
                            .with("deleted", Numbers.grouped(tombstones))
                            .with("deletes", Numbers.grouped(entity.volume().deletes()))
                            .with("rows", Numbers.grouped(entity.volume().rows()))
                            .with("unit", Buckets.singular(entity.volume().per()))
                            .with("tombstones", Numbers.grouped(tombstones))
                            .text()));
        }
        Churn churn = new Churn(perSecond, nr.rows(), once, perRowSecond);
        double perRead = churn.tombstones(window, gcGrace);
        return Optional.of(new Estimate(
                perRead,
                churn,
                gcGrace,
                window,
                List.copyOf(sources),
                entering(nr, entering, window, gcGrace),
                passThrough(nr, sources, perRead)));
    }

    /** The report's lines for the estimate. */
    List<String> arithmetic(Estimate estimate, int limit) {
        List<String> lines = new ArrayList<>();
        lines.add("rows entering a partition that may leave it within gc_grace_seconds ("
                + Numbers.grouped(estimate.gcGrace()) + " s): " + estimate.entering());
        estimate.sources().forEach(s -> lines.add(s.explanation() + " row tombstones"));
        lines.add("tombstones per read: " + Numbers.grouped(estimate.perRead())
                + (limit > 0 ? " (a read of " + limit + " that finds fewer live rows scans them all)" : ""));
        if (estimate.passThrough() > 0) {
            lines.add("up to " + Numbers.grouped(estimate.passThrough())
                    + " in the partition of a value every row passes through");
        }
        return lines;
    }

    /** {@code 13,889 (1,000,000 rows/day over 3 statuses = … × 1 hour per bucket)}. */
    private static String entering(RowEstimate nr, double entering, double window, double gcGrace) {
        if (!nr.bound().isRate()) {
            return Phrase.ENTERING_ALL_ROWS
                    .with("rows", Numbers.grouped(entering))
                    .with("bound", nr.bound().explanation())
                    .text();
        }
        String span = window > 0 && window <= gcGrace
                ? nr.windowName()
                : Phrase.GC_GRACE_SPAN.with("gcGrace", gcGraceText(gcGrace)).text();
        return Phrase.ENTERING_AT_RATE
                .with("rows", Numbers.grouped(entering))
                .with("bound", nr.bound().explanation())
                .with("span", span)
                .text();
    }

    /** {@code 10 days}, {@code 3 hours}: how a gc_grace_seconds reads. */
    static String gcGraceText(double seconds) {
        return RowsPerPartition.describe(Duration.ofSeconds((long) seconds));
    }

    /**
     * A value every row passes through (the first status of a workflow) collects the rows the
     * attribute's distinct count divided among its values: its partition's tombstones.
     */
    private static double passThrough(RowEstimate nr, List<Source> sources, double perRead) {
        if (nr.bound() == null || nr.bound().column().path().size() != 1) {
            return 0;
        }
        String bounding = nr.bound().column().path().get(0);
        return sources.stream()
                .filter(s -> s.partitionMove() && s.lifetime())
                .filter(s -> s.attribute().map(a -> a.name().equals(bounding)).orElse(false))
                .filter(s -> {
                    AttributeCardinality numbers = s.attribute().get().cardinality();
                    return numbers.distinct() > 1
                            && numbers.distinct() <= KeyChurn.WORKFLOW_STATES
                            && numbers.rowsPerValue() == 0
                            && numbers.maxRowsPerValue() == 0;
                })
                .findFirst()
                .map(s -> perRead
                        + s.tombstones() * (s.attribute().get().cardinality().distinct() - 1))
                .orElse(0.0);
    }

    /**
     * How often a row leaves one partition over its life: every change, among {@code distinct}
     * values spread over them (a status of 4 values changing 3 times leaves each of 3 partitions
     * once), at least once when it changes at all.
     */
    private static double leavesInALife(double changes, long distinct) {
        return changes <= 1 ? changes : Math.max(1, changes / distinct);
    }

    private static String times(double count) {
        if (count == 1) {
            return Phrase.ONCE.text();
        }
        return (count < 1 ? Phrase.ABOUT_TIMES_ON_AVERAGE : Phrase.ABOUT_TIMES)
                .with("count", Numbers.grouped(count))
                .text();
    }
}
