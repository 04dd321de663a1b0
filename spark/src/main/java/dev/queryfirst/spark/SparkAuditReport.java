package dev.queryfirst.spark;

import java.util.List;

/**
 * What an audit job found, entity by entity.
 *
 * <pre>{@code
 * SparkAuditReport report = jobs.audit(model, JobOptions.defaults());
 * if (!report.isClean()) {
 *     log.warn("{}", report);
 *     jobs.audit(model, JobOptions.defaults().withRepair());
 * }
 * }</pre>
 *
 * @param repaired whether the findings were repaired
 */
public record SparkAuditReport(List<EntityAudit> entities, boolean repaired) {

    public SparkAuditReport {
        entities = List.copyOf(entities);
    }

    /** The audit of entity {@code name} (its qualified class name). */
    public EntityAudit entity(String name) {
        return entities.stream()
                .filter(e -> e.entity().equals(name))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("entity " + name + " was not audited"));
    }

    /** Whether every entity's copies and references are true (before any repair). */
    public boolean isClean() {
        return entities.stream().allMatch(EntityAudit::isClean);
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(repaired ? "audit and repair:" : "audit:");
        entities.forEach(e -> text.append('\n').append(e));
        return text.toString();
    }
}
