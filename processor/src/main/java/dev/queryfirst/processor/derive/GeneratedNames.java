package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.PatternPlan;
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
 * The names of generated members, decided here and nowhere else: derive and check ask it for
 * clashes before anything is generated, and the generators take their names from it.
 */
public final class GeneratedNames {

    /**
     * What any generated DAO may declare besides its access patterns' methods (the union of
     * {@link #daoMethods} over every kind of entity), and Object's methods: a pattern may take none of
     * these names, checked before the entity's tables are known.
     */
    static final Set<String> DAO_MEMBERS = Set.of(
            "create",
            "createAsync",
            "insert",
            "insertAsync",
            "update",
            "updateAsync",
            "save",
            "saveAsync",
            "delete",
            "deleteAsync",
            "findByKey",
            "findByKeyAsync",
            "audit",
            "auditAndRepair",
            "write",
            "overwrite",
            "dropEmptyPartitions",
            "checkKey",
            "checkFixed",
            "insertNew",
            "replace",
            "writeCopies",
            "withLiveCopiesAsync",
            "increment",
            "incrementAsync",
            "insertUnobserved",
            "updateUnobserved",
            "saveUnobserved",
            "deleteUnobserved",
            "findByKeyUnobserved",
            "incrementUnobserved",
            "insertReactive",
            "updateReactive",
            "saveReactive",
            "deleteReactive",
            "findByKeyReactive",
            "incrementReactive",
            "wait",
            "notify",
            "notifyAll",
            "getClass",
            "hashCode",
            "equals",
            "toString",
            "clone",
            "finalize");

    /** Constant names a table class declares itself; a column constant that would clash gets a suffix. */
    private static final Set<String> CLASS_CONSTANTS =
            Set.of("NAME", "KEYSPACE", "CREATE_CQL", "COLUMNS", "LOOKBACK", "SHARDS", "ORDER");

    private GeneratedNames() {}

    /** {@code log_messages_by_source_name} → {@code LogMessagesBySourceNameTable}. */
    public static String tableClass(TableModel table) {
        return Names.tableClass(table.name());
    }

    /**
     * The name the entity's parameter would take in generated methods, {@code logMessage}: a
     * keyword gets a suffix. Each generated class allocates its variables from this (the
     * generators' {@code EntityAccess}), giving way to the class's fields.
     */
    public static String entityVariable(EntityModel entity) {
        return JavaNames.javaName(JavaNames.lowerFirst(entity.simpleName()));
    }

    /**
     * The name the parameter carrying a column's value would take, {@code customerId} for
     * {@code customer.id}; allocated per generated class as {@link #entityVariable} is.
     */
    public static String parameterName(ColumnModel column) {
        return JavaNames.javaName(JavaNames.camel(column.path()));
    }

    /**
     * The default table name (docs/mapping-rules.md, "Names"): {@code <plural>_by_<where columns>}; a where-less pattern is named after what
     * partitions it, its bucket columns ({@code videos_by_added_date_day}), else its shard column.
     */
    public static String defaultTableName(String baseName, List<String> where, List<String> buckets) {
        List<String> named =
                !where.isEmpty() ? where : !buckets.isEmpty() ? buckets : List.of(PartitionShape.SHARD_COLUMN);
        return Names.byColumns(baseName, named);
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

    /** The parameter of a bucket column a read walks: {@code messageTimeDay}. */
    public static String bucketParameter(ColumnModel bucket) {
        return JavaNames.javaName(JavaNames.lowerCamel(bucket.name()));
    }

    /** {@code from} and {@code to}, unless an equality parameter already has one of those names. */
    public static List<String> rangeParameters(PatternPlan plan) {
        List<String> taken = plan.equalityColumns().stream()
                .map(GeneratedNames::parameterName)
                .toList();
        boolean clash = taken.contains("from") || taken.contains("to");
        String prefix = clash ? JavaNames.camel(plan.rangeColumn().path()) : "";
        return clash ? List.of(prefix + "From", prefix + "To") : List.of("from", "to");
    }

    /** The null-safe accessor of a pushed-down value: {@code [customer, name]} → {@code customerNameOf}. */
    public static String accessorName(List<String> path) {
        return JavaNames.camel(path) + "Of";
    }

    /** The reader of a pushed-down reference: {@code [customer]} → {@code readCustomer}. */
    public static String referenceReader(List<String> path) {
        String camel = JavaNames.camel(path);
        return "read" + Character.toUpperCase(camel.charAt(0)) + camel.substring(1);
    }

    /** The instance codec field of a column: {@code message_parts} → {@code messagePartsCodec}. */
    public static String codecField(String column) {
        return JavaNames.lowerCamel(column) + "Codec";
    }

    /**
     * The DAO's field for a table: the table name without the entity's base name
     * ({@code bySourceName}), the base table by its own name ({@code users}); with a {@code Table}
     * suffix when it would be one of the DAO's own fields ({@link DaoMembers#OWN_FIELDS}) or would
     * take the name of the entity's parameters — {@code Inventory} with {@code table = "inventory"}
     * gets a field {@code inventoryTable}, and its methods keep the parameter {@code inventory}.
     */
    public static String tableField(EntityModel entity, TableModel table) {
        String name = table.name();
        String prefix = entity.baseName() + "_";
        if (name.startsWith(prefix) && name.length() > prefix.length()) {
            name = name.substring(prefix.length());
        }
        String field = JavaNames.javaName(JavaNames.lowerCamel(name));
        boolean taken = DaoMembers.OWN_FIELDS.contains(field)
                || field.equals(entityVariable(entity))
                || entity.attributes().stream().anyMatch(a -> a.name().equals(field))
                || table.columns().stream()
                        .anyMatch(c -> JavaNames.javaName(JavaNames.lowerCamel(c.name()))
                                .equals(field));
        return taken ? field + "Table" : field;
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

    /** Whether {@code name} is one of the DAO's own members (or Object's), which no access pattern may take. */
    public static boolean isDaoMember(String name) {
        return DAO_MEMBERS.contains(name);
    }

    /**
     * The record nested in the DAO that a projected table's rows read into (docs/mapping-rules.md, "Projections"), named after the
     * table's first access pattern: {@code latest} → {@code LatestRow}.
     */
    public static String projectionRecord(TableModel table) {
        String pattern = table.patterns().get(0);
        return Character.toUpperCase(pattern.charAt(0)) + pattern.substring(1) + "Row";
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
     * The DAO methods of access pattern {@code pattern}: {@code p}, {@code pAsync}, {@code pPage},
     * {@code pPageAsync}, their reactive forms, their private {@linkplain #unobserved unobserved} bodies and the private
     * {@code pQuery}.
     */
    public static List<String> patternMembers(String pattern) {
        return List.of(
                pattern,
                pattern + ASYNC,
                unobserved(pattern + ASYNC),
                pattern + "Page",
                pattern + "Page" + ASYNC,
                unobserved(pattern + "Page" + ASYNC),
                pattern + REACTIVE,
                pattern + "Page" + REACTIVE,
                patternQuery(pattern));
    }

    /** The suffix of a DAO method returning a Reactive Streams {@code Publisher}. */
    public static final String REACTIVE = "Reactive";

    /** The reactive form of public {@code …Async} method {@code async}: {@code saveAsync} → {@code saveReactive}. */
    public static String reactive(String async) {
        return async.substring(0, async.length() - ASYNC.length()) + REACTIVE;
    }

    /** The suffix of a DAO method returning a stage, which its synchronous twin waits for. */
    public static final String ASYNC = "Async";

    /**
     * The private method holding the body of public {@code …Async} method {@code async}, which
     * the public one wraps in the DAO's access listener: {@code saveAsync} → {@code saveUnobserved}.
     */
    public static String unobserved(String async) {
        return async.substring(0, async.length() - ASYNC.length()) + "Unobserved";
    }

    /** The DAO's private method that builds the read of a list pattern: {@code recentBySourceQuery}. */
    public static String patternQuery(String pattern) {
        return pattern + "Query";
    }

    /** The DAO constant holding a pattern's {@code @StatementOptions}: {@code recentBySourceOptions}. */
    public static String patternOptions(String pattern) {
        return pattern + "Options";
    }

    /** The DAO field holding the identity of a list pattern's reads: {@code recentBySourceIdentity}. */
    public static String patternIdentity(String pattern) {
        return pattern + "Identity";
    }

    /**
     * The name of the statement field (and {@code …Cql} method) of access pattern {@code pattern}:
     * patterns {@code row}, {@code firstRow} and {@code byKey} would take the names of the table's
     * own reads (a pattern {@code byKey} on the base table was a javac error, found by the
     * reliability module's fuzzer).
     */
    public static String patternStatement(String pattern) {
        String name = "select" + Character.toUpperCase(pattern.charAt(0)) + pattern.substring(1);
        return Set.of("selectRow", "selectFirstRow", "selectByKey", SELECT_REFERRERS)
                        .contains(name)
                ? name + "Pattern"
                : name;
    }

    /** The table class's binder of a statement: {@code insert} → {@code bindInsert}. */
    public static String binder(String statement) {
        return "bind" + Character.toUpperCase(statement.charAt(0)) + statement.substring(1);
    }

    /** {@code recentBySource} → {@code bindSelectRecentBySource}. */
    public static String patternBinder(String pattern) {
        return binder(patternStatement(pattern));
    }

    /** The statement of a table listing a live reference's referrers (the runtime's {@code ReferrerIndex}). */
    public static final String SELECT_REFERRERS = "selectReferrers";

    /** The R DAO's field propagating its changes to the live copies in its referrers' tables. */
    public static final String PROPAGATION = "propagation";

    /** The statement updating a live reference's plain copy in one row: {@code customer} → {@code updateCustomer}. */
    public static String referenceUpdate(String attribute) {
        return "update" + Character.toUpperCase(attribute.charAt(0)) + attribute.substring(1);
    }

    /** The statement updating a live reference's static copy in one partition: {@code updateCustomerStatics}. */
    public static String referenceStaticsUpdate(String attribute) {
        return referenceUpdate(attribute) + "Statics";
    }

    /** Whether the referenced entity's partition holds rows: {@code customer} → {@code bindSelectFirstRowOfCustomer}. */
    public static String firstRowOfBinder(String attribute) {
        return "bindSelectFirstRowOf" + Character.toUpperCase(attribute.charAt(0)) + attribute.substring(1);
    }

    /** The referencing DAO's field describing a live reference: {@code customer} → {@code customerReference}. */
    public static String referenceField(String attribute) {
        return attribute + "Reference";
    }
}
