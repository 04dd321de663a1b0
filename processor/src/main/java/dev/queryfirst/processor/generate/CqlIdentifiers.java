package dev.queryfirst.processor.generate;

import dev.queryfirst.processor.derive.Cql;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes CQL identifiers so Cassandra reads back exactly the name derive chose. Every generated
 * statement goes through here, so a name is quoted the same way in every table, type, index and
 * (later) DML statement.
 */
public final class CqlIdentifiers {

  /** Names inside a type expression that are CQL syntax, not user-defined type names. */
  private static final Set<String> TYPE_WORDS =
      Set.of(
          "ascii", "bigint", "blob", "boolean", "counter", "date", "decimal", "double", "duration",
          "float", "inet", "int", "smallint", "text", "time", "timestamp", "timeuuid", "tinyint",
          "uuid", "varchar", "varint", "frozen", "list", "set", "map", "tuple", "vector");

  private static final Pattern TYPE_TOKEN = Pattern.compile("\"(?:[^\"]|\"\")*\"|[A-Za-z_][A-Za-z0-9_]*");

  private CqlIdentifiers() {}

  /**
   * The identifier as CQL must spell it: bare when it is lower case, starts with a letter and is
   * not reserved; otherwise in double quotes (inner quotes doubled), which keeps its exact case.
   */
  public static String quote(String name) {
    return Cql.identifier(name);
  }

  /** {@code ks.table}, each part quoted as needed. */
  public static String qualified(String keyspace, String name) {
    return quote(keyspace) + "." + quote(name);
  }

  /**
   * A type expression ({@code map<text, frozen<address>>}) with its user-defined type names quoted
   * like the {@code CREATE TYPE} that declares them; native types and collection keywords stay as
   * written. Names already in quotes are left alone.
   */
  public static String type(String cqlType) {
    Matcher matcher = TYPE_TOKEN.matcher(cqlType);
    StringBuilder out = new StringBuilder();
    while (matcher.find()) {
      String token = matcher.group();
      boolean keep = token.startsWith("\"") || TYPE_WORDS.contains(token.toLowerCase(Locale.ROOT));
      matcher.appendReplacement(out, Matcher.quoteReplacement(keep ? token : quote(token)));
    }
    matcher.appendTail(out);
    return out.toString();
  }

  /** A CQL string literal: single quotes, inner quotes doubled. */
  public static String literal(String text) {
    return "'" + text.replace("'", "''") + "'";
  }
}
