package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.derive.MemberNames;
import dev.queryfirst.processor.model.PatternPlan;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * Makes every call of a DAO observable: each public {@code …Async} method (which its synchronous
 * twin calls) tells the DAO's {@code Accesses} — and through it the
 * {@code DaoOptions.withAccessListener} listener, if any — which access pattern or operation ran and
 * how it ended, while the method's own body moves unchanged into a private {@code …Unobserved}
 * twin. Done once, on the finished DAO type, so that the generators of reads and writes need not
 * know about it.
 *
 * <pre>{@code
 * public CompletionStage<Void> saveAsync(Ticket ticket) {
 *   AccessListener.Access access = accesses.started(AccessKind.WRITE, "save");
 *   try {
 *     return accesses.ended(access, saveUnobserved(ticket));
 *   } catch (RuntimeException e) {
 *     throw accesses.failed(access, e);
 *   }
 * }
 * }</pre>
 */
final class ObservedMethods {

    private static final ClassName ACCESSES = JavaTypes.runtime("internal", "Accesses");
    private static final ClassName ACCESS_KIND = JavaTypes.runtime("listen", "AccessKind");
    private static final ClassName ACCESS =
            JavaTypes.runtime("listen", "AccessListener").nestedClass("Access");
    private static final String PAGE = "Page";

    private ObservedMethods() {}

    /** The DAO's {@code accesses} field. */
    static FieldSpec field() {
        return FieldSpec.builder(ACCESSES, "accesses", Modifier.PRIVATE, Modifier.FINAL)
                .addJavadoc("Tells the options' access listener, if any, about every call.\n")
                .build();
    }

    /** {@code this.accesses = new Accesses(options, "Ticket")}, for the constructor. */
    static CodeBlock initializer(String entity) {
        return CodeBlock.of("this.accesses = new $T(options, $S)", ACCESSES, entity);
    }

    /**
     * {@code dao} with every public {@code …Async} instance method observed: {@code findByKey}, the
     * access patterns of {@code plans} and the {@code nearest} patterns as reads, every other
     * operation as a write.
     */
    static TypeSpec observe(TypeSpec dao, List<PatternPlan> plans, List<String> nearest) {
        Set<String> reads = new HashSet<>(Set.of("findByKey"));
        plans.forEach(plan -> reads.add(plan.pattern().name()));
        reads.addAll(nearest);
        TypeSpec.Builder type = TypeSpec.classBuilder(dao.name())
                .addModifiers(dao.modifiers().toArray(Modifier[]::new))
                .addJavadoc(dao.javadoc())
                .addAnnotations(dao.annotations())
                .addSuperinterfaces(dao.superinterfaces())
                .addFields(dao.fieldSpecs())
                .addTypes(dao.typeSpecs());
        for (MethodSpec method : dao.methodSpecs()) {
            if (!observable(method)) {
                type.addMethod(method);
                continue;
            }
            String base = method.name().substring(0, method.name().length() - MemberNames.ASYNC.length());
            String operation = base.endsWith(PAGE) && reads.contains(base.substring(0, base.length() - PAGE.length()))
                    ? base.substring(0, base.length() - PAGE.length())
                    : base;
            String unobserved = MemberNames.unobserved(method.name());
            type.addMethod(observed(method, operation, reads.contains(operation), unobserved));
            type.addMethod(MethodSpec.methodBuilder(unobserved)
                    .addModifiers(Modifier.PRIVATE)
                    .addJavadoc("The call {@link #$N} observes.\n", method.name())
                    .addTypeVariables(method.typeVariables())
                    .returns(method.returnType())
                    .addParameters(method.parameters())
                    .addCode(method.code())
                    .build());
        }
        return type.build();
    }

    private static boolean observable(MethodSpec method) {
        return !method.isConstructor()
                && method.name().endsWith(MemberNames.ASYNC)
                && method.modifiers().contains(Modifier.PUBLIC)
                && !method.modifiers().contains(Modifier.STATIC);
    }

    private static MethodSpec observed(MethodSpec method, String operation, boolean read, String unobserved) {
        Set<String> taken =
                method.parameters().stream().map(ParameterSpec::name).collect(Collectors.toSet());
        String access = fresh("access", taken);
        String thrown = fresh("e", taken);
        return MethodSpec.methodBuilder(method.name())
                .addModifiers(method.modifiers())
                .addJavadoc(method.javadoc())
                .addTypeVariables(method.typeVariables())
                .returns(method.returnType())
                .addParameters(method.parameters())
                .addStatement(
                        "$T $N = accesses.started($T.$L, $S)",
                        ACCESS,
                        access,
                        ACCESS_KIND,
                        read ? "READ" : "WRITE",
                        operation)
                .beginControlFlow("try")
                .addStatement(
                        "return accesses.ended($N, $N($L))", access, unobserved, Methods.names(method.parameters()))
                .nextControlFlow("catch ($T $N)", RuntimeException.class, thrown)
                .addStatement("throw accesses.failed($N, $N)", access, thrown)
                .endControlFlow()
                .build();
    }

    /** {@code name}, or {@code name_}, {@code name__}… when a parameter has that name. */
    private static String fresh(String name, Set<String> taken) {
        String candidate = name;
        while (taken.contains(candidate)) {
            candidate += "_";
        }
        return candidate;
    }
}
