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

    private final String pattern;
    private final StatementOptionsModel options;

    PatternOptions(String pattern, StatementOptionsModel options) {
        this.pattern = pattern;
        this.options = options;
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
        return Optional.of(FieldSpec.builder(
                        STATEMENT_OPTIONS,
                        MemberNames.patternOptions(pattern),
                        Modifier.PRIVATE,
                        Modifier.STATIC,
                        Modifier.FINAL)
                .addJavadoc("The driver settings of {@code $L}'s reads, from its {@code @StatementOptions}.\n", pattern)
                .initializer(value.build())
                .build());
    }

    /** {@code binding}, with the constant applied when there is one. */
    CodeBlock apply(CodeBlock binding) {
        return options.isEmpty() ? binding : CodeBlock.of("$N.apply($L)", MemberNames.patternOptions(pattern), binding);
    }
}
