package dev.queryfirst.processor.generate.report;

/**
 * Escaping for the design report, which is written as XHTML-compatible markup (so tests and tools
 * can read it with an XML parser). Everything outside printable ASCII becomes a numeric character
 * reference, which keeps the page correct whatever encoding the file is written in.
 */
final class Xml {

    private Xml() {}

    /** Text, or the content of a double-quoted attribute (the only kind the report writes). */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        text.codePoints().forEach(c -> {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\n', '\t' -> out.append((char) c);
                default -> {
                    if (c < 0x20) {
                        // Control characters are not allowed in XML 1.0 at all, not even escaped.
                        out.append('?');
                    } else if (c > 0x7e) {
                        out.append("&#").append(c).append(';');
                    } else {
                        out.append((char) c);
                    }
                }
            }
        });
        return out.toString();
    }

    /** A value usable in an {@code id} attribute and a fragment link. */
    static String id(String prefix, String name) {
        return prefix + "-" + name.replaceAll("[^A-Za-z0-9_-]", "-");
    }
}
