package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TypeModel;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * How names and types are spelled in CQL. Derive keeps every name as the user wrote or derived it
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
  private static final Set<String> RESERVED =
      Set.of(
          "add", "allow", "alter", "and", "apply", "asc", "authorize", "batch", "begin", "by",
          "columnfamily", "create", "default", "delete", "desc", "describe", "drop", "entries",
          "execute", "from", "full", "grant", "if", "in", "index", "infinity", "insert", "into",
          "is", "keyspace", "limit", "materialized", "mbean", "mbeans", "modify", "nan",
          "norecursive", "not", "null", "of", "on", "or", "order", "primary", "rename", "replace",
          "revoke", "schema", "select", "set", "table", "to", "token", "truncate", "unlogged",
          "unset", "update", "use", "using", "view", "where", "with");

  /** What CQL accepts unquoted (and stores as written, since it lowercases unquoted names). */
  private static final Pattern PLAIN = Pattern.compile("[a-z][a-z0-9_]*");

  /**
   * Cassandra's rule for keyspace, table, type and index names, quoted or not (letters, digits and
   * underscores, at most 48), and a letter first: unquoted CQL needs it, and so does the name of
   * the Java class generated for the table.
   */
  private static final Pattern SCHEMA_NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_]{0,47}");

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

  /**
   * The CQL type of a stored value as written in DDL: {@code text}, {@code frozen<address>},
   * {@code map<text, frozen<address>>}, {@code frozen<list<int>>}. Value types are always frozen
   * UDTs; collections nested in collections are frozen because CQL requires it.
   *
   * @throws IllegalArgumentException for a reference, which derive flattens before asking
   */
  public static String type(TypeModel type) {
    if (type instanceof TypeModel.Collection collection && collection.frozen()) {
      return "frozen<" + collectionType(collection) + ">";
    }
    if (type instanceof TypeModel.Collection collection) {
      return collectionType(collection);
    }
    return elementType(type);
  }

  private static String collectionType(TypeModel.Collection collection) {
    return switch (collection.kind()) {
      case LIST -> "list<" + elementType(collection.element()) + ">";
      case SET -> "set<" + elementType(collection.element()) + ">";
      case MAP -> "map<" + elementType(collection.key()) + ", " + elementType(collection.element()) + ">";
    };
  }

  /** A type inside a collection or UDT: anything not scalar is frozen there. */
  private static String elementType(TypeModel type) {
    if (type instanceof TypeModel.Scalar scalar) {
      return scalar.kind().cql();
    }
    if (type instanceof TypeModel.Value value) {
      return "frozen<" + identifier(value.udtName()) + ">";
    }
    if (type instanceof TypeModel.Collection collection) {
      return "frozen<" + collectionType(collection) + ">";
    }
    throw new IllegalArgumentException("an entity reference has no CQL type of its own: " + type);
  }

  /**
   * The {@code CLUSTERING ORDER BY (...)} clause: every clustering column in order, as CQL
   * requires, when any of them is descending; empty when all are ascending (the default).
   */
  public static Optional<String> clusteringOrder(TableModel table) {
    List<ColumnModel> clustering = table.clustering();
    if (clustering.stream().noneMatch(ColumnModel::descending)) {
      return Optional.empty();
    }
    return Optional.of(
        clustering.stream()
            .map(c -> identifier(c.name()) + (c.descending() ? " DESC" : " ASC"))
            .collect(Collectors.joining(", ", "CLUSTERING ORDER BY (", ")")));
  }
}
