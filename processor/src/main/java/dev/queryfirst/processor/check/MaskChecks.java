package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.MaskMessages;
import dev.queryfirst.processor.diagnostics.Phrase;
import dev.queryfirst.processor.model.AccessPatternModel;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.TableModel;

/**
 * QF311: masked columns that reads restrict by (docs/mapping-rules.md, "Masked columns"). A mask
 * hides a value from what a role reads, not from what it restricts by: Cassandra 5.0 refuses a
 * {@code WHERE} on a masked column to a role without {@code SELECT_MASKED} (or {@code UNMASK}).
 */
final class MaskChecks {

    private final Reporter reporter;
    private final EntityDesign design;

    MaskChecks(Reporter reporter, EntityDesign design) {
        this.reporter = reporter;
        this.design = design;
    }

    void check() {
        for (Attribute attribute : design.entity().attributes()) {
            if (attribute.isKey() && attribute.mask().isPresent()) {
                reporter.report(
                        attribute.site(),
                        MaskMessages.MASKED_KEY.with(
                                "attribute",
                                Phrase.ATTRIBUTE
                                        .with("attribute", attribute.name())
                                        .with("owner", design.entity().simpleName())
                                        .text()));
            }
        }
        for (AccessPatternModel pattern : design.entity().accessPatterns()) {
            for (TableModel table : design.tables()) {
                if (table.patterns().contains(pattern.name())) {
                    checkWhere(pattern, table);
                }
            }
        }
    }

    /** The pattern's restrictions that are masked non-key columns (a masked key is warned once, above). */
    private void checkWhere(AccessPatternModel pattern, TableModel table) {
        for (String path : pattern.where()) {
            boolean masked = table.columns().stream()
                    .anyMatch(c -> c.dottedPath().equals(path) && c.mask().isPresent() && !isEntityKey(c));
            if (masked) {
                reporter.report(
                        pattern.site(),
                        MaskMessages.MASKED_IN_WHERE
                                .with("pattern", pattern.name())
                                .with("path", path)
                                .with("table", table.keyspace() + "." + table.name()));
            }
        }
    }

    private boolean isEntityKey(ColumnModel column) {
        return column.path().size() == 1
                && design.entity()
                        .attribute(column.path().get(0))
                        .map(Attribute::isKey)
                        .orElse(false);
    }
}
