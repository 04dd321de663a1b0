package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.CostMessages;
import dev.queryfirst.processor.diagnostics.Filled;
import dev.queryfirst.processor.diagnostics.Message;
import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.diagnostics.Phrase;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.IndexModel;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.ReferencePlan;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.model.Volume;
import dev.queryfirst.processor.sizing.ColumnSizes;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What concerns the entity as a whole rather than one partition: indexes on high-cardinality
 * columns (QF204), write amplification (QF304), fan-out of pushed-down copies (QF305), large
 * collections (QF306), numbers no data can follow (QF109, {@link FollowableNumbers}); the size of
 * a save's batch (QF307) is {@link SaveBatch}'s.
 */
final class EntityChecks {

    /** An index is worth it only when a value matches many rows; fewer than this is a lookup. */
    static final int MIN_ROWS_PER_INDEXED_VALUE = 10;

    /**
     * Collections are read whole, so past a thousand elements a table of rows, read a page at a
     * time, serves better (docs/sizing.md, "Values and bytes per partition").
     */
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
        // A vector index is searched by similarity, never by value: selectivity means nothing to it.
        design.indexes().stream().filter(i -> !i.isVector()).forEach(this::checkIndex);
        checkTableCount();
        design.references().forEach(this::checkFanOut);
        checkCollections();
        FollowableNumbers.check(entity, reporter);
    }

    /** QF204: an index on a key, unique or high-cardinality column scatters a lookup over the cluster. */
    private void checkIndex(IndexModel index) {
        TableModel table = design.tables().stream()
                .filter(t -> t.name().equals(index.table()))
                .findFirst()
                .orElseThrow();
        ColumnModel column = table.column(index.column());
        Optional<Filled<Message>> why = Optional.empty();
        if (rows.keyPaths(entity, List.of()).contains(column.path())) {
            why = Optional.of(CostMessages.INDEX_ON_KEY.with("entity", entity.simpleName()));
        } else if (column.path().size() == 1 && column.cardinality().maxRowsPerValue() == 1) {
            why = Optional.of(CostMessages.INDEX_ON_UNIQUE.filled());
        } else if (column.path().size() == 1 && column.cardinality().distinct() > 0) {
            Optional<Double> total = totalRows();
            long distinct = column.cardinality().distinct();
            if (total.isPresent() && total.get() / distinct < MIN_ROWS_PER_INDEXED_VALUE) {
                why = Optional.of(CostMessages.INDEX_ON_HIGH_CARDINALITY
                        .with("distinct", Numbers.grouped(distinct))
                        .with("rows", Numbers.grouped(total.get()))
                        .with("perValue", Numbers.rows(total.get() / distinct))
                        .with("least", MIN_ROWS_PER_INDEXED_VALUE));
            }
        }
        why.ifPresent(message -> reporter.report(
                index.site().member("where"),
                message.with("pattern", index.pattern()).with("attribute", column.dottedPath())));
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
                    entity.site(),
                    CostMessages.TOO_MANY_TABLES
                            .with("entity", entity.simpleName())
                            .with("tables", tables)
                            .with("max", options.maxTablesPerEntity()));
        }
    }

    /**
     * QF305: the live copies of a referenced entity's attributes in ordinary rows are rewritten in
     * every row when their source changes. Snapshots and copies of {@code @Fixed} attributes never
     * are: a reference's plan lists only what it propagates.
     */
    private void checkFanOut(ReferencePlan plan) {
        Attribute reference = entity.attribute(plan.attribute()).orElseThrow();
        String target = simpleName(plan.referenced());
        for (TableModel table : plan.copies()) {
            List<String> copied = table.columns().stream()
                    .filter(c -> c.kind() == ColumnKind.REGULAR && plan.copied().contains(c.name()))
                    .map(ColumnModel::name)
                    .toList();
            if (copied.isEmpty()) {
                continue;
            }
            String copies = (copied.size() == 1 ? Phrase.COPIED_COLUMN : Phrase.COPIED_COLUMNS)
                    .with("columns", String.join(", ", copied))
                    .text();
            Filled<Message> message = CopyFanOutFix.of(entity, table, reference.name());
            fanOut(reference)
                    .ifPresent(n -> reporter.report(
                            reference.site(),
                            message.with("table", table.name())
                                    .with("columns", copies)
                                    .with("target", target)
                                    .with("rows", n)
                                    .with("reference", reference.name())
                                    .with("entity", entity.simpleName())));
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
                            : Phrase.EVER_MORE.text());
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
                    top.site(),
                    CostMessages.LARGE_COLLECTION
                            .with("path", column.dottedPath())
                            .with("elements", Numbers.grouped(elements))
                            .with("bytes", Numbers.bytes(bytes))
                            .with("limit", over));
        }
    }

    private static String simpleName(String qualifiedName) {
        return qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
    }
}
