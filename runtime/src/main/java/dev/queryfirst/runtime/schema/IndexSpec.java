package dev.queryfirst.runtime.schema;

import dev.queryfirst.runtime.internal.Args;

/**
 * A secondary (storage-attached) index a {@link TableSpec} expects.
 *
 * <pre>{@code
 * new IndexSpec("log_messages_source_type_idx", "source_type");
 * }</pre>
 *
 * @param column the indexed column, as the index's target
 */
public record IndexSpec(String name, String column) {
    public IndexSpec {
        Args.notNull(name, "name");
        Args.notNull(column, "column");
    }
}
