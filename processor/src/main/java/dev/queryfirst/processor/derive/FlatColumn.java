package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.TypeModel;
import java.util.List;

/**
 * One column an entity contributes to every table it is stored in
 * (docs/mapping-rules.md, "Columns"), after references are flattened: {@code customer.name} becomes
 * {@code customer_name}.
 *
 * @param name the column name
 * @param path attribute names from the entity to the value
 * @param attribute the attribute that holds the value (in the referenced entity, when pushed down)
 * @param owners the references it was pushed down through, outermost first; empty for the entity's
 *     own attributes
 * @param entityKey whether the column is part of the entity's key K
 * @param fixed whether its value never changes once the entity is written: every attribute on its
 *     path is a key attribute or {@code @Fixed}
 */
record FlatColumn(
        String name, List<String> path, Attribute attribute, List<Owner> owners, boolean entityKey, boolean fixed) {

    TypeModel type() {
        return attribute.type();
    }

    String dottedPath() {
        return String.join(".", path);
    }

    /**
     * Whether it is a copy of a referenced entity's attribute rather than one of the entity's own: a
     * pushed-down column that is not the reference's key (which is the entity's own data: which one
     * it references). Its truth is the referenced entity's table.
     */
    boolean copied() {
        return !owners.isEmpty() && !owners.get(0).keyColumns().contains(name);
    }

    /**
     * A reference a column was pushed down through: what a static column depends on.
     *
     * @param keyColumns the column names of the referenced entity's key in this entity's tables
     *     ({@code [customer_id]})
     */
    record Owner(List<String> keyColumns) {}
}
