package dev.queryfirst.processor.read;

import dev.queryfirst.processor.diagnostics.CounterMessages;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TypeModel;
import java.util.Locale;
import java.util.Optional;

/**
 * The type of a {@code @Counter} attribute: a {@code long} or {@code Long} becomes a CQL
 * {@code counter}; on any other type, or on a field of a value type (a UDT cannot hold a counter),
 * it is QF110 on the annotation.
 */
final class CounterType {

    private CounterType() {}

    static Optional<TypeModel> of(TypeModel read, boolean entity, Values counter, String label, ReadScope scope) {
        boolean isLong = read instanceof TypeModel.Scalar scalar && scalar.kind() == ScalarKind.BIGINT;
        if (!entity) {
            scope.report(counter.site(), CounterMessages.COUNTER_IN_VALUE_TYPE.with("attribute", label));
            return Optional.empty();
        }
        if (!isLong) {
            scope.report(
                    counter.site(),
                    CounterMessages.COUNTER_NOT_LONG.with("attribute", label).with("type", javaType(read)));
            return Optional.empty();
        }
        return Optional.of(new TypeModel.Scalar(ScalarKind.COUNTER, ((TypeModel.Scalar) read).javaType()));
    }

    private static String javaType(TypeModel type) {
        if (type instanceof TypeModel.Scalar scalar) {
            return scalar.javaType();
        }
        if (type instanceof TypeModel.Collection collection) {
            return "a " + collection.kind().name().toLowerCase(Locale.ROOT);
        }
        return type instanceof TypeModel.Value value ? value.javaType() : ((TypeModel.Reference) type).javaType();
    }
}
