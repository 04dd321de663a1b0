package dev.queryfirst.runtime.internal.schema;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.metadata.Metadata;
import com.datastax.oss.driver.api.core.metadata.schema.ClusteringOrder;
import com.datastax.oss.driver.api.core.metadata.schema.ColumnMetadata;
import com.datastax.oss.driver.api.core.metadata.schema.IndexMetadata;
import com.datastax.oss.driver.api.core.metadata.schema.KeyspaceMetadata;
import com.datastax.oss.driver.api.core.metadata.schema.TableMetadata;
import dev.queryfirst.runtime.internal.Args;
import dev.queryfirst.runtime.schema.SchemaDifference;
import dev.queryfirst.runtime.schema.SchemaDifference.Kind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Compares the live schema of a keyspace with the generated one and names every difference.
 *
 * <pre>{@code
 * List<SchemaDifference> differences = SchemaVerifier.verify(session, "logs", LogsSchema.TABLE_SPECS);
 * if (!differences.isEmpty()) {
 *   throw new IllegalStateException("schema drift: " + differences);
 * }
 * }</pre>
 *
 * <p>It reports missing and extra tables, columns and indexes, type mismatches (aliases such as
 * {@code varchar} and spacing do not count, nor does the keyspace prefix of a user type), and
 * partition key, clustering column, clustering order and static mismatches; and the tables whose
 * backfill a migration left to a whole-table job that has not recorded it done
 * ({@link PendingBackfills}). The migrator's own tables ({@link BookkeepingTables}) are not
 * extra: right after {@code migrate} the list is empty. The generated schema class's
 * {@code verify(session)} calls this with its own tables.
 */
public final class SchemaVerifier {

    private SchemaVerifier() {}

    /**
     * Refreshes the driver's schema metadata, then compares {@code keyspace} with
     * {@code expected}. An empty list means the live schema matches. {@code keyspace} is the name as
     * Cassandra stores it, case included.
     */
    public static List<SchemaDifference> verify(CqlSession session, String keyspace, List<TableSpec> expected) {
        Args.notNull(session, "session");
        Args.notNull(keyspace, "keyspace");
        Args.notNull(expected, "expected");
        Metadata metadata = session.refreshSchema();
        Optional<KeyspaceMetadata> live = metadata.getKeyspace(CqlIdentifier.fromInternal(keyspace));
        if (live.isEmpty()) {
            return List.of(new SchemaDifference(Kind.MISSING_KEYSPACE, null, null, keyspace, null));
        }
        List<SchemaDifference> differences = new ArrayList<>(compare(live.get(), expected));
        for (PendingBackfills.Pending pending : PendingBackfills.list(session, keyspace)) {
            differences.add(new SchemaDifference(
                    Kind.BACKFILL_PENDING,
                    pending.target(),
                    null,
                    "filled from " + pending.source(),
                    "left to a whole-table job since " + pending.since()));
        }
        if (live.get()
                .getTable(CqlIdentifier.fromInternal(BookkeepingTables.DEFERRED))
                .isPresent()) {
            addDeferredBackfills(session, keyspace, differences);
        }
        return differences;
    }

    /**
     * The backfills a migration deferred until no live instance writes an older version
     * (docs/schema-evolution.md, "Rolling releases"), read from the deferred-work table.
     */
    private static void addDeferredBackfills(CqlSession session, String keyspace, List<SchemaDifference> differences) {
        String table = CqlIdentifier.fromInternal(keyspace).asCql(true) + "." + BookkeepingTables.DEFERRED;
        for (Row row : session.execute("SELECT work, kind, version, waiting_for FROM " + table)) {
            if ("BACKFILL".equals(row.getString(1))) {
                differences.add(new SchemaDifference(
                        Kind.BACKFILL_PENDING,
                        row.getString(0),
                        null,
                        "filled once every instance writes version " + row.getInt(2),
                        "waiting for " + row.getString(3)));
            }
        }
    }

    /**
     * Compares {@code live}, as the driver's metadata already holds it (no refresh, no query), with
     * {@code expected}: what a health check asks on every probe. Pending backfills are not listed
     * (finding them reads a table); {@link #verify} lists them.
     *
     * <pre>{@code
     * session.getMetadata().getKeyspace("logs")
     *     .map(live -> SchemaVerifier.compare(live, LogsSchema.TABLE_SPECS));
     * }</pre>
     */
    public static List<SchemaDifference> compare(KeyspaceMetadata live, List<TableSpec> expected) {
        Args.notNull(live, "live");
        Args.notNull(expected, "expected");
        Map<String, TableSpec> actual = new LinkedHashMap<>();
        for (TableMetadata table : live.getTables().values()) {
            TableSpec spec = describe(table);
            actual.put(spec.name(), spec);
        }
        return compare(expected, actual);
    }

    /** The differences between the expected tables and the live ones (by name). */
    static List<SchemaDifference> compare(List<TableSpec> expected, Map<String, TableSpec> actual) {
        List<SchemaDifference> differences = new ArrayList<>();
        Map<String, TableSpec> remaining = new LinkedHashMap<>(actual);
        for (TableSpec table : expected) {
            TableSpec live = remaining.remove(table.name());
            if (live == null) {
                differences.add(new SchemaDifference(Kind.MISSING_TABLE, table.name(), null, table.name(), null));
            } else {
                compareTable(table, live, differences);
            }
        }
        remaining.keySet().removeAll(BookkeepingTables.NAMES);
        for (String extra : remaining.keySet()) {
            differences.add(new SchemaDifference(Kind.EXTRA_TABLE, extra, null, null, extra));
        }
        return differences;
    }

    private static void compareTable(TableSpec expected, TableSpec live, List<SchemaDifference> out) {
        String table = expected.name();
        compareKey(
                Kind.PARTITION_KEY_MISMATCH,
                table,
                expected.columns(ColumnSpec.Kind.PARTITION_KEY),
                live.columns(ColumnSpec.Kind.PARTITION_KEY),
                out);
        List<ColumnSpec> expectedClustering = expected.columns(ColumnSpec.Kind.CLUSTERING);
        List<ColumnSpec> liveClustering = live.columns(ColumnSpec.Kind.CLUSTERING);
        if (compareKey(Kind.CLUSTERING_MISMATCH, table, expectedClustering, liveClustering, out)) {
            for (int i = 0; i < expectedClustering.size(); i++) {
                ColumnSpec want = expectedClustering.get(i);
                ClusteringOrder found = liveClustering.get(i).order();
                if (want.order() != found) {
                    out.add(new SchemaDifference(
                            Kind.CLUSTERING_ORDER_MISMATCH,
                            table,
                            want.name(),
                            want.order().name(),
                            found.name()));
                }
            }
        }

        Map<String, ColumnSpec> liveColumns = new LinkedHashMap<>();
        live.columns().forEach(column -> liveColumns.put(column.name(), column));
        for (ColumnSpec want : expected.columns()) {
            ColumnSpec found = liveColumns.remove(want.name());
            if (found == null) {
                out.add(new SchemaDifference(Kind.MISSING_COLUMN, table, want.name(), want.cqlType(), null));
                continue;
            }
            if (!normalizeType(want.cqlType()).equals(normalizeType(found.cqlType()))) {
                out.add(new SchemaDifference(Kind.TYPE_MISMATCH, table, want.name(), want.cqlType(), found.cqlType()));
            }
            boolean wantStatic = want.kind() == ColumnSpec.Kind.STATIC;
            boolean foundStatic = found.kind() == ColumnSpec.Kind.STATIC;
            boolean neitherKey = !isKey(want) && !isKey(found);
            if (neitherKey && wantStatic != foundStatic) {
                out.add(new SchemaDifference(
                        Kind.STATIC_MISMATCH,
                        table,
                        want.name(),
                        want.kind().name(),
                        found.kind().name()));
            }
        }
        for (ColumnSpec extra : liveColumns.values()) {
            out.add(new SchemaDifference(Kind.EXTRA_COLUMN, table, extra.name(), null, extra.cqlType()));
        }

        Map<String, IndexSpec> liveIndexes = new LinkedHashMap<>();
        live.indexes().forEach(index -> liveIndexes.put(index.name(), index));
        for (IndexSpec want : expected.indexes()) {
            IndexSpec found = liveIndexes.remove(want.name());
            if (found == null) {
                out.add(new SchemaDifference(
                        Kind.MISSING_INDEX, table, want.name(), "index on " + want.column(), null));
            } else if (!want.column().equals(found.column())
                    || (want.similarity() != null
                            && !want.similarity()
                                    .equalsIgnoreCase(Objects.requireNonNullElse(found.similarity(), "COSINE")))) {
                // A vector index created without the similarity the code declares compares vectors
                // another way: its nearest rows are not the ones the application asks for. An index
                // created without the option compares by cosine, Cassandra's default.
                out.add(new SchemaDifference(
                        Kind.INDEX_MISMATCH, table, want.name(), want.describe(), found.describe()));
            }
        }
        for (IndexSpec extra : liveIndexes.values()) {
            out.add(new SchemaDifference(Kind.EXTRA_INDEX, table, extra.name(), null, "index on " + extra.column()));
        }
    }

    /** Reports a difference in the names of key columns; true when the names match. */
    private static boolean compareKey(
            Kind kind, String table, List<ColumnSpec> expected, List<ColumnSpec> live, List<SchemaDifference> out) {
        String want = names(expected);
        String found = names(live);
        if (want.equals(found)) {
            return true;
        }
        out.add(new SchemaDifference(kind, table, null, want, found));
        return false;
    }

    private static boolean isKey(ColumnSpec column) {
        return column.kind() == ColumnSpec.Kind.PARTITION_KEY || column.kind() == ColumnSpec.Kind.CLUSTERING;
    }

    private static String names(List<ColumnSpec> columns) {
        return columns.stream().map(ColumnSpec::name).collect(Collectors.joining(", ", "(", ")"));
    }

    /**
     * Canonical type text: lower case, no spaces, {@code varchar} as {@code text}, user types
     * without keyspace.
     */
    static String normalizeType(String cql) {
        String type = cql.toLowerCase(Locale.ROOT).replaceAll("\\s+", "");
        type = type.replaceAll("(?<![a-z0-9_])varchar(?![a-z0-9_])", "text");
        return type.replaceAll("[a-z0-9_\"]+\\.", "");
    }

    /** The live table as a spec, so both sides compare alike. */
    static TableSpec describe(TableMetadata table) {
        List<ColumnSpec> columns = new ArrayList<>();
        for (ColumnMetadata column : table.getPartitionKey()) {
            columns.add(ColumnSpec.partitionKey(column.getName().asInternal(), typeOf(column)));
        }
        for (Map.Entry<ColumnMetadata, ClusteringOrder> entry :
                table.getClusteringColumns().entrySet()) {
            columns.add(ColumnSpec.clustering(
                    entry.getKey().getName().asInternal(), typeOf(entry.getKey()), entry.getValue()));
        }
        for (ColumnMetadata column : table.getColumns().values()) {
            if (table.getPartitionKey().contains(column)
                    || table.getClusteringColumns().containsKey(column)) {
                continue;
            }
            String name = column.getName().asInternal();
            columns.add(
                    column.isStatic()
                            ? ColumnSpec.staticColumn(name, typeOf(column))
                            : ColumnSpec.regular(name, typeOf(column)));
        }
        List<IndexSpec> indexes = new ArrayList<>();
        for (IndexMetadata index : table.getIndexes().values()) {
            indexes.add(new IndexSpec(
                    index.getName().asInternal(),
                    indexTarget(index.getTarget()),
                    index.getOptions().get("similarity_function")));
        }
        return new TableSpec(table.getName().asInternal(), columns, indexes);
    }

    private static String typeOf(ColumnMetadata column) {
        return column.getType().asCql(true, true);
    }

    /** An index target is the column name, possibly quoted or wrapped: {@code values(tags)}. */
    static String indexTarget(String target) {
        String column = target.trim();
        int open = column.indexOf('(');
        if (open >= 0 && column.endsWith(")")) {
            column = column.substring(open + 1, column.length() - 1).trim();
        }
        if (column.length() >= 2 && column.startsWith("\"") && column.endsWith("\"")) {
            column = column.substring(1, column.length() - 1).replace("\"\"", "\"");
        }
        return column;
    }
}
