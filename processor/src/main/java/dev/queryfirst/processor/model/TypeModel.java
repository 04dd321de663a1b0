package dev.queryfirst.processor.model;

import java.util.List;

/**
 * The type of an attribute, as QueryFirst stores it. {@code javaType} is the canonical Java name
 * the generated code uses ({@code "java.lang.String"}, {@code "int"}, {@code "byte[]"}).
 */
public sealed interface TypeModel {

    /** A single value of a {@link ScalarKind}. */
    record Scalar(ScalarKind kind, String javaType) implements TypeModel {}

    /** {@code List}, {@code Set} or {@code Map} (key and value; {@code key} is null otherwise). */
    record Collection(CollectionKind kind, TypeModel key, TypeModel element, boolean frozen) implements TypeModel {}

    /** A non-entity class or record: a frozen user-defined type with these fields. */
    record Value(String javaType, String udtName, List<Attribute> fields) implements TypeModel {}

    /** Another {@code @Entity}: its key and attributes are pushed down into this entity's tables. */
    record Reference(String javaType) implements TypeModel {}

    /**
     * A {@code @Vector float[]} or {@code List<Float>}: a CQL {@code vector<float, n>}
     * (docs/vector-search.md).
     *
     * @param dimensions the floats in every value
     * @param similarity the index's similarity function: {@code COSINE}, {@code DOT_PRODUCT} or
     *     {@code EUCLIDEAN}
     * @param javaType {@code float[]} or {@code java.util.List}
     */
    record Vector(int dimensions, String similarity, String javaType) implements TypeModel {

        public static final String ARRAY = "float[]";

        /** Whether the entity holds it as a {@code float[]} (else a {@code List<Float>}). */
        public boolean isArray() {
            return javaType.equals(ARRAY);
        }
    }

    /** The kinds of CQL collections. */
    enum CollectionKind {
        LIST,
        SET,
        MAP
    }
}
