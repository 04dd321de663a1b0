package dev.queryfirst.processor.diagnostics;

/**
 * A text of the catalog with named placeholders, such as {@code "table {table}: ..."}: a
 * {@link Message} (a whole diagnostic) or a {@link Phrase} (a part several messages share). A
 * placeholder is a name in braces; other braces, as in {@code where = {...}}, are plain text.
 */
public interface Template {

    /** The entry's constant name, unique across the catalog. */
    String name();

    /** The text, with {@code {name}} placeholders. */
    String template();
}
