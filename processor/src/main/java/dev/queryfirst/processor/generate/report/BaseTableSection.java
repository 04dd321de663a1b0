package dev.queryfirst.processor.generate.report;

import static dev.queryfirst.processor.generate.report.Xml.escape;

import dev.queryfirst.processor.model.BaseDecision;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.KeyspaceDesign;

/**
 * The report's "Base tables" section: per entity, which table is its source of truth (read by key,
 * read before a write that may move rows, the audit's reference, the backfill's source), and why it
 * is that table, a generated one, or none.
 */
final class BaseTableSection {

    private BaseTableSection() {}

    static void write(StringBuilder out, KeyspaceDesign design) {
        out.append("<h2 id=\"base-tables\">Base tables</h2>\n")
                .append("<table class=\"grid\">\n<tr><th>entity</th><th>base table</th><th>why</th></tr>\n");
        for (EntityDesign entity : design.entities()) {
            BaseDecision base = entity.base();
            out.append("<tr><td><code>")
                    .append(escape(entity.entity().simpleName()))
                    .append("</code></td><td>")
                    .append(base.hasBase() ? "<code>" + escape(base.table()) + "</code>" : "none")
                    .append("</td><td>")
                    .append(escape(why(entity.entity().simpleName(), base)))
                    .append("</td></tr>\n");
        }
        out.append("</table>\n");
    }

    /** The reason, in a sentence. */
    static String why(String entity, BaseDecision base) {
        String details = String.join(", ", base.details());
        String stand =
                base.table() == null ? "" : "; " + base.table() + " holds whole entities for the audit and backfills";
        return switch (base.reason()) {
            case PATTERN_TABLE ->
                "an access pattern's table: its primary key is " + entity
                        + "'s key and it holds every attribute of its own, so no other table duplicates its rows";
            case ROWS_MOVE ->
                "generated: an update can move rows of " + details + ", so a write reads the previous state here first";
            case VERSIONED ->
                "generated: " + entity + " is versioned, and its lightweight transactions guard one row"
                        + " per entity";
            case PROPAGATED_ROWS ->
                "generated: the live copies of " + details + " sit in rows found through " + entity + "'s key";
            case LIVE_COPIES ->
                "generated: the live references " + details + " copy attributes of " + entity
                        + " that change, and an update propagates them from here";
            case UNHELD_ATTRIBUTES ->
                "generated: no table holds every attribute of " + entity + "'s own"
                        + (details.isEmpty() ? "" : " (" + details + " missing)");
            case IMMUTABLE -> "none: " + entity + " is write-once data, whose rows never move" + stand;
            case NOT_NEEDED ->
                "none: no table can move a row (their keys hold " + entity + "'s key and attributes"
                        + " that never change), it is not versioned and no live reference copies it, so every write goes"
                        + " to every table without reading" + stand;
        };
    }
}
