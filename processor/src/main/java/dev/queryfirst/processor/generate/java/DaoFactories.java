package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;
import javax.lang.model.element.Modifier;

/** The static factories every generated DAO has: they prepare its statements once, concurrently. */
final class DaoFactories {

    private static final ClassName CQL_SESSION = JavaTypes.driver("", "CqlSession");
    private static final ClassName FUTURES = JavaTypes.runtime("internal", "Futures");
    private static final ClassName DAO_OPTIONS = JavaTypes.runtime("", "DaoOptions");
    private static final ClassName PREPARED = JavaTypes.runtime("internal", "Prepared");

    private DaoFactories() {}

    /**
     * Adds {@code create(session)}, {@code create(session, options)} and their {@code createAsync}
     * twins to the DAO {@code dao}, which prepares the statements of {@code tables}.
     */
    static void addTo(TypeSpec.Builder type, ClassName dao, List<ClassName> tables) {
        addTo(type, dao, tables, createAsync -> {});
    }

    /**
     * Like {@link #addTo(TypeSpec.Builder, ClassName, List)}; {@code more} adds statements of
     * tables in other keyspaces (a referenced entity's, for live references).
     */
    static void addTo(TypeSpec.Builder type, ClassName dao, List<ClassName> tables, Consumer<MethodSpec.Builder> more) {
        addTo(type, dao, tables, more, CodeBlock.of(""), CodeBlock.of("options"));
    }

    /**
     * Like {@link #addTo(TypeSpec.Builder, ClassName, List, Consumer)}; {@code moreArguments} follow
     * {@code prepared} in the constructor's call ({@code , contributed}), whose options are
     * {@code options} ({@code options.withEntityOptions(STATEMENT_OPTIONS)}).
     */
    static void addTo(
            TypeSpec.Builder type,
            ClassName dao,
            List<ClassName> tables,
            Consumer<MethodSpec.Builder> more,
            CodeBlock moreArguments,
            CodeBlock options) {
        TypeName stage = ParameterizedTypeName.get(ClassName.get(CompletionStage.class), dao);
        type.addMethod(MethodSpec.methodBuilder("create")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc("A DAO on keyspace {@link #KEYSPACE} with default options; prepares its statements.\n")
                .returns(dao)
                .addParameter(CQL_SESSION, "session")
                .addStatement("return create(session, $T.defaults())", DAO_OPTIONS)
                .build());
        type.addMethod(MethodSpec.methodBuilder("create")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc("A DAO with {@code options} (keyspace override, write mode, consistency, …); prepares its\n"
                        + "statements.\n")
                .returns(dao)
                .addParameter(CQL_SESSION, "session")
                .addParameter(DAO_OPTIONS, "options")
                .addStatement("return $T.getUninterruptibly(createAsync(session, options))", FUTURES)
                .build());
        type.addMethod(MethodSpec.methodBuilder("createAsync")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc(
                        "A DAO on keyspace {@link #KEYSPACE} with default options, once its statements are prepared.\n")
                .returns(stage)
                .addParameter(CQL_SESSION, "session")
                .addStatement("return createAsync(session, $T.defaults())", DAO_OPTIONS)
                .build());
        type.addMethod(createAsync(dao, stage, tables, more, moreArguments, options));
    }

    /** {@code createAsync(session, options)}: prepares every statement of the DAO's tables at once. */
    private static MethodSpec createAsync(
            ClassName dao,
            TypeName stage,
            List<ClassName> tables,
            Consumer<MethodSpec.Builder> more,
            CodeBlock moreArguments,
            CodeBlock options) {
        MethodSpec.Builder createAsync = MethodSpec.methodBuilder("createAsync")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc(
                        "A DAO with {@code options}, once its statements are prepared (all at once, concurrently).\n")
                .returns(stage)
                .addParameter(CQL_SESSION, "session")
                .addParameter(DAO_OPTIONS, "options")
                .addStatement("$T.notNull(session, $S)", Methods.ARGS, "session")
                .addStatement("$T.notNull(options, $S)", Methods.ARGS, "options")
                .addStatement("String keyspace = options.keyspaceOr(KEYSPACE)")
                .addStatement("$T<String> statements = new $T<>()", List.class, ArrayList.class);
        for (ClassName table : tables) {
            createAsync.addStatement("statements.addAll($T.statements(keyspace))", table);
        }
        more.accept(createAsync);
        return createAsync
                .addStatement(
                        "return $T.prepareAsync(session, statements)\n.thenApply(prepared -> new $T(session, $L, keyspace, prepared$L))",
                        PREPARED,
                        dao,
                        options,
                        moreArguments)
                .build();
    }
}
