package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.diagnostics.EntityMessages;
import dev.queryfirst.processor.diagnostics.Filled;
import dev.queryfirst.processor.diagnostics.Message;
import dev.queryfirst.processor.diagnostics.NameMessages;
import dev.queryfirst.processor.diagnostics.PatternMessages;
import dev.queryfirst.processor.diagnostics.Phrase;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.AccessPatternModel;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The primary key of an access pattern's table, from its resolved paths
 * (docs/mapping-rules.md, "Partition key", "Clustering" and "Uniqueness"). The partition key is
 * {@code where} (or the part of it {@code partitionBy} names); the rest of {@code where}, the range
 * and the orderings follow as clustering columns, and the key attributes complete the key so no two
 * entities share a row. Problems are QF104/QF105/QF106/QF107/QF109 on the member that causes them.
 */
final class KeyRules {

    /** The constant partition column of a table held in one partition: always 0. */
    static final String ONE_PARTITION_COLUMN = "bucket";

    private final EntityModel entity;
    private final Flattened flat;
    private final Sink sink;

    KeyRules(EntityModel entity, Flattened flat, Sink sink) {
        this.entity = entity;
        this.flat = flat;
        this.sink = sink;
    }

    /** The pattern's key, or empty when it is at fault (reported). */
    Optional<KeyLayout> layout(ResolvedPattern resolved) {
        AccessPatternModel pattern = resolved.pattern();
        List<FlatColumn> partition = resolved.partition();
        List<FlatColumn> where = resolved.where();
        List<KeyLayout.Clustered> clustering = new ArrayList<>();
        // The where attributes outside the partition key come first, ascending: a read fixes each by
        // equality, so every order serves it, and the range and orderings follow within them.
        resolved.leading().forEach(c -> clustering.add(new KeyLayout.Clustered(c, false)));
        FlatColumn range = resolved.range();
        if (range != null) {
            Optional<Boolean> descending = rangeDirection(resolved);
            if (descending.isEmpty()) {
                return Optional.empty();
            }
            clustering.add(new KeyLayout.Clustered(range, descending.get()));
        }
        if (!addOrderings(resolved, clustering)) {
            return Optional.empty();
        }
        completeKey(partition, clustering);
        // A where attribute among the clustering columns is fixed by equality: the rows a read finds
        // share its value, and so one bucket of it, which would only split the partition partitionBy
        // names (found by the reliability module's oracle: the read walked the buckets back from now).
        List<FlatColumn> bucketed = pattern.bucketed()
                ? clustering.stream()
                        .map(KeyLayout.Clustered::column)
                        .filter(c -> c.attribute().bucket().isPresent()
                                && !resolved.leading().contains(c))
                        .toList()
                : List.of();
        boolean onePartition = partition.isEmpty() && bucketed.isEmpty() && !pattern.sharded();
        if (onePartition && !PartitionShape.fitsOnePartition(pattern, entity, sink)) {
            return Optional.empty();
        }
        if (!bucketNamesFree(pattern, bucketed, onePartition)
                || !PartitionShape.shardable(pattern, flat, clustering, sink)) {
            return Optional.empty();
        }
        return Optional.of(new KeyLayout(
                List.copyOf(partition),
                bucketed,
                pattern.shards(),
                List.copyOf(clustering),
                range,
                where,
                onePartition));
    }

    /**
     * QF107 when a bucket column (docs/mapping-rules.md, "Time buckets"), or the constant column of
     * a one-partition table, would take the name of one of the entity's columns or of another bucket
     * column: the table would declare the name twice, and Cassandra rejects it (found by the
     * reliability module's fuzzer, which got such CQL through).
     */
    private boolean bucketNamesFree(AccessPatternModel pattern, List<FlatColumn> bucketed, boolean onePartition) {
        Map<String, String> taken = new HashMap<>();
        flat.columns()
                .forEach(c -> taken.put(
                        c.name(), Phrase.COLUMN_OF.with("path", c.dottedPath()).text()));
        if (pattern.sharded()) {
            taken.put(
                    PartitionShape.SHARD_COLUMN,
                    Phrase.SHARD_COLUMN_OF.with("shards", pattern.shards()).text());
        }
        boolean ok = true;
        for (FlatColumn column : bucketed) {
            String name = BucketColumns.columnName(
                    column.name(), column.attribute().bucket().orElseThrow());
            String owner = taken.putIfAbsent(
                    name,
                    Phrase.BUCKET_COLUMN_OF.with("path", column.dottedPath()).text());
            if (owner != null) {
                ok = false;
                sink.report(
                        pattern.site(),
                        NameMessages.BUCKET_COLUMN_TAKEN
                                .with("pattern", pattern.name())
                                .with("path", column.dottedPath())
                                .with("column", name)
                                .with("owner", owner));
            }
        }
        String owner = onePartition ? taken.get(ONE_PARTITION_COLUMN) : null;
        if (owner != null) {
            ok = false;
            sink.report(
                    pattern.site(),
                    NameMessages.ONE_PARTITION_COLUMN_TAKEN
                            .with("pattern", pattern.name())
                            .with("column", ONE_PARTITION_COLUMN)
                            .with("owner", owner));
        }
        return ok;
    }

    /**
     * The range column leads the clustering after the {@code where} columns, so the first ordering
     * of a column outside {@code where} must be the range's (an ordering by a {@code where} column
     * orders nothing: every row read has the same value).
     */
    private Optional<Boolean> rangeDirection(ResolvedPattern resolved) {
        Optional<ResolvedPattern.Ordered> first = resolved.orderBy().stream()
                .filter(o -> !resolved.where().contains(o.column()))
                .findFirst();
        if (first.isEmpty()) {
            return Optional.of(false);
        }
        FlatColumn range = resolved.range();
        if (!first.get().column().equals(range)) {
            AccessPatternModel pattern = resolved.pattern();
            report104(
                    sink,
                    pattern,
                    "orderBy",
                    first.get().entry(),
                    PatternMessages.ORDER_BY_AFTER_RANGE
                            .with(
                                    "first",
                                    pattern.orderBy().get(first.get().entry()).path())
                            .with("range", range.dottedPath()));
            return Optional.empty();
        }
        return Optional.of(first.get().descending());
    }

    private boolean addOrderings(ResolvedPattern resolved, List<KeyLayout.Clustered> clustering) {
        boolean ok = true;
        AccessPatternModel pattern = resolved.pattern();
        for (ResolvedPattern.Ordered ordered : resolved.orderBy()) {
            FlatColumn column = ordered.column();
            if (resolved.where().contains(column)) {
                // Every row a read returns has the same value: the ordering holds trivially.
                continue;
            }
            Optional<KeyLayout.Clustered> placed =
                    clustering.stream().filter(c -> c.column().equals(column)).findFirst();
            if (placed.isPresent()) {
                if (placed.get().descending() != ordered.descending()) {
                    ok = false;
                    report104(
                            sink,
                            pattern,
                            "orderBy",
                            ordered.entry(),
                            PatternMessages.CONTRADICTORY_ORDER.with("path", column.dottedPath()));
                }
                continue;
            }
            if (keyTypeAllowed(sink, pattern, "orderBy", ordered.entry(), column)) {
                clustering.add(new KeyLayout.Clustered(column, ordered.descending()));
            } else {
                ok = false;
            }
        }
        return ok;
    }

    /**
     * Uniqueness: the key attributes not placed yet follow, ascending. A column declared unique
     * ({@code @Cardinality(maxRowsPerValue = 1)}, an alternate key such as an e-mail address)
     * identifies the entity as well as K does, so a key holding it needs nothing more — this keeps
     * {@code users_by_email} keyed by the e-mail alone (docs/mapping-rules.md, "Uniqueness").
     */
    private void completeKey(List<FlatColumn> partition, List<KeyLayout.Clustered> clustering) {
        List<FlatColumn> primaryKey = new ArrayList<>(partition);
        clustering.forEach(c -> primaryKey.add(c.column()));
        boolean identified = primaryKey.stream().anyMatch(KeyRules::isAlternateKey);
        if (identified) {
            return;
        }
        for (FlatColumn key : flat.key()) {
            if (!primaryKey.contains(key)) {
                clustering.add(new KeyLayout.Clustered(key, false));
                primaryKey.add(key);
            }
        }
    }

    /** An attribute of the entity itself that at most one entity has: it identifies the row. */
    static boolean isAlternateKey(FlatColumn column) {
        return column.owners().isEmpty() && column.attribute().cardinality().maxRowsPerValue() == 1;
    }

    /** QF106 when {@code column} cannot be in a primary key, on the pattern's member (its entry, when ≥ 0). */
    static boolean keyTypeAllowed(Sink sink, AccessPatternModel pattern, String member, int entry, FlatColumn column) {
        Optional<EntityMessages> problem = keyTypeProblem(column);
        problem.ifPresent(message -> sink.report(
                pattern.site().member(member).entry(entry), keyTypeMessage(message, column.dottedPath(), column)));
        return problem.isEmpty();
    }

    /**
     * Why a column cannot be in a primary key, if it cannot. Value types are always stored as frozen
     * UDTs, so they can; a collection can only when {@code @Column(frozen = true)} stores it as one
     * value; a counter never can.
     */
    static Optional<EntityMessages> keyTypeProblem(FlatColumn column) {
        TypeModel type = column.type();
        if (type instanceof TypeModel.Collection collection && !collection.frozen()) {
            return Optional.of(EntityMessages.UNFROZEN_COLLECTION_IN_KEY);
        }
        if (type instanceof TypeModel.Scalar scalar && scalar.kind() == ScalarKind.COUNTER) {
            return Optional.of(EntityMessages.COUNTER_IN_KEY);
        }
        if (type instanceof TypeModel.Scalar scalar && scalar.kind() == ScalarKind.DURATION) {
            return Optional.of(EntityMessages.DURATION_IN_KEY);
        }
        if (holdsDuration(type)) {
            return Optional.of(EntityMessages.NESTED_DURATION_IN_KEY);
        }
        return Optional.empty();
    }

    /** The {@link #keyTypeProblem} of {@code column}, which {@code label} names, with its values. */
    static Filled<Message> keyTypeMessage(EntityMessages problem, String label, FlatColumn column) {
        return problem.with("column", label)
                .with("type", CqlTypes.type(column.type()))
                .with("attribute", column.attribute().name());
    }

    /** Whether a duration hides in a (frozen) collection or value type: Cassandra checks deep. */
    private static boolean holdsDuration(TypeModel type) {
        if (type instanceof TypeModel.Scalar scalar) {
            return scalar.kind() == ScalarKind.DURATION;
        }
        if (type instanceof TypeModel.Collection collection) {
            return collection.key() != null && holdsDuration(collection.key()) || holdsDuration(collection.element());
        }
        return type instanceof TypeModel.Value value
                && value.fields().stream().anyMatch(field -> holdsDuration(field.type()));
    }

    /** QF104 on one entry of an array member ({@code entry} ≥ 0), or on the whole member. */
    static void report104(Sink sink, AccessPatternModel pattern, String member, int entry, Filled<Message> message) {
        sink.report(pattern.site().member(member).entry(entry), message.with("pattern", pattern.name()));
    }
}
