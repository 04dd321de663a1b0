package dev.queryfirst.processor.generate.report;

import static dev.queryfirst.processor.generate.report.Xml.escape;

import dev.queryfirst.processor.derive.TableNames;

/**
 * The report's rehearsal section as the compiler writes it: how to rehearse. A rehearsal runs
 * after the build, against a node, so it writes a copy of this report with the section filled in
 * with what the node measured (the runtime replaces this {@code <section id="rehearsal">}).
 */
final class RehearsalSection {

    private RehearsalSection() {}

    /** A pointer from the estimates to the section that puts a node's figures beside them. */
    static void link(StringBuilder out) {
        out.append("<p>Estimates from the declared numbers; a <a href=\"#rehearsal\">rehearsal</a> measures them on a"
                + " node.</p>\n");
    }

    static void placeholder(StringBuilder out, String keyspace) {
        String schema = TableNames.schemaClass(keyspace);
        out.append("<section id=\"rehearsal\">\n<h2>Rehearsal</h2>\n<p>Not rehearsed yet. <code>")
                .append(escape(schema + ".rehearse(session, \"" + keyspace + "_rehearsal\")"))
                .append("</code> writes synthetic entities that follow these numbers to a node through the generated"
                        + " DAOs, reads every access pattern, flushes, and puts what the node measured beside each"
                        + " estimate above, in a copy of this report with this section filled in"
                        + " (<code>target/queryfirst/&lt;keyspace&gt;/</code>); <code>")
                .append(escape(schema + ".observe(session)"))
                .append("</code> compares a live cluster with the same estimates.</p>\n</section>\n");
    }
}
