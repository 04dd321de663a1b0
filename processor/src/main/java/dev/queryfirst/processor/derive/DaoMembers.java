package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.PatternPlan;
import dev.queryfirst.processor.model.ReferencePlan;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The members of the DAO generated for a design, by name, as {@link MemberNames} names them:
 * what the generator must declare, so that a test can hold it to that (a compiled DAO's methods and
 * fields equal these sets).
 */
public final class DaoMembers {

    /** {@code …Async} methods that are not observed: a static factory, a private read of live copies. */
    private static final Set<String> PRIVATE_ASYNC = Set.of("createAsync", "withLiveCopiesAsync");

    /**
     * The fields a DAO declares for itself, whatever the design: a table's field takes none of these
     * names ({@link MemberNames#tableField}).
     */
    static final Set<String> OWN_FIELDS = Set.of(
            "KEYSPACE",
            "session",
            "options",
            "accesses",
            "reader",
            "writer",
            "counters",
            "versions",
            "identity",
            "prepared",
            "keyspace",
            "contributions",
            MemberNames.PROPAGATION);

    private DaoMembers() {}

    /**
     * The methods of the DAO generated for {@code design} when the entities of {@code all} (designs
     * of one compilation) are compiled with it, by name (overloads once): what the DAO declares, so
     * that a test can hold the generator to it.
     */
    public static Set<String> daoMethods(EntityDesign design, Collection<EntityDesign> all) {
        if (design.entity().hasCounters()) {
            return counterDaoMethods(design);
        }
        Set<String> methods = new TreeSet<>(List.of(
                "create",
                "createAsync",
                "insert",
                "insertAsync",
                "delete",
                "deleteAsync",
                "audit",
                "auditAndRepair",
                "checkKey",
                "withOptions"));
        boolean mutable = !design.entity().immutable();
        if (mutable) {
            methods.addAll(List.of("update", "updateAsync", "save", "saveAsync"));
            if (versioned(design)) {
                methods.addAll(List.of("insertNew", "replace"));
                if (design.tables().size() > 1) {
                    methods.add("writeCopies");
                }
            } else {
                methods.add("write");
                if (!readsPreviousState(design, all)) {
                    methods.add("overwrite");
                }
                if (design.references().stream().anyMatch(ReferencePlan::readsReferenced)) {
                    methods.add("withLiveCopiesAsync");
                }
            }
        }
        if (design.tables().stream().anyMatch(t -> !t.statics().isEmpty())) {
            methods.add("dropEmptyPartitions");
        }
        if (design.baseTable().isPresent()) {
            methods.addAll(List.of("findByKey", "findByKeyAsync"));
            boolean fixed = design.entity().attributes().stream().anyMatch(a -> a.fixed() && !a.isKey());
            if (mutable && fixed && (versioned(design) || readsPreviousState(design, all))) {
                methods.add("checkFixed");
            }
        }
        for (PatternPlan plan : design.plans()) {
            String pattern = plan.pattern().name();
            methods.addAll(
                    plan.singleRow() ? List.of(pattern, pattern + "Async") : MemberNames.patternMembers(pattern));
        }
        return withUnobserved(methods);
    }

    /**
     * {@code methods} with, for each public {@code …Async} instance method among them
     * ({@code createAsync} is static, {@code withLiveCopiesAsync} private), its private body and
     * its reactive twin.
     */
    private static Set<String> withUnobserved(Set<String> methods) {
        Set<String> all = new TreeSet<>(methods);
        methods.stream()
                .filter(name -> name.endsWith(MemberNames.ASYNC) && !PRIVATE_ASYNC.contains(name))
                .forEach(name -> {
                    all.add(MemberNames.unobserved(name));
                    all.add(MemberNames.reactive(name));
                });
        return all;
    }

    /** The fields of the DAO generated for {@code design}. */
    public static Set<String> daoFields(EntityDesign design) {
        if (design.entity().hasCounters()) {
            Set<String> fields = new TreeSet<>(List.of(
                    "KEYSPACE",
                    "accesses",
                    "reader",
                    "counters",
                    "session",
                    "options",
                    "prepared",
                    "keyspace",
                    MemberNames.tableField(design.entity(), design.tables().get(0))));
            if (design.plans().stream().anyMatch(plan -> !plan.singleRow())) {
                fields.add("identity");
            }
            if (!design.entity().statementOptions().isEmpty()) {
                fields.add("STATEMENT_OPTIONS");
            }
            return fields;
        }
        Set<String> fields = new TreeSet<>(
                List.of("KEYSPACE", "session", "options", "prepared", "keyspace", "accesses", "reader", "writer"));
        if (!design.entity().statementOptions().isEmpty()) {
            fields.add("STATEMENT_OPTIONS");
        }
        design.tables().forEach(table -> fields.add(MemberNames.tableField(design.entity(), table)));
        design.directories()
                .forEach(directory -> fields.add(MemberNames.tableField(design.entity(), directory.table())));
        design.references().forEach(plan -> fields.add(MemberNames.referenceField(plan.attribute())));
        if (versioned(design)) {
            fields.add("versions");
        }
        design.plans().stream()
                .filter(plan -> !plan.singleRow())
                .forEach(plan ->
                        fields.add(MemberNames.patternIdentity(plan.pattern().name())));
        return fields;
    }

    /**
     * The fields of the DAO generated for {@code design} when the entities of {@code all} (designs of
     * one compilation) are compiled with it: those of {@link #daoFields(EntityDesign)}, and the
     * propagation of a referenced entity.
     */
    public static Set<String> daoFields(EntityDesign design, Collection<EntityDesign> all) {
        Set<String> fields = daoFields(design);
        if (propagates(design, all)) {
            fields.add(MemberNames.PROPAGATION);
        }
        return fields;
    }

    /** Whether another entity of {@code all} references {@code design}'s entity live. */
    private static boolean propagates(EntityDesign design, Collection<EntityDesign> all) {
        String self = design.entity().qualifiedName();
        return all.stream()
                .flatMap(other -> other.references().stream())
                .anyMatch(plan ->
                        plan.referenced().equals(self) && !plan.referencing().equals(self));
    }

    /**
     * Whether {@code update} and {@code save} of an entity without a version column read the
     * previous state: some table's key can change, or another entity copies it live (otherwise
     * they overwrite every copy blindly).
     */
    private static boolean readsPreviousState(EntityDesign design, Collection<EntityDesign> all) {
        return design.tables().stream().anyMatch(design::keyCanMove) || propagates(design, all);
    }

    /** Whether the DAO writes through the version column of a versioned entity's base table. */
    private static boolean versioned(EntityDesign design) {
        return !design.entity().immutable()
                && design.baseTable().stream()
                        .anyMatch(t -> t.columns().stream().anyMatch(ColumnModel::isVersion));
    }

    /** The methods of a counter entity's DAO (docs/mapping-rules.md, "Counters"): no insert, update or save, and no audit. */
    private static Set<String> counterDaoMethods(EntityDesign design) {
        Set<String> methods = new TreeSet<>(List.of(
                "create",
                "createAsync",
                "increment",
                "incrementAsync",
                "findByKey",
                "findByKeyAsync",
                "delete",
                "deleteAsync",
                "withOptions"));
        design.plans()
                .forEach(plan -> methods.addAll(
                        List.of(plan.pattern().name(), plan.pattern().name() + "Async")));
        return withUnobserved(methods);
    }
}
