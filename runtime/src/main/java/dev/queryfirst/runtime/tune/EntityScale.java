package dev.queryfirst.runtime.tune;

import java.util.List;
import java.util.Map;

/**
 * One entity in a rehearsal: how many of it are written, over which span of time, and how each
 * attribute's values are drawn.
 *
 * @param numbers its declared numbers
 * @param tables the estimates of its tables
 * @param rows entities written
 * @param declaredRows the declared entities over the same span (0 when not declared)
 * @param spanSeconds the time its time attributes spread over, ending at {@code endMillis}
 * @param endMillis the end of the span (epoch milliseconds), aligned to its widest bucket
 * @param attributes each attribute's draw, by path
 */
record EntityScale(
        EntityNumbers numbers,
        List<TableEstimate> tables,
        long rows,
        double declaredRows,
        long spanSeconds,
        long endMillis,
        Map<String, AttributeScale> attributes) {

    String entity() {
        return numbers.entity();
    }

    /** The draw of the attribute at {@code path}; an attribute without numbers draws freely. */
    AttributeScale attribute(String path) {
        AttributeScale scale = attributes.get(path);
        return scale != null ? scale : AttributeScale.free(AttributeNumbers.of(path), Mix.hash(path));
    }

    long startMillis() {
        return endMillis - spanSeconds * 1000;
    }

    /**
     * The time of entity {@code i}: the span divided in {@code rows} equal slots, one per entity
     * in order, at a point of its slot that {@code salt} picks: time buckets fill with consecutive
     * entities, each holding its share of every attribute's values.
     */
    long timeOf(long i, long salt) {
        double slot = spanSeconds * 1000.0 / Math.max(rows, 1);
        double within = 0.1 + 0.8 * Mix.unit(Mix.hash(salt, i));
        return startMillis() + (long) ((i + within) * slot);
    }
}
