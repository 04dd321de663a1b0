package dev.queryfirst.spring.metrics;

import io.micrometer.common.KeyValues;
import java.util.Locale;

/**
 * {@code queryfirst.access}, with low-cardinality tags only: {@code entity} ({@code Ticket}),
 * {@code kind} ({@code read} or {@code write}), {@code operation} (the access pattern of a read,
 * the operation of a write: {@code byAssignee}, {@code save}) and, once the call ended,
 * {@code outcome} ({@code success} or {@code error}). Never a key, a value or CQL.
 */
public class DefaultAccessObservationConvention implements AccessObservationConvention {

    /** The observation's name, which Micrometer's default handler makes a timer of. */
    public static final String NAME = "queryfirst.access";

    @Override
    public String getName() {
        return NAME;
    }

    @Override
    public String getContextualName(AccessContext context) {
        return context.entity() + " " + context.operation();
    }

    @Override
    public KeyValues getLowCardinalityKeyValues(AccessContext context) {
        KeyValues values = KeyValues.of(
                "entity", context.entity(),
                "kind", context.kind().name().toLowerCase(Locale.ROOT),
                "operation", context.operation());
        return context.outcome() == null ? values : values.and("outcome", context.outcome());
    }
}
