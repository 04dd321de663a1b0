package dev.queryfirst.runtime.tune;

import java.util.List;

/**
 * Which figure of a table moved away from its declaration, from what {@code observe} measured:
 * rows per partition, bytes per row, or (when its rows were not counted) the mean partition as a
 * whole. A mean partition is the product of the first two, so a finding names the one that
 * moved, and so the number to change (docs/sizing.md, "Observed against declared").
 *
 * <p>The nodes' mean partition size is a histogram's bucket upper bounds, up to 20 % above the
 * true mean: a mean is over its estimate only when even a fifth less would be, under it only when
 * the figure as read is.
 *
 * @param tolerance how far either way a figure may be from its estimate
 * @param findings where figures over their estimate go
 * @param overDeclared where figures under their estimate go: declared numbers the data does not reach
 */
record Drift(double tolerance, List<String> findings, List<String> overDeclared) {

    private static final double HISTOGRAM_BIAS = 1.2;

    /**
     * Judges one table.
     *
     * @param partitions the table's partitions, counted or resolved by the nodes' estimate; -1 when unknown
     * @param rows its rows, counted; -1 when not counted
     * @param meanBytes the nodes' mean partition size, NaN when not ready
     */
    void judge(TableEstimate table, EntityNumbers entity, long partitions, long rows, double meanBytes) {
        if (!table.known() || table.directory()) {
            return;
        }
        // An existing partition holds at least one row, whatever share of a row the declared numbers give it.
        double typicalRows = Math.max(1, table.typicalRows());
        // A partition of a time bucket or of a growing entity is still filling: fewer rows are no contradiction.
        boolean filling = table.fillSeconds() > 0 || (entity != null && entity.isRate());
        if (rows >= 0 && partitions > 0) {
            double perPartition = (double) rows / partitions;
            rowsPerPartition(table, entity, rows, perPartition, typicalRows, filling);
            if (!Double.isNaN(meanBytes) && table.rowBytes() > 0) {
                bytesPerRow(table, entity, perPartition, meanBytes);
            }
        } else if (!Double.isNaN(meanBytes)) {
            meanPartition(table, typicalRows, meanBytes, filling);
        }
    }

    private void rowsPerPartition(
            TableEstimate table, EntityNumbers entity, long rows, double observed, double typical, boolean filling) {
        String figures = Quantities.grouped(observed) + " rows per partition (" + Quantities.grouped(rows)
                + " rows counted), a typical partition was estimated at " + Quantities.grouped(typical) + " ("
                + Quantities.deviation(observed, typical) + ")";
        if (observed > typical * (1 + tolerance)) {
            findings.add(table.table() + ": rows per partition over the declared: " + figures + ": more rows share "
                    + key(table) + " than @Cardinality declares");
        } else if (observed < typical * (1 - tolerance) && !filling) {
            String loading = entity != null && !entity.isRate() && rows < entity.rows() * (1 - tolerance)
                    ? " (or the table does not hold the declared " + Quantities.grouped(entity.rows()) + " rows of "
                            + entity.entity() + " yet)"
                    : "";
            overDeclared.add(table.table() + ": rows per partition under the declared: " + figures + ": fewer rows"
                    + " share " + key(table) + " than @Cardinality declares" + loading);
        }
    }

    private void bytesPerRow(TableEstimate table, EntityNumbers entity, double rowsPerPartition, double meanBytes) {
        double high = (meanBytes - table.partitionBytes()) / rowsPerPartition;
        double low = (meanBytes / HISTOGRAM_BIAS - table.partitionBytes()) / rowsPerPartition;
        String figures = "about " + Quantities.bytes(Math.max(0, low)) + " to " + Quantities.bytes(high)
                + " a row (partitions average " + Quantities.bytes(meanBytes) + " over "
                + Quantities.grouped(rowsPerPartition) + " rows), estimated at " + Quantities.bytes(table.rowBytes());
        String attributes = entity == null ? table.entity() : entity.entity();
        if (low > table.rowBytes() * (1 + tolerance)) {
            findings.add(table.table() + ": bytes per row over the declared: " + figures + " ("
                    + Quantities.deviation(low, table.rowBytes()) + " at least): the rows are larger than declared:"
                    + " raise avgBytes or elements on the text, blob and collection attributes of " + attributes);
        } else if (high < table.rowBytes() * (1 - tolerance)) {
            overDeclared.add(table.table() + ": bytes per row under the declared: " + figures + " ("
                    + Quantities.deviation(high, table.rowBytes()) + " at most): the rows are smaller than declared:"
                    + " lower avgBytes or elements on the text, blob and collection attributes of " + attributes);
        }
    }

    private void meanPartition(TableEstimate table, double typicalRows, double meanBytes, boolean filling) {
        double typical = table.bytesOf(typicalRows);
        String figures = "they average " + Quantities.bytes(meanBytes) + ", a typical one ("
                + Quantities.grouped(typicalRows) + " rows) was estimated at " + Quantities.bytes(typical);
        String why = ": its rows were not counted (more than " + Quantities.grouped(KeyScan.ROWS) + " rows or "
                + Quantities.grouped(KeyScan.PARTITIONS) + " partitions), so ";
        if (meanBytes / HISTOGRAM_BIAS > typical * (1 + tolerance)) {
            findings.add(table.table() + ": partitions larger than estimated: " + figures + " ("
                    + Quantities.deviation(meanBytes / HISTOGRAM_BIAS, typical) + " at least)" + why
                    + "either more rows share " + key(table) + " than @Cardinality declares, or the rows are larger");
        } else if (meanBytes < typical * (1 - tolerance) && !filling) {
            overDeclared.add(table.table() + ": partitions smaller than estimated: " + figures + " ("
                    + Quantities.deviation(meanBytes, typical) + ")" + why
                    + "either fewer rows share " + key(table) + " than @Cardinality declares, or the rows are smaller");
        }
    }

    private static String key(TableEstimate table) {
        return table.partitionAttributes().isEmpty()
                ? "a partition key"
                : "a value of " + String.join(" and ", table.partitionAttributes());
    }
}
