package dev.queryfirst.processor.read;

import dev.queryfirst.processor.diagnostics.Diagnostic;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.Site;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The outcome of reading one {@code @Entity} type: its model when it is clean, the diagnostics it
 * raised, and the types javac could not resolve yet (then the reading is deferred and its
 * diagnostics are not meant to be reported: the next round reads it again).
 *
 * @param qualifiedName the entity
 * @param model present when the entity read without errors, is not deferred, and every entity it
 *     references read cleanly too
 * @param diagnostics what reading the entity (and its value types) raised
 * @param missing unresolved types (or annotation values), each with where it was first met
 */
public record Reading(
        String qualifiedName, Optional<EntityModel> model, List<Diagnostic> diagnostics, Map<String, Site> missing) {

    /** Whether the entity must wait for a later round, when its missing types may exist. */
    public boolean deferred() {
        return !missing.isEmpty();
    }
}
