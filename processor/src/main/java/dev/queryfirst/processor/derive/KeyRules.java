package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.diagnostics.Code;
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
 * MR2–MR5: the primary key of an access pattern's table, from its resolved paths. The partition
 * key is {@code where} (or the part of it {@code partitionBy} names); the rest of {@code where},
 * the range and the orderings follow as clustering columns, and the key attributes complete the key
 * so no two entities share a row. Problems are QF104/QF105/QF106/QF107/QF109 on the member that
 * causes them.
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
        List<FlatColumn> bucketed = pattern.bucketed()
                ? clustering.stream()
                        .map(KeyLayout.Clustered::column)
                        .filter(c -> c.attribute().bucket().isPresent())
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
     * QF107 when a bucket column (rule 2), or the constant column of a one-partition table, would
     * take the name of one of the entity's columns or of another bucket column: the table would
     * declare the name twice, and Cassandra rejects it (found by the reliability module's fuzzer,
     * which got such CQL through).
     */
    private boolean bucketNamesFree(AccessPatternModel pattern, List<FlatColumn> bucketed, boolean onePartition) {
        Map<String, String> taken = new HashMap<>();
        flat.columns().forEach(c -> taken.put(c.name(), "the column of " + c.dottedPath()));
        if (pattern.sharded()) {
            taken.put(PartitionShape.SHARD_COLUMN, "the shard column of shards = " + pattern.shards());
        }
        boolean ok = true;
        for (FlatColumn column : bucketed) {
            String name = BucketColumns.columnName(
                    column.name(), column.attribute().bucket().orElseThrow());
            String owner = taken.putIfAbsent(name, "the bucket column of " + column.dottedPath());
            if (owner != null) {
                ok = false;
                sink.report(
                        Code.QF107,
                        pattern.site(),
                        "access pattern '" + pattern.name() + "' needs "
                                + "the bucket column of " + column.dottedPath() + ", named " + name + ", but "
                                + name + " is already " + owner,
                        "name the bucket column with @TimeBucket(column = \"...\") on " + column.dottedPath()
                                + ", or rename the other column with @Column(name = \"...\")");
            }
        }
        String owner = onePartition ? taken.get(ONE_PARTITION_COLUMN) : null;
        if (owner != null) {
            ok = false;
            sink.report(
                    Code.QF107,
                    pattern.site(),
                    "access pattern '" + pattern.name() + "' keeps its whole table in one partition, keyed by"
                            + " the constant column " + ONE_PARTITION_COLUMN + ", but " + ONE_PARTITION_COLUMN
                            + " is already " + owner,
                    "rename the other column with @Column(name = \"...\")");
        }
        return ok;
    }

    /**
     * MR3 + MR4: the range column leads the clustering after the {@code where} columns, so the first
     * ordering of a column outside {@code where} must be the range's (an ordering by a {@code where}
     * column orders nothing: every row read has the same value).
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
                    "orderBy starts with "
                            + pattern.orderBy().get(first.get().entry()).path()
                            + " but the range is on " + range.dottedPath()
                            + "; rows come back in the order of the range column",
                    "start orderBy with \"" + range.dottedPath() + "\" or \"" + range.dottedPath() + " DESC\"");
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
                            "orderBy sorts " + column.dottedPath()
                                    + " both ascending and descending, which no clustering order can serve",
                            "name " + column.dottedPath() + " once in orderBy");
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
     * MR5: the key attributes not placed yet follow, ascending. A column declared unique
     * ({@code @Cardinality(maxRowsPerValue = 1)}, an alternate key such as an e-mail address)
     * identifies the entity as well as K does, so a key holding it needs nothing more — this keeps
     * seeds/001's {@code users_by_email} keyed by the e-mail alone.
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
        Optional<String> problem = keyTypeProblem(column.type());
        problem.ifPresent(reason -> sink.report(
                Code.QF106,
                pattern.site().member(member).entry(entry),
                column.dottedPath() + " (" + CqlTypes.type(column.type()) + ")",
                reason,
                keyTypeFix(column)));
        return problem.isEmpty();
    }

    /**
     * Why a type cannot be in a primary key, if it cannot. Value types are always stored as frozen
     * UDTs, so they can; a collection can only when {@code @Column(frozen = true)} stores it as one
     * value; a counter never can.
     */
    static Optional<String> keyTypeProblem(TypeModel type) {
        if (type instanceof TypeModel.Collection collection && !collection.frozen()) {
            return Optional.of("a non-frozen collection is stored as separate cells, not one value");
        }
        if (type instanceof TypeModel.Scalar scalar && scalar.kind() == ScalarKind.COUNTER) {
            return Optional.of("a counter is only ever incremented; CQL keeps it out of primary keys");
        }
        if (type instanceof TypeModel.Scalar scalar && scalar.kind() == ScalarKind.DURATION) {
            return Optional.of("CQL does not allow duration in a primary key: durations have no total order");
        }
        if (holdsDuration(type)) {
            return Optional.of("CQL does not allow duration in a primary key, not even inside a frozen "
                    + "collection or user-defined type: durations have no total order");
        }
        return Optional.empty();
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

    static String keyTypeFix(FlatColumn column) {
        if (column.attribute().isCounter()) {
            return "remove @Counter from " + column.attribute().name() + ", or key by another attribute";
        }
        if (column.type() instanceof TypeModel.Collection collection && !collection.frozen()) {
            return "annotate " + column.attribute().name()
                    + " with @Column(frozen = true), or key by another attribute";
        }
        return column.type() instanceof TypeModel.Scalar
                ? "key by another attribute, or store the value as a bigint of nanoseconds"
                : "key by another attribute, or store the durations inside it as longs of nanoseconds";
    }

    /** QF104 on one entry of an array member ({@code entry} ≥ 0), or on the whole member. */
    static void report104(Sink sink, AccessPatternModel pattern, String member, int entry, String what, String fix) {
        sink.report(Code.QF104, pattern.site().member(member).entry(entry), pattern.name(), what, fix);
    }
}
