package dev.queryfirst.processor.check;

import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.diagnostics.Phrase;
import dev.queryfirst.processor.diagnostics.ValueMessages;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.TypeModel;

/**
 * Declared numbers no data can follow (QF109 on the attribute): more distinct values than the
 * entity has rows. Every size the compiler estimates from them would describe partitions no
 * table can hold, and a rehearsal could not draw such data (docs/sizing.md, "Declared numbers").
 * A collection's elements are left out: 1,000 rows of five tags each may hold 2,000 tags.
 */
final class FollowableNumbers {

    private static final String CARDINALITY = Cardinality.class.getCanonicalName();

    private FollowableNumbers() {}

    static void check(EntityModel entity, Reporter reporter) {
        long rows = entity.volume().rows();
        if (rows <= 0 || entity.volume().per() != null) {
            return;
        }
        for (Attribute attribute : entity.attributes()) {
            long distinct = attribute.cardinality().distinct();
            if (distinct > rows
                    && attribute.cardinality().per() == null
                    && !(attribute.type() instanceof TypeModel.Collection)) {
                reporter.report(
                        attribute.site().annotation(CARDINALITY, 0).member("distinct"),
                        ValueMessages.DISTINCT_OVER_ROWS
                                .with(
                                        "attribute",
                                        Phrase.ATTRIBUTE
                                                .with("attribute", attribute.name())
                                                .with("owner", entity.simpleName())
                                                .text())
                                .with("distinct", Numbers.grouped(distinct))
                                .with("rows", Numbers.grouped(rows))
                                .with("entity", entity.simpleName()));
            }
        }
    }
}
