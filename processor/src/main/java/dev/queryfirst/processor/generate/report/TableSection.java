package dev.queryfirst.processor.generate.report;

import static dev.queryfirst.processor.generate.report.Xml.escape;

import dev.queryfirst.processor.derive.CqlTypes;
import dev.queryfirst.processor.diagnostics.Diagnostic;
import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.generate.cql.CqlGenerator;
import dev.queryfirst.processor.model.IndexModel;
import dev.queryfirst.processor.model.KeyspaceDesign;
import dev.queryfirst.processor.model.PartitionEstimate;
import dev.queryfirst.processor.model.TableModel;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A table's part of the design report: what it answers, its key and options, its CQL, its
 * partition estimate with the arithmetic behind it, and the warnings reported on it.
 */
final class TableSection {

    private TableSection() {}

    static void write(
            StringBuilder out,
            KeyspaceDesign design,
            TableModel table,
            QueryCatalog catalog,
            List<IndexModel> indexes,
            Optional<PartitionEstimate> estimate,
            List<Diagnostic> warnings) {
        out.append("<section class=\"table-detail")
                .append(table.base() ? " base" : "")
                .append("\" id=\"")
                .append(Xml.id("table", table.name()))
                .append("\" data-table=\"")
                .append(escape(table.name()))
                .append("\">\n")
                .append("<h3><code>")
                .append(escape(design.keyspace() + "." + table.name()))
                .append("</code>")
                .append(table.base() ? "<span class=\"badge\">base table</span>" : "")
                .append("</h3>\n");

        List<QueryCatalog.Query> served = catalog.servedBy(table);
        out.append("<p>Rows of <code>").append(escape(table.entity())).append("</code>. ");
        if (served.isEmpty()) {
            out.append(
                    table.base()
                            ? "Read by key; the source of truth for the entity's other tables (see Base tables)."
                            // a bucket directory: its comment says which table's buckets it lists
                            : escape(table.options().comment()) + ".");
        } else {
            out.append("Answers ")
                    .append(served.stream()
                            .map(q -> "<b>" + q.label() + "</b> <code>"
                                    + escape(q.pattern().name()) + "</code>"
                                    + (q.index() == null
                                            ? ""
                                            : " (through index <code>"
                                                    + escape(q.index().name()) + "</code>)"))
                            .collect(Collectors.joining(", ")))
                    .append('.');
        }
        out.append("</p>\n");

        out.append("<pre class=\"key\">").append(escape(primaryKey(table))).append("</pre>\n");
        out.append("<ul class=\"options\">\n");
        OptionReasons.of(table.options())
                .forEach(line -> out.append("<li>").append(escape(line)).append("</li>\n"));
        out.append("</ul>\n");
        for (IndexModel index : indexes) {
            if (index.table().equals(table.name())) {
                out.append("<p>Storage-attached index <code>")
                        .append(escape(index.name()))
                        .append("</code> on <code>")
                        .append(escape(index.column()))
                        .append("</code>.</p>\n");
            }
        }
        out.append("<details><summary>CQL</summary>\n<pre class=\"cql\">")
                .append(escape(CqlGenerator.createTable(table)))
                .append(";</pre>\n</details>\n");

        out.append("<h4>Partition size</h4>\n");
        if (estimate.isEmpty()) {
            out.append("<p>No estimate.</p>\n");
        } else {
            estimate(out, estimate.get(), Sizing.status(estimate, warnings));
        }
        if (!warnings.isEmpty()) {
            out.append("<h4>Warnings</h4>\n");
            ReportGenerator.warningList(out, warnings);
        }
        out.append("</section>\n");
    }

    private static void estimate(StringBuilder out, PartitionEstimate estimate, String status) {
        boolean numbers = estimate.bounded() && estimate.known();
        // The numbers and the arithmetic behind them side by side: the arithmetic reads as their proof.
        out.append("<div class=\"estimate\">\n<table class=\"grid numbers\">\n")
                .append(numberRow(
                        "rows per partition",
                        !estimate.bounded()
                                ? "unbounded"
                                : numbers ? Numbers.grouped(estimate.rowsPerPartition()) : "unknown"))
                .append(numberRow(
                        "values per partition", numbers ? Numbers.grouped(estimate.valuesPerPartition()) : "unknown"))
                .append(numberRow(
                        "bytes per partition",
                        numbers
                                ? Numbers.bytes(estimate.bytesPerPartition()) + " ("
                                        + Numbers.grouped(estimate.bytesPerPartition()) + " B)"
                                : "unknown"))
                .append(numberRow("partitions per read", Numbers.grouped(estimate.partitionsPerRead())))
                .append("<tr><th>status</th><td class=\"")
                .append(ReportGenerator.statusClass(status))
                .append("\">")
                .append(escape(status))
                .append("</td></tr>\n</table>\n");
        if (!estimate.arithmetic().isEmpty()) {
            out.append("<ol class=\"arithmetic mono\">\n");
            estimate.arithmetic()
                    .forEach(line -> out.append("<li>").append(escape(line)).append("</li>\n"));
            out.append("</ol>\n");
        }
        out.append("</div>\n");
    }

    private static String numberRow(String name, String value) {
        return "<tr><th>" + escape(name) + "</th><td class=\"num\">" + escape(value) + "</td></tr>\n";
    }

    /** The primary key as CQL writes it, with the clustering order when one column is DESC. */
    static String primaryKey(TableModel table) {
        String key = CqlGenerator.primaryKey(table);
        return CqlTypes.clusteringOrder(table).map(order -> key + "\n" + order).orElse(key);
    }

    static String count(long n, String noun) {
        return count(n, noun, noun + "s");
    }

    static String count(long n, String noun, String plural) {
        return Numbers.grouped(n) + " " + (n == 1 ? noun : plural);
    }
}
