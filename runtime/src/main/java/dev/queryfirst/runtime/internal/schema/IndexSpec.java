package dev.queryfirst.runtime.internal.schema;

import dev.queryfirst.runtime.internal.Args;

/**
 * A secondary (storage-attached) index a {@link TableSpec} expects.
 *
 * <pre>{@code
 * new IndexSpec("log_messages_source_type_idx", "source_type");
 * new IndexSpec("passages_by_tenant_embedding_ann_idx", "embedding", "DOT_PRODUCT");   // a vector index
 * }</pre>
 *
 * @param column the indexed column, as the index's target
 * @param similarity for a vector index, its {@code similarity_function} ({@code COSINE},
 *     {@code DOT_PRODUCT}, {@code EUCLIDEAN}); null for any other index, or when not compared
 */
public record IndexSpec(String name, String column, String similarity) {
    public IndexSpec {
        Args.notNull(name, "name");
        Args.notNull(column, "column");
    }

    /** An index whose options are not compared. */
    public IndexSpec(String name, String column) {
        this(name, column, null);
    }

    /** How it reads in a difference: {@code index on embedding (DOT_PRODUCT)}. */
    String describe() {
        return "index on " + column + (similarity == null ? "" : " (" + similarity + ")");
    }
}
