package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.vocabulary.JavaNames;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import javax.lang.model.element.Modifier;

/**
 * The code that builds a synthetic entity from a rehearsal's {@code Values}: one call per
 * attribute, through the canonical constructor (records) or the setters (beans), a value type
 * built by a method of its own, a reference taken from the entities written before.
 *
 * <pre>{@code
 * static Order order(Values values) {
 *   return new Order(
 *       values.at("orderId").uuid(),
 *       values.at("customer").reference(Customer.class),
 *       values.at("status").choice(OrderStatus.values()),
 *       address(values.at("shipping")),
 *       values.at("items").list(OrderRehearsal::orderItem));
 * }
 * }</pre>
 */
final class SynthesisCode {

    static final ClassName VALUES = JavaTypes.runtime("tune", "Values");

    private final ClassName owner;
    /** The value types met so far, by Java type, each built by a method of the owner. */
    private final Map<String, TypeModel.Value> valueTypes = new LinkedHashMap<>();

    SynthesisCode(ClassName owner) {
        this.owner = owner;
    }

    /**
     * The method building the entity (or value type) {@code type} with {@code attributes}, named
     * {@code name}; {@code optional} tells which attributes may be left null.
     */
    MethodSpec builder(
            String name, ClassName type, boolean record, List<Attribute> attributes, Predicate<Attribute> optional) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.STATIC)
                .returns(type)
                .addParameter(VALUES, "values");
        List<CodeBlock> values = new ArrayList<>();
        for (Attribute attribute : attributes) {
            CodeBlock at = CodeBlock.of("values.at($S)", attribute.name());
            values.add(optional.test(attribute) ? orNull(at, attribute.type()) : value(at, attribute.type()));
        }
        if (record) {
            return method.addStatement("return new $T($L)", type, Docs.arguments(values, 0))
                    .build();
        }
        String local = JavaNames.javaName(JavaNames.lowerFirst(type.simpleName()));
        method.addStatement("$T $N = new $T()", type, local, type);
        for (int i = 0; i < attributes.size(); i++) {
            method.addStatement("$N.$N($L)", local, attributes.get(i).setter(), values.get(i));
        }
        return method.addStatement("return $N", local).build();
    }

    /** The methods building every value type met while building the others, each once. */
    List<MethodSpec> valueTypeBuilders() {
        List<MethodSpec> methods = new ArrayList<>();
        List<String> done = new ArrayList<>();
        while (done.size() < valueTypes.size()) {
            for (TypeModel.Value value : List.copyOf(valueTypes.values())) {
                if (!done.contains(value.javaType())) {
                    done.add(value.javaType());
                    ClassName type = JavaTypes.className(value.javaType());
                    methods.add(builder(
                            valueTypeMethod(value),
                            type,
                            isRecord(value),
                            value.fields(),
                            field -> !JavaTypes.isPrimitive(field.type()) && field.type() instanceof TypeModel.Scalar));
                }
            }
        }
        return methods;
    }

    /** {@code <at>.text()}, {@code address(<at>)}, {@code <at>.list(Values::text)}. */
    private CodeBlock value(CodeBlock at, TypeModel type) {
        return value(at, type, 0);
    }

    /**
     * {@link #value(CodeBlock, TypeModel)} inside {@code depth} lambdas drawing collection elements,
     * whose parameters ({@code element}, {@code element1}, …) must not shadow each other.
     */
    private CodeBlock value(CodeBlock at, TypeModel type, int depth) {
        if (type instanceof TypeModel.Scalar scalar) {
            return scalar.kind() == ScalarKind.ENUM
                    ? CodeBlock.of("$L.choice($T.values())", at, JavaTypes.className(scalar.javaType()))
                    : CodeBlock.of("$L.$N()", at, scalarMethod(scalar));
        }
        if (type instanceof TypeModel.Value value) {
            valueTypes.putIfAbsent(value.javaType(), value);
            return CodeBlock.of("$N($L)", valueTypeMethod(value), at);
        }
        if (type instanceof TypeModel.Reference reference) {
            return CodeBlock.of("$L.reference($T.class)", at, JavaTypes.className(reference.javaType()));
        }
        if (type instanceof TypeModel.Vector vector) {
            return CodeBlock.of("$L.$N($L)", at, vector.isArray() ? "floats" : "floatList", vector.dimensions());
        }
        TypeModel.Collection collection = (TypeModel.Collection) type;
        return switch (collection.kind()) {
            case LIST -> CodeBlock.of("$L.list($L)", at, function(collection.element(), depth));
            case SET -> CodeBlock.of("$L.set($L)", at, function(collection.element(), depth));
            case MAP ->
                CodeBlock.of(
                        "$L.map($L, $L)", at, function(collection.key(), depth), function(collection.element(), depth));
        };
    }

    /** {@code <at>.orNull(Values::text)}: null for the rehearsal's share of optional values. */
    private CodeBlock orNull(CodeBlock at, TypeModel type) {
        return CodeBlock.of("$L.orNull($L)", at, function(type, 0));
    }

    /** A {@code Function<Values, T>} drawing a value of {@code type}: a method reference where one fits. */
    private CodeBlock function(TypeModel type, int depth) {
        if (type instanceof TypeModel.Scalar scalar && scalar.kind() != ScalarKind.ENUM) {
            return CodeBlock.of("$T::$N", VALUES, scalarMethod(scalar));
        }
        if (type instanceof TypeModel.Value value) {
            valueTypes.putIfAbsent(value.javaType(), value);
            return CodeBlock.of("$T::$N", owner, valueTypeMethod(value));
        }
        String element = depth == 0 ? "element" : "element" + depth;
        return CodeBlock.of("$N -> $L", element, value(CodeBlock.of("$N", element), type, depth + 1));
    }

    /** The {@code Values} method drawing a scalar of {@code kind}. */
    private static String scalarMethod(TypeModel.Scalar scalar) {
        return switch (scalar.kind()) {
            case TEXT, ENUM -> "text";
            case UUID -> "uuid";
            case TIMEUUID -> "timeuuid";
            case TIMESTAMP -> "instant";
            case LOCAL_DATE_TIME -> "localDateTime";
            case DATE -> "localDate";
            case TIME -> "localTime";
            case DURATION -> "duration";
            case BOOLEAN -> "bool";
            case TINYINT -> "byteValue";
            case SMALLINT -> "shortValue";
            case INT -> "integer";
            case BIGINT -> "longValue";
            case FLOAT -> "floatValue";
            case DOUBLE -> "doubleValue";
            case DECIMAL -> "decimal";
            case VARINT -> "varint";
            case BLOB -> scalar.javaType().equals("byte[]") ? "bytes" : "blob";
            case INET -> "inet";
            case COUNTER -> "counter";
        };
    }

    /** {@code com.example.Address} → {@code address}, the method building one. */
    private static String valueTypeMethod(TypeModel.Value value) {
        return JavaNames.javaName(
                JavaNames.lowerFirst(JavaTypes.className(value.javaType()).simpleName()));
    }

    /** Value types are records unless their fields have setters (beans). */
    private static boolean isRecord(TypeModel.Value value) {
        return value.fields().stream().allMatch(field -> field.setter() == null);
    }
}
