package dev.queryfirst.spark;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.metadata.schema.ClusteringOrder;
import dev.queryfirst.runtime.internal.copy.ModelDescription;
import dev.queryfirst.runtime.internal.schema.ColumnSpec;
import dev.queryfirst.runtime.internal.schema.SchemaVerifier;
import dev.queryfirst.runtime.internal.schema.TableSpec;
import dev.queryfirst.runtime.schema.SchemaDifference;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;

/**
 * What a job checks before it writes anything: that it reads the model description of its own
 * QueryFirst version, and that the live keyspace holds every table the job touches exactly as the
 * description says (columns, CQL types, roles, clustering order) at the schema version it was
 * built for. Each refusal is an {@link IllegalArgumentException} that names what differs. Only the
 * jobs of this package call it: it reads the runtime's internal model description.
 */
final class ModelCheck {

    /** Differences that do not concern the tables a job reads and writes as described. */
    private static final Set<SchemaDifference.Kind> IGNORED = EnumSet.of(
            SchemaDifference.Kind.EXTRA_TABLE,
            SchemaDifference.Kind.MISSING_INDEX,
            SchemaDifference.Kind.EXTRA_INDEX,
            SchemaDifference.Kind.INDEX_MISMATCH,
            SchemaDifference.Kind.BACKFILL_PENDING);

    private static final String VERSION_RESOURCE = "/dev/queryfirst/spark/version.properties";

    private ModelCheck() {}

    /** This job's QueryFirst version ({@code 0.1.0}). */
    static String jobVersion() {
        try (InputStream in = ModelCheck.class.getResourceAsStream(VERSION_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(VERSION_RESOURCE + " is missing from the queryfirst-spark jar");
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Refuses a description written by another QueryFirst version than this job's: the layout of
     * tables, buckets and shards may differ between versions.
     */
    static void checkVersion(ModelDescription model) {
        String job = jobVersion();
        if (!job.equals(model.queryfirstVersion())) {
            throw new IllegalArgumentException("the model description " + model.source() + " was written by QueryFirst "
                    + model.queryfirstVersion() + ", and this job is QueryFirst " + job
                    + ": build the application and the job with the same QueryFirst version");
        }
    }

    /**
     * Refuses when {@code keyspace} does not hold {@code tables} as the description says, or holds
     * none of the description's tables (the job points at the wrong keyspace), or its schema
     * history has not reached the description's schema version.
     */
    static void checkSchema(CqlSession session, String keyspace, ModelDescription model, Collection<String> tables) {
        List<TableSpec> all = new ArrayList<>();
        model.entities().forEach(e -> {
            e.tables().forEach(t -> all.add(spec(t)));
            e.directories().forEach(d -> all.add(directorySpec(e.table(d.data()), d)));
        });
        List<SchemaDifference> differences = SchemaVerifier.verify(session, keyspace, all);
        if (differences.stream().anyMatch(d -> d.kind() == SchemaDifference.Kind.MISSING_KEYSPACE)) {
            throw new IllegalArgumentException("keyspace " + keyspace + " does not exist; nothing was written");
        }
        long missing = differences.stream()
                .filter(d -> d.kind() == SchemaDifference.Kind.MISSING_TABLE)
                .count();
        if (missing == all.size()) {
            throw new IllegalArgumentException("keyspace " + keyspace + " holds none of the " + all.size()
                    + " tables of the model description " + model.source() + " ("
                    + all.get(0).name() + ", ...):"
                    + " the job points at the wrong keyspace; nothing was written");
        }
        for (SchemaDifference difference : differences) {
            if (!IGNORED.contains(difference.kind()) && tables.contains(difference.table())) {
                throw new IllegalArgumentException("the model description " + model.source()
                        + " does not match the live schema of keyspace " + keyspace + ": table " + difference.table()
                        + (difference.column() == null ? "" : ", column " + difference.column()) + ": "
                        + difference.kind() + " (" + difference
                        + "); migrate the keyspace to the application's schema, or run the job of the application"
                        + " that matches it; nothing was written");
            }
        }
        checkHistory(session, keyspace, model);
    }

    /** The schema history, when the keyspace keeps one, must hold the description's version. */
    private static void checkHistory(CqlSession session, String keyspace, ModelDescription model) {
        boolean kept = session.getMetadata()
                .getKeyspace(CqlIdentifier.fromInternal(keyspace))
                .flatMap(k -> k.getTable("queryfirst_schema_history"))
                .isPresent();
        if (!kept || model.schemaVersion() == 0) {
            return;
        }
        int applied = 0;
        for (Row row : session.execute("SELECT version, success FROM "
                + CqlIdentifier.fromInternal(keyspace).asCql(true) + ".queryfirst_schema_history")) {
            if (row.getBoolean(1)) {
                applied = Math.max(applied, row.getInt(0));
            }
        }
        if (applied < model.schemaVersion()) {
            throw new IllegalArgumentException("keyspace " + keyspace + " is at schema version " + applied
                    + ", and the model description " + model.source() + " describes version " + model.schemaVersion()
                    + ": run the application's migrate first; nothing was written");
        }
    }

    private static TableSpec spec(ModelDescription.Table table) {
        List<ColumnSpec> columns = new ArrayList<>();
        for (ModelDescription.Column column : table.columns()) {
            columns.add(
                    switch (column.kind()) {
                        case PARTITION_KEY -> ColumnSpec.partitionKey(column.name(), column.type());
                        case CLUSTERING ->
                            ColumnSpec.clustering(
                                    column.name(),
                                    column.type(),
                                    column.descending() ? ClusteringOrder.DESC : ClusteringOrder.ASC);
                        case STATIC -> ColumnSpec.staticColumn(column.name(), column.type());
                        case REGULAR -> ColumnSpec.regular(column.name(), column.type());
                    });
        }
        return new TableSpec(table.name(), columns, List.of());
    }

    /** A directory: its key's columns as in the data table, then the bucket, newest first. */
    private static TableSpec directorySpec(ModelDescription.Table data, ModelDescription.Directory directory) {
        List<ColumnSpec> columns = new ArrayList<>();
        for (String key : directory.key()) {
            columns.add(ColumnSpec.partitionKey(
                    key, data.columns().get(data.indexOf(key)).type()));
        }
        String bucketType = data.columns().get(data.indexOf(directory.bucket())).type();
        columns.add(ColumnSpec.clustering(directory.bucket(), bucketType, ClusteringOrder.DESC));
        return new TableSpec(directory.name(), columns, List.of());
    }
}
