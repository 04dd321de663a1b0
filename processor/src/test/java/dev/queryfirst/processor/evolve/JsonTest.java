package dev.queryfirst.processor.evolve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {

    @Test
    void writesSortedKeysWithStableIndentation() {
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("name", "users");
        value.put("base", true);
        value.put("columns", List.of(Map.of("ttl", 86_400L)));
        value.put("empty", List.of());

        assertEquals(
                "{\n  \"base\": true,\n  \"columns\": [\n    {\n      \"ttl\": 86400\n    }\n  ],\n"
                        + "  \"empty\": [],\n  \"name\": \"users\"\n}\n",
                Json.write(value));
    }

    @Test
    void stringsRoundTripWithEscapesAndNonAscii() {
        String text = "Zoë's \"客户\" \\ tab\there\nline\u0002";
        String written = Json.write(Map.of("comment", text));

        assertTrue(written.contains("\\u0002"), written);
        assertEquals(Map.of("comment", text), Json.read(written));
    }

    @Test
    void readsWhatItWrites() {
        Map<String, Object> value = Map.of("a", List.of(1L, -2L, false, "x"), "b", Map.of());

        assertEquals(value, Json.read(Json.write(value)));
    }

    @Test
    void aBrokenFileNamesTheLine() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> Json.read("{\n  \"a\": 1,\n  \"b\" 2\n}"));

        assertEquals("expected ':' at line 3", e.getMessage());
    }

    @Test
    void aSnapshotRoundTrips() {
        SchemaSnapshot snapshot = new SchemaSnapshot(
                "shop",
                List.of(new SchemaSnapshot.Type("address", List.of(new SchemaSnapshot.Field("street", "text")))),
                List.of(
                        new SchemaSnapshot.Table(
                                "orders_by_customer",
                                "com.example.shop.Order",
                                false,
                                List.of(
                                        new SchemaSnapshot.Column(
                                                "customer_id", "uuid", SchemaSnapshot.Kind.PARTITION, false),
                                        new SchemaSnapshot.Column(
                                                "placed_at", "timestamp", SchemaSnapshot.Kind.CLUSTERING, true),
                                        new SchemaSnapshot.Column(
                                                "customer_name", "text", SchemaSnapshot.Kind.STATIC, false),
                                        new SchemaSnapshot.Column(
                                                "ship_to", "frozen<address>", SchemaSnapshot.Kind.REGULAR, false)),
                                Map.of("comment", "'Order access pattern byCustomer'", "default_time_to_live", "86400"),
                                new SchemaSnapshot.Layout(4, true, "DAYS", 2, true)),
                        new SchemaSnapshot.Table(
                                "orders",
                                "com.example.shop.Order",
                                true,
                                List.of(new SchemaSnapshot.Column("id", "uuid", SchemaSnapshot.Kind.PARTITION, false)),
                                Map.of(),
                                new SchemaSnapshot.Layout(1, false, null, null, false))),
                List.of(new SchemaSnapshot.Index("orders_status_idx", "orders", "status", null)));

        String json = SnapshotJson.write(snapshot);

        assertEquals(snapshot, SnapshotJson.read(json));
        assertEquals(json, SnapshotJson.write(SnapshotJson.read(json)));
        assertTrue(json.indexOf("\"orders\"") < json.indexOf("\"orders_by_customer\""), "tables sorted by name");
        assertTrue(json.contains("\"order\": \"desc\""), json);
        assertTrue(json.contains("\"bucketSize\": 2,\n        \"bucketUnit\": \"DAYS\""), json);
    }

    /**
     * A version written before layouts were recorded: unsharded where the partition key has no
     * {@code shard} column, unknown where it has one, a directory where the version holds the
     * table's {@code _buckets}, buckets unknown.
     */
    @Test
    void aVersionWithoutLayoutsReadsWhatItsColumnsTell() {
        String legacy = """
                {
                  "indexes": [],
                  "keyspace": "feeds",
                  "tables": [
                    {"columns": [{"kind": "partition", "name": "day", "type": "date"},
                                 {"kind": "partition", "name": "shard", "type": "int"}],
                     "entity": "com.example.feeds.Post", "name": "posts_by_day", "options": {}, "source": false},
                    {"columns": [{"kind": "partition", "name": "topic", "type": "text"},
                                 {"kind": "partition", "name": "day", "type": "date"}],
                     "entity": "com.example.feeds.Post", "name": "posts_by_topic", "options": {}, "source": false},
                    {"columns": [{"kind": "partition", "name": "topic", "type": "text"},
                                 {"kind": "clustering", "name": "day", "type": "date", "order": "desc"}],
                     "entity": "com.example.feeds.Post", "name": "posts_by_topic_buckets", "options": {}, "source": false}
                  ],
                  "types": []
                }
                """;
        SchemaSnapshot read = SnapshotJson.read(legacy);

        assertEquals(
                new SchemaSnapshot.Layout(null, null, null, null, false),
                read.table("posts_by_day").orElseThrow().layout());
        assertEquals(
                new SchemaSnapshot.Layout(1, null, null, null, true),
                read.table("posts_by_topic").orElseThrow().layout());
        assertEquals(
                new SchemaSnapshot.Layout(1, null, null, null, false),
                read.table("posts_by_topic_buckets").orElseThrow().layout());
    }
}
