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
        long fanOut) {

    /** {@code Order.customer}: the reference as messages and the runtime name it. */
    public String label() {
        return referencing.substring(referencing.lastIndexOf('.') + 1) + "." + attribute;
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
