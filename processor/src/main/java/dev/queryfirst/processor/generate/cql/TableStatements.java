package dev.queryfirst.processor.generate.cql;

import dev.queryfirst.processor.derive.MemberNames;
import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.PatternPlan;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.model.TypeModel.CollectionKind;
import dev.queryfirst.processor.vocabulary.Cql;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The statements of one table, in the order its class prepares them: a whole-row insert, the
 * delete and read by primary key, the audit's scan, the lightweight transactions of a versioned
 * base table, the static-column statements of a table with statics, and one {@code SELECT} per
 * access pattern it serves.
 */
public final class TableStatements {

    private final TableModel table;
    private final List<Marker> selected;
    private final String columns;
    private final Map<String, Statement> statements = new LinkedHashMap<>();

    /**
     * @param selected the columns a {@code SELECT} returns, in the order the table class reads them
     *     (the version column last)
     * @param ttl the entity's TTL, written with every insert
     * @param rowsMove whether the DAO moves the table's rows on update (it then deletes at a write time)
     * @param staticsApart whether the DAO writes the static values apart, at a write time of their
     *     own (a versioned entity's copies: see {@link #addStaticsApart})
     * @param plans the access patterns the table serves
     */
    public TableStatements(
            TableModel table,
            List<ColumnModel> selected,
            Optional<Duration> ttl,
            boolean rowsMove,
            boolean staticsApart,
            List<PatternPlan> plans) {
        this.table = table;
        Optional<ColumnModel> version =
                table.columns().stream().filter(ColumnModel::isVersion).findFirst();
        List<Marker> results =
                new ArrayList<>(selected.stream().map(Marker::value).toList());
        version.ifPresent(v -> results.add(new Marker(Marker.Role.WRITE_TIME_OF, v)));
        this.selected = List.copyOf(results);
        this.columns = names(selected)
                + version.map(v -> ", WRITETIME(" + Cql.identifier(v.name()) + ")")
                        .orElse("");
        String using = ttl.map(t -> " USING TTL " + t.getSeconds()).orElse("");
        List<ColumnModel> written =
                table.columns().stream().filter(c -> !c.isVersion()).toList();
        List<ColumnModel> key = table.primaryKey();
        addInserts(written, using);
        addUpdateElements(written, using);
        add("delete", "DELETE FROM ", " WHERE " + equalities(key), values(key), "Deletes one row, by its primary key.");
        if (rowsMove) {
            addDeleteAt(key);
        }
        select("selectRow", " WHERE " + equalities(key), values(key), "Reads one row, by its primary key.");
        addScan();
        version.ifPresent(v -> addVersioned(v, written, using));
        if (!table.statics().isEmpty()) {
            addStatics();
            if (staticsApart) {
                addStaticsApart(using);
            }
        }
        plans.forEach(this::addPattern);
    }

    /** {@code insert}: a whole row written, with the entity's TTL if it has one. */
    private void addInserts(List<ColumnModel> written, String using) {
        add(
                "insert",
                "INSERT INTO ",
                " (" + names(written) + ") VALUES (" + markers(written.size()) + ")" + using,
                values(written),
                "Writes a whole row" + (using.isEmpty() ? "." : ", with the entity's TTL."));
    }

    /** {@code deleteAt}: the delete of the row an entity moved away from, at a given write time. */
    private void addDeleteAt(List<ColumnModel> key) {
        List<Marker> markers = new ArrayList<>(List.of(new Marker(Marker.Role.WRITE_TIME, null)));
        markers.addAll(values(key));
        add(
                "deleteAt",
                "DELETE FROM ",
                " USING TIMESTAMP ? WHERE " + equalities(key),
                markers,
                "Deletes the row an entity moved away from, at a write time just below its new row's.");
    }

    /** Adds statements decided elsewhere (a live reference's, {@link ReferenceStatements}), prepared after the others. */
    public void addAll(List<Statement> more) {
        more.forEach(statement -> statements.put(statement.name(), statement));
    }

    /** Every statement, by field name, in the order the table class prepares them. */
    public Map<String, Statement> all() {
        return statements;
    }

    /** The statement named {@code name}. */
    public Statement get(String name) {
        Statement statement = statements.get(name);
        if (statement == null) {
            throw new IllegalArgumentException(table.name() + " has no statement " + name);
        }
        return statement;
    }

    /**
     * The scan of the audit. A partition holding nothing but static values answers it with one row
     * whose clustering columns are null: the scan of a table with statics also reads the partition
     * key (its bucket is not among the entity's columns) and the first clustering column, to tell
     * and delete them.
     */
    private void addScan() {
        List<Marker> results = new ArrayList<>(selected);
        String extras = "";
        if (!table.statics().isEmpty()) {
            List<ColumnModel> keys = new ArrayList<>(table.partitionKey());
            keys.add(table.clustering().get(0));
            keys.forEach(c -> results.add(new Marker(Marker.Role.SCAN_KEY, c)));
            extras = ", " + names(keys);
        }
        statements.put(
                "scan",
                new Statement(
                        "scan",
                        new CqlText("SELECT " + columns + extras + " FROM ", ""),
                        List.of(),
                        List.copyOf(results),
                        "Reads every row (the audit's full scan)"
                                + (table.statics().isEmpty()
                                        ? "."
                                        : ", with the partition key and first clustering column at the end.")));
    }

    /**
     * The update of the table's non-frozen collections element by element, which the DAO sends
     * next to the row's insert instead of rewriting them (a rewrite deletes a collection's previous
     * elements first: a tombstone at every write): {@code c = c + ?, c = c - ?} for a set or map (the
     * elements added, removed), {@code c = c + ?} for a list (appended). A static collection is left
     * out: every row of its partition shares it, so no row's previous state tells what it holds.
     */
    private void addUpdateElements(List<ColumnModel> written, String using) {
        List<ColumnModel> collections = written.stream()
                .filter(c -> c.kind() == ColumnKind.REGULAR
                        && c.type() instanceof TypeModel.Collection collection
                        && !collection.frozen())
                .toList();
        if (collections.isEmpty()) {
            return;
        }
        List<String> sets = new ArrayList<>();
        List<Marker> markers = new ArrayList<>();
        for (ColumnModel column : collections) {
            String name = Cql.identifier(column.name());
            sets.add(name + " = " + name + " + ?");
            markers.add(Marker.value(column));
            if (((TypeModel.Collection) column.type()).kind() != CollectionKind.LIST) {
                sets.add(name + " = " + name + " - ?");
                markers.add(Marker.value(column));
            }
        }
        List<ColumnModel> key = table.primaryKey();
        markers.addAll(values(key));
        add(
                "updateElements",
                "UPDATE ",
                using + " SET " + String.join(", ", sets) + " WHERE " + equalities(key),
                markers,
                "Adds and removes elements of the collections, which the row's insert leaves unset.");
    }

    /**
     * The lightweight transactions of a versioned entity's base table: each write of the row is
     * conditional on the version the DAO read, and writes the next one.
     */
    private void addVersioned(ColumnModel version, List<ColumnModel> written, String using) {
        String column = Cql.identifier(version.name());
        List<ColumnModel> key = table.primaryKey();
        Marker next = new Marker(Marker.Role.NEXT_VERSION, version);
        Marker expected = new Marker(Marker.Role.EXPECTED_VERSION, version);
        List<Marker> insert = new ArrayList<>(values(written));
        insert.add(next);
        add(
                "insertIfNotExists",
                "INSERT INTO ",
                " (" + names(written) + ", " + column + ") VALUES (" + markers(written.size()) + ", ?) IF NOT EXISTS"
                        + using,
                insert,
                "Writes a new row at version 1, unless the row exists (a lightweight transaction).");
        List<ColumnModel> valueColumns =
                written.stream().filter(c -> !c.kind().isPrimaryKey()).toList();
        List<String> sets = valueColumns.stream()
                .map(c -> Cql.identifier(c.name()) + " = ?")
                .collect(Collectors.toCollection(ArrayList::new));
        sets.add(column + " = ?");
        List<Marker> update = new ArrayList<>(values(valueColumns));
        update.add(next);
        update.addAll(values(key));
        update.add(expected);
        add(
                "updateIfVersion",
                "UPDATE ",
                using + " SET " + String.join(", ", sets) + " WHERE " + equalities(key) + " IF " + column + " = ?",
                update,
                "Rewrites a row and its version, if the version is still the one read (a lightweight transaction).");
        List<Marker> delete = new ArrayList<>(values(key));
        delete.add(expected);
        add(
                "deleteIfVersion",
                "DELETE FROM ",
                " WHERE " + equalities(key) + " IF " + column + " = ?",
                delete,
                "Deletes a row, if its version is still the one read (a lightweight transaction).");
    }

    /**
     * A partition holding nothing but static values still answers a read, with one row whose
     * clustering columns are null: the DAO reads the first clustering column to tell, and deletes
     * the statics of such a partition.
     */
    private void addStatics() {
        List<ColumnModel> partition = table.partitionKey();
        ColumnModel first = table.clustering().get(0);
        statements.put(
                "selectFirstRow",
                new Statement(
                        "selectFirstRow",
                        new CqlText(
                                "SELECT " + Cql.identifier(first.name()) + " FROM ",
                                " WHERE " + equalities(partition) + " LIMIT 1"),
                        values(partition),
                        List.of(Marker.value(first)),
                        "Whether a partition still holds a row, static values aside."));
        add(
                "deleteStatics",
                "DELETE " + names(table.statics()) + " FROM ",
                " WHERE " + equalities(partition),
                values(partition),
                "Deletes a partition's static values.");
    }

    /**
     * The static values of a partition written at a given write time: a versioned entity's copies
     * are written at times that follow its versions, long past for an entity last written long ago,
     * while the statics are shared by every row of the partition and deleted at the client's clock
     * when its last row leaves. The DAO writes them at the client's clock when a row enters the
     * partition, so that no earlier delete hides them.
     */
    private void addStaticsApart(String using) {
        List<ColumnModel> statics = table.statics();
        List<Marker> markers = new ArrayList<>(List.of(new Marker(Marker.Role.WRITE_TIME, null)));
        markers.addAll(values(statics));
        markers.addAll(values(table.partitionKey()));
        add(
                "writeStatics",
                "UPDATE ",
                (using.isEmpty() ? " USING TIMESTAMP ?" : using + " AND TIMESTAMP ?") + " SET "
                        + statics.stream()
                                .map(c -> Cql.identifier(c.name()) + " = ?")
                                .collect(Collectors.joining(", "))
                        + " WHERE " + equalities(table.partitionKey()),
                markers,
                "Writes a partition's static values, at a given write time.");
    }

    private void addPattern(PatternPlan plan) {
        List<String> where = new ArrayList<>();
        // A table held in one partition: its key is the constant 0, written in the statement.
        table.partitionKey().stream()
                .filter(c -> plan.index() == null && c.isConstant())
                .forEach(c -> where.add(Cql.identifier(c.name()) + " = 0"));
        List<Marker> markers = new ArrayList<>(values(plan.equalityColumns()));
        if (!plan.equalityColumns().isEmpty()) {
            where.add(equalities(plan.equalityColumns()));
        }
        if (plan.bucketed()) {
            where.add(Cql.identifier(plan.bucketColumn().name()) + " = ?");
            markers.add(Marker.value(plan.bucketColumn()));
        }
        table.partitionKey().stream().filter(c -> plan.sharded() && c.isShard()).forEach(shard -> {
            where.add(Cql.identifier(shard.name()) + " = ?");
            markers.add(Marker.value(shard));
        });
        if (plan.rangeColumn() != null) {
            String range = Cql.identifier(plan.rangeColumn().name());
            where.add(range + " >= ? AND " + range + " < ?");
            markers.add(new Marker(Marker.Role.RANGE_FROM, plan.rangeColumn()));
            markers.add(new Marker(Marker.Role.RANGE_TO, plan.rangeColumn()));
        }
        String name = plan.pattern().name();
        select(
                MemberNames.patternStatement(name),
                " WHERE " + String.join(" AND ", where),
                markers,
                "Access pattern {@code " + name + "}"
                        + (plan.index() != null
                                ? ", through index {@code " + plan.index().name() + "}"
                                : "")
                        + (plan.bucketed() ? ", one bucket" : "")
                        + (plan.sharded() ? ", one shard" : "")
                        + (plan.rangeColumn() != null
                                ? ", rows with {@code from <= "
                                        + plan.rangeColumn().name() + " < to}"
                                : "")
                        + ".");
    }

    private void add(String name, String before, String after, List<Marker> markers, String doc) {
        statements.put(name, new Statement(name, new CqlText(before, after), List.copyOf(markers), List.of(), doc));
    }

    private void select(String name, String after, List<Marker> markers, String doc) {
        statements.put(
                name,
                new Statement(
                        name, new CqlText("SELECT " + columns + " FROM ", after), List.copyOf(markers), selected, doc));
    }

    static List<Marker> values(List<ColumnModel> columns) {
        return columns.stream().map(Marker::value).toList();
    }

    static String markers(int count) {
        return String.join(", ", Collections.nCopies(count, "?"));
    }

    /** {@code a = ? AND b = ?}. */
    static String equalities(List<ColumnModel> columns) {
        return columns.stream().map(c -> Cql.identifier(c.name()) + " = ?").collect(Collectors.joining(" AND "));
    }

    /** {@code a, b, c}. */
    static String names(List<ColumnModel> columns) {
        return columns.stream().map(c -> Cql.identifier(c.name())).collect(Collectors.joining(", "));
    }
}
