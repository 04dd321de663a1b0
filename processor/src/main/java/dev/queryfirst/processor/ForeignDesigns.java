package dev.queryfirst.processor;

import dev.queryfirst.processor.derive.Deriver;
import dev.queryfirst.processor.derive.TableNames;
import dev.queryfirst.processor.diagnostics.CostMessages;
import dev.queryfirst.processor.diagnostics.Diagnostic;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.ReferencePlan;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.Elements;

/**
 * The designs of entities another module compiled, as that module derived them, for the live
 * references of this compilation's entities to them (docs/architecture.md, "One keyspace, many
 * modules"): the referencing DAO audits its copies against the referenced entity's base table and
 * copies its truth from there, and a generated {@code LiveCopies} lets the referenced entity's DAO
 * propagate to them. That DAO must take contributions (its {@code MODULE} constant, generated with
 * {@code -Aqueryfirst.module}); a live reference to one that does not is QF205: nothing would keep
 * those copies fresh.
 */
final class ForeignDesigns {

    /**
     * What this compilation knows of another module's entity.
     *
     * @param design the entity's design, as its module derived it
     * @param module its module's {@code -Aqueryfirst.module}
     */
    record Foreign(EntityDesign design, String module) {}

    private final ProcessorOptions options;
    private final Elements elements;
    private final Map<String, Optional<Foreign>> cache = new LinkedHashMap<>();

    ForeignDesigns(ProcessorOptions options, Elements elements) {
        this.options = options;
        this.elements = elements;
    }

    /**
     * The foreign designs {@code design}'s live references reach, by qualified name; the QF205 of
     * each live reference to an entity whose DAO takes no contributions goes to {@code problems}.
     *
     * @param local the entities this compilation processes (never foreign)
     * @param known every entity read so far, from source or class files
     */
    Map<String, Foreign> of(
            EntityDesign design, Set<String> local, Map<String, EntityModel> known, List<Diagnostic> problems) {
        Map<String, Foreign> found = new LinkedHashMap<>();
        for (ReferencePlan plan : design.references()) {
            EntityModel target = known.get(plan.referenced());
            if (local.contains(plan.referenced()) || target == null) {
                continue;
            }
            Optional<Foreign> foreign = cache.computeIfAbsent(plan.referenced(), name -> derive(target, local, known));
            if (foreign.isPresent()) {
                found.put(plan.referenced(), foreign.get());
            } else if (live(plan)) {
                problems.add(closed(design, plan, target, local, known));
            }
        }
        return found;
    }

    /** Whether a write of the referenced entity must reach the plan's copies. */
    private static boolean live(ReferencePlan plan) {
        return !plan.staticCopies().isEmpty() || !plan.copies().isEmpty();
    }

    /** The design of {@code target} as its module derived it, if its DAO takes contributions. */
    private Optional<Foreign> derive(EntityModel target, Set<String> local, Map<String, EntityModel> known) {
        TypeElement dao = elements.getTypeElement(daoName(target));
        Optional<String> module = constant(dao, "MODULE");
        Optional<String> keyspace = constant(dao, "KEYSPACE");
        if (module.isEmpty() || keyspace.isEmpty()) {
            return Optional.empty();
        }
        EntityDesign design = design(target, keyspace.get(), local, known);
        return closedBecause(target, design).isEmpty()
                ? Optional.of(new Foreign(design, module.get()))
                : Optional.empty();
    }

    /** {@code target}'s design as its module derived it, which saw none of this compilation's entities. */
    private EntityDesign design(
            EntityModel target, String keyspace, Set<String> local, Map<String, EntityModel> known) {
        Map<String, EntityModel> seen = new LinkedHashMap<>(known);
        seen.keySet().removeAll(local);
        EntityModel model = keyspace.equals(target.keyspace()) ? target : inKeyspace(target, keyspace);
        seen.put(model.qualifiedName(), model);
        return new Deriver(options.withKeyspace(keyspace), new Sink()).derive(model, seen);
    }

    /**
     * Why the DAO of {@code target}, generated with a module name, takes no contributions: as
     * {@code ContributedCopies.open()} decides; empty when it does.
     */
    private Optional<String> closedBecause(EntityModel target, EntityDesign design) {
        if (target.versioned() || target.immutable()) {
            return Optional.of("writes it with versions or never updates it, and propagates to no other module");
        }
        boolean baseGenerated = design.baseTable()
                .map(base -> elements.getTypeElement(target.packageName() + "." + TableNames.tableClass(base)) != null)
                .orElse(false);
        return baseGenerated
                ? Optional.empty()
                : Optional.of("reads " + target.simpleName() + " from no table keyed by its @Key alone");
    }

    private Diagnostic closed(
            EntityDesign design,
            ReferencePlan plan,
            EntityModel target,
            Set<String> local,
            Map<String, EntityModel> known) {
        TypeElement dao = elements.getTypeElement(daoName(target));
        Optional<String> keyspace = constant(dao, "KEYSPACE");
        String why = dao == null || keyspace.isEmpty()
                ? "is not on the class path"
                : constant(dao, "MODULE").isEmpty()
                        ? "was compiled without -Aqueryfirst.module"
                        : closedBecause(target, design(target, keyspace.get(), local, known))
                                .orElseThrow();
        return Diagnostic.of(
                CostMessages.LIVE_COPY_OF_CLOSED_MODULE
                        .with("reference", plan.label())
                        .with("target", target.simpleName())
                        .with("dao", TableNames.daoClass(target.simpleName()))
                        .with("why", why)
                        .with("entity", design.entity().simpleName())
                        .with("attribute", plan.attribute()),
                design.entity().attribute(plan.attribute()).orElseThrow().site());
    }

    private static String daoName(EntityModel target) {
        return target.packageName() + "." + TableNames.daoClass(target.simpleName());
    }

    /** The value of the {@code String} constant {@code name} of {@code type}, if it has one. */
    private static Optional<String> constant(TypeElement type, String name) {
        if (type == null) {
            return Optional.empty();
        }
        List<Element> fields = new ArrayList<>(type.getEnclosedElements());
        return fields.stream()
                .filter(e ->
                        e.getKind() == ElementKind.FIELD && e.getSimpleName().contentEquals(name))
                .map(e -> ((VariableElement) e).getConstantValue())
                .filter(String.class::isInstance)
                .map(String.class::cast)
                .findFirst();
    }

    /** {@code target} in {@code keyspace}: the default keyspace of its module may not be this one's. */
    private static EntityModel inKeyspace(EntityModel target, String keyspace) {
        return new EntityModel(
                target.qualifiedName(),
                target.packageName(),
                target.simpleName(),
                target.record(),
                keyspace,
                target.baseName(),
                target.ttl(),
                target.immutable(),
                target.versioned(),
                target.volume(),
                target.attributes(),
                target.accessPatterns(),
                target.suppressed(),
                target.site(),
                target.overrides(),
                target.statementOptions());
    }
}
