package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.derive.MemberNames;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Gives every public {@code …Async} method of a finished DAO a reactive twin, {@code …Reactive},
 * returning a Reactive Streams {@code Publisher} (docs/mapping-rules.md, "Reactive forms"). A
 * pattern's bucket walk has its own, built by {@code PatternMethods}, which reads partition by
 * partition on demand; the others make their {@code …Async} call when the subscriber first asks:
 *
 * <pre>{@code
 * public Publisher<Void> saveReactive(Ticket ticket) {
 *   return Reactive.completion(() -> saveAsync(ticket));
 * }
 * }</pre>
 *
 * <p>Done once, on the finished DAO type, after {@link ObservedMethods}: the {@code …Async} calls
 * a reactive form makes are observed like any other.
 */
final class ReactiveMethods {

    private static final ClassName PUBLISHER = ClassName.get("org.reactivestreams", "Publisher");
    private static final ClassName REACTIVE = JavaTypes.runtime("internal.reactive", "Reactive");

    private ReactiveMethods() {}

    /** {@code Publisher<type>}. */
    static TypeName publisherOf(TypeName type) {
        return ParameterizedTypeName.get(PUBLISHER, type);
    }

    /** {@code dao} with a {@code …Reactive} form of every public {@code …Async} method that lacks one. */
    static TypeSpec addTo(TypeSpec dao) {
        Set<String> names = new HashSet<>();
        dao.methodSpecs().forEach(method -> names.add(method.name()));
        // Rebuilt rather than appended to, so that each reactive form follows its async one.
        TypeSpec.Builder type = TypeSpec.classBuilder(dao.name())
                .addModifiers(dao.modifiers().toArray(Modifier[]::new))
                .addJavadoc(dao.javadoc())
                .addAnnotations(dao.annotations())
                .superclass(dao.superclass())
                .addSuperinterfaces(dao.superinterfaces())
                .addTypeVariables(dao.typeVariables())
                .addFields(dao.fieldSpecs())
                .addTypes(dao.typeSpecs());
        for (MethodSpec method : dao.methodSpecs()) {
            type.addMethod(method);
            if (isAsync(method) && !names.contains(MemberNames.reactive(method.name()))) {
                type.addMethod(reactive(method));
            }
        }
        return type.build();
    }

    private static boolean isAsync(MethodSpec method) {
        return !method.isConstructor()
                && method.name().endsWith(MemberNames.ASYNC)
                && method.modifiers().contains(Modifier.PUBLIC)
                && !method.modifiers().contains(Modifier.STATIC)
                && method.returnType() instanceof ParameterizedTypeName;
    }

    private static MethodSpec reactive(MethodSpec async) {
        TypeName result =
                ((ParameterizedTypeName) async.returnType()).typeArguments().get(0);
        String factory = "single";
        TypeName published = result;
        if (result.equals(TypeName.VOID.box())) {
            factory = "completion";
        } else if (result instanceof ParameterizedTypeName generic
                && generic.typeArguments().size() == 1) {
            if (generic.rawType().equals(ClassName.get(Optional.class))) {
                factory = "optional";
                published = generic.typeArguments().get(0);
            } else if (generic.rawType().equals(ClassName.get(List.class))) {
                factory = "each";
                published = generic.typeArguments().get(0);
            }
        }
        return MethodSpec.methodBuilder(MemberNames.reactive(async.name()))
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc(doc(factory), async.name())
                .addTypeVariables(async.typeVariables())
                .returns(publisherOf(published))
                .addParameters(async.parameters())
                .addStatement(
                        "return $T.$L(() -> $N($L))",
                        REACTIVE,
                        factory,
                        async.name(),
                        Methods.names(async.parameters()))
                .build();
    }

    private static String doc(String factory) {
        String what = switch (factory) {
            case "completion" -> "Completes, publishing nothing, once the write has succeeded";
            case "optional" -> "Publishes the row if there is one, then completes";
            case "each" -> "Publishes the rows, as many as the subscriber asks for, then completes";
            default -> "Publishes the result, then completes";
        };
        return "{@link #$N} as a Reactive Streams publisher.\n" + what + ".\nThe call is made when the subscriber"
                + " first asks for a value; a failure, a bad argument\nincluded, reaches {@code onError}.\n";
    }
}
