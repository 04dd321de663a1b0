package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.vocabulary.JavaNames;
import dev.queryfirst.processor.vocabulary.Names;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The names of generated classes and of the table classes' own members, decided here and nowhere
 * else: a table's default name, each generated class's name ({@code LogMessagesBySourceNameTable},
 * {@code LogMessageDao}, {@code LogsSchema}) and the constants a table class declares. The DAO's
 * members are {@link MemberNames}'; the names no access pattern may take are {@link ReservedNames}'.
 */
public final class TableNames {

    /** Constant names a table class declares itself; a column constant that would clash gets a suffix. */
    private static final Set<String> CLASS_CONSTANTS =
            Set.of("NAME", "KEYSPACE", "CREATE_CQL", "COLUMNS", "LOOKBACK", "SHARDS", "ORDER");

    /**
     * The default table name (docs/mapping-rules.md, "Names"): {@code <plural>_by_<where columns>}; a where-less pattern is named after what
     * partitions it, its bucket columns ({@code videos_by_added_date_day}), else its shard column.
     */
    public static String defaultTableName(String baseName, List<String> where, List<String> buckets) {
        List<String> named =
                !where.isEmpty() ? where : !buckets.isEmpty() ? buckets : List.of(PartitionShape.SHARD_COLUMN);
        return Names.byColumns(baseName, named);
    }

    /** {@code log_messages_by_source_name} → {@code LogMessagesBySourceNameTable}. */
    public static String tableClass(TableModel table) {
        return Names.tableClass(table.name());
    }

    /** {@code LogMessage} → {@code LogMessageDao}. */
    public static String daoClass(String entitySimpleName) {
        return entitySimpleName + "Dao";
    }

    /** A keyspace's schema class: {@code logs} → {@code LogsSchema}; {@code user_data} → {@code UserDataSchema}. */
    public static String schemaClass(String keyspace) {
        String camel = Names.upperCamel(keyspace);
        // Keyspace names may start with a digit; a Java class name may not.
        return (camel.isEmpty() || !Character.isJavaIdentifierStart(camel.charAt(0)) ? "Keyspace" : "") + camel
                + "Schema";
    }

    /**
     * The record nested in the DAO that a projected table's rows read into (docs/mapping-rules.md, "Projections"), named after the
     * table's first access pattern: {@code latest} → {@code LatestRow}.
     */
    public static String projectionRecord(TableModel table) {
        String pattern = table.patterns().get(0);
        return Character.toUpperCase(pattern.charAt(0)) + pattern.substring(1) + "Row";
    }

    /** {@code SHARDS}: the table class's {@code Shards} of a {@code shards = N} table. */
    public static String shardsConstant() {
        return "SHARDS";
    }

    /** {@code ORDER}: the table class's clustering order, which merges its shards. */
    public static String orderConstant() {
        return "ORDER";
    }

    /** {@code shardOf}: the table class's method computing an entity's shard. */
    public static String shardMethod() {
        return "shardOf";
    }

    /**
     * The Java constant of each column of a table class, by column name: {@code SOURCE_NAME}.
     * Quoted names differing in case ({@code "ab"}, {@code "AB"}), or only as upper case
     * ({@code größe}, {@code grösse}), give the same constant: the later ones are numbered.
     */
    public static Map<String, String> columnConstants(TableModel table) {
        Map<String, String> constants = new LinkedHashMap<>();
        Set<String> taken = new HashSet<>();
        for (ColumnModel column : table.columns()) {
            String constant = columnConstant(column);
            String unique = constant;
            for (int n = 2; !taken.add(unique); n++) {
                unique = constant + "_" + n;
            }
            constants.put(column.name(), unique);
        }
        return constants;
    }

    /**
     * {@code SOURCE_NAME} for {@code source_name}; letters of every script are kept ({@code GRÖSSE},
     * {@code 名前}), anything else becomes {@code _}, and a name Java refuses ({@code _}, a leading
     * digit) gets a {@code C_} prefix; {@code NAME_COLUMN} where it would clash with the class's own.
     * Found by the reliability fuzzer: {@code Ω} became {@code _}.
     */
    private static String columnConstant(ColumnModel column) {
        String constant = column.name().toUpperCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}_$]", "_");
        if (!JavaNames.isName(constant)) {
            constant = "C_" + constant;
        }
        boolean clash = CLASS_CONSTANTS.contains(constant)
                || constant.endsWith("_BUCKETS")
                || constant.endsWith("_LOOKBACK")
                || constant.endsWith("_CODEC");
        return clash ? constant + "_COLUMN" : constant;
    }

    /** {@code MESSAGE_TIME_BUCKETS}: named after the bucketed column. */
    public static String bucketsConstant(ColumnModel source) {
        return source.name().toUpperCase(Locale.ROOT) + "_BUCKETS";
    }

    /** {@code LOOKBACK}, or {@code MESSAGE_TIME_LOOKBACK} when the table has several buckets. */
    public static String lookbackConstant(ColumnModel source, int buckets) {
        return buckets == 1 ? "LOOKBACK" : source.name().toUpperCase(Locale.ROOT) + "_LOOKBACK";
    }

    /** The instance codec field of a column: {@code message_parts} → {@code messagePartsCodec}. */
    public static String codecField(String column) {
        return JavaNames.lowerCamel(column) + "Codec";
    }

    private TableNames() {}
}
