package dev.queryfirst.processor.generate.report;

import static dev.queryfirst.processor.generate.report.Xml.escape;

import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.KeyspaceDesign;
import dev.queryfirst.processor.model.ReferencePlan;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TypeModel;
import java.util.Optional;

/**
 * The report's "References" section (docs/mapping-rules.md, "Live references"): per reference of an entity to another, whether
 * its copies are live or a snapshot, where each copy lives, and what an update of the referenced
 * entity costs.
 */
final class ReferenceSection {

    private ReferenceSection() {}

    /** Writes the section, when some entity of the keyspace references another. */
    static void write(StringBuilder out, KeyspaceDesign design) {
        StringBuilder rows = new StringBuilder();
        for (EntityDesign entity : design.entities()) {
            for (Attribute attribute : entity.entity().attributes()) {
                if (attribute.type() instanceof TypeModel.Reference reference) {
                    Optional<ReferencePlan> plan = entity.references().stream()
                            .filter(p -> p.attribute().equals(attribute.name()))
                            .findFirst();
                    rows.append("<tr><td><code>")
                            .append(escape(entity.entity().simpleName() + "." + attribute.name()))
                            .append("</code></td><td>")
                            .append(escape(simple(reference.javaType())))
                            .append("</td>")
                            .append(plan.map(ReferenceSection::live).orElseGet(() -> snapshot(entity, attribute)))
                            .append("</tr>\n");
                }
            }
        }
        if (rows.isEmpty()) {
            return;
        }
        out.append("<h2 id=\"references\">References</h2>\n")
                .append("<p>A live copy shows the referenced entity's new values once its DAO's <code>update</code> or"
                        + " <code>save</code> returns; a snapshot keeps the values it had when the referencing entity"
                        + " was written.</p>\n")
                .append("<table class=\"grid\">\n<tr><th>reference</th><th>to</th><th>copies</th>"
                        + "<th>where the copies live</th><th>an update of the referenced entity costs</th></tr>\n")
                .append(rows)
                .append("</table>\n");
    }

    private static String live(ReferencePlan plan) {
        StringBuilder where = new StringBuilder();
        for (TableModel table : plan.staticCopies()) {
            where.append("<code>")
                    .append(escape(table.name()))
                    .append("</code>: static columns, one write per ")
                    .append(escape(simple(plan.referenced())))
                    .append(", in its batch<br/>");
        }
        for (TableModel table : plan.copies()) {
            where.append("<code>").append(escape(table.name())).append("</code>: every row<br/>");
        }
        if (plan.referrers() != null) {
            where.append("referrers listed by <code>")
                    .append(escape(plan.referrers().name()))
                    .append("</code>")
                    .append(plan.generatedIndex() ? " (generated reference index)" : "");
        }
        String fanOut = plan.fanOut() > 0 ? String.format("%,d", plan.fanOut()) : "unknown";
        String cost = "1 batch"
                + (plan.staticCopies().isEmpty()
                        ? ""
                        : " with " + plan.staticCopies().size() + " static update(s), after "
                                + plan.staticCopies().size() + " read(s)")
                + (plan.copies().isEmpty()
                        ? ""
                        : "; then the referrers read (paged) and, per referrer (at most " + fanOut + "), 1 read and "
                                + plan.copies().size() + " write(s): up to "
                                + (plan.fanOut() > 0
                                        ? String.format(
                                                "%,d",
                                                plan.fanOut()
                                                        * (1 + plan.copies().size()))
                                        : "an unknown number of")
                                + " statements");
        return "<td>live</td><td>" + where + "</td><td>" + escape(cost) + "</td>";
    }

    private static String snapshot(EntityDesign entity, Attribute attribute) {
        String why = attribute.snapshot()
                ? "@Snapshot"
                : entity.entity().immutable()
                        ? "the entity is immutable: written once, with the referenced values of that time"
                        : entity.entity().ttl().isPresent()
                                ? "the entity expires (ttl): an update would outlive its rows"
                                : "the referenced entity is never updated in place (immutable or versioned), or is"
                                        + " not compiled with this one";
        return "<td>snapshot</td><td>" + escape(why) + "</td><td>nothing</td>";
    }

    private static String simple(String qualifiedName) {
        return qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
    }
}
