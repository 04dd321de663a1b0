package dev.queryfirst.reliability.fuzz;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a {@code .cql} file into statements the way cqlsh does: on semicolons outside string
 * literals, quoted identifiers and comments. A naive split would cut a quoted column named
 * {@code "semi;colon"} in two.
 */
final class CqlScript {

    private CqlScript() {}

    static List<String> statements(String script) {
        List<String> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        int i = 0;
        while (i < script.length()) {
            char c = script.charAt(i);
            if (c == '\'' || c == '"') {
                int end = closing(script, i, c);
                current.append(script, i, end);
                i = end;
            } else if (script.startsWith("--", i) || script.startsWith("//", i)) {
                int end = script.indexOf('\n', i);
                i = end < 0 ? script.length() : end + 1;
            } else if (script.startsWith("/*", i)) {
                int end = script.indexOf("*/", i + 2);
                i = end < 0 ? script.length() : end + 2;
            } else if (c == ';') {
                add(out, current);
                i++;
            } else {
                current.append(c);
                i++;
            }
        }
        add(out, current);
        return out;
    }

    /** The index after the quote that closes the one at {@code start}; doubled quotes escape. */
    private static int closing(String script, int start, char quote) {
        int i = start + 1;
        while (i < script.length()) {
            if (script.charAt(i) == quote) {
                if (i + 1 < script.length() && script.charAt(i + 1) == quote) {
                    i += 2;
                    continue;
                }
                return i + 1;
            }
            i++;
        }
        throw new IllegalArgumentException("unterminated " + quote + " at " + start + " in\n" + script);
    }

    private static void add(List<String> out, StringBuilder current) {
        String statement = current.toString().strip();
        if (!statement.isEmpty()) {
            out.add(statement);
        }
        current.setLength(0);
    }
}
