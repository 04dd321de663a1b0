package dev.queryfirst.processor.model;

/**
 * A storage-attached index serving an access pattern with {@code strategy = INDEX}.
 *
 * @param keyspace its keyspace
 * @param name the index name ({@code log_messages_source_type_idx})
 * @param table the (base) table it indexes
 * @param column the indexed column
 * @param pattern the access pattern it serves
 * @param site the access pattern's annotation
 * @param similarity for a vector index, its similarity function ({@code COSINE}); null otherwise
 */
public record IndexModel(
        String keyspace, String name, String table, String column, String pattern, Site site, String similarity) {

    /** An index on a plain column. */
    public IndexModel(String keyspace, String name, String table, String column, String pattern, Site site) {
        this(keyspace, name, table, column, pattern, site, null);
    }

    /** Whether it is a vector index, serving a nearest-neighbour pattern. */
    public boolean isVector() {
        return similarity != null;
    }
}
