package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.TypeModel;
import java.util.List;

/**
 * One column an entity contributes to every table it is stored in (MR1), after references are
 * flattened: {@code customer.name} becomes {@code customer_name}.
 *
 * @param name the column name
 * @param path attribute names from the entity to the value
 * @param attribute the attribute that holds the value (in the referenced entity, when pushed down)
 * @param owners the references it was pushed down through, outermost first; empty for the entity's
 *     own attributes
 * @param entityKey whether the column is part of the entity's key K
 */
record FlatColumn(String name, List<String> path, Attribute attribute, List<Owner> owners, boolean entityKey) {

    TypeModel type() {
        return attribute.type();
    }

    String dottedPath() {
        return String.join(".", path);
    }

    /**
     * A reference a column was pushed down through: what a static column depends on.
     *
     * @param keyColumns the column names of the referenced entity's key in this entity's tables
     *     ({@code [customer_id]})
     */
    record Owner(List<String> keyColumns) {}
}
