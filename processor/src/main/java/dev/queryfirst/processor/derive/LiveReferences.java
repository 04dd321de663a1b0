package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ReferencePlan;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.model.Volume;
import dev.queryfirst.processor.vocabulary.Names;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The live references of an entity E (docs/mapping-rules.md, "Live references"): which of its references to an entity R are
 * kept true after R changes, where each copy lives, and how the referrers of an R are found.
 *
 * <p>A reference is live unless it is {@code @Snapshot}, or E is write-once ({@code immutable}:
 * its copies record R as it was), expiring (a {@code ttl}: an update of R's columns would
 * outlive the row) or {@code versioned} (its base row is written by a lightweight transaction at
 * the Paxos ballot's timestamp, which the propagation's client timestamps cannot be ordered
 * against: a rename could lose to an older write, or win over a newer one), or R is never
 * updated in place (immutable or versioned), or one of R's attributes sits in a primary key of E (its copy cannot be updated, only moved), or R has no
 * attribute beyond its key (nothing to propagate).
 *
 * <p>A table partitioned by R's key alone, holding R's attributes as statics, is a static copy; every
 * other table of E is a plain copy. The referrers of an R are listed by a table of E partitioned by
 * R's key alone, else by a generated reference index {@code <E's base table>_by_<reference>_ref}
 * holding E's key only.
 */
public final class LiveReferences {

    private LiveReferences() {}

    /** The name of the reference index of {@code reference}: {@code orders_by_customer_ref}. */
    public static String indexName(EntityModel entity, Attribute reference) {
        return Names.byColumns(entity.baseName(), List.of(reference.column())) + "_ref";
    }

    /**
     * {@code tables} followed by a generated reference index for each live reference whose
     * referrers no table of E lists.
     */
    static List<TableModel> withIndexes(
            EntityModel entity, Flattened flat, List<TableModel> tables, Map<String, EntityModel> known) {
        List<TableModel> all = new ArrayList<>(tables);
        for (Attribute reference : live(entity, tables, known)) {
            List<FlatColumn> key = flat.byPath().get(reference.name());
            Set<String> keyNames = key.stream().map(FlatColumn::name).collect(Collectors.toSet());
            if (listing(tables, keyNames).isEmpty()) {
                all.add(index(entity, flat, reference, key));
            }
        }
        return List.copyOf(all);
    }

    /** The plans of the live references of {@code entity}, whose tables (indexes included) are {@code tables}. */
    static List<ReferencePlan> plans(EntityModel entity, List<TableModel> tables, Map<String, EntityModel> known) {
        List<ReferencePlan> plans = new ArrayList<>();
        for (Attribute reference : live(entity, tables, known)) {
            EntityModel target = known.get(((TypeModel.Reference) reference.type()).javaType());
            Set<String> keyNames = keyColumns(reference, target, tables, known);
            List<String> copied = copiedColumns(reference, target, keyNames, tables, known);
            List<TableModel> statics = new ArrayList<>();
            List<TableModel> copies = new ArrayList<>();
            split(tables, keyNames, copied, statics, copies);
            TableModel referrers = copies.isEmpty()
                    ? null
                    : listing(tables, keyNames)
                            .or(() -> tables.stream()
                                    .filter(t -> t.name().equals(indexName(entity, reference)))
                                    .findFirst())
                            .orElseThrow(() -> new IllegalStateException(
                                    entity.simpleName() + "." + reference.name() + " has no reference index"));
            boolean generated = referrers != null && referrers.name().equals(indexName(entity, reference));
            plans.add(new ReferencePlan(
                    reference.name(),
                    entity.qualifiedName(),
                    target.qualifiedName(),
                    copied,
                    List.copyOf(statics),
                    List.copyOf(copies),
                    referrers,
                    generated,
                    fanOut(entity, reference, target),
                    liveAttributes(reference, target, keyNames, tables)));
        }
        return List.copyOf(plans);
    }

    /**
     * The tables holding the copies {@code copied} of a reference whose key columns are
     * {@code keyNames}, split into {@code statics} (partitioned by R's key alone, every copy static:
     * one write per R) and {@code copies} (a write per referencing row).
     */
    private static void split(
            List<TableModel> tables,
            Set<String> keyNames,
            List<String> copied,
            List<TableModel> statics,
            List<TableModel> copies) {
        for (TableModel table : tables) {
            // A projected table may hold some of the copies only (found by the published designs: a
            // cart's items keep the cart's subtotal, not its owner).
            List<String> held = copied.stream()
                    .filter(c -> table.columns().stream()
                            .anyMatch(column -> column.name().equals(c)))
                    .toList();
            if (held.isEmpty()) {
                continue;
            }
            boolean allStatic = held.stream().allMatch(c -> table.column(c).kind() == ColumnKind.STATIC);
            (allStatic && partitionNames(table).equals(keyNames) ? statics : copies).add(table);
        }
    }

    /**
     * {@code Order.customer} for each live reference of {@code entity} whose copies in
     * {@code tables} are plain (a write per referencing row): its propagation finds those rows
     * through the entity's key, so the entity needs a base table.
     */
    static List<String> plainCopies(EntityModel entity, List<TableModel> tables, Map<String, EntityModel> known) {
        List<String> labels = new ArrayList<>();
        for (Attribute reference : live(entity, tables, known)) {
            EntityModel target = known.get(((TypeModel.Reference) reference.type()).javaType());
            Set<String> keyNames = keyColumns(reference, target, tables, known);
            List<TableModel> statics = new ArrayList<>();
            List<TableModel> copies = new ArrayList<>();
            split(tables, keyNames, copiedColumns(reference, target, keyNames, tables, known), statics, copies);
            if (!copies.isEmpty()) {
                labels.add(entity.simpleName() + "." + reference.name());
            }
        }
        return labels;
    }

    /**
     * R's attributes behind every column of E copied from R outside R's key, in R's declaration
     * order: those E's writes take from R's base table (the columns of R's key are no copy: they
     * name the R referenced). {@code @Fixed} ones included: a fixed attribute is never propagated,
     * so a copy written from a wrong object passed in ({@code new Depot(id, null, null)}) would stay
     * wrong for good.
     */
    private static List<String> liveAttributes(
            Attribute reference, EntityModel target, Set<String> keyNames, List<TableModel> tables) {
        Set<String> behind = columnsOf(reference, tables)
                .filter(c -> !keyNames.contains(c.name()))
                .map(c -> c.path().get(1))
                .collect(Collectors.toSet());
        return target.attributes().stream()
                .map(Attribute::name)
                .filter(behind::contains)
                .toList();
    }

    /**
     * The most rows of E referencing one R: {@code maxRowsPerValue}, else {@code rowsPerValue}, else
     * E's rows over R's (both totals, or both rates); 0 when unknown.
     */
    static long fanOut(EntityModel entity, Attribute reference, EntityModel target) {
        if (reference.cardinality().maxRowsPerValue() > 0) {
            return reference.cardinality().maxRowsPerValue();
        }
        if (reference.cardinality().rowsPerValue() > 0
                && reference.cardinality().per() == null) {
            return reference.cardinality().rowsPerValue();
        }
        if (entity.volume().isKnown() && target.volume().isKnown()) {
            // Totals, or rates per the same span: an R gathers E's rows in that proportion.
            double perDay = perDay(entity.volume()) / perDay(target.volume());
            if (entity.volume().isRate() == target.volume().isRate()) {
                return Math.max(1, (long) Math.ceil(perDay));
            }
        }
        return 0;
    }

    private static double perDay(Volume volume) {
        return volume.isRate() ? volume.rows() / (volume.per().getDuration().getSeconds() / 86_400.0) : volume.rows();
    }

    /** E's references that are kept live (see the class comment). */
    private static List<Attribute> live(EntityModel entity, List<TableModel> tables, Map<String, EntityModel> known) {
        return candidates(entity, tables, known).stream()
                .filter(attribute -> keyedCopies(attribute, tables, known).isEmpty())
                .toList();
    }

    /** E's references that are live unless a copy sits in a primary key (then QF205). */
    public static List<Attribute> candidates(
            EntityModel entity, List<TableModel> tables, Map<String, EntityModel> known) {
        List<Attribute> candidates = new ArrayList<>();
        if (entity.immutable() || entity.versioned() || entity.ttl().isPresent() || tables.isEmpty()) {
            return candidates;
        }
        for (Attribute attribute : entity.attributes()) {
            if (!(attribute.type() instanceof TypeModel.Reference reference) || attribute.snapshot()) {
                continue;
            }
            EntityModel target = known.get(reference.javaType());
            if (target == null || target.immutable() || target.versioned()) {
                continue;
            }
            Set<String> keyNames = keyColumns(attribute, target, tables, known);
            if (!copiedColumns(attribute, target, keyNames, tables, known).isEmpty()) {
                candidates.add(attribute);
            }
        }
        return candidates;
    }

    /** The tables of E whose primary key holds one of R's copied attributes: {@code table (column)}. */
    public static List<String> keyedCopies(
            Attribute attribute, List<TableModel> tables, Map<String, EntityModel> known) {
        EntityModel target = known.get(((TypeModel.Reference) attribute.type()).javaType());
        List<String> copied =
                copiedColumns(attribute, target, keyColumns(attribute, target, tables, known), tables, known);
        List<String> keyed = new ArrayList<>();
        for (TableModel table : tables) {
            table.primaryKey().stream()
                    .filter(c -> copied.contains(c.name()))
                    .forEach(c -> keyed.add(table.name() + " (" + c.name() + ")"));
        }
        return keyed;
    }

    /** The columns of R's key in E's tables: those whose path from R steps through key attributes only. */
    private static Set<String> keyColumns(
            Attribute reference, EntityModel target, List<TableModel> tables, Map<String, EntityModel> known) {
        return columnsOf(reference, tables)
                .filter(c -> isKeyPath(target, c.path().subList(1, c.path().size()), known))
                .map(ColumnModel::name)
                .collect(Collectors.toSet());
    }

    private static boolean isKeyPath(EntityModel owner, List<String> path, Map<String, EntityModel> known) {
        Optional<Attribute> step = owner.attribute(path.get(0));
        if (step.isEmpty() || !step.get().isKey()) {
            return false;
        }
        if (path.size() == 1) {
            return true;
        }
        EntityModel next =
                step.get().type() instanceof TypeModel.Reference nested ? known.get(nested.javaType()) : null;
        return next != null && isKeyPath(next, path.subList(1, path.size()), known);
    }

    /**
     * R's columns that E's tables copy and an update of R can change: outside R's key, and not
     * {@code @Fixed} (a copy of a fixed attribute is never propagated).
     */
    private static List<String> copiedColumns(
            Attribute reference,
            EntityModel target,
            Set<String> keyNames,
            List<TableModel> tables,
            Map<String, EntityModel> known) {
        return columnsOf(reference, tables)
                .filter(c -> !keyNames.contains(c.name())
                        && !DesignRules.neverChanges(
                                c.path().subList(1, c.path().size()), target, known))
                .map(ColumnModel::name)
                .distinct()
                .toList();
    }

    /** The columns pushed down from {@code reference} into any of E's tables, buckets aside. */
    static Stream<ColumnModel> columnsOf(Attribute reference, List<TableModel> tables) {
        return tables.stream()
                .flatMap(t -> t.columns().stream())
                .filter(c ->
                        !c.isBucket() && c.path().size() > 1 && c.path().get(0).equals(reference.name()));
    }

    /** A table of E (not a generated index) partitioned by exactly R's key columns. */
    private static Optional<TableModel> listing(List<TableModel> tables, Set<String> keyNames) {
        return tables.stream()
                .filter(t -> !t.patterns().isEmpty() || t.base())
                .filter(t -> partitionNames(t).equals(keyNames))
                .findFirst();
    }

    private static Set<String> partitionNames(TableModel table) {
        if (table.partitionKey().stream().anyMatch(ColumnModel::isBucket)) {
            return Set.of();
        }
        return table.partitionKey().stream().map(ColumnModel::name).collect(Collectors.toSet());
    }

    /** The reference index: R's key as partition key, E's key (what R's key leaves) clustering. */
    private static TableModel index(EntityModel entity, Flattened flat, Attribute reference, List<FlatColumn> key) {
        List<ColumnModel> columns = new ArrayList<>();
        key.forEach(c -> columns.add(Tables.column(c, ColumnKind.PARTITION_KEY, false)));
        flat.key().stream()
                .filter(c -> !key.contains(c))
                .forEach(c -> columns.add(Tables.column(c, ColumnKind.CLUSTERING, false)));
        String comment = entity.simpleName() + " reference index of " + reference.name();
        return new TableModel(
                entity.keyspace(),
                indexName(entity, reference),
                entity.qualifiedName(),
                false,
                List.copyOf(columns),
                List.of(),
                TableOptionRules.options(entity, comment),
                reference.site());
    }
}
