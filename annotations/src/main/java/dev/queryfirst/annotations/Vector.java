package dev.queryfirst.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Stores a {@code float[]} or {@code List<Float>} attribute as a CQL {@code vector<float, n>}: an
 * embedding that an access pattern with {@link AccessPattern#nearest()} searches by similarity.
 *
 * <pre>{@code
 * @Entity
 * @AccessPattern(name = "similar", where = "tenant", nearest = "embedding", limit = 10)
 * public record Passage(@Key String tenant, @Key UUID id, String text,
 *                       @Vector(dimensions = 384, similarity = Vector.Similarity.COSINE) float[] embedding) {}
 * }</pre>
 *
 * <p>A value must hold exactly {@link #dimensions()} floats, none NaN; a null value is simply not
 * written. Sizing counts 4 bytes per dimension (docs/vector-search.md).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface Vector {

    /** The number of floats in every value: at most 8,192, and at most 4,096 in a default cluster. */
    int dimensions();

    /** How the vector index compares two vectors. */
    Similarity similarity() default Similarity.COSINE;

    /** The similarity functions of Cassandra's vector index ({@code similarity_function}). */
    enum Similarity {
        /** The cosine of the angle: for embeddings whose length carries no meaning (the default). */
        COSINE,
        /** The dot product: for vectors normalized to length 1, where it equals the cosine and is faster. */
        DOT_PRODUCT,
        /** The Euclidean distance: for vectors whose length matters. */
        EUCLIDEAN
    }
}
