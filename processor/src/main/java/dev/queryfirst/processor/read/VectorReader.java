package dev.queryfirst.processor.read;

import dev.queryfirst.annotations.Vector;
import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.diagnostics.VectorMessages;
import dev.queryfirst.processor.model.TypeModel;
import java.util.List;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Reads a {@code @Vector} attribute into a {@link TypeModel.Vector}, refusing at compile time what
 * Cassandra 5.0 refuses only when a row is written (docs/vector-search.md, "Limits, at compile time"): a vector of
 * anything but floats, more than 8,192 dimensions, more than the index's term size.
 */
final class VectorReader {

    static final String VECTOR = Vector.class.getCanonicalName();

    /** The most dimensions Cassandra's vector type takes in an index. */
    static final int MAX_DIMENSIONS = 8_192;

    private final long termBytes;

    /** @param termBytes the cluster's vector term size ({@code -Aqueryfirst.vectorTermSize}) */
    VectorReader(long termBytes) {
        this.termBytes = termBytes;
    }

    /** The vector type of an attribute declared {@code type} with {@code @Vector}, or null once reported. */
    TypeModel read(TypeMirror type, Values vector, TypeReader.Target target, ReadScope scope) {
        String javaType = javaType(type);
        if (javaType == null) {
            scope.report(
                    target.site(),
                    VectorMessages.VECTOR_NOT_FLOAT.with("type", type).with("attribute", target.label()));
            return null;
        }
        long dimensions = vector.number("dimensions");
        if (dimensions < 1) {
            scope.report(
                    vector.at("dimensions"),
                    VectorMessages.VECTOR_DIMENSIONS_BELOW_ONE
                            .with("dimensions", dimensions)
                            .with("attribute", target.label()));
            return null;
        }
        if (dimensions > MAX_DIMENSIONS) {
            scope.report(
                    vector.at("dimensions"),
                    VectorMessages.VECTOR_DIMENSIONS_OVER_MAX
                            .with("dimensions", dimensions)
                            .with("attribute", target.label()));
            return null;
        }
        if (4 * dimensions > termBytes) {
            scope.report(
                    vector.at("dimensions"),
                    VectorMessages.VECTOR_OVER_TERM_SIZE
                            .with("dimensions", dimensions)
                            .with("floats", Numbers.grouped(dimensions))
                            .with("attribute", target.label())
                            .with("bytes", Numbers.grouped(4 * dimensions))
                            .with("option", 4 * dimensions)
                            .with("limit", Numbers.grouped(termBytes))
                            .with("maxDimensions", Numbers.grouped(termBytes / 4)));
            return null;
        }
        String similarity = vector.constant("similarity");
        return new TypeModel.Vector(
                (int) dimensions, similarity.isEmpty() ? Vector.Similarity.COSINE.name() : similarity, javaType);
    }

    /** {@code float[]} or {@code java.util.List} for the two shapes a vector takes, else null. */
    private static String javaType(TypeMirror type) {
        if (type.getKind() == TypeKind.ARRAY) {
            return ((ArrayType) type).getComponentType().getKind() == TypeKind.FLOAT ? TypeModel.Vector.ARRAY : null;
        }
        if (type.getKind() != TypeKind.DECLARED) {
            return null;
        }
        DeclaredType declared = (DeclaredType) type;
        List<? extends TypeMirror> arguments = declared.getTypeArguments();
        boolean list = declared.asElement().toString().equals("java.util.List");
        return list && arguments.size() == 1 && arguments.get(0).toString().equals("java.lang.Float")
                ? "java.util.List"
                : null;
    }
}
