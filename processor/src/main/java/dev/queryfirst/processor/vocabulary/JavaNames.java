package dev.queryfirst.processor.vocabulary;

import java.util.List;
import java.util.Set;

/** How names become Java identifiers: camel case, and a suffix for the words Java reserves. */
public final class JavaNames {

    /** Java's keywords and literals, and {@code _}: what {@code SourceVersion.isKeyword} refuses. */
    private static final Set<String> KEYWORDS = Set.of(
            "abstract",
            "assert",
            "boolean",
            "break",
            "byte",
            "case",
            "catch",
            "char",
            "class",
            "const",
            "continue",
            "default",
            "do",
            "double",
            "else",
            "enum",
            "extends",
            "final",
            "finally",
            "float",
            "for",
            "goto",
            "if",
            "implements",
            "import",
            "instanceof",
            "int",
            "interface",
            "long",
            "native",
            "new",
            "package",
            "private",
            "protected",
            "public",
            "return",
            "short",
            "static",
            "strictfp",
            "super",
            "switch",
            "synchronized",
            "this",
            "throw",
            "throws",
            "transient",
            "try",
            "void",
            "volatile",
            "while",
            "true",
            "false",
            "null",
            "_");

    private JavaNames() {}

    /** Whether Java reserves the word: {@code class}, {@code null}, {@code _}. */
    public static boolean isKeyword(String name) {
        return KEYWORDS.contains(name);
    }

    /** Whether the name is a valid simple identifier: Java letters and digits, not a keyword. */
    public static boolean isName(String name) {
        if (name.isEmpty() || !Character.isJavaIdentifierStart(name.codePointAt(0)) || isKeyword(name)) {
            return false;
        }
        return name.codePoints().allMatch(Character::isJavaIdentifierPart);
    }

    /** A Java identifier: keywords get a suffix ({@code class} → {@code classValue}). */
    public static String javaName(String name) {
        return isKeyword(name) ? name + "Value" : name;
    }

    /** {@code LogMessage} → {@code logMessage}. */
    public static String lowerFirst(String name) {
        return Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }

    /** {@code message_time_day} → {@code messageTimeDay}. */
    public static String lowerCamel(String snake) {
        String upper = Names.upperCamel(snake);
        return upper.isEmpty() ? snake : Character.toLowerCase(upper.charAt(0)) + upper.substring(1);
    }

    /** {@code [customer, name]} → {@code customerName}. */
    public static String camel(List<String> path) {
        StringBuilder out = new StringBuilder(path.get(0));
        for (String step : path.subList(1, path.size())) {
            out.append(Character.toUpperCase(step.charAt(0))).append(step.substring(1));
        }
        return out.toString();
    }
}
