package dev.queryfirst.processor.vocabulary;

import java.util.List;
import java.util.Locale;

/** The naming rules: snake_case columns, plural table names, {@code <base>_by_<columns>}. */
public final class Names {

    private Names() {}

    /** {@code messageTime} → {@code message_time}; {@code HTTPServer} → {@code http_server}. */
    public static String snake(String javaName) {
        StringBuilder out = new StringBuilder();
        char[] chars = javaName.toCharArray();
        for (int i = 0; i < chars.length; i++) {
            char c = chars[i];
            if (Character.isUpperCase(c)) {
                boolean previousLower =
                        i > 0 && (Character.isLowerCase(chars[i - 1]) || Character.isDigit(chars[i - 1]));
                boolean nextLower = i + 1 < chars.length && Character.isLowerCase(chars[i + 1]);
                boolean previousUpper = i > 0 && Character.isUpperCase(chars[i - 1]);
                if (out.length() > 0
                        && out.charAt(out.length() - 1) != '_'
                        && (previousLower || (previousUpper && nextLower))) {
                    out.append('_');
                }
                out.append(Character.toLowerCase(c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /** {@code LogMessage} → {@code log_messages}; {@code Category} → {@code categories}. */
    public static String pluralSnake(String typeName) {
        String snake = snake(typeName);
        int cut = snake.lastIndexOf('_');
        String head = snake.substring(0, cut + 1);
        return head + plural(snake.substring(cut + 1));
    }

    /** {@code source} → {@code sources}; {@code category} → {@code categories}. */
    public static String plural(String word) {
        String lower = word.toLowerCase(Locale.ROOT);
        if (lower.endsWith("s")
                || lower.endsWith("x")
                || lower.endsWith("z")
                || lower.endsWith("ch")
                || lower.endsWith("sh")) {
            return word + "es";
        }
        if (lower.endsWith("y") && lower.length() > 1 && "aeiou".indexOf(lower.charAt(lower.length() - 2)) < 0) {
            return word.substring(0, word.length() - 1) + "ies";
        }
        return word + "s";
    }

    /** {@code log_messages}, {@code [source_name]} → {@code log_messages_by_source_name}. */
    public static String byColumns(String base, List<String> columns) {
        return base + "_by_" + String.join("_and_", columns);
    }

    /** The bucket directory of a table: {@code log_messages_by_source_name_buckets}. */
    public static String directoryTable(String tableName) {
        return tableName + "_buckets";
    }

    /** The simple name of a table's generated class: {@code log_messages} → {@code LogMessagesTable}. */
    public static String tableClass(String tableName) {
        return upperCamel(tableName) + "Table";
    }

    /** {@code LogMessagesBySourceName} for a table class; {@code log_messages} → {@code LogMessages}. */
    public static String upperCamel(String snake) {
        StringBuilder out = new StringBuilder();
        for (String part : snake.split("_")) {
            if (!part.isEmpty()) {
                out.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
            }
        }
        return out.toString();
    }
}
