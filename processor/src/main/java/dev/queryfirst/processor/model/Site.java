package dev.queryfirst.processor.model;

import dev.queryfirst.annotations.Entity;

/**
 * Where in the user's source something comes from, without javax types: the entity, optionally
 * one of its attributes, an annotation on it (the {@code index}-th of that type, for repeatable
 * ones) and one of the annotation's members. The processor resolves a site back to the element,
 * annotation mirror and value when it reports a diagnostic, so messages land on the exact line.
 *
 * @param entity qualified name of the entity type
 * @param attribute attribute (field or record component) name, or null for the type itself
 * @param annotation qualified name of the annotation type, or null
 * @param index which occurrence of a repeatable annotation (0 for the first)
 * @param member annotation member (e.g. {@code "where"}), or null for the whole annotation
 * @param entry for an array member, which of its entries (0 for the first), or -1 for the whole
 *     value
 */
public record Site(String entity, String attribute, String annotation, int index, String member, int entry) {

    /** A site on a whole member value (or coarser). */
    public Site(String entity, String attribute, String annotation, int index, String member) {
        this(entity, attribute, annotation, index, member, -1);
    }

    public static Site ofEntity(String entity) {
        return new Site(entity, null, null, 0, null);
    }

    public static Site ofAttribute(String entity, String attribute) {
        return new Site(entity, attribute, null, 0, null);
    }

    /** The same element, pointing at one of its annotations. */
    public Site annotation(String annotationType, int occurrence) {
        return new Site(entity, attribute, annotationType, occurrence, null);
    }

    /** The entity's {@code @Entity}, pointing at {@code member}: the annotation's line when unset. */
    public Site entityMember(String member) {
        return new Site(entity, null, Entity.class.getCanonicalName(), 0, member);
    }

    /** The same annotation, pointing at one of its members. */
    public Site member(String annotationMember) {
        return new Site(entity, attribute, annotation, index, annotationMember);
    }

    /**
     * The same member, pointing at one entry of its array ({@code where = {"a", "b"}}), so that a
     * diagnostic about one entry lands on that entry's line.
     */
    public Site entry(int arrayEntry) {
        return new Site(entity, attribute, annotation, index, member, arrayEntry);
    }
}
