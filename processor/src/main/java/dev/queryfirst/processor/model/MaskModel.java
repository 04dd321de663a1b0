package dev.queryfirst.processor.model;

import java.util.List;

/**
 * A column's dynamic data mask (docs/mapping-rules.md, "Masked columns"): a Cassandra 5.0 masking
 * function and its arguments, already written as CQL literals.
 *
 * @param function the CQL function name ({@code mask_inner})
 * @param arguments its arguments as CQL writes them ({@code [2, 1, '#']}); empty for none
 */
public record MaskModel(String function, List<String> arguments) {

    public MaskModel {
        arguments = List.copyOf(arguments);
    }

    /** The call as {@code MASKED WITH} takes it: {@code mask_inner(2, 1, '#')}. */
    public String cql() {
        return function + "(" + String.join(", ", arguments) + ")";
    }
}
