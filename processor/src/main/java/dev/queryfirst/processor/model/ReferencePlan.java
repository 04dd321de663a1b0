package dev.queryfirst.processor.model;

import java.util.List;

/**
 * How the live copies of one reference stay true (docs/mapping-rules.md, "Live references"): entity E's attribute
 * {@code attribute} references entity R, whose key and attributes are copied into E's tables.
 * Derive decides it; the generators of both DAOs (R's propagates, E's audits) and the report
 * read it.
 *
 * @param attribute E's reference attribute ({@code customer})
 * @param referencing E's qualified name
 * @param referenced R's qualified name
 * @param copied R's non-key columns as E's tables name them ({@code customer_name}), in column order
 * @param staticCopies the tables whose partition is R's key alone and hold R's columns as statics:
 *     one update per R, in R's own batch
 * @param copies the tables holding R's columns in every row of E: one update per referencing row
 * @param referrers the table partitioned by R's key that lists who references an R: an access
 *     pattern's table, or the generated reference index; null when there are no plain copies
 * @param generatedIndex whether {@code referrers} is a generated reference index
 * @param fanOut the most rows of E referencing one R, from {@code @Cardinality}; 0 when unknown
 * @param liveAttributes R's attributes whose copies E's writes take from R's base table rather than
 *     from the R object passed in ({@code [name, email]}), in R's declaration order: one
 *     single-partition read of R per write of E, so that an R read before a rename does not write
 *     the old name back. Every attribute of R that E's tables copy, outside R's key, {@code @Fixed}
 *     ones included (never propagated, so a wrong one passed in would stay wrong).
 */
public record ReferencePlan(
        String attribute,
        String referencing,
        String referenced,
        List<String> copied,
        List<TableModel> staticCopies,
        List<TableModel> copies,
        TableModel referrers,
        boolean generatedIndex,
        long fanOut,
        List<String> liveAttributes) {

    public ReferencePlan {
        liveAttributes = List.copyOf(liveAttributes);
    }

    /** {@code Order.customer}: the reference as messages and the runtime name it. */
    public String label() {
        return referencing.substring(referencing.lastIndexOf('.') + 1) + "." + attribute;
    }

    /** Whether E's writes read R's base table for {@link #liveAttributes}: some are copied. */
    public boolean readsReferenced() {
        return !liveAttributes.isEmpty();
    }

    /** Whether E's writes take R's attribute {@code name} from R's base table. */
    public boolean live(String name) {
        return liveAttributes.contains(name);
    }

    /**
     * Whether the update of a copy (R's propagation, and the audit's repair of a stale copy) writes
     * {@code column} of a table of E: a copy of one of {@link #liveAttributes} outside the table's
     * primary key. {@code @Fixed} ones included: never changed by R's update (written as they are),
     * but the audit compares them, and a repair must rewrite what the audit reports (a copy of a
     * fixed attribute in a primary key moves with the row, which the audit's row passes repair).
     */
    public boolean rewrites(ColumnModel column) {
        return column.path().size() > 1
                && column.path().get(0).equals(attribute)
                && live(column.path().get(1))
                && !column.kind().isPrimaryKey()
                && !column.isBucket();
    }

    /** Whether {@code table} holds a copy of this reference. */
    public boolean copiesInto(TableModel table) {
        return staticCopies.stream().anyMatch(t -> t.name().equals(table.name()))
                || copies.stream().anyMatch(t -> t.name().equals(table.name()));
    }

    /** Whether {@code table} is the one listing the referrers. */
    public boolean listsReferrers(TableModel table) {
        return referrers != null && referrers.name().equals(table.name());
    }
}
