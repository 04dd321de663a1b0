package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.PatternPlan;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.vocabulary.JavaNames;
import java.util.List;
import java.util.Set;

/**
 * The names of generated DAO and table-class members (methods, statements, fields) and of the
 * parameters generated methods take, decided here and nowhere else: derive and check ask it for
 * clashes before anything is generated, and the generators take their names from it. Class names
 * are {@link TableNames}'.
 */
public final class MemberNames {

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

    /** The parameter of a bucket column a read walks: {@code messageTimeDay}. */
    public static String bucketParameter(ColumnModel bucket) {
        return JavaNames.javaName(JavaNames.lowerCamel(bucket.name()));
    }

    /** {@code from} and {@code to}, unless an equality parameter already has one of those names. */
    public static List<String> rangeParameters(PatternPlan plan) {
        List<String> taken =
                plan.equalityColumns().stream().map(MemberNames::parameterName).toList();
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

    /** The suffix of a DAO method returning a stage, which its synchronous twin waits for. */
    public static final String ASYNC = "Async";

    /** The suffix of a DAO method returning a Reactive Streams {@code Publisher}. */
    public static final String REACTIVE = "Reactive";

    /** The reactive form of public {@code …Async} method {@code async}: {@code saveAsync} → {@code saveReactive}. */
    public static String reactive(String async) {
        return async.substring(0, async.length() - ASYNC.length()) + REACTIVE;
    }

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

    private MemberNames() {}
}
