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
 */
public record IndexModel(String keyspace, String name, String table, String column, String pattern, Site site) {}
