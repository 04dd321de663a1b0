package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * Counters and projections (docs/mapping-rules.md, "Counters") end to end: QF110 for every counter
 * rule on the element that breaks it, QF101 for a {@code select} naming an unknown attribute, and
 * the tables, columns and DAO members that counters, projections and unique lookups compile to.
 */
class TableContentsDiagnosticsTest {

    private static final String RATING_FIX = "declare it long";

    @Test
    @Covers("NOT_A_COUNTER")
    void qf110AttributeThatIsNotACounterOnItsLine() {
        JavaFileObject rating = source(
                "com.example.video.VideoRating",
                "@Entity(keyspace = \"video\")",
                "public record VideoRating(",
                "    @Key UUID videoId,",
                "    String title,",
                "    @Counter long ratingCounter) {}");
        Compiled compilation = compile(rating);
        compilation.hasErrorCount(1);
        String message = compilation.error(
                CounterMessages.NOT_A_COUNTER, rating, "String title", "attribute title of VideoRating");
        assertEquals(
                "[QF110] attribute title of VideoRating is not a @Counter, but VideoRating has counters: a table "
                        + "with counter columns holds only its primary key and counters. Fix: move title to another "
                        + "entity with the same key, or annotate it @Counter",
                message);
    }

    @Test
    @Covers({"COUNTER_IMMUTABLE", "COUNTER_TTL", "COUNTER_VERSIONED"})
    void qf110TtlImmutableAndVersionedOnTheirMembers() {
        JavaFileObject rating = source(
                "com.example.video.VideoRating",
                "@Entity(keyspace = \"video\",",
                "        ttl = \"P30D\",",
                "        immutable = true,",
                "        versioned = true)",
                "public record VideoRating(@Key UUID videoId, @Counter long ratingCounter) {}");
        Compiled compilation = compile(rating);
        compilation.hasErrorCount(3);
        compilation.error(
                CounterMessages.COUNTER_TTL,
                rating,
                "ttl = \"P30D\"",
                "Cassandra cannot expire counters",
                "remove ttl");
        compilation.error(
                CounterMessages.COUNTER_IMMUTABLE, rating, "immutable = true", "every increment changes its row");
        compilation.error(CounterMessages.COUNTER_VERSIONED, rating, "versioned = true", "no lightweight transaction");
    }

    @Test
    @Covers({"COUNTER_LAYOUTS_DIFFER", "COUNTER_PATTERN_TABLE"})
    void qf110PatternsOneTableCannotServe() {
        JavaFileObject daily = source(
                "com.example.video.DailyViews",
                "@Entity(keyspace = \"video\")",
                "@AccessPattern(name = \"byVideo\", where = \"videoId\")",
                "@AccessPattern(name = \"byDay\", where = \"day\")",
                "@AccessPattern(name = \"byDayAndVideo\", where = {\"day\", \"videoId\"})",
                "@AccessPattern(name = \"byKind\", where = {\"videoId\", \"day\"}, strategy = AccessPattern.Strategy.INDEX)",
                "public record DailyViews(@Key UUID videoId, @Key LocalDate day, @Counter long views) {}");
        Compiled compilation = compile(daily);
        compilation.hasErrorCount(2);
        // byVideo and byDay need the one table partitioned two ways.
        compilation.error(
                CounterMessages.COUNTER_LAYOUTS_DIFFER,
                daily,
                "name = \"byDay\"",
                "access pattern 'byDay' of DailyViews reads the counters by [day], but 'byVideo' reads them by"
                        + " [videoId]",
                "read both by the same key attributes, in the same order, or keep the counters of one of them in"
                        + " an entity of its own");
        compilation.error(
                CounterMessages.COUNTER_PATTERN_TABLE,
                daily,
                "name = \"byKind\"",
                "access pattern 'byKind' of DailyViews, which has counters, needs a table or index of its own",
                "read it by key (findByKey), by a part of the key");
    }

    @Test
    void countersKeyedForTheirQuery() throws IOException {
        JavaFileObject unread = source(
                "com.example.mail.UnreadEmailStats",
                "@Entity(keyspace = \"mail\", table = \"unread_email_stats\")",
                "@Cardinality(rows = 1_000_000)",
                "@AccessPattern(name = \"byUser\", where = \"username\")",
                "@AccessPattern(name = \"folder\", where = {\"label\", \"username\"})",
                "public record UnreadEmailStats(",
                "    @Key @Cardinality(maxRowsPerValue = 100) String username, @Key String label,",
                "    @Counter long numUnread) {}");
        Compiled compilation = compile(unread);
        compilation.compilesClean();
        String cql = compilation.cql("mail");
        assertEquals(
                "CREATE TABLE IF NOT EXISTS mail.unread_email_stats (\n"
                        + "    username text,\n"
                        + "    label text,\n"
                        + "    num_unread counter,\n"
                        + "    PRIMARY KEY (username, label)\n"
                        + ") WITH compaction = {'class': 'UnifiedCompactionStrategy'}\n"
                        + "    AND comment = 'UnreadEmailStats base table (by key); access patterns byUser, folder';",
                Compiled.table(cql, "mail", "unread_email_stats"));
        String dao = generated(compilation, "com.example.mail.UnreadEmailStatsDao");
        assertTrue(dao.contains("public List<UnreadEmailStats> byUser(String username)"), dao);
        assertTrue(dao.contains("public Optional<UnreadEmailStats> folder(String label, String username)"), dao);
        assertTrue(dao.contains("public Optional<UnreadEmailStats> findByKey(String username, String label)"), dao);
    }

    @Test
    @Covers({"COUNTER_IN_VALUE_TYPE", "COUNTER_NOT_LONG"})
    void qf110CounterOfAnotherTypeOrInAValueType() {
        JavaFileObject stats = source(
                "com.example.video.VideoStats",
                "@Entity(keyspace = \"video\")",
                "public record VideoStats(",
                "    @Key UUID videoId,",
                "    @Counter int views,",
                "    @Counter long likes) {",
                "  public record Tally(@Counter long count) {}",
                "}");
        JavaFileObject holder = source(
                "com.example.video.Holder",
                "@Entity(keyspace = \"video\")",
                "public record Holder(@Key UUID id, VideoStats.Tally tally) {}");
        Compiled compilation = compile(stats, holder);
        compilation.hasErrorCount(2);
        compilation.error(
                CounterMessages.COUNTER_NOT_LONG,
                stats,
                "@Counter int views",
                "@Counter on attribute views of VideoStats (int): a counter is a 64-bit integer",
                RATING_FIX);
        compilation.error(
                CounterMessages.COUNTER_IN_VALUE_TYPE, stats, "Tally(@Counter long count)", "a field of a value type");
    }

    @Test
    @Covers("REFERENCE_TO_COUNTERS")
    void qf110ReferenceToACounterEntity() {
        JavaFileObject rating = source(
                "com.example.video.VideoRating",
                "@Entity(keyspace = \"video\")",
                "public record VideoRating(@Key UUID videoId, @Counter long ratingCounter) {}");
        JavaFileObject video = source(
                "com.example.video.Video",
                "@Entity(keyspace = \"video\")",
                "public record Video(",
                "    @Key UUID videoId,",
                "    VideoRating rating) {}");
        Compiled compilation = compile(rating, video);
        compilation.hasErrorCount(1);
        compilation.error(
                CounterMessages.REFERENCE_TO_COUNTERS,
                video,
                "VideoRating rating",
                "references VideoRating, which has counters",
                "findByKey");
    }

    @Test
    @Covers("COUNTER_KEY_REFERENCE")
    void qf110ACounterEntityKeyedByAReference() {
        JavaFileObject video = source(
                "com.example.video.Video",
                "@Entity(keyspace = \"video\")",
                "public record Video(@Key UUID videoId, String title) {}");
        JavaFileObject rating = source(
                "com.example.video.VideoRating",
                "@Entity(keyspace = \"video\")",
                "public record VideoRating(",
                "    @Key Video video,",
                "    @Counter long ratingCounter) {}");
        Compiled compilation = compile(video, rating);
        compilation.hasErrorCount(1);
        compilation.error(
                CounterMessages.COUNTER_KEY_REFERENCE,
                rating,
                "@Key Video video",
                "key attribute video of VideoRating references Video");
    }

    @Test
    @Covers("COUNTER_IN_KEY")
    void aCounterInTheKeyIsQf106() {
        JavaFileObject rating = source(
                "com.example.video.VideoRating",
                "@Entity(keyspace = \"video\")",
                "public record VideoRating(@Key @Counter long videoId, @Counter long ratingCounter) {}");
        Compiled compilation = compile(rating);
        compilation.hasErrorCount(1);
        compilation.error(
                EntityMessages.COUNTER_IN_KEY,
                rating,
                "@Key @Counter long videoId",
                "a counter is only ever incremented");
    }

    @Test
    void counterEntityCompilesToOneCounterTableAndAnIncrementingDao() throws IOException {
        JavaFileObject daily = source(
                "com.example.video.DailyViews",
                "@Entity(keyspace = \"video\", table = \"daily_views\")",
                "@AccessPattern(name = \"views\", where = {\"videoId\", \"day\"})",
                "public record DailyViews(@Key UUID videoId, @Key LocalDate day, @Counter long views,",
                "    @Counter Long seconds) {}");
        Compiled compilation = compile(daily);
        compilation.compilesClean();
        String cql = compilation.cql("video");
        assertEquals(
                "CREATE TABLE IF NOT EXISTS video.daily_views (\n"
                        + "    video_id uuid,\n"
                        + "    day date,\n"
                        + "    views counter,\n"
                        + "    seconds counter,\n"
                        + "    PRIMARY KEY ((video_id, day))\n"
                        + ") WITH compaction = {'class': 'UnifiedCompactionStrategy'}\n"
                        + "    AND comment = 'DailyViews base table (by key); access pattern views';",
                Compiled.table(cql, "video", "daily_views"));
        assertFalse(cql.contains("CREATE TABLE IF NOT EXISTS video.daily_views_by"), cql);
        String dao = generated(compilation, "com.example.video.DailyViewsDao");
        assertTrue(
                dao.contains("public void increment(UUID videoId, LocalDate day, long viewsDelta, long secondsDelta)"),
                dao);
        assertTrue(dao.contains("public Optional<DailyViews> findByKey(UUID videoId, LocalDate day)"), dao);
        assertTrue(dao.contains("public Optional<DailyViews> views(UUID videoId, LocalDate day)"), dao);
        assertTrue(dao.contains("public void delete(UUID videoId, LocalDate day)"), dao);
        assertFalse(dao.contains("insert(") || dao.contains("save(") || dao.contains("writer."), dao);
        String table = generated(compilation, "com.example.video.DailyViewsTable");
        assertTrue(
                table.contains("SET views = views + ?, seconds = seconds + ? WHERE video_id = ? AND day = ?"), table);
        assertTrue(table.contains(".setIdempotence(false)"), table);
        assertFalse(table.contains("\"INSERT"), table);
        String report = compilation
                .compilation()
                .generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/queryfirst/video.html")
                .orElseThrow()
                .getCharContent(true)
                .toString();
        assertTrue(report.matches("(?s).*views.{0,80}\\+\\+.*"), report);
    }

    @Test
    @Covers("UNKNOWN_ATTRIBUTE_NEAR_MISS")
    void qf101SelectNamingAnUnknownAttributeOnItsEntry() {
        JavaFileObject product = source(
                "com.example.shop.Product",
                "@Entity(keyspace = \"shop\")",
                "@AccessPattern(name = \"inCategory\", where = \"category\", orderBy = \"price\",",
                "    select = {\"name\",",
                "              \"descripton\"})",
                "public record Product(@Key UUID productId, String name, String description, BigDecimal price,",
                "    @Cardinality(distinct = 100) String category) {}");
        Compiled compilation = compile(product);
        compilation.hasErrorCount(1);
        assertEquals(
                "[QF101] access pattern 'inCategory': select names 'descripton', which is not an attribute of "
                        + "Product. Fix: did you mean 'description'?",
                compilation.error(
                        PatternMessages.UNKNOWN_ATTRIBUTE_NEAR_MISS,
                        product,
                        "\"descripton\"",
                        "select names 'descripton'"));
    }

    @Test
    void projectionHoldsItsKeyAndTheSelectedColumnsAndReadsIntoANestedRecord() throws IOException {
        JavaFileObject product = source(
                "com.example.shop.Product",
                "@Entity(keyspace = \"shop\")",
                "@Cardinality(rows = 10_000)",
                "@AccessPattern(name = \"inCategory\", where = \"category\", orderBy = \"price\", limit = 100,",
                "    select = \"name\")",
                "public record Product(@Key UUID productId, String name,",
                "    @Cardinality(avgBytes = 2_000) String description, BigDecimal price, int stock,",
                "    @Cardinality(distinct = 100) String category) {}");
        Compiled compilation = compile(product);
        compilation.compilesClean();
        assertEquals(
                "CREATE TABLE IF NOT EXISTS shop.products_by_category (\n"
                        + "    category text,\n"
                        + "    price decimal,\n"
                        + "    product_id uuid,\n"
                        + "    name text,\n"
                        + "    PRIMARY KEY (category, price, product_id)\n"
                        + ") WITH compaction = {'class': 'UnifiedCompactionStrategy'}\n"
                        + "    AND comment = 'Product access pattern inCategory';",
                Compiled.table(compilation.cql("shop"), "shop", "products_by_category"));
        String dao = generated(compilation, "com.example.shop.ProductDao");
        assertTrue(dao.contains("public List<InCategoryRow> inCategory(String category, int limit)"), dao);
        assertTrue(dao.contains("public Page<InCategoryRow> inCategoryPage("), dao);
        assertTrue(
                dao.contains("public record InCategoryRow(UUID productId, String name, BigDecimal price,"
                        + " String category)"),
                dao);
        String table = generated(compilation, "com.example.shop.ProductsByCategoryTable");
        assertTrue(table.contains("(category, price, product_id, name) VALUES (?, ?, ?, ?)"), table);
        assertTrue(table.contains("null,\n        row.getBigDecimal(2) /* price */,\n        0,"), table);
    }

    @Test
    void uniqueLookupsReturnOptionalAlsoWhenProjected() throws IOException {
        JavaFileObject user = source(
                "com.example.app.User",
                "@Entity(keyspace = \"app\")",
                "@Cardinality(rows = 1_000_000)",
                "@AccessPattern(name = \"byEmail\", where = \"email\")",
                "@AccessPattern(name = \"nameByLogin\", where = \"login\", select = \"name\")",
                "public record User(@Key UUID userId,",
                "    @Cardinality(maxRowsPerValue = 1) String email,",
                "    @Cardinality(maxRowsPerValue = 1) String login,",
                "    String name, @Cardinality(avgBytes = 1_500) String biography) {}");
        Compiled compilation = compile(user);
        compilation.compilesClean();
        String dao = generated(compilation, "com.example.app.UserDao");
        assertTrue(dao.contains("public Optional<User> byEmail(String email)"), dao);
        assertTrue(dao.contains("public Optional<NameByLoginRow> nameByLogin(String login)"), dao);
        assertTrue(dao.contains("public record NameByLoginRow(UUID userId, String login, String name)"), dao);
        assertEquals(
                "CREATE TABLE IF NOT EXISTS app.users_by_login (\n"
                        + "    login text,\n"
                        + "    user_id uuid,\n"
                        + "    name text,\n"
                        + "    PRIMARY KEY (login)\n"
                        + ") WITH compaction = {'class': 'UnifiedCompactionStrategy'}\n"
                        + "    AND comment = 'User access pattern nameByLogin';",
                Compiled.table(compilation.cql("app"), "app", "users_by_login"));
    }

    private static String generated(Compiled compilation, String className) throws IOException {
        return compilation
                .compilation()
                .generatedSourceFile(className)
                .orElseThrow()
                .getCharContent(true)
                .toString();
    }
}
