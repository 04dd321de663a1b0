package dev.queryfirst.processor.read;

import dev.queryfirst.annotations.Masked;
import dev.queryfirst.processor.diagnostics.MaskMessages;
import dev.queryfirst.processor.model.MaskModel;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.vocabulary.Cql;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads {@code @Masked} into the column's {@link MaskModel}, refusing at compile time what
 * Cassandra 5.0 refuses when the table is created (docs/mapping-rules.md, "Masked columns"): a
 * wrong number of arguments, counts that are not counts, {@code mask_inner}/{@code mask_outer} on
 * anything but text, {@code mask_hash} on anything but a blob, a mask on a reference.
 */
final class MaskReader {

    static final String MASKED = Masked.class.getCanonicalName();

    private MaskReader() {}

    /** The mask, or empty when there is no {@code @Masked} or it is reported. */
    static Optional<MaskModel> read(Values masked, TypeModel type, String label, ReadScope scope) {
        String constant = masked.constant("value");
        Masked.Function function = constant.isEmpty() ? Masked.Function.DEFAULT : Masked.Function.valueOf(constant);
        String call = "mask_" + function.name().toLowerCase(Locale.ROOT);
        List<String> given = masked.strings("arguments");
        if (type instanceof TypeModel.Reference) {
            scope.report(masked.site(), MaskMessages.MASK_ON_REFERENCE.with("attribute", label));
            return Optional.empty();
        }
        Arity arity = Arity.of(function);
        if (given.size() < arity.min() || given.size() > arity.max()) {
            scope.report(
                    masked.site(),
                    MaskMessages.MASK_ARGUMENT_COUNT
                            .with("function", function.name())
                            .with("attribute", label)
                            .with("call", call)
                            .with("expected", arity.expected())
                            .with("count", given.size())
                            .with("fix", arity.fix()));
            return Optional.empty();
        }
        boolean text = type instanceof TypeModel.Scalar scalar
                && (scalar.kind() == ScalarKind.TEXT || scalar.kind() == ScalarKind.ENUM);
        List<String> arguments = new ArrayList<>();
        switch (function) {
            case REPLACE -> arguments.add(text ? Cql.literal(given.get(0)) : given.get(0));
            case HASH -> {
                // A mask must return the column's type (the node refuses mask_hash on a text column).
                if (!(type instanceof TypeModel.Scalar scalar && scalar.kind() == ScalarKind.BLOB)) {
                    scope.report(
                            masked.site(),
                            MaskMessages.MASK_HASH_NOT_BLOB
                                    .with("attribute", label)
                                    .with("type", typeName(type)));
                    return Optional.empty();
                }
                given.forEach(algorithm -> arguments.add(Cql.literal(algorithm)));
            }
            case INNER, OUTER -> {
                if (!text) {
                    scope.report(
                            masked.site(),
                            MaskMessages.MASK_NOT_TEXT
                                    .with("function", function.name())
                                    .with("attribute", label)
                                    .with("type", typeName(type))
                                    .with("call", call));
                    return Optional.empty();
                }
                for (int i = 0; i < given.size(); i++) {
                    String argument = given.get(i).trim();
                    boolean padding = i == 2;
                    boolean valid = padding ? argument.length() == 1 : argument.matches("\\d{1,9}");
                    if (!valid) {
                        scope.report(
                                masked.site(),
                                MaskMessages.MASK_BAD_ARGUMENT
                                        .with("function", function.name())
                                        .with("argument", given.get(i))
                                        .with("attribute", label)
                                        .with("call", call)
                                        .with("expected", padding ? "one padding character" : "a count of characters")
                                        .with(
                                                "fix",
                                                padding
                                                        ? "give one character, for example \"#\""
                                                        : "give how many characters stay in clear, for example \"2\""));
                        return Optional.empty();
                    }
                    arguments.add(padding ? Cql.literal(argument) : argument);
                }
            }
            case NULL, DEFAULT -> {
                // They take no arguments, and the count is checked above.
            }
        }
        return Optional.of(new MaskModel(call, arguments));
    }

    /** The column's CQL type where it is a scalar ({@code int}), else what kind of type it is. */
    private static String typeName(TypeModel type) {
        return type instanceof TypeModel.Scalar scalar
                ? scalar.kind().cql()
                : type.getClass().getSimpleName().toLowerCase(Locale.ROOT);
    }

    /** How many arguments a function takes, and what to say when the count is wrong. */
    private record Arity(int min, int max, String expected, String fix) {

        static Arity of(Masked.Function function) {
            return switch (function) {
                case NULL, DEFAULT -> new Arity(0, 0, "no arguments", "remove arguments");
                case REPLACE ->
                    new Arity(
                            1,
                            1,
                            "one argument (the value read instead)",
                            "give the replacement, arguments = \"redacted\"");
                case INNER, OUTER ->
                    new Arity(
                            2,
                            3,
                            "two or three arguments (begin, end[, padding])",
                            "give the characters kept in clear at each end, arguments = {\"2\", \"1\"}");
                case HASH ->
                    new Arity(
                            0,
                            1,
                            "at most one argument (the algorithm)",
                            "give at most the algorithm, arguments = \"SHA-256\"");
            };
        }
    }
}
