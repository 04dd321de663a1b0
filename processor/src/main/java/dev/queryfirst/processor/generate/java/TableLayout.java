package dev.queryfirst.processor.generate.java;

import dev.queryfirst.processor.derive.MemberNames;
import dev.queryfirst.processor.derive.TableNames;
import dev.queryfirst.processor.generate.cql.ReferenceStatements;
import dev.queryfirst.processor.generate.cql.TableStatements;
import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.PatternPlan;
import dev.queryfirst.processor.model.ReferencePlan;
import dev.queryfirst.processor.model.TableModel;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The Java-facing view of one table: its class and DAO field names, its statements, which columns
 * are selected (in the order {@code map(Row)} reads them) and its bucket columns. Every name and
 * rule comes from derive; this only gathers them for the generators.
 */
final class TableLayout {

    private final TableModel table;
    private final EntityDesign design;
    private final List<ColumnModel> selected;
    private final TableStatements statements;
    /** The Java constant of each column, by column name: unique in the table class. */
    private final Map<String, String> constants;

    /**
     * @param leafPaths the entity's value paths in declaration order ({@link EntityAccess#leafPaths()})
     */
    TableLayout(TableModel table, EntityDesign design, List<String> leafPaths) {
        this.table = table;
        this.design = design;
        // Selected in declaration order (the version column, which has no attribute, last), so that
        // map(Row) reads the columns in order.
        this.selected = table.columns().stream()
                .filter(c -> !c.isComputed())
                .sorted(Comparator.comparingInt(
                        c -> c.isVersion() ? Integer.MAX_VALUE : leafPaths.indexOf(c.dottedPath())))
                .toList();
        List<PatternPlan> plans = design.plans().stream()
                .filter(p -> p.table().name().equals(table.name()))
                .toList();
        this.statements =
                new TableStatements(table, selected, design.entity().ttl(), rowsMove(), staticsApart(), plans);
        this.statements.addAll(ReferenceStatements.of(
                table, selected.stream().filter(c -> !c.isVersion()).toList(), references()));
        this.constants = TableNames.columnConstants(table);
    }

    TableModel table() {
        return table;
    }

    /** The design of the entity the table holds. */
    EntityDesign design() {
        return design;
    }

    /** The statements the table class prepares, with their bound and returned columns. */
    TableStatements statements() {
        return statements;
    }

    /** The plans of the entity's live references that copy into or list referrers in this table. */
    List<ReferencePlan> references() {
        return design.references().stream()
                .filter(p -> p.copiesInto(table) || p.listsReferrers(table))
                .toList();
    }

    /** Whether the table holds a column for the value at {@code path} (a reference index holds keys only). */
    boolean holds(List<String> path) {
        return selected.stream().anyMatch(c -> !c.isVersion() && c.path().equals(path));
    }

    /** The access patterns the table serves. */
    List<PatternPlan> plans() {
        return design.plans().stream()
                .filter(p -> p.table().name().equals(table.name()))
                .toList();
    }

    /** {@code log_messages_by_source_name} → {@code LogMessagesBySourceNameTable}. */
    String className() {
        return TableNames.tableClass(table);
    }

    /** The DAO's field for this table ({@code bySourceName}). */
    String fieldName() {
        return MemberNames.tableField(design.entity(), table);
    }

    /** The columns a {@code SELECT} returns, in the order {@code map(Row)} reads them: all but buckets and shard. */
    List<ColumnModel> selected() {
        return selected;
    }

    /**
     * The primary-key columns that hold attributes, in key order: the parameters of a read by key
     * (a bucket, the shard or the constant of a one-partition table is computed from them).
     */
    List<ColumnModel> keyColumns() {
        return table.primaryKey().stream().filter(c -> !c.isComputed()).toList();
    }

    /** The columns outside the primary key that hold attributes (what an audit compares). */
    List<ColumnModel> valueColumns() {
        return table.columns().stream()
                .filter(c -> !c.kind().isPrimaryKey() && !c.isVersion())
                .toList();
    }

    /** The version column of a versioned entity's base table, if this is one. */
    Optional<ColumnModel> versionColumn() {
        return table.columns().stream().filter(ColumnModel::isVersion).findFirst();
    }

    /** Whether the table has static columns (rows of one partition share pushed-down values). */
    boolean hasStatics() {
        return !table.columns(ColumnKind.STATIC).isEmpty();
    }

    /**
     * Whether the DAO writes the static values apart from the rows, at the client's clock: a
     * versioned entity writes its copies at times that follow its versions, which a delete of the
     * statics of an emptied partition, at the clock, would hide.
     */
    boolean staticsApart() {
        return hasStatics() && design.entity().versioned() && !design.entity().immutable();
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
        return TableNames.bucketsConstant(sourceColumn(bucket));
    }

    /** {@code LOOKBACK}, or {@code MESSAGE_TIME_LOOKBACK} when the table has several buckets. */
    String lookbackConstant(ColumnModel bucket) {
        return TableNames.lookbackConstant(sourceColumn(bucket), buckets().size());
    }

    /** The column the bucket is computed from. */
    private ColumnModel sourceColumn(ColumnModel bucket) {
        return table.columns().stream()
                .filter(c -> !c.isBucket() && c.path().equals(bucket.path()))
                .findFirst()
                .orElseThrow(() ->
                        new IllegalArgumentException(table.name() + " has no column for bucket " + bucket.name()));
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
}
