package dev.queryfirst.processor.derive;

import static dev.queryfirst.processor.derive.Models.duration;
import static dev.queryfirst.processor.derive.Models.entity;
import static dev.queryfirst.processor.derive.Models.instant;
import static dev.queryfirst.processor.derive.Models.known;
import static dev.queryfirst.processor.derive.Models.patternSite;
import static dev.queryfirst.processor.derive.Models.ref;
import static dev.queryfirst.processor.derive.Models.set;
import static dev.queryfirst.processor.derive.Models.text;
import static dev.queryfirst.processor.derive.Models.uuid;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.processor.diagnostics.Code;
import dev.queryfirst.processor.diagnostics.Diagnostic;
import dev.queryfirst.processor.diagnostics.EntityMessages;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.Site;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.vocabulary.Cql;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** Every structural error derive reports: one model that triggers it, one near miss that does not. */
class DeriverDiagnosticsTest {

    private static final String EVENT = "com.example.events.Event";

    private final Sink sink = new Sink();
    private final Deriver deriver = new Deriver(ProcessorOptions.defaults(), sink);

    /** An event with a key, a device, a time, a type and tags, plus the pattern under test. */
    private static EntityModel event(Consumer<Models.PatternBuilder> pattern) {
        return entity(EVENT)
                .attribute(uuid("eventId").key())
                .attribute(text("deviceId"))
                .attribute(instant("eventTime"))
                .attribute(text("eventType"))
                .attribute(set("tags", ScalarKind.TEXT))
                .pattern("find", pattern)
                .build();
    }

    private EntityDesign derive(EntityModel entity, EntityModel... others) {
        var all = known(others);
        all.put(entity.qualifiedName(), entity);
        return deriver.derive(entity, all);
    }

    private Diagnostic only(Code code) {
        List<Diagnostic> all = sink.all();
        assertEquals(1, all.size(), () -> "one diagnostic expected: " + all);
        assertEquals(code, all.get(0).code(), all.get(0).message());
        return all.get(0);
    }

    private void clean() {
        assertEquals(List.of(), sink.all());
    }

    private static Site member(String name) {
        return patternSite(EVENT, 0).member(name);
    }

    @Test
    void qf101UnknownAttributeSuggestsTheClosestName() {
        derive(event(p -> p.where("devicId")));
        Diagnostic d = only(Code.QF101);
        assertEquals(member("where").entry(0), d.site());
        assertEquals(
                "[QF101] access pattern 'find': where names 'devicId', which is not an attribute of "
                        + "Event. Fix: did you mean 'deviceId'?",
                d.message());
    }

    @Test
    void qf101FarFromAnyNameListsTheAttributes() {
        derive(event(p -> p.where("deviceId").orderBy("priority")));
        Diagnostic d = only(Code.QF101);
        assertEquals(member("orderBy").entry(0), d.site());
        assertTrue(d.message().endsWith("Fix: name one of deviceId, eventId, eventTime, eventType, tags"), d.message());
    }

    @Test
    void qf101NearMissAPushedDownPathResolves() {
        derive(Seeds.order(), Seeds.customer());
        clean();
    }

    @Test
    void qf104OrderByMustStartWithTheRange() {
        derive(event(p -> p.where("deviceId").range("eventTime").orderBy("eventType")));
        Diagnostic d = only(Code.QF104);
        assertEquals(member("orderBy").entry(0), d.site());
        assertTrue(d.message().contains("orderBy starts with eventType but the range is on eventTime"), d.message());
        assertTrue(d.message().contains("Fix: start orderBy with \"eventTime\" or \"eventTime DESC\""), d.message());
    }

    @Test
    void qf104NearMissRangeThenFurtherOrderings() {
        EntityDesign design =
                derive(event(p -> p.where("deviceId").range("eventTime").orderBy("eventTime DESC", "eventType")));
        clean();
        assertEquals(
                List.of(
                        "device_id text K",
                        "event_time timestamp C↓",
                        "event_type text C↑",
                        "event_id uuid C↑",
                        "tags set<text>"),
                Chebotko.columns(design.tables().get(1)));
    }

    @Test
    void qf104MoreThanOneRangeAttribute() {
        derive(event(p -> p.where("deviceId").range("eventTime, eventType")));
        Diagnostic d = only(Code.QF104);
        assertEquals(member("range"), d.site());
        assertTrue(d.message().contains("range names more than one attribute"), d.message());
    }

    @Test
    void qf104AttributeBothInWhereAndRange() {
        derive(event(p -> p.where("deviceId", "eventTime").range("eventTime")));
        Diagnostic d = only(Code.QF104);
        assertEquals(member("range"), d.site());
        assertTrue(d.message().contains("eventTime is both in where and range"), d.message());
    }

    @Test
    void qf104OrderingNoClusteringCanServe() {
        derive(event(p -> p.where("deviceId").orderBy("eventTime", "eventTime DESC")));
        Diagnostic d = only(Code.QF104);
        assertEquals(member("orderBy").entry(1), d.site());
        assertTrue(d.message().contains("sorts eventTime both ascending and descending"), d.message());
    }

    @Test
    void qf104NearMissOrderingByAPartitionKeyAttributeIsTriviallyServed() {
        EntityDesign design = derive(event(p -> p.where("deviceId").orderBy("deviceId DESC")));
        clean();
        assertEquals(
                List.of(
                        "device_id text K",
                        "event_id uuid C↑",
                        "event_time timestamp",
                        "event_type text",
                        "tags set<text>"),
                Chebotko.columns(design.tables().get(1)));
    }

    @Test
    void qf104IndexCannotServeAnOrdering() {
        derive(event(p -> p.where("eventType").orderBy("eventTime").index()));
        Diagnostic d = only(Code.QF104);
        assertEquals(member("orderBy"), d.site());
    }

    @Test
    void qf105NoWhere() {
        EntityDesign design = derive(event(p -> p.orderBy("eventTime")));
        Diagnostic d = only(Code.QF105);
        assertEquals(patternSite(EVENT, 0), d.site());
        assertTrue(d.message().startsWith("[QF105] access pattern 'find' has no 'where'"), d.message());
        assertEquals(
                List.of("events"),
                design.tables().stream().map(TableModel::name).toList());
    }

    @Test
    void qf105NearMissAWhereIsEnough() {
        derive(event(p -> p.where("eventType")));
        clean();
    }

    @Test
    void qf106CollectionInAPatternKey() {
        derive(event(p -> p.where("tags")));
        Diagnostic d = only(Code.QF106);
        assertEquals(member("where").entry(0), d.site());
        assertEquals(
                "[QF106] tags (set<text>) cannot be part of a primary key (a non-frozen collection is "
                        + "stored as separate cells, not one value). Fix: annotate tags with @Column(frozen = true), or "
                        + "key by another attribute",
                d.message());
    }

    @Test
    void qf106NearMissAFrozenCollectionIsOneValue() {
        EntityModel model = entity(EVENT)
                .attribute(uuid("eventId").key())
                .attribute(set("tags", ScalarKind.TEXT).frozen())
                .pattern("byTags", p -> p.where("tags"))
                .build();
        EntityDesign design = derive(model);
        clean();
        assertEquals("frozen<set<text>>", design.tables().get(1).column("tags").cqlType());
    }

    @Test
    void qf106DurationKeyAttribute() {
        EntityModel model = entity(EVENT).attribute(duration("span").key()).build();
        EntityDesign design = derive(model);
        Diagnostic d = only(Code.QF106);
        assertEquals(Site.ofAttribute(EVENT, "span"), d.site());
        assertEquals(List.of(), design.tables());
    }

    @Test
    void qf107DuplicatePatternNames() {
        EntityModel model = entity(EVENT)
                .attribute(uuid("eventId").key())
                .attribute(text("deviceId"))
                .pattern("find", p -> p.where("deviceId"))
                .pattern("find", p -> p.where("eventId"))
                .build();
        derive(model);
        Diagnostic d = only(Code.QF107);
        assertEquals(patternSite(EVENT, 1).member("name"), d.site());
    }

    @Test
    void qf107TwoDifferentTablesWithOneGeneratedName() {
        EntityModel model = entity(EVENT)
                .attribute(uuid("eventId").key())
                .attribute(text("deviceId"))
                .attribute(instant("eventTime"))
                .pattern("latest", p -> p.where("deviceId").orderBy("eventTime DESC"))
                .pattern("all", p -> p.where("deviceId"))
                .build();
        derive(model);
        Diagnostic d = only(Code.QF107);
        assertEquals(patternSite(EVENT, 1), d.site());
        assertTrue(
                d.message()
                        .contains("needs table events_by_device_id with primary key ((device_id), event_id), "
                                + "but access pattern 'latest' already has a table of that name with primary key "
                                + "((device_id), event_time DESC, event_id)"),
                d.message());
    }

    @Test
    void qf107NearMissIdenticalTablesAreMergedAndTheExplicitTableNameAvoidsTheClash() {
        EntityModel model = entity(EVENT)
                .attribute(uuid("eventId").key())
                .attribute(text("deviceId"))
                .attribute(instant("eventTime"))
                .pattern("latest", p -> p.where("deviceId").orderBy("eventTime DESC"))
                .pattern(
                        "latestAgain",
                        p -> p.where("deviceId").orderBy("eventTime DESC").limit(5))
                .pattern("all", p -> p.where("deviceId").table("events_of_device"))
                .build();
        EntityDesign design = derive(model);
        clean();
        assertEquals(
                List.of("events", "events_by_device_id", "events_of_device"),
                design.tables().stream().map(TableModel::name).toList());
        assertEquals(List.of("latest", "latestAgain"), design.tables().get(1).patterns());
        assertEquals(design.tables().get(1), design.plans().get(1).table());
    }

    @Test
    void qf107AnInvalidExplicitTableName() {
        derive(event(p -> p.where("deviceId").table("events-by-device")));
        Diagnostic d = only(Code.QF107);
        assertEquals(member("table"), d.site());
    }

    @Test
    void qf107TablesOfTwoEntitiesClashInAKeyspace() {
        EntityModel a = entity("com.example.events.Alarm")
                .table("events")
                .attribute(uuid("alarmId").key())
                .build();
        EntityModel b = entity(EVENT).attribute(uuid("eventId").key()).build();
        EntityDesign da = derive(a, b);
        EntityDesign db = derive(b, a);
        clean();
        deriver.assemble(List.of(db, da), known(a, b));
        Diagnostic d = only(Code.QF107);
        assertEquals(Site.ofEntity(EVENT), d.site(), "reported on the later entity in name order");
        assertTrue(
                d.message().contains("table events of Event has the name of a table of Alarm in keyspace events"),
                d.message());
    }

    @Test
    void qf107TwoAttributesBecomeOneColumn() {
        EntityModel customer = Seeds.customer();
        EntityModel model = entity("com.example.shop.Order")
                .attribute(uuid("orderId").key())
                .attribute(text("customerName"))
                .attribute(ref("customer", customer.qualifiedName()))
                .build();
        derive(model, customer);
        Diagnostic d = only(Code.QF107);
        assertEquals(Site.ofAttribute(model.qualifiedName(), "customer"), d.site());
        assertTrue(
                d.message()
                        .contains(
                                "attributes customerName and customer.name of Order both become column customer_name"),
                d.message());
    }

    @Test
    void qf107NearMissReservedWordsAreQuotedNotRejected() {
        EntityModel model = entity(EVENT)
                .attribute(uuid("eventId").key())
                .attribute(text("from"))
                .pattern("bySender", p -> p.where("from"))
                .build();
        EntityDesign design = derive(model);
        clean();
        assertEquals("events_by_from", design.tables().get(1).name());
        assertEquals(
                "\"from\"",
                Cql.identifier(design.tables().get(1).partitionKey().get(0).name()));
    }

    @Test
    void qf108ReferenceCycle() {
        EntityModel a = entity("com.example.org.Employee")
                .attribute(uuid("id").key())
                .attribute(ref("manager", "com.example.org.Employee"))
                .build();
        EntityDesign design = derive(a);
        Diagnostic d = only(Code.QF108);
        assertEquals(Site.ofAttribute(a.qualifiedName(), "manager"), d.site());
        assertTrue(d.message().contains("reference cycle: Employee.manager leads back to Employee"), d.message());
        assertEquals(List.of(), design.tables());
    }

    @Test
    void qf108ReferenceToANonEntity() {
        EntityModel model = entity("com.example.shop.Order")
                .attribute(uuid("orderId").key())
                .attribute(ref("customer", "com.example.shop.Customer"))
                .build();
        derive(model);
        Diagnostic d = only(Code.QF108);
        assertEquals(EntityMessages.REFERENCE_NOT_ENTITY, d.situation());
        assertEquals(Site.ofAttribute(model.qualifiedName(), "customer"), d.site());
        assertTrue(
                d.message().contains("customer refers to com.example.shop.Customer, which is not an @Entity"),
                d.message());
    }

    @Test
    void qf108ReferenceToAnEntityWithoutKey() {
        EntityModel customer =
                entity("com.example.shop.Customer").attribute(text("name")).build();
        EntityModel order = entity("com.example.shop.Order")
                .attribute(uuid("orderId").key())
                .attribute(ref("customer", customer.qualifiedName()))
                .build();
        derive(order, customer);
        Diagnostic d = only(Code.QF108);
        assertEquals(EntityMessages.REFERENCE_WITHOUT_KEY, d.situation());
        assertEquals(Site.ofAttribute(order.qualifiedName(), "customer"), d.site());
        assertEquals(
                "[QF108] customer refers to Customer, which has no @Key to push down. Fix: annotate the"
                        + " attribute(s) that identify one Customer with @Key",
                d.message());
    }

    @Test
    void qf108NearMissAChainOfReferencesFlattensRecursively() {
        EntityModel region = entity("com.example.shop.Region")
                .attribute(text("code").key())
                .attribute(text("name"))
                .build();
        EntityModel customer = entity("com.example.shop.Customer")
                .attribute(uuid("id").key())
                .attribute(ref("region", region.qualifiedName()))
                .build();
        EntityModel order = entity("com.example.shop.Order")
                .attribute(uuid("orderId").key())
                .attribute(ref("customer", customer.qualifiedName()))
                .attribute(instant("orderDate"))
                .pattern("byRegion", p -> p.where("customer.region").orderBy("orderDate DESC"))
                .build();
        EntityDesign design = derive(order, customer, region);
        clean();
        assertEquals(
                List.of(
                        "customer_region_code text K",
                        "order_date timestamp C↓",
                        "order_id uuid C↑",
                        "customer_id uuid",
                        "customer_region_name text S"),
                Chebotko.columns(design.tables().get(1)),
                "the region's name is fixed by its code in the partition key; the customer's id is not");
        assertEquals("orders_by_customer_region_code", design.tables().get(1).name());
    }
}
