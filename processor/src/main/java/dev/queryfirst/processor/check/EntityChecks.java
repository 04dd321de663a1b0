package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.Code;
import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.IndexModel;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.model.Volume;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What concerns the entity as a whole rather than one partition: indexes on high-cardinality
 * columns (QF204), write amplification (QF304), fan-out of pushed-down copies (QF305), large
 * collections (QF306) and the size of a save's batch (QF307).
 */
final class EntityChecks {

    /** An index is worth it only when a value matches many rows; fewer than this is a lookup. */
    static final int MIN_ROWS_PER_INDEXED_VALUE = 10;

    /** Collections are read whole: past these, a table of rows serves better (seeds/002). */
    static final int MAX_COLLECTION_ELEMENTS = 1_000;

    static final int MAX_COLLECTION_BYTES = 64_000;

    private final ProcessorOptions options;
    private final Reporter reporter;
    private final EntityDesign design;
    private final EntityModel entity;
    private final Map<String, EntityModel> known;
    private final ColumnSizes sizes;
    private final RowsPerPartition rows;

    EntityChecks(
            ProcessorOptions options,
            Reporter reporter,
            EntityDesign design,
            Map<String, EntityModel> known,
            ColumnSizes sizes) {
        this.options = options;
        this.reporter = reporter;
        this.design = design;
        this.entity = design.entity();
        this.known = known;
        this.sizes = sizes;
        this.rows = new RowsPerPartition(entity, known, options);
    }

    void check() {
        design.indexes().forEach(this::checkIndex);
        checkTableCount();
        design.tables().forEach(this::checkFanOut);
        checkCollections();
        checkBatch();
    }

    /** QF204: an index on a key, unique or high-cardinality column scatters a lookup over the cluster. */
    private void checkIndex(IndexModel index) {
        TableModel table = design.tables().stream()
                .filter(t -> t.name().equals(index.table()))
                .findFirst()
                .orElseThrow();
        ColumnModel column = table.column(index.column());
        String attribute = column.dottedPath();
        Optional<String> why = Optional.empty();
        if (rows.keyPaths(entity, List.of()).contains(column.path())) {
            why = Optional.of("part of the key of " + entity.simpleName() + ": one row per value");
        } else if (column.path().size() == 1 && column.cardinality().maxRowsPerValue() == 1) {
            why = Optional.of("declared unique with maxRowsPerValue = 1: one row per value");
        } else if (column.path().size() == 1 && column.cardinality().distinct() > 0) {
            Optional<Double> total = totalRows();
            long distinct = column.cardinality().distinct();
            if (total.isPresent() && total.get() / distinct < MIN_ROWS_PER_INDEXED_VALUE) {
                why = Optional.of(Numbers.grouped(distinct) + " distinct values for " + Numbers.grouped(total.get())
                        + " rows: about " + rowCount(total.get() / distinct) + " per value, fewer than "
                        + MIN_ROWS_PER_INDEXED_VALUE);
            }
        }
        why.ifPresent(reason -> reporter.report(
                Code.QF204,
                index.site().member("where"),
                index.pattern(),
                attribute,
                reason,
                "remove strategy = INDEX: a table partitioned by " + attribute
                        + " answers the read from one partition"));
    }

    /** {@code 1 row}, {@code 1.1 rows}, {@code 12 rows}. */
    private static String rowCount(double rows) {
        String grouped = Numbers.grouped(rows);
        return grouped + (grouped.equals("1") ? " row" : " rows");
    }

    /** The entity's rows at any one time: a total, or a rate over its TTL; empty if they grow forever. */
    private Optional<Double> totalRows() {
        Volume volume = entity.volume();
        if (!volume.isKnown()) {
            return Optional.empty();
        }
        if (!volume.isRate()) {
            return Optional.of((double) volume.rows());
        }
        return entity.ttl()
                .map(ttl -> volume.rows()
                        * (double) ttl.getSeconds()
                        / volume.per().getDuration().getSeconds());
    }

    /** QF304: each table is one more write per save. */
    private void checkTableCount() {
        int tables = design.tables().size();
        if (tables > options.maxTablesPerEntity()) {
            reporter.report(
                    Code.QF304,
                    entity.site(),
                    entity.simpleName(),
                    tables,
                    (int) options.maxTablesPerEntity(),
                    "let patterns with the same where and orderBy share a table, serve rare reads of "
                            + "low-cardinality attributes with strategy = INDEX, or raise -Aqueryfirst.maxTablesPerEntity");
        }
    }

    /** QF305: pushed-down attributes in ordinary rows are rewritten in every row when their source changes. */
    private void checkFanOut(TableModel table) {
        Map<String, Set<String>> copied = new LinkedHashMap<>();
        for (ColumnModel column : table.columns()) {
            if (column.kind() == ColumnKind.REGULAR && column.path().size() > 1 && !isReferenceKey(column)) {
                copied.computeIfAbsent(column.path().get(0), k -> new LinkedHashSet<>())
                        .add(column.name());
            }
        }
        for (Map.Entry<String, Set<String>> entry : copied.entrySet()) {
            Attribute reference = entity.attribute(entry.getKey()).orElseThrow();
            String target = simpleName(((TypeModel.Reference) reference.type()).javaType());
            String copies =
                    String.join(", ", entry.getValue()) + (entry.getValue().size() == 1 ? " is" : " are");
            // With one row per partition a static column changes nothing: only dropping the copies helps.
            String fix = table.clustering().isEmpty()
                    ? "keep only the " + reference.name() + "'s key in " + entity.simpleName() + " and read " + target
                            + " separately (suppress QF305 if " + target + " rarely changes)"
                    : "partition the table by " + reference.name() + " so the copies become static columns, or "
                            + "keep only the " + reference.name() + "'s key and read it separately (suppress QF305 if "
                            + target + " rarely changes)";
            fanOut(reference)
                    .ifPresent(n -> reporter.report(
                            Code.QF305, reference.site(), table.name(), copies, target, target, n, fix));
        }
    }

    /** Rows of this entity per referenced entity, when the numbers say more than one. */
    private Optional<String> fanOut(Attribute reference) {
        ColumnModel key = design.tables().get(0).columns().stream()
                .filter(c -> c.path().size() > 1 && c.path().get(0).equals(reference.name()) && isReferenceKey(c))
                .findFirst()
                .orElse(null);
        if (key == null) {
            return Optional.empty();
        }
        return rows.bound(key).flatMap(bound -> {
            if (!bound.isRate()) {
                return bound.rows() > 1 ? Optional.of(Numbers.grouped(bound.rows())) : Optional.empty();
            }
            // A rate without a TTL: the copies accumulate for as long as the entity lives.
            return Optional.of(
                    entity.ttl().isPresent()
                            ? Numbers.grouped(
                                    bound.perSecond() * entity.ttl().get().getSeconds())
                            : "ever more");
        });
    }

    private boolean isReferenceKey(ColumnModel column) {
        Attribute top = entity.attribute(column.path().get(0)).orElse(null);
        if (top == null || !(top.type() instanceof TypeModel.Reference reference)) {
            return false;
        }
        EntityModel target = known.get(reference.javaType());
        return target != null && rows.keyPaths(target, List.of(top.name())).contains(column.path());
    }

    /** QF306 on each collection attribute whose declared size is large. */
    private void checkCollections() {
        if (design.tables().isEmpty()) {
            return;
        }
        for (ColumnModel column : design.tables().get(0).columns()) {
            if (!(column.type() instanceof TypeModel.Collection collection)
                    || column.cardinality().elements() == 0) {
                continue;
            }
            int elements = column.cardinality().elements();
            double bytes = elements * sizes.elementBytes(collection, column.cardinality());
            if (elements <= MAX_COLLECTION_ELEMENTS && bytes <= MAX_COLLECTION_BYTES) {
                continue;
            }
            Attribute top = entity.attribute(column.path().get(0)).orElseThrow();
            String over = elements > MAX_COLLECTION_ELEMENTS
                    ? Numbers.grouped(MAX_COLLECTION_ELEMENTS) + " elements"
                    : Numbers.bytes(MAX_COLLECTION_BYTES);
            reporter.report(
                    Code.QF306,
                    top.site(),
                    column.dottedPath(),
                    Numbers.grouped(elements) + " elements, ~" + Numbers.bytes(bytes),
                    over,
                    "store the elements as rows of their own table, clustered by the element (a collection is "
                            + "read and rewritten whole)");
        }
    }

    /** QF307: every table gets one row per save, all in one logged batch. */
    private void checkBatch() {
        double bytes = 0;
        List<String> tables = new ArrayList<>();
        for (TableModel table : design.tables()) {
            bytes += new TableSizing(table, sizes).cellDataBytes(1);
            tables.add(table.name());
        }
        if (bytes > options.warnBatchBytes()) {
            reporter.report(
                    Code.QF307,
                    entity.site(),
                    entity.simpleName(),
                    Numbers.bytes(bytes),
                    tables.size(),
                    Numbers.bytes(options.warnBatchBytes()),
                    "write fewer copies (share tables, strategy = INDEX), shrink the large columns, or create the "
                            + "DAO with the PARALLEL write mode, which sends each copy as its own statement");
        }
    }

    private static String simpleName(String qualifiedName) {
        return qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
    }
}
