package dev.queryfirst.processor.derive;

import java.util.List;
import java.util.Map;

/**
 * An entity's columns, every attribute one or more (docs/mapping-rules.md, "Columns"), and how
 * attribute paths reach them.
 *
 * @param columns every column, in attribute order (pushed-down columns where their reference is)
 * @param byPath the columns a dotted path names: one for a value, the referenced key's columns for
 *     a reference
 * @param key the columns of the entity key K, in key order
 */
record Flattened(List<FlatColumn> columns, Map<String, List<FlatColumn>> byPath, List<FlatColumn> key) {

    List<String> paths() {
        return List.copyOf(byPath.keySet());
    }
}
