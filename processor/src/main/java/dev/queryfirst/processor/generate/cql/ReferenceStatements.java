package dev.queryfirst.processor.generate.cql;

import dev.queryfirst.processor.derive.MemberNames;
import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.ReferencePlan;
import dev.queryfirst.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;

/**
 * The statements a table of entity E prepares for its live references (docs/mapping-rules.md, "Live references"): the targeted
 * {@code UPDATE} of a copy of the referenced entity R, per row (a plain copy) or per partition (a
 * static copy), and the read of the referrers of an R for the table listing them.
 */
public final class ReferenceStatements {

    private ReferenceStatements() {}

    /**
     * The statements of {@code table} for {@code plans}.
     *
     * @param selected the columns the table's {@code SELECT}s return, in order (the version column aside)
     */
    public static List<Statement> of(TableModel table, List<ColumnModel> selected, List<ReferencePlan> plans) {
        List<Statement> statements = new ArrayList<>();
        for (ReferencePlan plan : plans) {
            List<ColumnModel> copied = copied(table, plan);
            String set = copied.stream()
                    .map(c -> identifier(c) + " = ?")
                    .reduce((a, b) -> a + ", " + b)
                    .orElse("");
            if (plan.staticCopies().contains(table)) {
                List<Marker> markers = new ArrayList<>(TableStatements.values(copied));
                markers.addAll(TableStatements.values(table.partitionKey()));
                statements.add(new Statement(
                        MemberNames.referenceStaticsUpdate(plan.attribute()),
                        new CqlText(
                                "UPDATE ",
                                " SET " + set + " WHERE " + TableStatements.equalities(table.partitionKey())),
                        List.copyOf(markers),
                        List.of(),
                        "Live reference {@code " + plan.label() + "}: the copy in one partition (static columns)."));
            } else if (plan.copies().contains(table)) {
                // An UPDATE of static columns alone must not restrict clustering columns.
                boolean statics = copied.stream().allMatch(c -> c.kind() == ColumnKind.STATIC);
                List<ColumnModel> where = statics ? table.partitionKey() : table.primaryKey();
                List<Marker> markers = new ArrayList<>(TableStatements.values(copied));
                markers.addAll(TableStatements.values(where));
                statements.add(new Statement(
                        MemberNames.referenceUpdate(plan.attribute()),
                        new CqlText("UPDATE ", " SET " + set + " WHERE " + TableStatements.equalities(where)),
                        List.copyOf(markers),
                        List.of(),
                        "Live reference {@code " + plan.label() + "}: the copy in one "
                                + (statics ? "partition." : "row.")));
            }
            if (plan.listsReferrers(table)) {
                statements.add(new Statement(
                        MemberNames.SELECT_REFERRERS,
                        new CqlText(
                                "SELECT " + TableStatements.names(selected) + " FROM ",
                                " WHERE " + TableStatements.equalities(table.partitionKey())),
                        TableStatements.values(table.partitionKey()),
                        TableStatements.values(selected),
                        "Live reference {@code " + plan.label() + "}: who references one "
                                + plan.referenced().substring(plan.referenced().lastIndexOf('.') + 1) + "."));
            }
        }
        return statements;
    }

    /** R's copied columns in {@code table} that its update writes ({@link ReferencePlan#rewrites}), in column order. */
    public static List<ColumnModel> copied(TableModel table, ReferencePlan plan) {
        return table.columns().stream().filter(plan::rewrites).toList();
    }

    private static String identifier(ColumnModel column) {
        return TableStatements.names(List.of(column));
    }
}
