package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Code.QF103;
import static dev.queryfirst.processor.diagnostics.Code.QF109;
import static dev.queryfirst.processor.diagnostics.Code.QF310;

/**
 * The catalog's vector situations (docs/vector-search.md): a {@code float[]} without
 * {@code @Vector} and a {@code @Vector} on anything but floats (QF103), and the limits Cassandra
 * 5.0 enforces only at run time, moved to compile time (QF109), and a nearest-neighbour read
 * across a table whose index is large (QF310). {@code {attribute}} is {@link Phrase#ATTRIBUTE}.
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
                    + " -Aqueryfirst.vectorTermSize={option}B"),
    NEAREST_NOT_VECTOR(
            QF109,
            "invalid nearest = \"{nearest}\" in access pattern {pattern}: {entity} has no @Vector attribute {nearest}"
                    + " ({vectors}). Fix: name a float[] or List<Float> attribute annotated @Vector(dimensions = n)"),
    NEAREST_WITHOUT_LIMIT(
            QF109,
            "invalid access pattern {pattern}: a nearest-neighbour read needs a limit (Cassandra's ANN query always"
                    + " has one, and cannot page). Fix: set limit to the rows wanted, for example limit = 10"),
    NEAREST_LIMIT_OVER_MAX(
            QF109,
            "invalid limit = {limit} in access pattern {pattern}: Cassandra answers a nearest-neighbour read with at"
                    + " most 1,000 rows, and cannot page through more. Fix: set limit to at most 1,000"),
    NEAREST_WITH_MEMBER(
            QF109,
            "invalid {member} in access pattern {pattern}: a nearest-neighbour read orders rows by similarity, in"
                    + " one query of at most 1,000 rows; {why}. Fix: remove {member}, or declare a separate access"
                    + " pattern for that read"),
    NEAREST_ACROSS_LARGE_TABLE(
            QF310,
            "access pattern {pattern} searches the nearest of every {entity} across table {table}, whose vector index"
                    + " would hold {vectors} vectors: {vectors} × {dimensions} floats × 4 B = {bytes} of vectors, and"
                    + " a search visits every node's index; vector indexes are experimental in Cassandra 5.0. Fix:"
                    + " restrict the search to a partition with where (a tenant's or a user's rows), or check its"
                    + " recall and latency at this size before relying on it");

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
