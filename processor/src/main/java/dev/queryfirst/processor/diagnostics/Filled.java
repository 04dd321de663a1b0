package dev.queryfirst.processor.diagnostics;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A catalog entry with the values of its placeholders. Immutable: {@link #with} returns a copy.
 * A value no placeholder names is ignored (one call site may report one of several situations
 * with the values of all); a placeholder without a value is a bug, reported as QF000 by the
 * processor's guard and caught by the catalog's tests.
 *
 * @param <T> a {@link Message} or a {@link Phrase}
 */
public final class Filled<T extends Template> {

    /** {@code {table}}: a name in braces. {@code {...}} and {@code { }} are not placeholders. */
    static final Pattern PLACEHOLDER = Pattern.compile("\\{([a-zA-Z][a-zA-Z0-9]*)}");

    private final T entry;
    private final Map<String, Object> values;

    Filled(T entry) {
        this(entry, Map.of());
    }

    private Filled(T entry, Map<String, Object> values) {
        this.entry = entry;
        this.values = values;
    }

    public Filled<T> with(String name, Object value) {
        Map<String, Object> copy = new LinkedHashMap<>(values);
        copy.put(name, value);
        return new Filled<>(entry, copy);
    }

    public T entry() {
        return entry;
    }

    /** The template with every placeholder replaced by its value. */
    public String text() {
        Matcher placeholder = PLACEHOLDER.matcher(entry.template());
        StringBuilder out = new StringBuilder();
        while (placeholder.find()) {
            String name = placeholder.group(1);
            if (!values.containsKey(name)) {
                throw new IllegalArgumentException(
                        "catalog entry " + entry.name() + " has no value for {" + name + "}; given " + values.keySet());
            }
            placeholder.appendReplacement(out, Matcher.quoteReplacement(String.valueOf(values.get(name))));
        }
        placeholder.appendTail(out);
        return out.toString();
    }
}
