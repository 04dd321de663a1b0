package dev.queryfirst.processor.generate.cql;

import com.palantir.javapoet.CodeBlock;
import java.util.ArrayList;
import java.util.List;

/**
 * CQL statement text whose keyspace is chosen at run time (the entity's, or a
 * {@code DaoOptions} override): the text before and after the keyspace-qualified name, joined in
 * generated code as {@code "INSERT INTO " + qualified(keyspace) + " (...)"}. Built once, when the
 * DAO prepares its statements, never on the hot path.
 *
 * @param before the text up to the qualified name
 * @param after the text after it
 */
public record CqlText(String before, String after) {

    /** Splits {@code statement} at the first occurrence of {@code qualifiedName}. */
    public static CqlText around(String statement, String qualifiedName) {
        int at = statement.indexOf(qualifiedName);
        if (at < 0) {
            throw new IllegalArgumentException(qualifiedName + " does not occur in " + statement);
        }
        return new CqlText(statement.substring(0, at), statement.substring(at + qualifiedName.length()));
    }

    /**
     * The Java expression: {@code "…" + qualifier + "…"}, one string literal per line of the
     * statement so multi-line DDL stays readable.
     */
    public CodeBlock expression(CodeBlock qualifier) {
        List<CodeBlock> parts = new ArrayList<>();
        if (!before.isEmpty()) {
            parts.add(CodeBlock.of("$S", before));
        }
        parts.add(qualifier);
        for (String line : after.split("(?<=\n)")) {
            if (!line.isEmpty()) {
                parts.add(CodeBlock.of("$S", line));
            }
        }
        return CodeBlock.join(parts, "\n+ ");
    }
}
