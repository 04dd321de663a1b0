package dev.queryfirst.processor.vocabulary;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How names are spelled in CQL. Derive keeps every name as the user wrote or derived it
 * ({@code key}, {@code Order}); whoever writes CQL text passes names through {@link #identifier}
 * so that reserved words and case-sensitive names stay valid, and QueryFirst never has to reject a
 * Java name merely because CQL reserves it.
 */
public final class Cql {

    /**
     * Cassandra 5.0's reserved keywords ({@code org/apache/cassandra/cql3/reserved_keywords.txt} in
     * cassandra-all 5.0.9), plus the five the Java driver 4.19 also treats as reserved ({@code
     * default}, {@code mbean}, {@code mbeans}, {@code replace}, {@code unset}) so the generated text
     * matches what the driver's {@code CqlIdentifier.asCql(true)} writes. Non-reserved keywords such
     * as {@code key}, {@code user} or {@code type} are valid bare identifiers and stay unquoted.
     */
    private static final Set<String> RESERVED = Set.of(
            "add",
            "allow",
            "alter",
            "and",
            "apply",
            "asc",
            "authorize",
            "batch",
            "begin",
            "by",
            "columnfamily",
            "create",
            "default",
            "delete",
            "desc",
            "describe",
            "drop",
            "entries",
            "execute",
            "from",
            "full",
            "grant",
            "if",
            "in",
            "index",
            "infinity",
            "insert",
            "into",
            "is",
            "keyspace",
            "limit",
            "materialized",
            "mbean",
            "mbeans",
            "modify",
            "nan",
            "norecursive",
            "not",
            "null",
            "of",
            "on",
            "or",
            "order",
            "primary",
            "rename",
            "replace",
            "revoke",
            "schema",
            "select",
            "set",
            "table",
            "to",
            "token",
            "truncate",
            "unlogged",
            "unset",
            "update",
            "use",
            "using",
            "view",
            "where",
            "with");

    /** What CQL accepts unquoted (and stores as written, since it lowercases unquoted names). */
    private static final Pattern PLAIN = Pattern.compile("[a-z][a-z0-9_]*");

    /**
     * Cassandra's rule for keyspace, table, type and index names, quoted or not (letters, digits and
     * underscores, at most 48), and a letter first: unquoted CQL needs it, and so does the name of
     * the Java class generated for the table.
     */
    private static final Pattern SCHEMA_NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_]{0,47}");

    /** Names inside a type expression that are CQL syntax, not user-defined type names. */
    private static final Set<String> TYPE_WORDS = Set.of(
            "ascii",
            "bigint",
            "blob",
            "boolean",
            "counter",
            "date",
            "decimal",
            "double",
            "duration",
            "float",
            "inet",
            "int",
            "smallint",
            "text",
            "time",
            "timestamp",
            "timeuuid",
            "tinyint",
            "uuid",
            "varchar",
            "varint",
            "frozen",
            "list",
            "set",
            "map",
            "tuple",
            "vector");

    private static final Pattern TYPE_TOKEN = Pattern.compile("\"(?:[^\"]|\"\")*\"|[A-Za-z_][A-Za-z0-9_]*");

    private Cql() {}

    /**
     * The name as it must appear in CQL text: bare when CQL reads it back unchanged, double-quoted
     * otherwise (reserved words, upper case, characters outside {@code [a-z0-9_]}).
     */
    public static String identifier(String name) {
        if (PLAIN.matcher(name).matches() && !isReserved(name)) {
            return name;
        }
        return '"' + name.replace("\"", "\"\"") + '"';
    }

    /** Whether CQL reserves the word (case-insensitively). */
    public static boolean isReserved(String name) {
        return RESERVED.contains(name.toLowerCase(Locale.ROOT));
    }

    /**
     * Whether the name is good for a table, type or index: quoting lifts the reserved-word
     * restriction but not this one (a letter, then letters, digits and underscores, at most 48).
     */
    public static boolean isValidSchemaName(String name) {
        return SCHEMA_NAME.matcher(name).matches();
    }

    /** {@code ks.table}, each part quoted as needed. */
    public static String qualified(String keyspace, String name) {
        return identifier(keyspace) + "." + identifier(name);
    }

    /**
     * A type expression ({@code map<text, frozen<address>>}) with its user-defined type names quoted
     * like the {@code CREATE TYPE} that declares them; native types and collection keywords stay as
     * written. Names already in quotes are left alone.
     */
    public static String quoteTypeNames(String cqlType) {
        Matcher matcher = TYPE_TOKEN.matcher(cqlType);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            String token = matcher.group();
            boolean keep = token.startsWith("\"") || TYPE_WORDS.contains(token.toLowerCase(Locale.ROOT));
            matcher.appendReplacement(out, Matcher.quoteReplacement(keep ? token : identifier(token)));
        }
        matcher.appendTail(out);
        return out.toString();
    }

    /** A CQL string literal: single quotes, inner quotes doubled. */
    public static String literal(String text) {
        return "'" + text.replace("'", "''") + "'";
    }
}
