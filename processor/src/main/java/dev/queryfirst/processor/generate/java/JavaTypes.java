package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.queryfirst.processor.model.TypeModel;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The Java type of a stored value, as generated code declares it. Types are named, never loaded:
 * the processor does not depend on the entity classes, the runtime or the driver.
 */
final class JavaTypes {

    static final String RUNTIME = "dev.queryfirst.runtime";
    static final String DRIVER = "com.datastax.oss.driver.api.core";

    private static final Map<String, TypeName> PRIMITIVES = Map.of(
            "boolean", TypeName.BOOLEAN,
            "byte", TypeName.BYTE,
            "short", TypeName.SHORT,
            "int", TypeName.INT,
            "long", TypeName.LONG,
            "float", TypeName.FLOAT,
            "double", TypeName.DOUBLE);

    private JavaTypes() {}

    /** A class of the runtime: {@code runtime("internal.read", "Query")}, or {@code runtime("internal", "Args")}. */
    static ClassName runtime(String subPackage, String simpleName) {
        return ClassName.get(subPackage.isEmpty() ? RUNTIME : RUNTIME + "." + subPackage, simpleName);
    }

    /** A class of the driver's API: {@code driver("cql", "Row")}. */
    static ClassName driver(String subPackage, String simpleName) {
        return ClassName.get(subPackage.isEmpty() ? DRIVER : DRIVER + "." + subPackage, simpleName);
    }

    /** {@code com.example.Outer.Inner} → the nested class, {@code java.util.UUID} → UUID. */
    static ClassName className(String qualifiedName) {
        return ClassName.bestGuess(qualifiedName);
    }

    /** The type as the entity declares it: primitives stay primitive. */
    static TypeName of(TypeModel type) {
        if (type instanceof TypeModel.Scalar scalar) {
            TypeName primitive = PRIMITIVES.get(scalar.javaType());
            if (primitive != null) {
                return primitive;
            }
            if (scalar.javaType().equals("byte[]")) {
                return ArrayTypeName.of(TypeName.BYTE);
            }
            return className(scalar.javaType());
        }
        if (type instanceof TypeModel.Collection collection) {
            return switch (collection.kind()) {
                case LIST -> ParameterizedTypeName.get(ClassName.get(List.class), boxed(collection.element()));
                case SET -> ParameterizedTypeName.get(ClassName.get(Set.class), boxed(collection.element()));
                case MAP ->
                    ParameterizedTypeName.get(
                            ClassName.get(Map.class), boxed(collection.key()), boxed(collection.element()));
            };
        }
        if (type instanceof TypeModel.Value value) {
            return className(value.javaType());
        }
        if (type instanceof TypeModel.Vector vector) {
            return vector.isArray()
                    ? ArrayTypeName.of(TypeName.FLOAT)
                    : ParameterizedTypeName.get(ClassName.get(List.class), TypeName.FLOAT.box());
        }
        return className(((TypeModel.Reference) type).javaType());
    }

    /** The type where a primitive cannot go (type arguments, values that may be absent). */
    static TypeName boxed(TypeModel type) {
        return of(type).box();
    }

    static boolean isPrimitive(TypeModel type) {
        return of(type).isPrimitive();
    }

    /** The value a field of {@code type} holds before it is set: {@code null}, {@code 0}, {@code false}. */
    static CodeBlock defaultValue(TypeName type) {
        if (!type.isPrimitive()) {
            return CodeBlock.of("null");
        }
        if (type.equals(TypeName.BOOLEAN)) {
            return CodeBlock.of("false");
        }
        return CodeBlock.of("($T) 0", type);
    }
}
