package dev.queryfirst.reliability.fuzz;

import java.util.List;
import java.util.Random;
import javax.lang.model.SourceVersion;

/** The names and types the generator draws from. */
final class Vocabulary {

  static final List<String> ENTITY_NAMES = List.of("Reading", "Ticket", "Device", "Payment",
      "Shipment", "Invoice", "Comment", "Review", "Booking", "Sensor", "Article", "Track", "Visit",
      "Message", "Account", "Rating", "Parcel", "Flight", "Patient", "Listing");

  /** Entities that others reference; never chosen as the main entity's name. */
  static final List<String> REFERENCED_NAMES = List.of("Customer", "Author", "Team", "Venue",
      "Store");

  static final List<String> ATTRIBUTE_NAMES = List.of("title", "status", "createdAt", "name",
      "email", "score", "category", "region", "city", "price", "quantity", "note", "label",
      "country", "priority", "lastSeen", "total", "channel", "weight", "body", "source", "kind",
      "startedAt", "dueDate", "rank", "tags", "attributes", "counts", "payload", "host");

  /**
   * CQL reserved and non-reserved keywords that are legal Java names (Java keywords such as
   * {@code default} or {@code if} cannot be attribute names at all).
   */
  static final List<String> CQL_WORDS = List.of("order", "key", "select", "token", "user", "from",
      "where", "limit", "table", "set", "index", "ttl", "writetime", "date", "text", "type",
      "value", "values", "count", "to", "primary", "using", "and", "or", "not", "desc", "asc",
      "by", "allow", "add", "apply", "batch", "begin", "create", "delete", "drop", "grant",
      "insert", "into", "keyspace", "modify", "of", "on", "rename", "revoke", "schema", "truncate",
      "unlogged", "update", "use", "view", "with", "materialized", "describe", "execute",
      "entries", "full", "infinity", "nan", "is", "norecursive", "authorize", "columnfamily",
      "replace", "mbean", "mbeans", "unset", "in", "json", "distinct", "frozen", "list", "map",
      "timestamp", "uuid", "cast", "function", "keys", "ascii", "counter", "role", "login",
      "password", "superuser", "filtering", "partition", "per", "group", "like", "contains");

  /** Entity names that are CQL words or collide with types the generated code imports. */
  static final List<String> HOSTILE_ENTITY_NAMES = List.of("Order", "Select", "Token", "User",
      "Key", "Table", "Index", "Schema", "Keyspace", "From", "Where", "Limit", "Type", "Primary",
      "Row", "Page", "Query", "Reader", "Writer", "Audit", "Session", "Cursor", "Instant", "List",
      "Entity", "Column", "Batch", "Futures", "Args", "Prepared", "Statement", "Objects");

  /** Mixed-case and non-ASCII Java names. */
  static final List<String> UNICODE_NAMES = List.of("größe", "名前", "été", "π", "Δtemp",
      "naïve", "ñandú", "ключ", "数量", "café", "ÆtherFlux", "HTTPCode", "userID", "aB", "ABC",
      "XMLHttpRequest", "x1y2", "snake_case_name", "$amount", "_hidden", "µs", "Ω", "İstanbul",
      "straße", "ǆungla", "camelCaseAttributeWithAVeryLongNameIndeedForTesting", "Zoë", "ÿ",
      "x__y", "A1", "a1B2c3");

  static final List<String> UNICODE_ENTITY_NAMES = List.of("Größe", "Café", "Ñandú", "Ключ",
      "名前", "Zoë", "HTTPServer", "XMLDoc", "ABTest", "IOStat", "MyURLRecord", "Ωmega",
      "Straße", "A", "Ab", "Thing2Thing");

  /** Keyable scalars: what a good design keys, partitions and orders by. */
  static final List<String> ORDERED_TYPES = List.of("java.lang.String", "java.util.UUID", "long",
      "int", "java.lang.Long", "java.lang.Integer", "short", "byte", "double", "float",
      "java.math.BigDecimal", "java.math.BigInteger", "java.time.LocalTime", "java.net.InetAddress",
      "java.nio.ByteBuffer", "byte[]", "boolean", "java.lang.Boolean");

  static final List<String> KEY_TYPES = List.of("java.util.UUID", "java.util.UUID",
      "java.lang.String", "long", "int", "java.time.LocalDate");

  static final List<String> TIME_TYPES = List.of("java.time.Instant", "java.time.LocalDate",
      "java.time.LocalDateTime");

  static final List<String> COLLECTION_TYPES = List.of("java.util.List<java.lang.String>",
      "java.util.Set<java.lang.Integer>", "java.util.Map<java.lang.String, java.lang.Long>",
      "java.util.List<java.util.UUID>", "java.util.Map<java.lang.String, java.time.Instant>",
      "java.util.Set<java.lang.String>", "java.util.List<java.time.Duration>",
      "java.util.Map<java.lang.String, java.time.Duration>", "java.time.Duration");

  static final List<String> UNSUPPORTED_TYPES = List.of("java.lang.Object", "java.lang.Thread",
      "java.util.Optional<java.lang.String>", "int[]", "java.lang.String[]", "java.lang.Class<?>",
      "java.util.List", "java.util.List<?>", "java.util.List<? extends java.lang.Number>",
      "java.lang.Runnable", "java.lang.Iterable<java.lang.String>",
      "java.util.Collection<java.lang.String>", "java.lang.StringBuilder", "char",
      "java.lang.Character", "java.util.Date", "java.time.ZonedDateTime",
      "java.time.OffsetDateTime", "java.util.concurrent.atomic.AtomicLong",
      "java.util.ArrayList<java.lang.String>", "java.util.HashMap<java.lang.String, java.lang.String>",
      "java.util.SortedSet<java.lang.String>", "java.util.Map<java.lang.String, java.lang.Object>",
      "java.util.List<char[]>", "java.util.Map<?, ?>", "java.lang.Void", "java.lang.Number",
      "java.util.Map<java.lang.String, java.util.Optional<java.lang.Integer>>");

  private Vocabulary() {}

  static <T> T pick(Random random, List<T> from) {
    return from.get(random.nextInt(from.size()));
  }

  /** Whether javac accepts the word as a field, component and method-name suffix. */
  static boolean isJavaName(String name) {
    return SourceVersion.isName(name);
  }
}
