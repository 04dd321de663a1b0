package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.diagnostics.Code;
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
 * Rule 9, {@code strategy = INDEX}: no table of its own, a storage-attached index on one column
 * of the base table (of the first table, for an immutable entity without one, as seeds/000 indexes
 * {@code source_type} on its only table). Whether the column is selective enough is check's QF204.
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
                    Code.QF104,
                    pattern.site().member("where"),
                    pattern.name(),
                    "the index would go on table " + table.name() + ", which is partitioned by "
                            + pattern.where().get(0) + " alone, and Cassandra cannot index a table's only "
                            + "partition-key column",
                    "use strategy = TABLE (the default): " + table.name() + " answers this read by itself");
            return;
        }
        String name = table.name() + "_" + column.get().name() + "_idx";
        if (!Cql.isValidSchemaName(name)) {
            sink.report(
                    Code.QF107,
                    pattern.site(),
                    "index name " + name + " is not a valid CQL index name "
                            + "(a letter, then ASCII letters, digits and underscores, at most 48 characters)",
                    "name the table with @Entity(table = \"...\") or the column with @Column(name = \"...\") "
                            + "so that <table>_<column>_idx is one");
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
            sink.report(
                    Code.QF105,
                    pattern.site(),
                    pattern.name(),
                    "name the indexed attribute in where, e.g. where = \"sourceType\"");
            return Optional.empty();
        }
        if (pattern.hasRange() || !pattern.orderBy().isEmpty()) {
            String member = pattern.hasRange() ? "range" : "orderBy";
            sink.report(
                    Code.QF104,
                    pattern.site().member(member),
                    pattern.name(),
                    "an index returns rows in token order, so it cannot serve " + member,
                    "use strategy = TABLE (the default): its table clusters the rows for " + member);
            return Optional.empty();
        }
        if (pattern.where().size() != 1) {
            sink.report(
                    Code.QF104,
                    pattern.site().member("where"),
                    pattern.name(),
                    "an INDEX pattern searches one attribute, but where names "
                            + pattern.where().size(),
                    "use strategy = TABLE (the default) for a search on several attributes");
            return Optional.empty();
        }
        Optional<List<FlatColumn>> resolved =
                Paths.resolve(pattern.where().get(0), "where", 0, pattern, entity, flat, sink);
        if (resolved.isEmpty()) {
            return Optional.empty();
        }
        if (resolved.get().size() != 1 || resolved.get().get(0).type() instanceof TypeModel.Collection) {
            sink.report(
                    Code.QF104,
                    pattern.site().member("where"),
                    pattern.name(),
                    "an index answers where " + pattern.where().get(0) + " = ? only for a single-valued "
                            + "column, and " + pattern.where().get(0) + " is "
                            + (resolved.get().size() != 1 ? "a reference with a composite key" : "a collection"),
                    "use strategy = TABLE (the default)");
            return Optional.empty();
        }
        FlatColumn column = resolved.get().get(0);
        if (column.type() instanceof TypeModel.Scalar scalar
                && (scalar.kind() == ScalarKind.BLOB || scalar.kind() == ScalarKind.DURATION)) {
            // Cassandra 5.0 refuses both: "Unsupported type: blob", "not supported on duration columns".
            // Found by the reliability module's fuzzer, whose CREATE INDEX the node rejected.
            sink.report(
                    Code.QF104,
                    pattern.site().member("where"),
                    pattern.name(),
                    "a storage-attached index cannot index " + pattern.where().get(0) + ", a "
                            + scalar.kind().cql() + " column",
                    "use strategy = TABLE (the default)");
            return Optional.empty();
        }
        return Optional.of(column);
    }
}
