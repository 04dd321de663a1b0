package dev.queryfirst.processor.derive;

import java.util.Set;

/**
 * The names no access pattern may take: what any generated DAO declares besides its patterns'
 * methods, and Object's methods. Checked before the entity's tables are known, so this list is the
 * union over every kind of entity, held next to {@link DaoMembers}, which a test holds it to (GeneratedNamesTest).
 */
public final class ReservedNames {

    /**
     * What any generated DAO may declare besides its access patterns' methods (the union of
     * {@link DaoMembers#daoMethods} over every kind of entity), and Object's methods: a pattern may take none of
     * these names, checked before the entity's tables are known.
     */
    static final Set<String> DAO_MEMBERS = Set.of(
            "create",
            "createAsync",
            "insert",
            "insertAsync",
            "update",
            "updateAsync",
            "save",
            "saveAsync",
            "delete",
            "deleteAsync",
            "findByKey",
            "findByKeyAsync",
            "audit",
            "auditAndRepair",
            "write",
            "overwrite",
            "dropEmptyPartitions",
            "checkKey",
            "checkFixed",
            "withOptions",
            "insertNew",
            "replace",
            "writeCopies",
            "withLiveCopiesAsync",
            "increment",
            "incrementAsync",
            "insertUnobserved",
            "updateUnobserved",
            "saveUnobserved",
            "deleteUnobserved",
            "findByKeyUnobserved",
            "incrementUnobserved",
            "insertReactive",
            "updateReactive",
            "saveReactive",
            "deleteReactive",
            "findByKeyReactive",
            "incrementReactive",
            "wait",
            "notify",
            "notifyAll",
            "getClass",
            "hashCode",
            "equals",
            "toString",
            "clone",
            "finalize");

    /** Whether {@code name} is one of the DAO's own members (or Object's), which no access pattern may take. */
    public static boolean isDaoMember(String name) {
        return DAO_MEMBERS.contains(name);
    }

    private ReservedNames() {}
}
