package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Code.QF103;
import static dev.queryfirst.processor.diagnostics.Code.QF109;

/**
 * The catalog's vector situations (docs/vector-search.md): a {@code float[]} without
 * {@code @Vector} and a {@code @Vector} on anything but floats (QF103), and the limits Cassandra
 * 5.0 enforces only at run time, moved to compile time (QF109). {@code {attribute}} is
 * {@link Phrase#ATTRIBUTE}.
 */
public enum VectorMessages implements Message {
    FLOAT_ARRAY_WITHOUT_VECTOR(
            QF103,
            "{attribute}: a float[] is stored as a vector<float, n>, and its dimensions are not known. Fix: annotate it"
                    + " @Vector(dimensions = n) with the length of every value (or use a List<Float> to store a list)"),
    VECTOR_NOT_FLOAT(
            QF103,
            "{attribute}: @Vector on {type}: Cassandra's vector index searches float vectors only. Fix: declare it"
                    + " float[] or List<Float>"),
    VECTOR_DIMENSIONS_BELOW_ONE(
            QF109,
            "invalid @Vector(dimensions = {dimensions}) on {attribute}: a vector holds at least one float. Fix: set"
                    + " dimensions to the length of the embeddings, for example 384"),
    VECTOR_DIMENSIONS_OVER_MAX(
            QF109,
            "invalid @Vector(dimensions = {dimensions}) on {attribute}: Cassandra's vector index takes at most 8,192"
                    + " dimensions. Fix: use an embedding model with at most 8,192 dimensions, or reduce them"
                    + " (truncate a Matryoshka embedding, or project it)"),
    VECTOR_OVER_TERM_SIZE(
            QF109,
            "invalid @Vector(dimensions = {dimensions}) on {attribute}: {floats} floats are {bytes} bytes, over the"
                    + " vector index's term size of {limit} bytes (sai_vector_term_size_fail_threshold, 16 KiB by default:"
                    + " {maxDimensions} dimensions), and every write would fail. Fix: use at most {maxDimensions}"
                    + " dimensions, or raise the threshold in cassandra.yaml and say so with"
                    + " -Aqueryfirst.vectorTermSize={option}B");

    private final Code code;
    private final String template;

    VectorMessages(Code code, String template) {
        this.code = code;
        this.template = template;
    }

    @Override
    public Code code() {
        return code;
    }

    @Override
    public String template() {
        return template;
    }
}
