package dev.queryfirst.processor.generate.report;

import static dev.queryfirst.processor.generate.report.Xml.escape;

import dev.queryfirst.processor.diagnostics.Diagnostic;
import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.generate.GeneratedBy;
import dev.queryfirst.processor.generate.cql.UdtOrder;
import dev.queryfirst.processor.model.AccessPatternModel;
import dev.queryfirst.processor.model.IndexModel;
import dev.queryfirst.processor.model.KeyspaceDesign;
import dev.queryfirst.processor.model.Ordering;
import dev.queryfirst.processor.model.PartitionEstimate;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.UdtModel;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The design report of a keyspace ({@code META-INF/queryfirst/<keyspace>.html}): a Chebotko
 * diagram, the numbered access patterns, and per table its key, its sizing arithmetic (docs/sizing.md)
 * and every warning reported on it. The page is self-contained (inline CSS and SVG, no scripts,
 * no external fonts), well-formed XHTML-compatible markup, and deterministic: no timestamps, so an
 * unchanged model reproduces it byte for byte.
 */
public final class ReportGenerator {

    private static final String CSS = """
      body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif;
             color: #222; margin: 0 auto; padding: 16px 24px 48px; max-width: 1232px; line-height: 1.4; }
      h1 { font-size: 1.6em; margin: 0.2em 0; }
      h2 { font-size: 1.25em; border-bottom: 1px solid #ccc; padding-bottom: 4px; margin-top: 1.6em; }
      h3 { font-size: 1.1em; margin: 1.4em 0 0.4em; }
      h4 { font-size: 0.95em; margin: 0.8em 0 0.3em; }
      code, pre, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', monospace; font-size: 0.9em; }
      pre { background: #f6f8fa; border: 1px solid #e1e4e8; padding: 8px 10px; overflow-x: auto; }
      table.grid { border-collapse: collapse; margin: 0.4em 0; }
      table.grid th, table.grid td { border: 1px solid #d0d7de; padding: 3px 8px; text-align: left; vertical-align: top; }
      table.grid th { background: #f0f3f6; }
      table.grid td.num { text-align: right; font-variant-numeric: tabular-nums; }
      .diagram { overflow-x: auto; border: 1px solid #e1e4e8; background: #fcfcfc; }
      .diagram svg { max-width: 100%; height: auto; }
      .legend { font-size: 0.9em; color: #444; }
      .legend span { display: inline-block; margin-right: 1.2em; white-space: nowrap; }
      .table-detail { border-left: 4px solid #cfe2f3; padding-left: 12px; }
      .estimate { display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: flex-start; }
      .estimate ol { margin: 0.4em 0; padding-left: 1.6em; }
      .table-detail.base { border-left-color: #d9d9d9; }
      .badge { font-size: 0.75em; background: #eee; border-radius: 3px; padding: 1px 6px; margin-left: 6px; vertical-align: middle; }
      ul.warnings li { color: #8a4b00; }
      .status-ok { color: #1a7f37; }
      .status-warn { color: #8a4b00; }
      .status-bad { color: #b00020; font-weight: bold; }
      """;

    /**
     * The latest schema version and its statements, for the report's "Changes" section (docs/schema-evolution.md, "Migrations").
     *
     * @param version its number
     * @param statements what it changes, as {@code V<n>.cql} has them
     */
    public record Changes(int version, List<String> statements) {}

    /** The page for one keyspace; {@code warnings} are every warning reported on its entities. */
    public String html(KeyspaceDesign design, List<PartitionEstimate> estimates, List<Diagnostic> warnings) {
        return html(design, estimates, warnings, Optional.empty());
    }

    /** The page, with the changes of the latest schema version when the keyspace keeps versions. */
    public String html(
            KeyspaceDesign design,
            List<PartitionEstimate> estimates,
            List<Diagnostic> warnings,
            Optional<Changes> changes) {
        List<TableModel> tables = design.tables();
        QueryCatalog catalog = new QueryCatalog(design);
        List<IndexModel> indexes =
                design.entities().stream().flatMap(e -> e.indexes().stream()).toList();
        Set<Diagnostic> placed = new LinkedHashSet<>();

        StringBuilder out = new StringBuilder();
        out.append("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n")
                .append("<meta charset=\"utf-8\"/>\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n")
                .append("<meta name=\"generator\" content=\"")
                .append(GeneratedBy.GENERATOR)
                .append("\"/>\n")
                .append("<title>")
                .append(escape("QueryFirst design report: keyspace " + design.keyspace()))
                .append("</title>\n")
                .append("<style>\n")
                .append(CSS)
                .append("</style>\n</head>\n<body>\n");

        out.append("<h1>Keyspace <code>")
                .append(escape(design.keyspace()))
                .append("</code></h1>\n")
                .append("<p>")
                .append(TableSection.count(tables.size(), "table"))
                .append(", ")
                .append(TableSection.count(design.types().size(), "user-defined type"))
                .append(", ")
                .append(TableSection.count(indexes.size(), "index", "indexes"))
                .append(", ")
                .append(TableSection.count(catalog.all().size(), "access pattern"))
                .append(", ")
                .append(TableSection.count(warnings.size(), "warning"))
                .append(". Design report generated by QueryFirst from the entities' annotations.</p>\n");

        out.append("<h2 id=\"diagram\">Chebotko diagram</h2>\n<div class=\"diagram\">\n")
                .append(ChebotkoDiagram.svg(design, tables, catalog))
                .append("\n</div>\n")
                .append(legend());

        out.append("<h2 id=\"queries\">Access patterns</h2>\n");
        queries(out, catalog);

        out.append("<h2 id=\"sizing\">Sizing</h2>\n");
        RehearsalSection.link(out);
        sizing(out, tables, catalog, estimates, warnings);

        out.append("<h2 id=\"tables\">Tables</h2>\n");
        for (TableModel table : tables) {
            List<Diagnostic> own = warningsOn(table, catalog, warnings);
            placed.addAll(own);
            TableSection.write(out, design, table, catalog, indexes, estimate(estimates, table), own);
        }

        BaseTableSection.write(out, design);
        ReferenceSection.write(out, design);
        types(out, design.types());

        List<Diagnostic> other =
                warnings.stream().filter(w -> !placed.contains(w)).toList();
        if (!other.isEmpty()) {
            out.append("<h2 id=\"other-warnings\">Other warnings</h2>\n");
            warningList(out, other);
        }
        changes.ifPresent(c -> changes(out, c));
        RehearsalSection.placeholder(out, design.keyspace());
        out.append("</body>\n</html>\n");
        return out.toString();
    }

    private static void changes(StringBuilder out, Changes changes) {
        out.append("<h2 id=\"changes\">Changes in schema version ")
                .append(changes.version())
                .append("</h2>\n");
        if (changes.version() == 1) {
            out.append("<p>The first version: it creates the schema above.</p>\n");
            return;
        }
        out.append("<p>What <code>migrate</code> applies to a keyspace at version ")
                .append(changes.version() - 1)
                .append(":</p>\n<pre>");
        changes.statements().forEach(s -> out.append(escape(s)).append(";\n"));
        out.append("</pre>\n");
    }

    /**
     * The sizing summary as aligned plain text (table, rows/partition, bytes/partition,
     * partitions/read, tombstones/read, status), one line per table, for consoles and the demo.
     */
    public String sizingTable(KeyspaceDesign design, List<PartitionEstimate> estimates) {
        return sizingTable(design, estimates, List.of());
    }

    /** {@link #sizingTable(KeyspaceDesign, List)}, with the warnings' codes in the status column. */
    public String sizingTable(KeyspaceDesign design, List<PartitionEstimate> estimates, List<Diagnostic> warnings) {
        QueryCatalog catalog = new QueryCatalog(design);
        return Sizing.text(design.tables().stream()
                .map(t -> Sizing.of(t, estimate(estimates, t), warningsOn(t, catalog, warnings)))
                .toList());
    }

    /**
     * The warnings about one table: those whose message names it ({@code table x: …}, the catalog's
     * wording) and those about an access pattern it answers. The rest are listed apart.
     */
    static List<Diagnostic> warningsOn(TableModel table, QueryCatalog catalog, List<Diagnostic> warnings) {
        Set<String> patterns =
                catalog.servedBy(table).stream().map(q -> q.pattern().name()).collect(Collectors.toSet());
        return warnings.stream()
                .filter(w -> w.message().contains("table " + table.name() + ":")
                        || (table.entity().equals(w.site().entity())
                                && patterns.stream().anyMatch(p -> w.message().contains("access pattern '" + p + "'"))))
                .toList();
    }

    private static Optional<PartitionEstimate> estimate(List<PartitionEstimate> estimates, TableModel table) {
        return estimates.stream().filter(e -> e.table().equals(table.name())).findFirst();
    }

    /** The notation, one entry per span; spaces between them let the line wrap in a narrow window. */
    private static String legend() {
        return "<p class=\"legend\">"
                + String.join(
                        " ",
                        "<span><b>K</b> partition key</span>",
                        "<span><b>K #N</b> the shard column of N shards</span>",
                        "<span><b>C&#8593;</b> clustering, ascending</span>",
                        "<span><b>C&#8595;</b> clustering, descending</span>",
                        "<span><b>S</b> static</span>",
                        "<span><b>IDX</b> storage-attached index</span>",
                        "<span><b>++</b> counter</span>",
                        "<span><b>[list]</b> <b>{set}</b> <b>&lt;map&gt;</b> collections</span>",
                        "<span><b>Q1 name</b> the access patterns a table answers (arrow)</span>")
                + "</p>\n";
    }

    private static void queries(StringBuilder out, QueryCatalog catalog) {
        if (catalog.all().isEmpty()) {
            out.append("<p>No access patterns.</p>\n");
            return;
        }
        out.append("<table class=\"grid\">\n<tr><th>query</th><th>entity</th><th>method</th><th>where</th>")
                .append("<th>range</th><th>order by</th><th>limit</th><th>answered by</th></tr>\n");
        for (QueryCatalog.Query query : catalog.all()) {
            AccessPatternModel pattern = query.pattern();
            out.append("<tr><td><b>")
                    .append(query.label())
                    .append("</b></td><td>")
                    .append(escape(query.entity()))
                    .append("</td><td><code>")
                    .append(escape(pattern.name()))
                    .append("</code></td><td><code>")
                    .append(escape(String.join(", ", pattern.where())))
                    .append("</code></td><td><code>")
                    .append(escape(pattern.range()))
                    .append("</code></td><td><code>")
                    .append(escape(pattern.orderBy().stream()
                            .map(ReportGenerator::ordering)
                            .collect(Collectors.joining(", "))))
                    .append("</code></td><td class=\"num\">")
                    .append(pattern.limit() > 0 ? Numbers.grouped(pattern.limit()) : "")
                    .append("</td><td>")
                    .append(answeredBy(query))
                    .append("</td></tr>\n");
        }
        out.append("</table>\n");
    }

    private static String answeredBy(QueryCatalog.Query query) {
        if (query.table() == null) {
            return "";
        }
        String link =
                "<a href=\"#" + Xml.id("table", query.table()) + "\"><code>" + escape(query.table()) + "</code></a>";
        return query.index() == null
                ? link
                : "index <code>" + escape(query.index().name()) + "</code> on " + link + " (<code>"
                        + escape(query.index().column()) + "</code>)";
    }

    private static String ordering(Ordering ordering) {
        return ordering.path() + (ordering.descending() ? " DESC" : "");
    }

    private static void sizing(
            StringBuilder out,
            List<TableModel> tables,
            QueryCatalog catalog,
            List<PartitionEstimate> estimates,
            List<Diagnostic> warnings) {
        out.append("<table class=\"grid sizing\">\n<tr>");
        Sizing.HEADERS.forEach(h -> out.append("<th>").append(escape(h)).append("</th>"));
        out.append("</tr>\n");
        for (TableModel table : tables) {
            Sizing line = Sizing.of(table, estimate(estimates, table), warningsOn(table, catalog, warnings));
            out.append("<tr><td><a href=\"#")
                    .append(Xml.id("table", table.name()))
                    .append("\"><code>")
                    .append(escape(line.table()))
                    .append("</code></a></td><td class=\"num\">")
                    .append(escape(line.rows()))
                    .append("</td><td class=\"num\">")
                    .append(escape(line.bytes()))
                    .append("</td><td class=\"num\">")
                    .append(escape(line.partitionsPerRead()))
                    .append("</td><td class=\"num\">")
                    .append(escape(line.tombstones()))
                    .append("</td><td class=\"")
                    .append(statusClass(line.status()))
                    .append("\">")
                    .append(escape(line.status()))
                    .append("</td><td>")
                    .append(escape(line.partition()))
                    .append("</td></tr>\n");
        }
        out.append("</table>\n");
    }

    private static void types(StringBuilder out, List<UdtModel> types) {
        if (types.isEmpty()) {
            return;
        }
        out.append("<h2 id=\"types\">User-defined types</h2>\n");
        for (UdtModel type : UdtOrder.sorted(types)) {
            out.append("<p><code>")
                    .append(escape(type.name()))
                    .append("</code> (")
                    .append(escape(type.javaType()))
                    .append("): <code>")
                    .append(escape(type.fields().stream()
                            .map(f -> f.name() + " " + f.cqlType())
                            .collect(Collectors.joining(", "))))
                    .append("</code></p>\n");
        }
    }

    static void warningList(StringBuilder out, List<Diagnostic> warnings) {
        out.append("<ul class=\"warnings\">\n");
        for (Diagnostic warning : warnings) {
            out.append("<li data-code=\"")
                    .append(warning.code().name())
                    .append("\">")
                    .append(escape(warning.message()))
                    .append("</li>\n");
        }
        out.append("</ul>\n");
    }

    static String statusClass(String status) {
        return status.equals("ok") ? "status-ok" : status.equals("unbounded") ? "status-bad" : "status-warn";
    }
}
