package dev.queryfirst.runtime.internal;

import com.datastax.oss.driver.api.core.data.CqlVector;
import com.datastax.oss.driver.api.core.type.codec.MappingCodec;
import com.datastax.oss.driver.api.core.type.codec.TypeCodec;
import com.datastax.oss.driver.api.core.type.codec.TypeCodecs;
import com.datastax.oss.driver.api.core.type.reflect.GenericType;
import java.util.ArrayList;
import java.util.List;

/**
 * What generated code needs for {@code @Vector} attributes (docs/vector-search.md): a codec for a
 * {@code List<Float>} held as {@code vector<float, n>} (the driver maps {@code float[]} itself), and
 * the check of a query vector before any statement runs.
 */
public final class VectorCodecs {

    private VectorCodecs() {}

    /** A codec between {@code List<Float>} and {@code vector<float, dimensions>}. */
    public static TypeCodec<List<Float>> floatList(int dimensions) {
        return new MappingCodec<CqlVector<Float>, List<Float>>(
                TypeCodecs.vectorOf(dimensions, TypeCodecs.FLOAT), GenericType.listOf(Float.class)) {
            @Override
            protected List<Float> innerToOuter(CqlVector<Float> value) {
                if (value == null) {
                    return null;
                }
                List<Float> out = new ArrayList<>(value.size());
                value.forEach(out::add);
                return out;
            }

            @Override
            protected CqlVector<Float> outerToInner(List<Float> value) {
                return value == null ? null : CqlVector.newInstance(value);
            }
        };
    }

    /**
     * Checks a query vector: not null, {@code dimensions} long, no NaN (the index cannot compare a
     * NaN, and a wrong length fails on the server after the statement was sent).
     *
     * @throws IllegalArgumentException naming {@code parameter}
     */
    public static float[] queryVector(String parameter, float[] vector, int dimensions) {
        if (vector == null) {
            throw new IllegalArgumentException(parameter + " is null; a nearest-neighbour read needs a query vector");
        }
        if (vector.length != dimensions) {
            throw new IllegalArgumentException(
                    parameter + " has " + vector.length + " dimensions; the column holds " + dimensions);
        }
        for (int i = 0; i < vector.length; i++) {
            if (Float.isNaN(vector[i])) {
                throw new IllegalArgumentException(parameter + "[" + i + "] is NaN; a query vector needs numbers");
            }
        }
        return vector;
    }

    /** {@link #queryVector(String, float[], int)} for a {@code List<Float>}; a null element counts as NaN. */
    public static float[] queryVector(String parameter, List<Float> vector, int dimensions) {
        if (vector == null) {
            return queryVector(parameter, (float[]) null, dimensions);
        }
        float[] values = new float[vector.size()];
        for (int i = 0; i < values.length; i++) {
            Float value = vector.get(i);
            values[i] = value == null ? Float.NaN : value;
        }
        return queryVector(parameter, values, dimensions);
    }
}
