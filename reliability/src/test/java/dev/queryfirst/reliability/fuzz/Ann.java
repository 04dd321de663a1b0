package dev.queryfirst.reliability.fuzz;

/**
 * The QueryFirst annotations as generated sources spell them: fully qualified, so that an entity
 * named {@code Key} or {@code Column} does not shadow them.
 */
public final class Ann {

    public static final String PACKAGE = "dev.queryfirst.annotations.";
    static final String ENTITY = "@" + PACKAGE + "Entity";
    public static final String KEY = "@" + PACKAGE + "Key";
    static final String CARDINALITY = "@" + PACKAGE + "Cardinality";
    public static final String TIME_BUCKET = "@" + PACKAGE + "TimeBucket";
    static final String COLUMN = "@" + PACKAGE + "Column";
    static final String TRANSIENT = "@" + PACKAGE + "Transient";
    static final String ACCESS_PATTERN = "@" + PACKAGE + "AccessPattern";
    public static final String FIXED = "@" + PACKAGE + "Fixed";
    public static final String SNAPSHOT = "@" + PACKAGE + "Snapshot";
    public static final String COUNTER = "@" + PACKAGE + "Counter";
    static final String UNIT = "java.time.temporal.ChronoUnit.";

    private Ann() {}

    /** A Java string literal for {@code text}, escaping quotes, backslashes and controls. */
    static String literal(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                default -> out.append(c < 0x20 ? String.format("\\u%04x", (int) c) : String.valueOf(c));
            }
        }
        return out.append('"').toString();
    }
}
