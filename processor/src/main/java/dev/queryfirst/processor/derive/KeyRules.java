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
import dev.queryfirst.processor.model.Ordering;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * MR2–MR5: the primary key of an access pattern's table. {@code where} is the partition key, the
 * range and the orderings follow as clustering columns, and the key attributes complete the key so
 * no two entities share a row. Problems are QF104/QF105/QF106 on the member that causes them.
 */
final class KeyRules {

    private final EntityModel entity;
    private final Flattened flat;
    private final Sink sink;

    KeyRules(EntityModel entity, Flattened flat, Sink sink) {
        this.entity = entity;
        this.flat = flat;
        this.sink = sink;
    }

    /** The pattern's key, or empty when it is at fault (reported). */
    Optional<KeyLayout> layout(AccessPatternModel pattern) {
        boolean ok = true;
        List<FlatColumn> partition = new ArrayList<>();
        for (int entry = 0; entry < pattern.where().size(); entry++) {
            String path = pattern.where().get(entry);
            Optional<List<FlatColumn>> resolved = Paths.resolve(path, "where", entry, pattern, entity, flat, sink);
            if (resolved.isEmpty()) {
                ok = false;
                continue;
            }
            for (FlatColumn column : resolved.get()) {
                if (partition.contains(column)) {
                    ok = false;
                    report104(
                            pattern, "where", entry, PatternMessages.DUPLICATE_WHERE.with("path", column.dottedPath()));
                } else {
                    ok &= keyTypeAllowed(pattern, "where", entry, column);
                    partition.add(column);
                }
            }
        }
        FlatColumn range = null;
        if (pattern.hasRange()) {
            Optional<FlatColumn> resolved = rangeColumn(pattern, partition);
            ok &= resolved.isPresent();
            range = resolved.orElse(null);
        }
        List<KeyLayout.Clustered> clustering = new ArrayList<>();
        if (range != null) {
            Optional<Boolean> descending = rangeDirection(pattern, range);
            ok &= descending.isPresent();
            clustering.add(new KeyLayout.Clustered(range, descending.orElse(false)));
        }
        ok &= addOrderings(pattern, partition, clustering);
        if (!ok) {
            return Optional.empty();
        }
        completeKey(partition, clustering);
        List<FlatColumn> bucketed = pattern.bucketed()
                ? clustering.stream()
                        .map(KeyLayout.Clustered::column)
                        .filter(c -> c.attribute().bucket().isPresent())
                        .toList()
                : List.of();
        if (partition.isEmpty() && !PartitionShape.partitioned(pattern, bucketed, sink)) {
            return Optional.empty();
        }
        if (!bucketNamesFree(pattern, bucketed) || !PartitionShape.shardable(pattern, flat, clustering, sink)) {
            return Optional.empty();
        }
        return Optional.of(
                new KeyLayout(List.copyOf(partition), bucketed, pattern.shards(), List.copyOf(clustering), range));
    }

    /**
     * QF107 when a bucket column (docs/mapping-rules.md, "Time buckets") of this pattern's table would take the name of one of the
     * entity's columns or of another bucket column: the table would declare the name twice, and
     * Cassandra rejects it (found by the reliability module's fuzzer, which got such CQL through).
     */
    private boolean bucketNamesFree(AccessPatternModel pattern, List<FlatColumn> bucketed) {
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
        return ok;
    }

    private Optional<FlatColumn> rangeColumn(AccessPatternModel pattern, List<FlatColumn> partition) {
        String path = pattern.range().trim();
        if (path.contains(",") || path.contains(" ")) {
            report104(pattern, "range", -1, PatternMessages.RANGE_OF_SEVERAL.with("range", pattern.range()));
            return Optional.empty();
        }
        Optional<List<FlatColumn>> resolved = Paths.resolve(path, "range", -1, pattern, entity, flat, sink);
        if (resolved.isEmpty()) {
            return Optional.empty();
        }
        if (resolved.get().size() != 1) {
            report104(
                    pattern,
                    "range",
                    -1,
                    PatternMessages.RANGE_ON_COMPOSITE_REFERENCE
                            .with("path", path)
                            .with("columns", resolved.get().size())
                            .with("example", resolved.get().get(0).dottedPath()));
            return Optional.empty();
        }
        FlatColumn column = resolved.get().get(0);
        if (partition.contains(column)) {
            report104(pattern, "range", -1, PatternMessages.RANGE_ALSO_IN_WHERE.with("path", path));
            return Optional.empty();
        }
        return keyTypeAllowed(pattern, "range", -1, column) ? Optional.of(column) : Optional.empty();
    }

    /** MR3 + MR4: the range column leads the clustering, so orderBy must start with it. */
    private Optional<Boolean> rangeDirection(AccessPatternModel pattern, FlatColumn range) {
        if (pattern.orderBy().isEmpty()) {
            return Optional.of(false);
        }
        Ordering first = pattern.orderBy().get(0);
        List<FlatColumn> ordered = flat.byPath().get(first.path());
        if (ordered == null) {
            Paths.resolve(first.path(), "orderBy", 0, pattern, entity, flat, sink);
            return Optional.empty();
        }
        if (!ordered.equals(List.of(range))) {
            report104(
                    pattern,
                    "orderBy",
                    0,
                    PatternMessages.ORDER_BY_AFTER_RANGE
                            .with("first", first.path())
                            .with("range", range.dottedPath()));
            return Optional.empty();
        }
        return Optional.of(first.descending());
    }

    private boolean addOrderings(
            AccessPatternModel pattern, List<FlatColumn> partition, List<KeyLayout.Clustered> clustering) {
        boolean ok = true;
        for (int entry = 0; entry < pattern.orderBy().size(); entry++) {
            Ordering ordering = pattern.orderBy().get(entry);
            Optional<List<FlatColumn>> resolved =
                    Paths.resolve(ordering.path(), "orderBy", entry, pattern, entity, flat, sink);
            if (resolved.isEmpty()) {
                ok = false;
                continue;
            }
            for (FlatColumn column : resolved.get()) {
                Optional<KeyLayout.Clustered> placed = clustering.stream()
                        .filter(c -> c.column().equals(column))
                        .findFirst();
                if (partition.contains(column)) {
                    // Every row of a partition has the same value: the ordering holds trivially.
                    continue;
                }
                if (placed.isPresent()) {
                    if (placed.get().descending() != ordering.descending()) {
                        ok = false;
                        report104(
                                pattern,
                                "orderBy",
                                entry,
                                PatternMessages.CONTRADICTORY_ORDER.with("path", column.dottedPath()));
                    }
                    continue;
                }
                if (keyTypeAllowed(pattern, "orderBy", entry, column)) {
                    clustering.add(new KeyLayout.Clustered(column, ordering.descending()));
                } else {
                    ok = false;
                }
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

    private boolean keyTypeAllowed(AccessPatternModel pattern, String member, int entry, FlatColumn column) {
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
    private void report104(AccessPatternModel pattern, String member, int entry, Filled<Message> message) {
        sink.report(pattern.site().member(member).entry(entry), message.with("pattern", pattern.name()));
    }
}
