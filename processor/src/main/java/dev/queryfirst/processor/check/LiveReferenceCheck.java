package dev.queryfirst.processor.check;

import dev.queryfirst.processor.derive.LiveReferences;
import dev.queryfirst.processor.diagnostics.CostMessages;
import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ReferencePlan;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TypeModel;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The QF205 check on live references (docs/mapping-rules.md, "Live references"): a reference whose
 * copy sits in a primary key, and a live reference whose plain copies fan out beyond the partition
 * budget, are reported. What a live reference is and how its copies are derived is derive's
 * {@link LiveReferences}; this class only judges the result, as the rest of the check phase does.
 */
final class LiveReferenceCheck {

    private LiveReferenceCheck() {}

    /**
     * QF205 on each live reference with plain copies whose fan-out (rows of E per R) is unknown or
     * over {@code maxPartitionRows} (an update of R would rewrite that many rows), and on each whose
     * copy sits in a primary key. Run with the checks, once the entity derived without error.
     */
    static void check(EntityDesign design, Map<String, EntityModel> known, long maxPartitionRows, Sink sink) {
        for (Attribute attribute : LiveReferences.candidates(design.entity(), design.tables(), known)) {
            List<String> keyed = LiveReferences.keyedCopies(attribute, design.tables(), known);
            if (!keyed.isEmpty()) {
                String referenced = simpleName(((TypeModel.Reference) attribute.type()).javaType());
                sink.report(
                        attribute.site(),
                        CostMessages.LIVE_COPY_IN_KEY
                                .with("reference", design.entity().simpleName() + "." + attribute.name())
                                .with("target", referenced)
                                .with("tables", String.join(", ", keyed))
                                .with("attribute", attribute.name())
                                .with("entity", design.entity().simpleName()));
            }
        }
        for (ReferencePlan plan : design.references()) {
            if (plan.copies().isEmpty()) {
                continue;
            }
            Attribute attribute = design.entity().attribute(plan.attribute()).orElseThrow();
            String referenced = simpleName(plan.referenced());
            String tables = plan.copies().stream().map(TableModel::name).collect(Collectors.joining(", "));
            if (plan.fanOut() <= 0 || plan.fanOut() > maxPartitionRows) {
                sink.report(
                        attribute.site(),
                        (plan.fanOut() <= 0 ? CostMessages.LIVE_FAN_OUT_UNKNOWN : CostMessages.LIVE_FAN_OUT_TOO_LARGE)
                                .with("reference", plan.label())
                                .with("target", referenced)
                                .with("entity", design.entity().simpleName())
                                .with("tables", tables)
                                .with("attribute", plan.attribute())
                                .with("rows", Numbers.grouped(plan.fanOut()))
                                .with("maxRows", Numbers.grouped(maxPartitionRows)));
            }
        }
    }

    private static String simpleName(String qualifiedName) {
        return qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
    }
}
