package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;
import static dev.queryfirst.processor.diagnostics.Compiled.table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The tables the mapping rules give (docs/mapping-rules.md, "Partition key"), end to end from
 * models written with the annotations: names, bucket columns, static columns, the base table,
 * immutable entities, merged tables, options, indexes.
 */
class DerivedTablesTest {

    @Test
    void designsLogMessage() {
        Compiled compilation = compile(PartitionDiagnosticsTest.logMessage(
                PartitionDiagnosticsTest.LOG_ENTITY, PartitionDiagnosticsTest.DAY_BUCKET));
        compilation.succeeded();
        String cql = compilation.cql("logs");
        // Immutable: no generated base table; both patterns come out identical and share one table.
        assertEquals(1, cql.split("CREATE TABLE", -1).length - 1, cql);
        assertEquals("""
        CREATE TABLE IF NOT EXISTS logs.log_messages_by_source_name (
            source_name text,
            message_time_day date,
            message_time timestamp,
            message_id uuid,
            source_type text,
            message_type text,
            message_body text,
            message_parts map<text, text>,
            PRIMARY KEY ((source_name, message_time_day), message_time, message_id)
        ) WITH CLUSTERING ORDER BY (message_time DESC, message_id ASC)
            AND compaction = {'class': 'UnifiedCompactionStrategy'}
            AND comment = 'LogMessage access patterns recentBySource, bySourceAndTime';""", table(cql, "logs", "log_messages_by_source_name"));
    }

    private static JavaFileObject logMessageWithTtlAndIndex(String entity) {
        return source(
                "com.example.logs.LogMessage",
                entity,
                "@Cardinality(rows = 50_000_000, per = ChronoUnit.DAYS)",
                "@AccessPattern(name = \"recentBySource\", where = \"sourceName\",",
                "               orderBy = \"messageTime DESC\", limit = 10)",
                "@AccessPattern(name = \"bySourceType\", where = \"sourceType\",",
                "               strategy = AccessPattern.Strategy.INDEX)",
                "public record LogMessage(",
                "    @Key UUID messageId,",
                "    @Cardinality(distinct = 5_000) String sourceName,",
                "    @Cardinality(distinct = 20) String sourceType,",
                "    @TimeBucket(ChronoUnit.DAYS) Instant messageTime,",
                "    @Cardinality(avgBytes = 400) String messageBody) {}");
    }

    @Test
    void ttlBucketAndIndexOfAnImmutableEntity() {
        Compiled compilation =
                compile(logMessageWithTtlAndIndex("@Entity(keyspace = \"logs\", immutable = true, ttl = \"P30D\")"));
        compilation.compilesClean();
        String cql = compilation.cql("logs");
        String table = table(cql, "logs", "log_messages_by_source_name");
        assertTrue(table.contains("default_time_to_live = 2592000"), table);
        assertTrue(
                table.contains("'class': 'TimeWindowCompactionStrategy', 'compaction_window_unit': "
                        + "'DAYS', 'compaction_window_size': 1"),
                table);
        // The six-step method's log messages: no base table, so the index goes on the first (only)
        // table.
        assertTrue(
                cql.contains("CREATE CUSTOM INDEX IF NOT EXISTS log_messages_by_source_name_source_type_idx "
                        + "ON logs.log_messages_by_source_name (source_type) USING 'StorageAttachedIndex';"),
                cql);
    }

    @Test
    void theIndexOfAMutableEntityIsOnItsBaseTable() {
        Compiled compilation = compile(logMessageWithTtlAndIndex("@Entity(keyspace = \"logs\", ttl = \"P30D\")"));
        compilation.succeeded();
        String cql = compilation.cql("logs");
        String base = table(cql, "logs", "log_messages");
        assertTrue(base.contains("PRIMARY KEY (message_id)"), base);
        assertTrue(base.contains("default_time_to_live = 2592000"), base);
        // Its rows expire and no key change moves them (the key is K): 30 one-day windows.
        assertTrue(
                base.contains("'class': 'TimeWindowCompactionStrategy', 'compaction_window_unit': 'DAYS',"
                        + " 'compaction_window_size': 1"),
                base);
        assertTrue(
                cql.contains("CREATE CUSTOM INDEX IF NOT EXISTS log_messages_source_type_idx "
                        + "ON logs.log_messages (source_type) USING 'StorageAttachedIndex';"),
                cql);
    }

    @Test
    void theTableOfAPatternWhoseWhereIsTheKeyIsTheBaseTable() {
        Compiled compilation = compile(source(
                "com.example.users.User",
                "@Entity",
                "@Cardinality(rows = 1_000_000)",
                "@AccessPattern(name = \"byId\", where = \"id\")",
                "@AccessPattern(name = \"byEmail\", where = \"email\")",
                "public record User(@Key UUID id, @Cardinality(maxRowsPerValue = 1) String email) {}"));
        compilation.compilesClean();
        String cql = compilation.cql("users");
        assertEquals(2, cql.split("CREATE TABLE", -1).length - 1, cql);
        String base = table(cql, "users", "users_by_id");
        assertTrue(base.contains("PRIMARY KEY (id)"), base);
        assertTrue(base.contains("comment = 'User base table (by key); access pattern byId'"), base);
        assertTrue(table(cql, "users", "users_by_email").contains("PRIMARY KEY (email)"), cql);
    }

    private static final JavaFileObject POI = source(
            "com.example.hotels.Poi",
            "@Entity(table = \"pois\")",
            "@Cardinality(rows = 10_000)",
            "public record Poi(@Key String name, String description) {}");

    private static final JavaFileObject HOTEL = source(
            "com.example.hotels.Hotel",
            "@Entity",
            "@Cardinality(rows = 100_000)",
            "public record Hotel(@Key String id, String name, String phone) {}");

    @Test
    void hotelsByPoiNameWithTheStaticPoi() {
        // The Cassandra documentation's hotels near a point of interest, an association written
        // once; the POI's own attributes are the same for the whole partition, so they are static.
        JavaFileObject near = source(
                "com.example.hotels.HotelNearPoi",
                "@Entity(table = \"hotels_near\", immutable = true)",
                "@Cardinality(rows = 1_000_000)",
                "@AccessPattern(name = \"hotelsNearPoi\", where = \"poi.name\", table = \"hotels_by_poi_name\")",
                "@SuppressWarnings(\"QF305\")",
                "public record HotelNearPoi(@Key Poi poi, @Key Hotel hotel) {}");
        Compiled compilation = compile(near, POI, HOTEL);
        compilation.compilesClean();
        assertEquals("""
        CREATE TABLE IF NOT EXISTS hotels.hotels_by_poi_name (
            poi_name text,
            hotel_id text,
            poi_description text STATIC,
            hotel_name text,
            hotel_phone text,
            PRIMARY KEY (poi_name, hotel_id)
        ) WITH compaction = {'class': 'UnifiedCompactionStrategy'}
            AND comment = 'HotelNearPoi base table (by key); access pattern hotelsNearPoi';""", table(compilation.cql("hotels"), "hotels", "hotels_by_poi_name"));
    }

    @Test
    void hotelsByPoiNameIsTheDerivedName() {
        // The name rule 6 derives for an entity whose base name is hotels, searched by its POI's name.
        JavaFileObject hotel = source(
                "com.example.hotels.Hotel",
                "@Entity(immutable = true)",
                "@Cardinality(rows = 100_000)",
                "@AccessPattern(name = \"hotelsNearPoi\", where = \"poi.name\")",
                "@SuppressWarnings(\"QF305\")",
                "public record Hotel(@Key String id, Poi poi, String name, String phone) {}");
        Compiled compilation = compile(hotel, POI);
        compilation.compilesClean();
        String table = table(compilation.cql("hotels"), "hotels", "hotels_by_poi_name");
        assertTrue(table.contains("poi_description text STATIC,"), table);
        assertTrue(table.contains("PRIMARY KEY (poi_name, id)"), table);
    }

    @Test
    void identicalTablesAreGeneratedOnceAndServeBoth() {
        Compiled compilation = compile(source(
                "com.example.shop.Order",
                "@Entity",
                "@Cardinality(rows = 10_000_000)",
                "@AccessPattern(name = \"latestOfCustomer\", where = \"customerId\", orderBy = \"placedAt DESC\",",
                "               limit = 10)",
                "@AccessPattern(name = \"ofCustomerBetween\", where = \"customerId\", range = \"placedAt\",",
                "               orderBy = \"placedAt DESC\")",
                "public record Order(",
                "    @Key UUID orderId,",
                "    @Cardinality(distinct = 100_000) UUID customerId,",
                "    Instant placedAt,",
                "    BigDecimal total) {}"));
        compilation.compilesClean();
        String cql = compilation.cql("shop");
        assertEquals(2, cql.split("CREATE TABLE", -1).length - 1, cql);
        String table = table(cql, "shop", "orders_by_customer_id");
        assertTrue(table.contains("PRIMARY KEY (customer_id, placed_at, order_id)"), table);
        assertTrue(table.contains("CLUSTERING ORDER BY (placed_at DESC, order_id ASC)"), table);
        assertTrue(table.contains("comment = 'Order access patterns latestOfCustomer, ofCustomerBetween'"), table);
    }
}
