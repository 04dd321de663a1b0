package dev.queryfirst.processor.evolve;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The small JSON the schema versions need: objects, arrays, strings, booleans and whole numbers.
 * Written with sorted keys, two-space indentation and one value per line, so a version file is
 * byte for byte the same for the same schema and its diff in review shows exactly what changed.
 *
 * <pre>{@code
 * Json.write(Map.of("name", "users", "base", true))   // {\n  "base": true,\n  "name": "users"\n}\n
 * Json.read("{\"name\": \"users\"}")                  // {name=users}
 * }</pre>
 */
public final class Json {

    private Json() {}

    /** The text of {@code value}: a {@code Map<String, ?>}, {@code List<?>}, string, boolean or long. */
    public static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(value, "", out);
        return out.append('\n').toString();
    }

    private static void write(Object value, String indent, StringBuilder out) {
        String inner = indent + "  ";
        if (value instanceof Map<?, ?> map) {
            if (map.isEmpty()) {
                out.append("{}");
                return;
            }
            out.append("{\n");
            String separator = "";
            for (Map.Entry<?, ?> entry : new TreeMap<>(map).entrySet()) {
                out.append(separator).append(inner);
                string(entry.getKey().toString(), out);
                out.append(": ");
                write(entry.getValue(), inner, out);
                separator = ",\n";
            }
            out.append('\n').append(indent).append('}');
        } else if (value instanceof List<?> list) {
            if (list.isEmpty()) {
                out.append("[]");
                return;
            }
            out.append("[\n");
            String separator = "";
            for (Object element : list) {
                out.append(separator).append(inner);
                write(element, inner, out);
                separator = ",\n";
            }
            out.append('\n').append(indent).append(']');
        } else if (value instanceof String text) {
            string(text, out);
        } else if (value instanceof Boolean || value instanceof Long || value instanceof Integer) {
            out.append(value);
        } else {
            throw new IllegalArgumentException("no JSON form for " + value);
        }
    }

    private static void string(String text, StringBuilder out) {
        out.append('"');
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    /**
     * Parses {@code text}: objects become {@code Map<String, Object>} (in file order), arrays
     * {@code List<Object>}, numbers {@code Long}.
     *
     * @throws IllegalArgumentException naming the position of the first character it cannot read
     */
    static Object read(String text) {
        Reader reader = new Reader(text);
        Object value = reader.value();
        reader.skipSpace();
        if (reader.at < text.length()) {
            throw reader.error("unexpected text after the value");
        }
        return value;
    }

    /** A recursive-descent reader over the text, {@code at} the next character. */
    private static final class Reader {

        private final String text;
        private int at;

        Reader(String text) {
            this.text = text;
        }

        Object value() {
            skipSpace();
            if (at >= text.length()) {
                throw error("unexpected end");
            }
            char c = text.charAt(at);
            if (c == '{') {
                return object();
            } else if (c == '[') {
                return array();
            } else if (c == '"') {
                return string();
            } else if (text.startsWith("true", at) || text.startsWith("false", at)) {
                boolean value = text.startsWith("true", at);
                at += value ? 4 : 5;
                return value;
            } else if (c == '-' || Character.isDigit(c)) {
                int start = at++;
                while (at < text.length() && Character.isDigit(text.charAt(at))) {
                    at++;
                }
                return Long.parseLong(text.substring(start, at));
            }
            throw error("unexpected '" + c + "'");
        }

        private Map<String, Object> object() {
            Map<String, Object> object = new LinkedHashMap<>();
            at++;
            skipSpace();
            if (peek('}')) {
                return object;
            }
            do {
                skipSpace();
                String key = string();
                skipSpace();
                expect(':');
                object.put(key, value());
                skipSpace();
            } while (peek(','));
            expect('}');
            return object;
        }

        private List<Object> array() {
            List<Object> array = new ArrayList<>();
            at++;
            skipSpace();
            if (peek(']')) {
                return array;
            }
            do {
                array.add(value());
                skipSpace();
            } while (peek(','));
            expect(']');
            return array;
        }

        private String string() {
            expect('"');
            StringBuilder out = new StringBuilder();
            while (at < text.length() && text.charAt(at) != '"') {
                char c = text.charAt(at++);
                if (c != '\\') {
                    out.append(c);
                    continue;
                }
                if (at >= text.length()) {
                    throw error("unterminated escape");
                }
                char escaped = text.charAt(at++);
                switch (escaped) {
                    case 'n' -> out.append('\n');
                    case 'r' -> out.append('\r');
                    case 't' -> out.append('\t');
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'u' -> {
                        if (at + 4 > text.length()) {
                            throw error("unterminated \\u escape");
                        }
                        out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                        at += 4;
                    }
                    default -> out.append(escaped);
                }
            }
            expect('"');
            return out.toString();
        }

        /** Consumes {@code c} when it is next. */
        private boolean peek(char c) {
            if (at < text.length() && text.charAt(at) == c) {
                at++;
                return true;
            }
            return false;
        }

        private void expect(char c) {
            if (!peek(c)) {
                throw error("expected '" + c + "'");
            }
        }

        void skipSpace() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                at++;
            }
        }

        IllegalArgumentException error(String problem) {
            int line = 1
                    + (int) text.substring(0, Math.min(at, text.length()))
                            .chars()
                            .filter(ch -> ch == '\n')
                            .count();
            return new IllegalArgumentException(problem + " at line " + line);
        }
    }
}
