package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import dev.queryfirst.processor.derive.MemberNames;
import dev.queryfirst.processor.model.StatementOptionsModel;
import java.time.Duration;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * An access pattern's {@code @StatementOptions} in its DAO: a constant, applied to each statement
 * the pattern binds, under the DAO's and the call's options (docs/statement-options.md).
 *
 * <pre>{@code
 * private static final StatementOptions recentOptions = StatementOptions.none()
 *         .withConsistency(DefaultConsistencyLevel.LOCAL_ONE)
 *         .withTimeout(Duration.ofMillis(300));
 * ... recentOptions.apply(readingsBySensor.bindSelectRecent(sensor, day)) ...
 * }</pre>
 */
final class PatternOptions {

    private static final ClassName STATEMENT_OPTIONS = JavaTypes.runtime("", "StatementOptions");
    private static final ClassName LEVEL = JavaTypes.driver("", "DefaultConsistencyLevel");

    /** The constant of the entity's {@code @StatementOptions}, the lowest layer of its DAO's writes. */
    static final String ENTITY_CONSTANT = "STATEMENT_OPTIONS";

    private final String field;
    private final String doc;
    private final StatementOptionsModel options;

    PatternOptions(String pattern, StatementOptionsModel options) {
        this(
                MemberNames.patternOptions(pattern),
                "The driver settings of {@code " + pattern + "}'s reads, from its {@code @StatementOptions}.\n",
                options);
    }

    private PatternOptions(String field, String doc, StatementOptionsModel options) {
        this.field = field;
        this.doc = doc;
        this.options = options;
    }

    /** The entity's options, which its DAO gives every write (docs/statement-options.md, "Writes"). */
    static PatternOptions ofEntity(StatementOptionsModel options) {
        return new PatternOptions(
                ENTITY_CONSTANT,
                "The driver settings of every write, from the entity's {@code @StatementOptions}.\n",
                options);
    }

    /** Whether there is a constant: some option is set. */
    boolean present() {
        return !options.isEmpty();
    }

    /** The constant, unless the pattern keeps the driver's settings. */
    Optional<FieldSpec> constant() {
        if (options.isEmpty()) {
            return Optional.empty();
        }
        CodeBlock.Builder value = CodeBlock.builder().add("$T.none()$>$>", STATEMENT_OPTIONS);
        if (!options.consistency().isEmpty()) {
            value.add("\n.withConsistency($T.$L)", LEVEL, options.consistency());
        }
        if (options.timeoutMillis() > 0) {
            value.add("\n.withTimeout($T.ofMillis($L))", Duration.class, options.timeoutMillis());
        }
        if (!options.executionProfile().isEmpty()) {
            value.add("\n.withExecutionProfile($S)", options.executionProfile());
        }
        if (options.pageSize() > 0) {
            value.add("\n.withPageSize($L)", options.pageSize());
        }
        if (!options.idempotent().isEmpty()) {
            value.add("\n.withIdempotent($L)", options.idempotent().equals("TRUE"));
        }
        value.add("$<$<");
        return Optional.of(
                FieldSpec.builder(STATEMENT_OPTIONS, field, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("$L", doc)
                        .initializer(value.build())
                        .build());
    }

    /** {@code binding}, with the constant applied when there is one. */
    CodeBlock apply(CodeBlock binding) {
        return options.isEmpty() ? binding : CodeBlock.of("$N.apply($L)", field, binding);
    }
}
