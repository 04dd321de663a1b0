package dev.queryfirst.processor.model;

import java.util.Optional;

/**
 * A persisted field or record component of an entity or value type
 * (docs/mapping-rules.md, "Entities and attributes").
 *
 * @param name the Java name ({@code messageTime})
 * @param column the CQL column name ({@code message_time}; {@code @Column(name)} overrides)
 * @param type what is stored
 * @param keyOrder position in the entity's key, or -1 when the attribute is not part of it
 * @param cardinality the attribute's {@code @Cardinality} numbers (all unset when absent)
 * @param bucket the {@code @TimeBucket}, if any
 * @param getter the accessor the generated code reads the value with ({@code messageTime()} for a
 *     record component, {@code getMessageTime()} for a bean property); without parentheses
 * @param setter the bean setter ({@code setMessageTime}), or null for records
 * @param site where it is declared
 * @param snapshot {@code @Snapshot} on a reference: a copy taken at write time, never propagated
 * @param fixed {@code @Fixed}: the value never changes once the entity is first written (key
 *     attributes are fixed whether they say so or not; see {@link #neverChanges()})
 * @param mask {@code @Masked}: the mask of its column in every table holding it, if any
 */
public record Attribute(
        String name,
        String column,
        TypeModel type,
        int keyOrder,
        AttributeCardinality cardinality,
        Optional<TimeBucketModel> bucket,
        String getter,
        String setter,
        Site site,
        boolean snapshot,
        boolean fixed,
        Optional<MaskModel> mask) {

    /** An attribute without {@code @Snapshot} or {@code @Fixed}. */
    public Attribute(
            String name,
            String column,
            TypeModel type,
            int keyOrder,
            AttributeCardinality cardinality,
            Optional<TimeBucketModel> bucket,
            String getter,
            String setter,
            Site site) {
        this(name, column, type, keyOrder, cardinality, bucket, getter, setter, site, false, false);
    }

    /** An attribute without {@code @Masked}. */
    public Attribute(
            String name,
            String column,
            TypeModel type,
            int keyOrder,
            AttributeCardinality cardinality,
            Optional<TimeBucketModel> bucket,
            String getter,
            String setter,
            Site site,
            boolean snapshot,
            boolean fixed) {
        this(
                name,
                column,
                type,
                keyOrder,
                cardinality,
                bucket,
                getter,
                setter,
                site,
                snapshot,
                fixed,
                Optional.empty());
    }

    /** The same attribute at position {@code order} of the entity key, every other declaration kept. */
    public Attribute withKeyOrder(int order) {
        return new Attribute(
                name, column, type, order, cardinality, bucket, getter, setter, site, snapshot, fixed, mask);
    }

    /** Whether the value never changes once written: a key attribute, or one declared {@code @Fixed}. */
    public boolean neverChanges() {
        return fixed || isKey();
    }

    public boolean isKey() {
        return keyOrder >= 0;
    }

    /** Whether it is a {@code @Counter}: a CQL counter column. */
    public boolean isCounter() {
        return type instanceof TypeModel.Scalar scalar && scalar.kind() == ScalarKind.COUNTER;
    }
}
