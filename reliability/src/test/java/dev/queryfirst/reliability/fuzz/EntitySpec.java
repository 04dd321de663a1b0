package dev.queryfirst.reliability.fuzz;

import java.util.ArrayList;
import java.util.List;

/**
 * A generated type before it is written out: an {@code @Entity}, or a value type (a record or
 * bean stored as a frozen UDT) when {@link #entity} is false. Mutable, so that a defect can be
 * applied to a good design in place.
 */
public final class EntitySpec {

    /** How the type is declared. Only RECORD and BEAN are legal entities. */
    public enum Shape {
        RECORD,
        BEAN,
        GENERIC_RECORD,
        BEAN_WITHOUT_NO_ARG,
        BEAN_WITHOUT_SETTER,
        INTERFACE,
        ENUM,
        ABSTRACT_CLASS
    }

    public String name;
    public boolean entity;
    public Shape shape = Shape.RECORD;
    /** Members of {@code @Entity(...)} as written, e.g. {@code ttl = "P30D"}. */
    public final List<String> entityMembers = new ArrayList<>();
    /** Members of the entity's {@code @Cardinality(...)}, or null for none. */
    String cardinality;
    /** Other annotations on the type, as written. */
    final List<String> typeAnnotations = new ArrayList<>();

    public final List<AttributeSpec> attributes = new ArrayList<>();
    public final List<PatternSpec> patterns = new ArrayList<>();

    EntitySpec(String name, boolean entity) {
        this.name = name;
        this.entity = entity;
    }

    AttributeSpec attribute(String attributeName) {
        return attributes.stream()
                .filter(a -> a.name().equals(attributeName))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(attributeName + " is not in " + name));
    }

    void replace(AttributeSpec old, AttributeSpec replacement) {
        attributes.set(attributes.indexOf(old), replacement);
    }

    /**
     * Whether an attribute has this name, or one differing only in the case of its first letter:
     * a bean would get two {@code getX()} methods, which is a Java error, not a QueryFirst one.
     */
    boolean hasAttribute(String attributeName) {
        return attributes.stream().anyMatch(a -> accessorSuffix(a.name()).equals(accessorSuffix(attributeName)));
    }

    static String accessorSuffix(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
