package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.diagnostics.NameMessages;
import dev.queryfirst.processor.diagnostics.PatternMessages;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.AccessPatternModel;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.IndexModel;
import dev.queryfirst.processor.model.PatternPlan;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.vocabulary.Cql;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code strategy = INDEX} (docs/mapping-rules.md, "Indexes"): no table of its own, a
 * storage-attached index on one column of the base table (of the first table, for an immutable
 * entity without one: log messages index {@code source_type} on their only table). Whether the
 * column is selective enough is check's QF204.
 */
final class IndexRules {

    private final EntityModel entity;
    private final Flattened flat;
    private final Sink sink;
    private final List<IndexModel> indexes = new ArrayList<>();
    private final List<PatternPlan> plans = new ArrayList<>();

    IndexRules(EntityModel entity, Flattened flat, Sink sink) {
        this.entity = entity;
        this.flat = flat;
        this.sink = sink;
    }

    void add(AccessPatternModel pattern, Optional<TableModel> target) {
        Optional<FlatColumn> column = indexedColumn(pattern);
        if (column.isEmpty() || target.isEmpty()) {
            return;
        }
        TableModel table = target.get();
        List<ColumnModel> partitionKey = table.partitionKey();
        if (partitionKey.size() == 1
                && partitionKey.get(0).name().equals(column.get().name())
                && !flat.key().contains(column.get())) {
            // Cassandra refuses it ("Cannot create secondary index on the only partition key column");
            // found by the reliability module's fuzzer, whose CREATE INDEX the node rejected. An index
            // on the entity key is QF204's (check): its explanation, one row per value, says more.
            sink.report(
                    pattern.site().member("where"),
                    PatternMessages.INDEX_ON_ONLY_PARTITION_KEY
                            .with("pattern", pattern.name())
                            .with("table", table.name())
                            .with("attribute", pattern.where().get(0)));
            return;
        }
        String name = table.name() + "_" + column.get().name() + "_idx";
        if (!Cql.isValidSchemaName(name)) {
            sink.report(pattern.site(), NameMessages.INVALID_INDEX_NAME.with("index", name));
            return;
        }
        IndexModel index = indexes.stream()
                .filter(i -> i.name().equals(name))
                .findFirst()
                .orElseGet(() -> {
                    IndexModel created = new IndexModel(
                            entity.keyspace(), name, table.name(), column.get().name(), pattern.name(), pattern.site());
                    indexes.add(created);
                    return created;
                });
        plans.add(new PatternPlan(
                pattern, table, index, List.of(table.column(column.get().name())), null, null));
    }

    List<IndexModel> indexes() {
        return List.copyOf(indexes);
    }

    List<PatternPlan> plans() {
        return List.copyOf(plans);
    }

    private Optional<FlatColumn> indexedColumn(AccessPatternModel pattern) {
        if (pattern.where().isEmpty()) {
            sink.report(pattern.site(), PatternMessages.INDEX_WITHOUT_WHERE.with("pattern", pattern.name()));
            return Optional.empty();
        }
        if (pattern.hasRange() || !pattern.orderBy().isEmpty()) {
            String member = pattern.hasRange() ? "range" : "orderBy";
            sink.report(
                    pattern.site().member(member),
                    PatternMessages.INDEX_WITH_ORDER
                            .with("pattern", pattern.name())
                            .with("member", member));
            return Optional.empty();
        }
        if (pattern.where().size() != 1) {
            sink.report(
                    pattern.site().member("where"),
                    PatternMessages.INDEX_OF_SEVERAL
                            .with("pattern", pattern.name())
                            .with("count", pattern.where().size()));
            return Optional.empty();
        }
        Optional<List<FlatColumn>> resolved =
                Paths.resolve(pattern.where().get(0), "where", 0, pattern, entity, flat, sink);
        if (resolved.isEmpty()) {
            return Optional.empty();
        }
        if (resolved.get().size() != 1 || resolved.get().get(0).type() instanceof TypeModel.Collection) {
            PatternMessages multiValued = resolved.get().size() != 1
                    ? PatternMessages.INDEX_ON_COMPOSITE_REFERENCE
                    : PatternMessages.INDEX_ON_COLLECTION;
            sink.report(
                    pattern.site().member("where"),
                    multiValued
                            .with("pattern", pattern.name())
                            .with("attribute", pattern.where().get(0)));
            return Optional.empty();
        }
        FlatColumn column = resolved.get().get(0);
        if (column.type() instanceof TypeModel.Scalar scalar
                && (scalar.kind() == ScalarKind.BLOB || scalar.kind() == ScalarKind.DURATION)) {
            // Cassandra 5.0 refuses both: "Unsupported type: blob", "not supported on duration columns".
            // Found by the reliability module's fuzzer, whose CREATE INDEX the node rejected.
            sink.report(
                    pattern.site().member("where"),
                    PatternMessages.INDEX_ON_UNINDEXABLE_TYPE
                            .with("pattern", pattern.name())
                            .with("attribute", pattern.where().get(0))
                            .with("type", scalar.kind().cql()));
            return Optional.empty();
        }
        return Optional.of(column);
    }
}
