package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.CostMessages;
import dev.queryfirst.processor.diagnostics.Filled;
import dev.queryfirst.processor.diagnostics.Message;
import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.TableModel;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The QF305 message for one table holding plain copies of a reference, with the fixes that apply
 * to that table (docs/diagnostics.md, QF305). A pattern's table is partitioned by its pattern's
 * {@code where}, so "partition it by the reference" would no longer serve the pattern (and a
 * partition holding the reference's key already holds the copies as statics); what applies is a
 * {@code select} without the reference, which leaves the copies out of that table. A table serving
 * no pattern (the base table) has no such fix: only the entity-wide ones remain.
 */
final class CopyFanOutFix {

    private CopyFanOutFix() {}

    /** The message for {@code table}, which copies {@code reference} of {@code entity} into its rows. */
    static Filled<Message> of(EntityModel entity, TableModel table, String reference) {
        if (table.patterns().isEmpty()) {
            return CostMessages.COPIES_IN_SINGLE_ROW_PARTITIONS.filled();
        }
        List<String> kept = attributesBesides(entity, table, reference, false);
        if (kept.isEmpty()) {
            // Nothing but keys to keep: select the key's own attributes (select = {} would mean all).
            kept = attributesBesides(entity, table, reference, true);
        }
        if (kept.isEmpty()) {
            return CostMessages.COPIES_IN_SINGLE_ROW_PARTITIONS.filled();
        }
        String patterns = table.patterns().stream().map(p -> "'" + p + "'").collect(Collectors.joining(" and "));
        return CostMessages.COPIES_IN_ROWS
                .with("patterns", patterns)
                .with("select", kept.stream().map(a -> "\"" + a + "\"").collect(Collectors.joining(", ", "{", "}")));
    }

    /**
     * The attributes other than {@code reference} and the entity's key (always held) that the table
     * holds outside (or in) its primary key.
     */
    private static List<String> attributesBesides(
            EntityModel entity, TableModel table, String reference, boolean inKey) {
        return table.columns().stream()
                .filter(c -> !c.path().isEmpty()
                        && !c.isComputed()
                        && !c.path().get(0).equals(reference)
                        && entity.attribute(c.path().get(0))
                                .filter(a -> a.isKey())
                                .isEmpty()
                        && (c.kind() == ColumnKind.PARTITION_KEY || c.kind() == ColumnKind.CLUSTERING) == inKey)
                .map(c -> c.path().get(0))
                .distinct()
                .toList();
    }
}
