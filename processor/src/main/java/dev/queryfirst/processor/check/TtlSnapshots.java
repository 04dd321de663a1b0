package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.Phrase;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.ReferencePlan;
import java.util.List;

/**
 * What a fix proposing {@code @Entity(ttl = …)} costs an entity with live references: a
 * referencing entity with a ttl keeps only snapshots (docs/mapping-rules.md, "Live references"),
 * since a propagated copy would outlive the row it updates. The fix says so rather than turning
 * the references into snapshots without a word (their reference indexes and the reads of the
 * referenced entities go too).
 */
final class TtlSnapshots {

    private TtlSnapshots() {}

    /** The {@code {snapshots}} tail of a ttl fix: empty when the entity copies nothing live. */
    static String of(EntityDesign design) {
        List<String> live =
                design.references().stream().map(ReferencePlan::attribute).toList();
        if (live.isEmpty()) {
            return "";
        }
        List<String> targets = design.references().stream()
                .map(plan -> plan.referenced().substring(plan.referenced().lastIndexOf('.') + 1))
                .distinct()
                .toList();
        return Phrase.TTL_MAKES_SNAPSHOTS
                .with("references", String.join(", ", live))
                .with("entity", design.entity().simpleName())
                .with("targets", String.join(", ", targets))
                .text();
    }
}
