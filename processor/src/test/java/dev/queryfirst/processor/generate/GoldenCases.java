package dev.queryfirst.processor.generate;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The designs {@link GoldenJavaTest} keeps the generated Java of, one per shape of design. */
final class GoldenCases {

    /**
     * One design: its annotated sources and the generated classes kept as golden files.
     *
     * @param sources the entities' sources by qualified name
     * @param generated the qualified names of the generated classes kept
     */
    record Case(Map<String, String> sources, List<String> generated) {}

    private static final String IMPORTS = """
            import dev.queryfirst.annotations.*;
            import java.math.BigDecimal;
            import java.time.Instant;
            import java.time.temporal.ChronoUnit;
            import java.util.UUID;
            """;

    /** A versioned entity: writes guarded by a lightweight transaction on its base table. */
    private static final Case VERSIONED = new Case(
            Map.of("com.example.users.User", """
                    package com.example.users;
                    %s
                    @Entity(keyspace = "users", versioned = true)
                    @Cardinality(rows = 1_000_000)
                    @AccessPattern(name = "byEmail", where = "email")
                    public record User(
                            @Key String username,
                            @Cardinality(maxRowsPerValue = 1) String email,
                            String name) {}
                    """.formatted(IMPORTS)),
            List.of("com.example.users.UserDao", "com.example.users.UsersByEmailTable"));

    /**
     * A live reference: the customer's name and city are static copies in the orders of a
     * customer's partition, and plain copies in the orders of a status, which an update of the
     * customer finds through {@code orders_by_customer}.
     */
    private static final Case REFERENCES = new Case(
            sources("com.example.shop.Customer", """
                    package com.example.shop;
                    %s
                    @Entity(keyspace = "shop")
                    @Cardinality(rows = 100_000)
                    public record Customer(@Key UUID id, String name, String city) {}
                    """.formatted(IMPORTS), "com.example.shop.Order", """
                    package com.example.shop;
                    %s
                    @Entity(keyspace = "shop")
                    @Cardinality(rows = 25_000_000)
                    @AccessPattern(name = "byCustomer", where = "customer", orderBy = "placedAt DESC")
                    @AccessPattern(name = "byStatus", where = {"status", "day"})
                    public record Order(
                            @Key UUID id,
                            @Fixed Customer customer,
                            Instant placedAt,
                            @Cardinality(distinct = 5) String status,
                            @Cardinality(distinct = 2_000) String day,
                            BigDecimal total) {}
                    """.formatted(
                            IMPORTS)),
            List.of(
                    "com.example.shop.OrderDao",
                    "com.example.shop.CustomerDao",
                    "com.example.shop.OrdersByCustomerIdTable"));

    /** A sparse time-bucketed key read through a bucket directory. */
    private static final Case DIRECTORY = new Case(
            Map.of("com.example.alerts.Alert", """
                    package com.example.alerts;
                    %s
                    @Entity(keyspace = "alerts", ttl = "P365D")
                    @Cardinality(rows = 20_000, per = ChronoUnit.DAYS)
                    @AccessPattern(name = "latestByService", where = "serviceName", orderBy = "raisedAt DESC", limit = 10)
                    public record Alert(
                            @Key UUID alertId,
                            @Fixed @Cardinality(distinct = 2_000, maxRowsPerValue = 500) String serviceName,
                            @TimeBucket(value = ChronoUnit.DAYS, directory = true) Instant raisedAt,
                            String summary) {}
                    """.formatted(IMPORTS)),
            List.of(
                    "com.example.alerts.AlertDao",
                    "com.example.alerts.AlertsByServiceNameTable",
                    "com.example.alerts.AlertsByServiceNameBucketsTable"));

    /** A site-wide feed with no {@code where}, in day buckets split in four shards. */
    private static final Case SHARDS = new Case(
            Map.of("com.example.feed.Post", """
                    package com.example.feed;
                    %s
                    @Entity(keyspace = "feed", immutable = true)
                    @Cardinality(rows = 5_000, per = ChronoUnit.DAYS)
                    @AccessPattern(name = "latest", orderBy = "postedAt DESC", limit = 50, shards = 4)
                    public record Post(
                            @Key UUID postId,
                            @TimeBucket(ChronoUnit.DAYS) Instant postedAt,
                            String title) {}
                    """.formatted(IMPORTS)),
            List.of("com.example.feed.PostDao", "com.example.feed.PostsByPostedAtDayTable"));

    /** Counters: increments, never rows. */
    private static final Case COUNTER = new Case(
            Map.of("com.example.video.VideoRating", """
                    package com.example.video;
                    %s
                    @Entity(keyspace = "video", table = "video_ratings")
                    public record VideoRating(@Key UUID videoId, @Counter long ratingCounter, @Counter long ratingTotal) {}
                    """.formatted(IMPORTS)),
            List.of("com.example.video.VideoRatingDao", "com.example.video.VideoRatingsTable"));

    /** A projection: the listing's table holds the name and price, not the description. */
    private static final Case PROJECTION = new Case(
            Map.of("com.example.shop.Product", """
                    package com.example.shop;
                    %s
                    @Entity(keyspace = "shop")
                    @Cardinality(rows = 10_000)
                    @AccessPattern(name = "byId", where = "productId", table = "products")
                    @AccessPattern(name = "inCategory", where = "category", orderBy = "price", limit = 100, select = "name")
                    public record Product(
                            @Key UUID productId,
                            @Cardinality(avgBytes = 60) String name,
                            @Cardinality(avgBytes = 800) String description,
                            @Cardinality(avgBytes = 8) BigDecimal price,
                            @Cardinality(distinct = 100) String category) {}
                    """.formatted(IMPORTS)),
            List.of("com.example.shop.ProductDao", "com.example.shop.ProductsByCategoryTable"));

    /**
     * Blind writes: no table's key can change (the city is {@code @Fixed}) and nothing copies a guest,
     * so a save writes both tables without reading, unless a null or the non-frozen set would leave a
     * tombstone: then it reads the row from the first table, which holds every value, and writes the
     * difference.
     */
    private static final Case BLIND = new Case(
            Map.of("com.example.hotels.Guest", """
                    package com.example.hotels;
                    %s
                    import java.util.Set;
                    @Entity(keyspace = "hotels")
                    @Cardinality(rows = 1_000_000)
                    @AccessPattern(name = "byId", where = "guestId", table = "guests")
                    @AccessPattern(name = "inCity", where = "city", orderBy = "guestId", limit = 100)
                    public record Guest(
                            @Key UUID guestId,
                            @Fixed @Cardinality(distinct = 5_000) String city,
                            @Cardinality(avgBytes = 30) String name,
                            @Cardinality(avgBytes = 15) String phone,
                            @Cardinality(elements = 2, avgBytes = 25) Set<String> emails) {}
                    """.formatted(IMPORTS)), List.of("com.example.hotels.GuestDao"));

    /**
     * Nearest-neighbour patterns (docs/vector-search.md): one searching a tenant's partition, one
     * across the table, over a {@code vector<float, 4>} with a DOT_PRODUCT index; the schema class
     * keeps each index's similarity for {@code verify}.
     */
    private static final Case VECTOR = new Case(
            Map.of("com.example.kb.Passage", """
                    package com.example.kb;
                    %s
                    @Entity(keyspace = "kb", immutable = true)
                    @Cardinality(rows = 100_000)
                    @AccessPattern(name = "similarInTenant", where = "tenant", nearest = "embedding", limit = 10)
                    @AccessPattern(name = "similar", nearest = "embedding", limit = 10)
                    public record Passage(
                            @Key UUID id,
                            @Cardinality(distinct = 100, maxRowsPerValue = 5_000) String tenant,
                            @Cardinality(avgBytes = 400) String text,
                            @Vector(dimensions = 4, similarity = Vector.Similarity.DOT_PRODUCT) float[] embedding) {}
                    """.formatted(IMPORTS)),
            List.of("com.example.kb.PassageDao", "com.example.kb.KbSchema"));

    static final Map<String, Case> ALL = Map.of(
            "vector", VECTOR,
            "blind", BLIND,
            "versioned", VERSIONED,
            "references", REFERENCES,
            "directory", DIRECTORY,
            "shards", SHARDS,
            "counter", COUNTER,
            "projection", PROJECTION);

    private GoldenCases() {}

    /** Sources in the order given: pairs of qualified name and source text. */
    private static Map<String, String> sources(String... namesAndSources) {
        Map<String, String> sources = new LinkedHashMap<>();
        for (int i = 0; i < namesAndSources.length; i += 2) {
            sources.put(namesAndSources[i], namesAndSources[i + 1]);
        }
        return sources;
    }
}
