package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.model.StatementOptionsModel;
import javax.lang.model.element.Modifier;

/**
 * A DAO's statement options beyond its patterns' (docs/statement-options.md): the entity's
 * {@code @StatementOptions} as the lowest layer of its writes, and {@code withOptions(...)}, the
 * call's layer, a DAO over the same prepared statements whose every statement gets those options
 * last.
 *
 * <pre>{@code
 * public OrderDao withOptions(StatementOptions options) {
 *     Args.notNull(options, "options");
 *     DaoOptions layered = this.options.withStatementOptions(this.options.statementOptions().overriddenBy(options));
 *     return new OrderDao(session, layered, keyspace, prepared);
 * }
 * }</pre>
 */
final class OptionsMethods {

    private static final ClassName STATEMENT_OPTIONS = JavaTypes.runtime("", "StatementOptions");
    private static final ClassName PREPARED = JavaTypes.runtime("internal", "Prepared");
    private static final ClassName DAO_OPTIONS = JavaTypes.runtime("", "DaoOptions");

    private final PatternOptions entity;
    private final ClassName dao;

    OptionsMethods(StatementOptionsModel entityOptions, ClassName dao) {
        this.entity = PatternOptions.ofEntity(entityOptions);
        this.dao = dao;
    }

    /** The entity's options constant, and the fields {@code withOptions} builds a DAO from. */
    void addFields(TypeSpec.Builder type) {
        entity.constant().ifPresent(type::addField);
        type.addField(FieldSpec.builder(PREPARED, "prepared", Modifier.PRIVATE, Modifier.FINAL)
                        .addJavadoc("The statements prepared once, shared by the DAOs {@link #withOptions} returns.\n")
                        .build())
                .addField(FieldSpec.builder(String.class, "keyspace", Modifier.PRIVATE, Modifier.FINAL)
                        .addJavadoc("The keyspace of the tables, as {@code prepared} holds their statements.\n")
                        .build());
    }

    /** The constructor's statements keeping them. */
    void addConstructorCode(MethodSpec.Builder constructor) {
        constructor.addStatement("this.prepared = prepared").addStatement("this.keyspace = keyspace");
    }

    /**
     * The options the factories give the constructor: {@code options}, with the entity's under its
     * own when the entity has any.
     */
    CodeBlock constructorOptions() {
        return entity.present()
                ? CodeBlock.of("options.withEntityOptions($N)", PatternOptions.ENTITY_CONSTANT)
                : CodeBlock.of("options");
    }

    /**
     * {@code withOptions(StatementOptions)}; {@code options} is the DAO's {@code DaoOptions}
     * expression ({@code options} for a DAO keeping them in a field), {@code moreArguments} the
     * constructor's arguments after {@code prepared}.
     */
    void addTo(TypeSpec.Builder type, CodeBlock options, CodeBlock moreArguments) {
        type.addMethod(MethodSpec.methodBuilder("withOptions")
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc(Docs.wrap("A DAO over the same prepared statements (nothing is prepared again) whose"
                        + " every statement, read or write, gets {@code options} last: over the access patterns' and"
                        + " the entity's {@code @StatementOptions} and this DAO's {@code DaoOptions}. For one call,"
                        + " or a few, with other settings; this DAO keeps its own (docs/statement-options.md)."))
                .addJavadoc("\n<pre>{@code\n")
                .addJavadoc("$L urgent = dao.withOptions(StatementOptions.none()\n", dao.simpleName())
                .addJavadoc("        .withConsistency(DefaultConsistencyLevel.QUORUM)\n")
                .addJavadoc("        .withTimeout(Duration.ofSeconds(5)));\n")
                .addJavadoc("}</pre>\n")
                .returns(dao)
                .addParameter(STATEMENT_OPTIONS, "options")
                .addStatement("$T.notNull(options, $S)", Methods.ARGS, "options")
                .addStatement(
                        "$T layered = $L.withStatementOptions($L.statementOptions().overriddenBy(options))",
                        DAO_OPTIONS,
                        options,
                        options)
                .addStatement("return new $T(session, layered, keyspace, prepared$L)", dao, moreArguments)
                .build());
    }
}
