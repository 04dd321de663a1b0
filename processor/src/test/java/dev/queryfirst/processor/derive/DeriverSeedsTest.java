package dev.queryfirst.processor.derive;

import static dev.queryfirst.processor.derive.Models.known;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.annotations.Entity;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.BaseDecision;
import dev.queryfirst.processor.model.CompactionChoice;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.GcGrace;
import dev.queryfirst.processor.model.IndexModel;
import dev.queryfirst.processor.model.PatternPlan;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TimeBucketModel;
import dev.queryfirst.processor.model.TwcsWindow;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The seeds' worked examples come out of the mapping rules table for table. */
class DeriverSeedsTest {

    private final Sink sink = new Sink();
    private final Deriver deriver = new Deriver(ProcessorOptions.defaults(), sink);

    private EntityDesign derive(EntityModel entity, EntityModel... others) {
        Map<String, EntityModel> known = known(others);
        known.put(entity.qualifiedName(), entity);
        EntityDesign design = deriver.derive(entity, known);
        assertEquals(List.of(), sink.all(), "no diagnostics");
        return design;
    }

    private static TableModel table(EntityDesign design, String name) {
        return design.tables().stream()
                .filter(t -> t.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new AssertionError(name + " not in "
                        + design.tables().stream().map(TableModel::name).toList()));
    }

    @Test
    void logMessagesBySourceIsBucketedByDayAndServesBothSourcePatterns() {
        // The six-step method: PRIMARY KEY ((source_name, message_time_day), message_time, ...)
        // with message_time DESC; uniqueness completes the key with message_id (the method used
        // message_type, which is not unique).
        EntityDesign design = derive(Seeds.logMessage().build());

        assertEquals(
                List.of("log_messages_by_source_name"),
                design.tables().stream().map(TableModel::name).toList(),
                "immutable: no base table; the two source patterns share one table");
        TableModel table = design.tables().get(0);
        assertEquals(
                List.of(
                        "source_name text K",
                        "message_time_day date K",
                        "message_time timestamp C↓",
                        "message_id uuid C↑",
                        "source_type text",
                        "message_type text",
                        "message_body text",
                        "message_parts map<text, text>"),
                Chebotko.columns(table));
        assertEquals(List.of("recentBySource", "bySourceAndTime"), table.patterns());
        assertEquals(
                Optional.of("CLUSTERING ORDER BY (message_time DESC, message_id ASC)"),
                CqlTypes.clusteringOrder(table));
        assertEquals(0, table.options().defaultTtlSeconds());
        assertEquals(
                CompactionChoice.unified(CompactionChoice.Basis.NEVER_EXPIRING),
                table.options().compaction(),
                "no TTL: nothing expires by window");
        assertEquals(
                "LogMessage access patterns recentBySource, bySourceAndTime",
                table.options().comment());
        assertFalse(table.base());

        assertEquals(
                List.of(new IndexModel(
                        "logs",
                        "log_messages_by_source_name_source_type_idx",
                        "log_messages_by_source_name",
                        "source_type",
                        "bySourceType",
                        Models.patternSite("com.example.logs.LogMessage", 2))),
                design.indexes(),
                "the low-cardinality source type is indexed (step 3 of the six-step method)");

        PatternPlan recent = design.plans().get(0);
        assertEquals("recentBySource", recent.pattern().name());
        assertEquals(
                List.of("source_name"),
                recent.equalityColumns().stream().map(c -> c.name()).toList());
        assertEquals("message_time_day", recent.bucketColumn().name());
        assertNull(recent.rangeColumn());
        PatternPlan byTime = design.plans().get(1);
        assertEquals("message_time", byTime.rangeColumn().name());
        assertEquals(table, byTime.table());
        PatternPlan byType = design.plans().get(2);
        assertEquals(design.indexes().get(0), byType.index());
        assertEquals(
                List.of("source_type"),
                byType.equalityColumns().stream().map(c -> c.name()).toList());
    }

    @Test
    void aTtlGivesTheBucketedTableItsDefaultTtlAndTwentyToThirtyCompactionWindows() {
        EntityDesign design = derive(Seeds.logMessage().ttl(Duration.ofDays(30)).build());

        TableModel table = design.tables().get(0);
        assertEquals(2_592_000, table.options().defaultTtlSeconds());
        assertEquals(
                new CompactionChoice(
                        Entity.Compaction.TIME_WINDOW,
                        Optional.of(new TwcsWindow("DAYS", 1)),
                        CompactionChoice.Basis.WRITTEN_ONCE_EXPIRING),
                table.options().compaction(),
                "30 one-day windows over the ttl of 30 days");
        assertEquals(
                new GcGrace(10_800, GcGrace.Basis.EXPIRING_ONLY),
                table.options().gcGrace());
    }

    @Test
    void usersByUsernameIsTheBaseTableAndUsersByEmailIsKeyedByTheUniqueEmailAlone() {
        // Basic Rules example 1: username text PRIMARY KEY / email text PRIMARY KEY.
        EntityDesign design = derive(Seeds.user());

        assertEquals(
                List.of("users_by_username", "users_by_email"),
                design.tables().stream().map(TableModel::name).toList());
        TableModel byUsername = design.tables().get(0);
        assertTrue(byUsername.base(), "where = the key: the pattern's table is the base table");
        assertEquals(List.of("username text K", "email text", "age int"), Chebotko.columns(byUsername));
        assertEquals(Optional.empty(), CqlTypes.clusteringOrder(byUsername));
        assertEquals(
                "User base table (by key); access pattern byUsername",
                byUsername.options().comment());
        TableModel byEmail = design.tables().get(1);
        assertFalse(byEmail.base());
        assertEquals(List.of("email text K", "username text", "age int"), Chebotko.columns(byEmail));
        assertEquals(design.baseTable(), Optional.of(byUsername));
    }

    @Test
    void groupsClusterTheMembersOfAGroupByUsername() {
        // Basic Rules example 2: PRIMARY KEY (groupname, username).
        EntityDesign design = derive(Seeds.groupMember());

        // The pattern's table is keyed by K and holds every attribute: it is the base table, and no
        // group_members table duplicates its rows.
        assertEquals(
                List.of("groups"),
                design.tables().stream().map(TableModel::name).toList());
        assertEquals(
                List.of("groupname text K", "username text C↑", "email text", "age int"),
                Chebotko.columns(table(design, "groups")));
        assertTrue(table(design, "groups").base());
        assertEquals(BaseDecision.Reason.PATTERN_TABLE, design.base().reason());
    }

    @Test
    void groupJoinDatesArePartitionedByGroupAndFourDayBucket() {
        // Basic Rules example 3: PRIMARY KEY ((groupname, join_date), joined) WITH CLUSTERING ORDER
        // BY (joined DESC), split by four-day ranges.
        EntityDesign design = derive(Seeds.groupJoin(4).build());

        TableModel table = table(design, "group_join_dates");
        assertEquals(
                List.of(
                        "groupname text K",
                        "joined_4days date K",
                        "joined timeuuid C↓",
                        "username text",
                        "email text",
                        "age int"),
                Chebotko.columns(table));
        assertEquals(Optional.of("CLUSTERING ORDER BY (joined DESC)"), CqlTypes.clusteringOrder(table));
        assertEquals(
                new TimeBucketModel(ChronoUnit.DAYS, 4, 0, ""),
                table.column("joined_4days").bucket());
        assertEquals(List.of("joined"), table.column("joined_4days").path());
        // Keyed by K and a bucket of a key attribute: the base table itself.
        assertTrue(table.base());
        assertEquals(
                List.of("group_join_dates"),
                design.tables().stream().map(TableModel::name).toList());
    }

    @Test
    void artifactsByVenueFollowFigureFour() {
        // Chebotko et al. Fig. 4: venue_name K, year C↓ (the range), artifact_id C↑ (uniqueness).
        EntityDesign design = derive(Seeds.artifact());

        TableModel table = table(design, "artifacts_by_venue");
        assertEquals(
                List.of(
                        "venue_name text K",
                        "year int C↓",
                        "artifact_id int C↑",
                        "artifact_title text",
                        "authors list<text>",
                        "keywords set<text>"),
                Chebotko.columns(table));
        assertEquals(Optional.of("CLUSTERING ORDER BY (year DESC, artifact_id ASC)"), CqlTypes.clusteringOrder(table));
        assertEquals("year", design.plans().get(0).rangeColumn().name());
        assertEquals(
                List.of("artifacts", "artifacts_by_venue"),
                design.tables().stream().map(TableModel::name).toList());
    }

    @Test
    void productsByCategoryAreSortedByPrice() {
        // The Complete Guide Q2: PRIMARY KEY ((category), price, product_id), all ascending.
        EntityDesign design = derive(Seeds.product());

        assertEquals(
                List.of("products", "products_by_category"),
                design.tables().stream().map(TableModel::name).toList());
        assertEquals(
                List.of("product_id uuid K", "name text", "description text", "price decimal", "category text"),
                Chebotko.columns(table(design, "products")),
                "Q1: the base table");
        TableModel byCategory = table(design, "products_by_category");
        assertEquals(
                List.of("category text K", "price decimal C↑", "product_id uuid C↑", "name text", "description text"),
                Chebotko.columns(byCategory));
        assertEquals(Optional.empty(), CqlTypes.clusteringOrder(byCategory), "ascending is CQL's default");
    }

    @Test
    void ordersByCustomerAreMostRecentFirstWithTheCustomerPushedDownAsStaticColumns() {
        // The Complete Guide Q3: PRIMARY KEY ((customer_id), order_date, order_id) WITH CLUSTERING
        // ORDER BY (order_date DESC); the customer's name is the same for the whole partition:
        // STATIC.
        EntityDesign design = derive(Seeds.order(), Seeds.customer());

        TableModel table = table(design, "orders_by_customer");
        assertEquals(
                List.of(
                        "customer_id uuid K",
                        "order_date timestamp C↓",
                        "order_id uuid C↑",
                        "customer_name text S",
                        "customer_email text S",
                        "status text",
                        "total decimal"),
                Chebotko.columns(table));
        assertEquals(
                Optional.of("CLUSTERING ORDER BY (order_date DESC, order_id ASC)"), CqlTypes.clusteringOrder(table));
        assertEquals(List.of("customer", "name"), table.column("customer_name").path());
        assertEquals(
                List.of(
                        "order_id uuid K",
                        "customer_id uuid",
                        "customer_name text",
                        "customer_email text",
                        "order_date timestamp",
                        "status text",
                        "total decimal"),
                Chebotko.columns(table(design, "orders")),
                "no clustering in the base table, so nothing is static");
    }
}
