package dev.queryfirst.runtime.tune;

import java.util.List;
import java.util.Locale;

/**
 * A rehearsal's report as a section of the design report: the compiler writes the design report
 * ({@code META-INF/queryfirst/<keyspace>.html}) before anything runs, so the rehearsal writes a
 * copy of it with this section added before {@code </body>}, next to its JSON. Well-formed XHTML,
 * with the design report's own classes ({@code grid}, {@code num}, {@code status-…}).
 */
final class ReportHtml {

    /** For the section on a page of its own, the few rules of the design report it uses. */
    private static final String CSS = """
            body { font-family: system-ui, sans-serif; color: #222; margin: 0 auto; padding: 16px 24px; max-width: 1232px; }
            table.grid { border-collapse: collapse; margin: 0.4em 0; }
            table.grid th, table.grid td { border: 1px solid #d0d7de; padding: 3px 8px; text-align: left; }
            table.grid th { background: #f0f3f6; }
            table.grid td.num { text-align: right; font-variant-numeric: tabular-nums; }
            .status-ok { color: #1a7f37; } .status-warn { color: #8a4b00; } .status-bad { color: #b00020; font-weight: bold; }
            """;

    private ReportHtml() {}

    /** The section alone, on a page of its own. */
    static String page(RehearsalReport report) {
        return "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n"
                + "<meta charset=\"utf-8\"/>\n<title>" + escape("Rehearsal of keyspace " + report.keyspace())
                + "</title>\n<style>\n" + CSS + "</style>\n</head>\n<body>\n" + section(report) + "</body>\n</html>\n";
    }

    /**
     * {@code design} with {@code section} in place of its rehearsal section (the compiler writes one
     * saying how to rehearse), else added at its end (before {@code </body>}).
     */
    static String insert(String design, String section) {
        String open = "<section id=\"rehearsal\">";
        int start = design.indexOf(open);
        if (start >= 0) {
            int close = design.indexOf("</section>", start);
            int after = close + "</section>".length();
            if (after < design.length() && design.charAt(after) == '\n') {
                after++;
            }
            return design.substring(0, start) + section + design.substring(after);
        }
        int end = design.lastIndexOf("</body>");
        return end < 0 ? design + section : design.substring(0, end) + section + design.substring(end);
    }

    static String section(RehearsalReport report) {
        StringBuilder out = new StringBuilder("<section id=\"rehearsal\">\n<h2>Rehearsal</h2>\n<p>");
        out.append(escape(String.format(
                Locale.ROOT,
                "Written through the generated DAOs into keyspace %s at %s (%,d entities, %.1f s, %d node%s),"
                        + " then flushed and measured by the node%s: the mean partition from the SSTables'"
                        + " uncompressed data, the largest from their size histogram (a bucket's middle), rows per"
                        + " partition counted from a scan of the partition keys, per-read figures from system_views."
                        + " A figure fails when it exceeds its estimate by more than %d\u00a0%%, or a node's"
                        + " warning threshold.",
                report.keyspace(),
                ReportText.describeScale(report.scale()),
                report.entities().stream().mapToLong(EntitySummary::written).sum(),
                report.seconds(),
                report.nodes().size(),
                report.nodes().size() == 1 ? "" : "s",
                report.nodes().size() == 1 ? "" : "s",
                Math.round(report.tolerance() * 100))));
        out.append("</p>\n");
        entities(out, report.entities());
        tables(out, report);
        List<String> problems = new java.util.ArrayList<>(report.failures());
        problems.addAll(report.overDeclarations());
        out.append("<h3>Verdict</h3>\n");
        if (problems.isEmpty() && report.unmeasured().isEmpty()) {
            out.append("<p class=\"status-ok\">Every figure within its estimate.</p>\n");
        } else {
            out.append("<ul class=\"warnings\">\n");
            problems.forEach(p ->
                    out.append("<li class=\"status-bad\">").append(escape(p)).append("</li>\n"));
            report.unmeasured()
                    .forEach(p -> out.append("<li class=\"status-warn\">")
                            .append(escape(p))
                            .append("</li>\n"));
            out.append("</ul>\n");
        }
        report.missing()
                .forEach(m -> out.append("<p class=\"status-warn\">not measured: ")
                        .append(escape(m))
                        .append("</p>\n"));
        return out.append("</section>\n").toString();
    }

    private static void entities(StringBuilder out, List<EntitySummary> entities) {
        out.append("<table class=\"grid\">\n<tr><th>entity</th><th>declared</th><th>written</th><th>moved</th>"
                + "<th>deleted</th><th>entities/s</th><th>table rows/s</th><th>reads</th></tr>\n");
        for (EntitySummary entity : entities) {
            out.append("<tr><td>")
                    .append(escape(entity.entity()))
                    .append("</td>")
                    .append(num(entity.declaredRows() > 0 ? Quantities.grouped(entity.declaredRows()) : "-"))
                    .append(num(Quantities.grouped(entity.written())))
                    .append(num(Quantities.grouped(entity.moved())))
                    .append(num(Quantities.grouped(entity.deleted())))
                    .append(num(Quantities.grouped(entity.entitiesPerSecond())))
                    .append(num(Quantities.grouped(entity.rowsPerSecond())))
                    .append(num(Quantities.grouped(entity.reads())))
                    .append("</tr>\n");
        }
        out.append("</table>\n");
    }

    private static void tables(StringBuilder out, RehearsalReport report) {
        // Fourteen columns: headers wrap, figures do not, and a narrow window scrolls the table
        // rather than the page.
        out.append("<div style=\"overflow-x: auto\">\n<table class=\"grid rehearsal\" style=\"font-size: 0.9em\">\n"
                + "<tr><th rowspan=\"2\">table</th>"
                + "<th colspan=\"2\">rows / partition</th><th colspan=\"3\">mean partition</th>"
                + "<th colspan=\"2\">largest partition</th><th colspan=\"2\">at the declared volume: mean partition</th>"
                + "<th rowspan=\"2\">tombstones per read (most)</th><th rowspan=\"2\">read p99 (ms)</th>"
                + "<th rowspan=\"2\">SSTables</th><th rowspan=\"2\">verdict</th></tr>\n"
                + "<tr><th>est.</th><th>obs.</th><th>est.</th><th>obs.</th><th>Δ</th><th>est.</th><th>obs.</th>"
                + "<th>est.</th><th>extrapolated</th></tr>\n");
        for (TableFigures table : report.tables()) {
            String verdict = ReportText.verdict(table, report.tolerance());
            String status = verdict.equals("ok") ? "status-ok" : verdict.equals("OVER") ? "status-bad" : "status-warn";
            out.append("<tr style=\"white-space: nowrap\"><td><code>")
                    .append(escape(table.table()))
                    .append("</code></td>")
                    .append(num(rows(table.estimated().rows())))
                    .append(num(rows(table.observed().rows())))
                    .append(num(bytes(table.estimated().bytes())))
                    .append(num(bytes(table.observed().bytes())))
                    .append(num(
                            table.compared()
                                    ? Quantities.deviation(
                                            table.observed().bytes(),
                                            table.estimated().bytes())
                                    : "-"))
                    .append(num(bytes(table.estimated().largestBytes())))
                    .append(num(bytes(table.observed().largestBytes())))
                    .append(num(bytes(table.declared().bytes())))
                    .append(num(bytes(table.extrapolated().bytes())))
                    .append(num(Quantities.grouped(table.reads().tombstonesMax())))
                    .append(num(String.format(Locale.ROOT, "%.2f", table.reads().readP99Millis())))
                    .append(num(String.valueOf(table.sstables())))
                    .append("<td class=\"")
                    .append(status)
                    .append("\">")
                    .append(escape(verdict))
                    .append("</td></tr>\n");
        }
        out.append("</table>\n</div>\n");
    }

    private static String num(String value) {
        return "<td class=\"num\">" + escape(value) + "</td>";
    }

    private static String rows(double value) {
        return Double.isNaN(value) ? "-" : Quantities.grouped(value);
    }

    private static String bytes(double value) {
        return Double.isNaN(value) ? "-" : Quantities.bytes(value);
    }

    static String escape(String text) {
        return text.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;");
    }
}
