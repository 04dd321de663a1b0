package dev.queryfirst.processor.generate.java;

import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.vocabulary.Names;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.SourceVersion;

/**
 * The Java-facing view of one table: its class name, which columns are written and selected (and
 * at which index), its bucket columns, and which of its key columns can move.
 */
final class TableLayout {

  /** Constant names a table class declares itself; a column constant that would clash gets a suffix. */
  private static final Set<String> CLASS_CONSTANTS = Set.of("NAME", "KEYSPACE", "CREATE_CQL", "COLUMNS", "LOOKBACK");

  private final TableModel table;
  /** Names the DAO itself declares or uses as parameters and locals. */
  private static final Set<String> DAO_NAMES = Set.of("session", "options", "keyspace", "reader",
      "writer", "prepared", "statements", "previous", "limit", "pageSize", "cursor", "from", "to");

  private final EntityDesign design;
  private final EntityModel entity;
  private final List<ColumnModel> selected;
  /** The Java constant of each column, by column name: unique in the table class. */
  private final Map<String, String> constants = new HashMap<>();

  /**
   * @param leafPaths the entity's value paths in declaration order ({@link EntityAccess#leafPaths()})
   */
  TableLayout(TableModel table, EntityDesign design, List<String> leafPaths) {
    this.table = table;
    this.design = design;
    this.entity = design.entity();
    // Selected in declaration order (the version column, which has no attribute, last), so that
    // map(Row) reads the columns in order.
    this.selected = table.columns().stream()
        .filter(c -> !c.isBucket())
        .sorted(Comparator.comparingInt(c -> isVersion(c) ? Integer.MAX_VALUE : leafPaths.indexOf(c.dottedPath())))
        .toList();
    // Quoted names differing in case ("ab", "AB"), or only as upper case ("größe", "grösse"),
    // give the same constant: the later ones are numbered.
    Set<String> taken = new HashSet<>();
    for (ColumnModel column : table.columns()) {
      String constant = constantFor(column);
      String unique = constant;
      for (int n = 2; !taken.add(unique); n++) {
        unique = constant + "_" + n;
      }
      constants.put(column.name(), unique);
    }
  }

  TableModel table() {
    return table;
  }

  /** {@code log_messages_by_source_name} → {@code LogMessagesBySourceNameTable}. */
  String className() {
    return Names.tableClass(table.name());
  }

  /**
   * The DAO's field for this table: the table name without the entity's base name
   * ({@code bySourceName}), the base table by its own name ({@code users}).
   */
  String fieldName() {
    String name = table.name();
    String prefix = entity.baseName() + "_";
    if (name.startsWith(prefix) && name.length() > prefix.length()) {
      name = name.substring(prefix.length());
    }
    String field = EntityAccess.javaName(CodecFields.lowerCamel(name));
    return takenInDao(field) ? field + "Table" : field;
  }

  /**
   * Whether a DAO field of this name would shadow something the DAO's methods use: its own
   * members, a method parameter (the entity variable, an attribute, a key or range bound, a
   * cursor) — {@code Inventory} with {@code table = "inventory"} must not get a field
   * {@code inventory} next to its parameter {@code inventory}.
   */
  private boolean takenInDao(String field) {
    if (DAO_NAMES.contains(field)
        || field.equals(EntityAccess.variableName(EntityAccess.lowerFirst(entity.simpleName())))) {
      return true;
    }
    return entity.attributes().stream().anyMatch(a -> a.name().equals(field))
        || table.columns().stream()
            .anyMatch(c -> EntityAccess.javaName(CodecFields.lowerCamel(c.name())).equals(field));
  }

  /** Every column written by an insert: all but the version column of a versioned base table. */
  List<ColumnModel> written() {
    return table.columns().stream().filter(c -> !isVersion(c)).toList();
  }

  /** The columns a {@code SELECT} returns, in the order {@code map(Row)} reads them: all but buckets. */
  List<ColumnModel> selected() {
    return selected;
  }

  /** The index of the column holding {@code dottedPath} in {@link #selected()}. */
  int selectedIndex(String dottedPath) {
    List<ColumnModel> selected = selected();
    for (int i = 0; i < selected.size(); i++) {
      if (!isVersion(selected.get(i)) && selected.get(i).dottedPath().equals(dottedPath)) {
        return i;
      }
    }
    throw new IllegalArgumentException(table.name() + " selects no column for " + dottedPath);
  }

  /** The columns outside the primary key that hold attributes (what an audit compares). */
  List<ColumnModel> valueColumns() {
    return table.columns().stream().filter(c -> !c.kind().isPrimaryKey() && !isVersion(c)).toList();
  }

  /** The version column of a versioned entity's base table, if this is one. */
  Optional<ColumnModel> versionColumn() {
    return table.columns().stream().filter(TableLayout::isVersion).findFirst();
  }

  /** Whether this is a column with no attribute behind it: the version column. */
  static boolean isVersion(ColumnModel column) {
    return column.path().isEmpty();
  }

  /** Whether the table has static columns (rows of one partition share pushed-down values). */
  boolean hasStatics() {
    return !table.columns(ColumnKind.STATIC).isEmpty();
  }

  /** Whether an update can move an entity's row in this table (decided by derive). */
  boolean keyCanMove() {
    return design.keyCanMove(table);
  }

  /** Whether the DAO moves this table's rows on update (decided by derive). */
  boolean rowsMove() {
    return design.rowsMove(table);
  }

  /** The bucket columns, in key order. */
  List<ColumnModel> buckets() {
    return table.partitionKey().stream().filter(ColumnModel::isBucket).toList();
  }

  /** {@code MESSAGE_TIME_BUCKETS}: named after the bucketed column. */
  String bucketsConstant(ColumnModel bucket) {
    return sourceColumn(bucket).name().toUpperCase(Locale.ROOT) + "_BUCKETS";
  }

  /** {@code LOOKBACK}, or {@code MESSAGE_TIME_LOOKBACK} when the table has several buckets. */
  String lookbackConstant(ColumnModel bucket) {
    return buckets().size() == 1 ? "LOOKBACK" : sourceColumn(bucket).name().toUpperCase(Locale.ROOT) + "_LOOKBACK";
  }

  /** The column the bucket is computed from. */
  ColumnModel sourceColumn(ColumnModel bucket) {
    return table.columns().stream()
        .filter(c -> !c.isBucket() && c.path().equals(bucket.path()))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException(table.name() + " has no column for bucket " + bucket.name()));
  }

  /** How many buckets a "latest N" read walks back at most (decided by derive). */
  int lookback(ColumnModel bucket) {
    return design.lookback(bucket);
  }

  /** Whether the bucket column is a CQL {@code date} (else a {@code timestamp}). */
  static boolean dateBucket(ColumnModel bucket) {
    return bucket.bucket().unit().compareTo(ChronoUnit.DAYS) >= 0;
  }

  /** The Java constant name of a column of this table: {@code SOURCE_NAME}; {@code NAME_COLUMN} where it would clash. */
  String columnConstant(ColumnModel column) {
    return constants.get(column.name());
  }

  /**
   * {@code SOURCE_NAME} for {@code source_name}; letters of every script are kept ({@code GRÖSSE},
   * {@code 名前}), anything else becomes {@code _}, and a name Java refuses ({@code _}, a leading
   * digit) gets a {@code C_} prefix. Found by the reliability fuzzer: {@code Ω} became {@code _}.
   */
  private static String constantFor(ColumnModel column) {
    String constant = column.name().toUpperCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}_$]", "_");
    if (!SourceVersion.isName(constant)) {
      constant = "C_" + constant;
    }
    boolean clash = CLASS_CONSTANTS.contains(constant) || constant.endsWith("_BUCKETS")
        || constant.endsWith("_LOOKBACK") || constant.endsWith("_CODEC");
    return clash ? constant + "_COLUMN" : constant;
  }

}
