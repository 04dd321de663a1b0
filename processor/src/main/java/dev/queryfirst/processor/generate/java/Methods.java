package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TypeModel;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletionStage;
import javax.lang.model.element.Modifier;

/**
 * The shapes every generated method shares: synchronous twins of {@code …Async} methods, argument
 * checks, overrides of the runtime's table interfaces. The generators of DAOs and table classes use
 * these; nothing here knows a generator.
 */
final class Methods {

    static final ClassName ARGS = JavaTypes.runtime("internal", "Args");
    static final ClassName ROW = JavaTypes.driver("cql", "Row");
    static final ClassName BOUND_STATEMENT = JavaTypes.driver("cql", "BoundStatement");
    static final ClassName PREPARED_STATEMENT = JavaTypes.driver("cql", "PreparedStatement");
    private static final ClassName FUTURES = JavaTypes.runtime("internal", "Futures");

    private Methods() {}

    /** A public method overriding one of the runtime's table interfaces. */
    static MethodSpec.Builder override(String name, TypeName returns) {
        return MethodSpec.methodBuilder(name)
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(returns);
    }

    /** A public override returning {@code value}, a constant of the generated class. */
    static MethodSpec constant(String name, TypeName returns, CodeBlock value) {
        return override(name, returns).addStatement("return $L", value).build();
    }

    /** {@code Args.notNull} for every parameter that can be null. */
    static void checkParameters(MethodSpec.Builder method, List<ParameterSpec> parameters) {
        for (ParameterSpec parameter : parameters) {
            if (!parameter.type().isPrimitive()) {
                method.addStatement("$T.notNull($N, $S)", ARGS, parameter, parameter.name());
            }
        }
    }

    static CodeBlock names(List<ParameterSpec> parameters) {
        return CodeBlock.join(
                parameters.stream().map(p -> CodeBlock.of("$N", p)).toList(), ", ");
    }

    /** The synchronous twin of an {@code …Async} method: the same call, waited for. */
    static MethodSpec sync(String name, TypeName returns, String doc, ParameterSpec... parameters) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc(Docs.wrap(doc), (Object[]) javadocArguments(doc, parameters))
                .returns(returns)
                .addParameters(List.of(parameters));
        CodeBlock call = CodeBlock.of("$T.getUninterruptibly($NAsync($L))", FUTURES, name, names(List.of(parameters)));
        return (returns.equals(TypeName.VOID)
                        ? method.addStatement("$L", call)
                        : method.addStatement("return $L", call))
                .build();
    }

    static MethodSpec.Builder async(String name, TypeName returns, String doc, ParameterSpec... parameters) {
        return MethodSpec.methodBuilder(name + "Async")
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc(doc)
                .returns(returns)
                .addParameters(List.of(parameters));
    }

    /** The {@code $N} arguments of a doc naming the entity parameter. */
    private static Object[] javadocArguments(String doc, ParameterSpec... parameters) {
        return doc.contains("$N") ? new Object[] {parameters[0]} : new Object[0];
    }

    static TypeName stageOf(TypeName type) {
        return ParameterizedTypeName.get(ClassName.get(CompletionStage.class), type);
    }

    static TypeName optionalOf(TypeName type) {
        return ParameterizedTypeName.get(ClassName.get(Optional.class), type);
    }

    /**
     * Whether Java orders values of the type as Cassandra does, so a range can be checked for order
     * before it is sent: not UUIDs (a timeuuid's time is not its Java order), nor enums (stored by
     * name, compared by ordinal in Java), nor types without an order.
     */
    static boolean comparable(TypeModel type) {
        return type instanceof TypeModel.Scalar scalar
                && scalar.kind() != ScalarKind.UUID
                && scalar.kind() != ScalarKind.TIMEUUID
                && scalar.kind() != ScalarKind.ENUM
                && scalar.kind() != ScalarKind.BLOB
                && scalar.kind() != ScalarKind.INET
                && scalar.kind() != ScalarKind.DURATION;
    }
}
