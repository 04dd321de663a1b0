package dev.queryfirst.runtime.reference;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.metadata.schema.ClusteringOrder;
import dev.queryfirst.runtime.internal.schema.ColumnSpec;
import dev.queryfirst.runtime.internal.schema.SchemaApplier;
import dev.queryfirst.runtime.internal.schema.SchemaVerifier;
import dev.queryfirst.runtime.internal.schema.TableSpec;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.runtime.schema.SchemaDifference;
import java.util.List;

/**
 * The schema of keyspace {@code demo}: {@link LogMessage} and {@link User}.
 *
 * <pre>{@code
 * DemoSchema.create(session, Replication.simple(1));
 * List<SchemaDifference> drift = DemoSchema.verify(session);
 * }</pre>
 */
public final class DemoSchema {

    public static final String KEYSPACE = "demo";

    /** Every table, as {@link SchemaVerifier} compares it with the live schema. */
    public static final List<TableSpec> TABLES = List.of(
            new TableSpec(
                    LogMessagesBySourceNameTable.NAME,
                    List.of(
                            ColumnSpec.partitionKey("source_name", "text"),
                            ColumnSpec.partitionKey("message_time_day", "date"),
                            ColumnSpec.clustering("message_time", "timestamp", ClusteringOrder.DESC),
                            ColumnSpec.clustering("message_id", "uuid", ClusteringOrder.ASC),
                            ColumnSpec.regular("message_body", "text")),
                    List.of()),
            new TableSpec(
                    LogMessagesByMessageIdTable.NAME,
                    List.of(
                            ColumnSpec.partitionKey("message_id", "uuid"),
                            ColumnSpec.regular("source_name", "text"),
                            ColumnSpec.regular("message_time", "timestamp"),
                            ColumnSpec.regular("message_body", "text")),
                    List.of()),
            new TableSpec(
                    UsersTable.NAME,
                    List.of(
                            ColumnSpec.partitionKey("username", "text"),
                            ColumnSpec.regular("email", "text"),
                            ColumnSpec.regular("name", "text")),
                    List.of()),
            new TableSpec(
                    UsersByEmailTable.NAME,
                    List.of(
                            ColumnSpec.partitionKey("email", "text"),
                            ColumnSpec.clustering("username", "text", ClusteringOrder.ASC),
                            ColumnSpec.regular("name", "text")),
                    List.of()));

    /** The DDL of keyspace {@code demo}, in dependency order (types before tables). */
    public static final List<String> CQL = cql(KEYSPACE);

    private DemoSchema() {}

    /** The DDL with every table in {@code keyspace} instead. */
    public static List<String> cql(String keyspace) {
        return List.of(
                LogMessagesBySourceNameTable.createCql(keyspace),
                LogMessagesByMessageIdTable.createCql(keyspace),
                UsersTable.createCql(keyspace),
                UsersByEmailTable.createCql(keyspace));
    }

    /** Creates keyspace {@code demo} and its tables, and waits for schema agreement. */
    public static void create(CqlSession session, Replication replication) {
        create(session, KEYSPACE, replication);
    }

    /** Creates the schema in {@code keyspace}, and waits for schema agreement. */
    public static void create(CqlSession session, String keyspace, Replication replication) {
        SchemaApplier.create(session, keyspace, replication, cql(keyspace));
    }

    /** How the live keyspace {@code demo} differs from this schema; empty when it matches. */
    public static List<SchemaDifference> verify(CqlSession session) {
        return verify(session, KEYSPACE);
    }

    /** How the live {@code keyspace} differs from this schema; empty when it matches. */
    public static List<SchemaDifference> verify(CqlSession session, String keyspace) {
        return SchemaVerifier.verify(session, keyspace, TABLES);
    }
}
