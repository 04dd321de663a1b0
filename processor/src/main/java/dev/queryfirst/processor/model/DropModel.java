package dev.queryfirst.processor.model;

/**
 * One {@code @Drop}: a table, a column of a table, or an index that the next schema version
 * drops.
 *
 * @param table the table (or index) name
 * @param column the column name, or empty for the whole table
 * @param site the annotation (with {@code index} = its position among the entity's drops)
 */
public record DropModel(String table, String column, Site site) {

    public boolean wholeTable() {
        return column.isEmpty();
    }
}
