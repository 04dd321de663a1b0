package dev.queryfirst.runtime.internal.schema;

import static dev.queryfirst.runtime.internal.schema.ColumnSpec.clustering;
import static dev.queryfirst.runtime.internal.schema.ColumnSpec.partitionKey;
import static dev.queryfirst.runtime.internal.schema.ColumnSpec.regular;
import static dev.queryfirst.runtime.internal.schema.ColumnSpec.staticColumn;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.datastax.oss.driver.api.core.metadata.schema.ClusteringOrder;
import dev.queryfirst.runtime.schema.SchemaDifference;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SchemaVerifierCompareTest {

    private static final TableSpec BY_SOURCE = new TableSpec(
            "log_messages_by_source_name",
            List.of(
                    partitionKey("source_name", "text"),
                    partitionKey("message_time_day", "date"),
                    clustering("message_time", "timestamp", ClusteringOrder.DESC),
                    clustering("message_id", "uuid", ClusteringOrder.ASC),
                    staticColumn("source_owner", "text"),
                    regular("message_body", "text"),
                    regular("message_parts", "map<text, text>")),
            List.of(new IndexSpec("log_body_idx", "message_body")));

    private static List<String> differences(TableSpec expected, TableSpec actual) {
        return SchemaVerifier.compare(List.of(expected), Map.of(actual.name(), actual)).stream()
                .map(SchemaDifference::toString)
                .toList();
    }

    private static TableSpec withColumns(ColumnSpec... columns) {
        return new TableSpec(BY_SOURCE.name(), List.of(columns), BY_SOURCE.indexes());
    }

    @Test
    void anIdenticalTableHasNoDifferences() {
        assertEquals(List.of(), differences(BY_SOURCE, BY_SOURCE));
    }

    @Test
    void typeSpellingDoesNotCount() {
        TableSpec live = withColumns(
                partitionKey("source_name", "varchar"),
                partitionKey("message_time_day", "DATE"),
                clustering("message_time", "timestamp", ClusteringOrder.DESC),
                clustering("message_id", "uuid", ClusteringOrder.ASC),
                staticColumn("source_owner", "text"),
                regular("message_body", "text"),
                regular("message_parts", "map<text,varchar>"));
        assertEquals(List.of(), differences(BY_SOURCE, live));
    }

    @Test
    void missingAndExtraColumnsAndTypeMismatchesAreNamed() {
        TableSpec live = withColumns(
                partitionKey("source_name", "text"),
                partitionKey("message_time_day", "date"),
                clustering("message_time", "timestamp", ClusteringOrder.DESC),
                clustering("message_id", "uuid", ClusteringOrder.ASC),
                staticColumn("source_owner", "text"),
                regular("message_body", "blob"),
                regular("severity", "int"));
        assertEquals(
                List.of(
                        "log_messages_by_source_name.message_body: TYPE_MISMATCH: expected text, found blob",
                        "log_messages_by_source_name.message_parts: MISSING_COLUMN: expected map<text, text>",
                        "log_messages_by_source_name.severity: EXTRA_COLUMN: found int"),
                differences(BY_SOURCE, live));
    }

    @Test
    void keyAndOrderMismatchesAreNamed() {
        TableSpec live = withColumns(
                partitionKey("source_name", "text"),
                clustering("message_time_day", "date", ClusteringOrder.ASC),
                clustering("message_time", "timestamp", ClusteringOrder.ASC),
                clustering("message_id", "uuid", ClusteringOrder.ASC),
                staticColumn("source_owner", "text"),
                regular("message_body", "text"),
                regular("message_parts", "map<text, text>"));
        assertEquals(
                List.of(
                        "log_messages_by_source_name: PARTITION_KEY_MISMATCH: expected (source_name, message_time_day),"
                                + " found (source_name)",
                        "log_messages_by_source_name: CLUSTERING_MISMATCH: expected (message_time, message_id),"
                                + " found (message_time_day, message_time, message_id)"),
                differences(BY_SOURCE, live));

        TableSpec ascending = withColumns(
                partitionKey("source_name", "text"),
                partitionKey("message_time_day", "date"),
                clustering("message_time", "timestamp", ClusteringOrder.ASC),
                clustering("message_id", "uuid", ClusteringOrder.ASC),
                regular("source_owner", "text"),
                regular("message_body", "text"),
                regular("message_parts", "map<text, text>"));
        assertEquals(
                List.of(
                        "log_messages_by_source_name.message_time: CLUSTERING_ORDER_MISMATCH: expected DESC, found ASC",
                        "log_messages_by_source_name.source_owner: STATIC_MISMATCH: expected STATIC, found REGULAR"),
                differences(BY_SOURCE, ascending));
    }

    @Test
    void indexesAreComparedByNameAndColumn() {
        TableSpec noIndex = new TableSpec(BY_SOURCE.name(), BY_SOURCE.columns(), List.of());
        assertEquals(
                List.of("log_messages_by_source_name.log_body_idx: MISSING_INDEX: expected index on message_body"),
                differences(BY_SOURCE, noIndex));

        TableSpec otherIndexes = new TableSpec(
                BY_SOURCE.name(),
                BY_SOURCE.columns(),
                List.of(new IndexSpec("log_body_idx", "source_owner"), new IndexSpec("stray_idx", "message_parts")));
        assertEquals(
                List.of(
                        "log_messages_by_source_name.log_body_idx: INDEX_MISMATCH: expected index on message_body,"
                                + " found index on source_owner",
                        "log_messages_by_source_name.stray_idx: EXTRA_INDEX: found index on message_parts"),
                differences(BY_SOURCE, otherIndexes));
    }

    @Test
    void missingAndExtraTablesAreNamed() {
        TableSpec other = new TableSpec("scratch", List.of(partitionKey("id", "int")), List.of());
        assertEquals(
                List.of(
                        "log_messages_by_source_name: MISSING_TABLE: expected log_messages_by_source_name",
                        "scratch: EXTRA_TABLE: found scratch"),
                SchemaVerifier.compare(List.of(BY_SOURCE), Map.of("scratch", other)).stream()
                        .map(SchemaDifference::toString)
                        .toList());
    }

    @Test
    void normalizesTypesAndIndexTargets() {
        assertEquals("frozen<address>", SchemaVerifier.normalizeType("frozen<shop.address>"));
        assertEquals("list<frozen<address>>", SchemaVerifier.normalizeType("list<frozen<\"Shop\".address>>"));
        assertEquals("set<text>", SchemaVerifier.normalizeType("set< varchar >"));
        assertEquals("message_parts", SchemaVerifier.indexTarget("values(message_parts)"));
        assertEquals("Body", SchemaVerifier.indexTarget("\"Body\""));
        assertEquals("source_type", SchemaVerifier.indexTarget("source_type"));
    }

    @Test
    void onlyClusteringColumnsHaveADescendingOrder() {
        assertThrows(
                IllegalArgumentException.class,
                () -> new ColumnSpec("x", "int", ColumnSpec.Kind.REGULAR, ClusteringOrder.DESC));
    }
}
