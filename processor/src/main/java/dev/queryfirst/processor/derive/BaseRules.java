package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.BaseDecision;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Whether an entity none of whose access patterns' tables is a base table needs the generated
 * {@code <plural>} (keyed by K alone). It does when some table can move rows (a write must read
 * where the old rows are), when it is versioned (its lightweight transactions guard one row), when
 * a live reference of another entity copies one of its attributes that change (the propagation and
 * the audit read its current values by key), when a live reference of its own has copies in plain
 * rows (the propagation finds those rows through the entity's key), or when no table holds every
 * attribute of its own.
 * Otherwise every write goes blindly to every table, and the first table holding whole entities
 * stands in for the base table in the audit and backfills.
 */
final class BaseRules {

    /**
     * A pattern's table as the rules see it.
     *
     * @param table its name
     * @param layout its key
     * @param holdsOwn whether it holds every attribute of the entity's own
     */
    record Candidate(String table, KeyLayout layout, boolean holdsOwn) {}

    private final EntityModel entity;
    private final Flattened flat;
    private final Map<String, EntityModel> known;

    BaseRules(EntityModel entity, Flattened flat, Map<String, EntityModel> known) {
        this.entity = entity;
        this.flat = flat;
        this.known = known;
    }

    /**
     * @param candidates the access patterns' tables
     * @param plainCopies the entity's own live references with copies in plain rows ({@code
     *     Order.customer}): their propagation reads the entity by key
     */
    BaseDecision decide(List<Candidate> candidates, List<String> plainCopies) {
        String stand = candidates.stream()
                .filter(Candidate::holdsOwn)
                .map(Candidate::table)
                .findFirst()
                .orElse(null);
        if (stand == null) {
            return new BaseDecision(BaseDecision.Reason.UNHELD_ATTRIBUTES, null, unheld(candidates));
        }
        if (entity.immutable()) {
            return new BaseDecision(BaseDecision.Reason.IMMUTABLE, stand, List.of());
        }
        List<String> moving = candidates.stream()
                .flatMap(c -> changingKey(c.layout()).map(column -> c.table() + " (" + column + ")").stream())
                .toList();
        if (!moving.isEmpty()) {
            return new BaseDecision(BaseDecision.Reason.ROWS_MOVE, stand, moving);
        }
        if (entity.versioned()) {
            return new BaseDecision(BaseDecision.Reason.VERSIONED, stand, List.of());
        }
        if (!plainCopies.isEmpty()) {
            return new BaseDecision(BaseDecision.Reason.PROPAGATED_ROWS, stand, plainCopies);
        }
        List<String> referrers = liveReferrers();
        if (!referrers.isEmpty()) {
            return new BaseDecision(BaseDecision.Reason.LIVE_COPIES, stand, referrers);
        }
        return new BaseDecision(BaseDecision.Reason.NOT_NEEDED, stand, List.of());
    }

    /** The first key column of {@code layout} whose value can change: its row then moves on update. */
    private static Optional<String> changingKey(KeyLayout layout) {
        return layout.keyColumns().stream()
                .filter(c -> !c.fixed())
                .map(FlatColumn::dottedPath)
                .findFirst();
    }

    /** The attributes of the entity's own that the table holding most of them lacks. */
    private List<String> unheld(List<Candidate> candidates) {
        List<FlatColumn> own = flat.columns().stream().filter(c -> !c.copied()).toList();
        return candidates.stream()
                .map(c -> own.stream()
                        .filter(column -> !c.layout().inPrimaryKey(column))
                        .map(FlatColumn::dottedPath)
                        .toList())
                .min(Comparator.comparingInt(List::size))
                .orElse(own.stream().map(FlatColumn::dottedPath).toList());
    }

    /**
     * {@code Order.customer}: the references of other entities that may copy one of this entity's
     * attributes live (the referencing entity is updated in place, the reference is no
     * {@code @Snapshot}) while some attribute they would copy can change. Errs on the side of a
     * base table: the referencing entity's own design decides which of these stay live.
     */
    private List<String> liveReferrers() {
        if (entity.immutable() || entity.versioned() || !changes(entity, new HashSet<>())) {
            return List.of();
        }
        List<String> referrers = new ArrayList<>();
        for (EntityModel other : known.values()) {
            if (other.immutable() || other.versioned() || other.ttl().isPresent()) {
                continue;
            }
            for (Attribute attribute : other.attributes()) {
                if (attribute.type() instanceof TypeModel.Reference reference
                        && reference.javaType().equals(entity.qualifiedName())
                        && !attribute.snapshot()) {
                    referrers.add(other.simpleName() + "." + attribute.name());
                }
            }
        }
        return referrers.stream().sorted().toList();
    }

    /**
     * Whether a copy of {@code model} can change: it has an attribute outside its key that is not
     * {@code @Fixed}, or one that never changes but references an entity whose copies can.
     */
    private boolean changes(EntityModel model, Set<String> visited) {
        if (!visited.add(model.qualifiedName())) {
            return false;
        }
        for (Attribute attribute : model.attributes()) {
            if (!attribute.neverChanges()) {
                return true;
            }
            if (attribute.type() instanceof TypeModel.Reference reference) {
                EntityModel target = known.get(reference.javaType());
                if (target != null && changes(target, visited)) {
                    return true;
                }
            }
        }
        return false;
    }
}
