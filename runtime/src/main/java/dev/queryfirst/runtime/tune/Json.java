package dev.queryfirst.runtime.tune;

import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** A small JSON writer for the reports: maps, lists, strings, numbers and booleans. */
final class Json {

    private Json() {}

    /** {@code value} as indented JSON; a non-finite number is written as null. */
    static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(out, value, "");
        return out.append('\n').toString();
    }

    private static void write(StringBuilder out, Object value, String indent) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof String text) {
            string(out, text);
        } else if (value instanceof Boolean) {
            out.append(value);
        } else if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            out.append(
                    Double.isFinite(d)
                            ? d == Math.rint(d) && Math.abs(d) < 1e15
                                    ? String.valueOf((long) d)
                                    : String.format(Locale.ROOT, "%.4g", d)
                            : "null");
        } else if (value instanceof Number) {
            out.append(value);
        } else if (value instanceof Map<?, ?> map) {
            out.append("{");
            Iterator<? extends Map.Entry<?, ?>> entries = map.entrySet().iterator();
            while (entries.hasNext()) {
                Map.Entry<?, ?> entry = entries.next();
                out.append('\n').append(indent).append("  ");
                string(out, String.valueOf(entry.getKey()));
                out.append(": ");
                write(out, entry.getValue(), indent + "  ");
                out.append(entries.hasNext() ? "," : "\n" + indent);
            }
            out.append("}");
        } else if (value instanceof List<?> list) {
            out.append("[");
            for (int i = 0; i < list.size(); i++) {
                out.append('\n').append(indent).append("  ");
                write(out, list.get(i), indent + "  ");
                out.append(i + 1 < list.size() ? "," : "\n" + indent);
            }
            out.append("]");
        } else {
            string(out, value.toString());
        }
    }

    private static void string(StringBuilder out, String text) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
