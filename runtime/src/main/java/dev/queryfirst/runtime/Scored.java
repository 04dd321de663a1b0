package dev.queryfirst.runtime;

/**
 * A row of a nearest-neighbour read with its similarity to the query vector, as Cassandra's
 * similarity functions compute it: from 0 (least similar) to 1 (the same direction, for
 * {@code COSINE} and {@code DOT_PRODUCT} on unit vectors; the same point, for {@code EUCLIDEAN}).
 * Rows come most similar first (docs/vector-search.md).
 *
 * <pre>{@code
 * for (Scored<Passage> hit : passages.similar("acme", embedding)) {
 *     System.out.printf("%.3f %s%n", hit.score(), hit.row().text());
 * }
 * }</pre>
 *
 * @param row the entity read
 * @param score its similarity to the query vector
 * @param <T> the entity
 */
public record Scored<T>(T row, float score) {}
