package dev.queryfirst.processor.derive;

import static dev.queryfirst.processor.derive.Models.entity;
import static dev.queryfirst.processor.derive.Models.known;
import static dev.queryfirst.processor.derive.Models.text;
import static dev.queryfirst.processor.derive.Models.uuid;
import static dev.queryfirst.processor.derive.Models.value;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.processor.diagnostics.EntityMessages;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.AttributeCardinality;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.KeyspaceDesign;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.Site;
import dev.queryfirst.processor.model.TimeBucketModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.model.UdtModel;
import dev.queryfirst.processor.vocabulary.Buckets;
import dev.queryfirst.processor.vocabulary.Cql;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Identifiers, CQL types, bucket names, value types and keyspace assembly. */
class NamesAndTypesTest {

    private final Sink sink = new Sink();
    private final Deriver deriver = new Deriver(ProcessorOptions.defaults(), sink);

    @Test
    void identifiersAreQuotedOnlyWhenCqlWouldMisreadThem() {
        assertEquals("message_time", Cql.identifier("message_time"));
        assertEquals("key", Cql.identifier("key"), "a non-reserved keyword stays bare");
        assertEquals("\"from\"", Cql.identifier("from"));
        assertEquals("\"Order\"", Cql.identifier("Order"), "mixed case survives only quoted");
        assertEquals("\"x-y\"", Cql.identifier("x-y"));
        assertEquals("\"1st\"", Cql.identifier("1st"));
        assertTrue(Cql.isValidSchemaName("log_messages_by_source_name"));
        assertFalse(Cql.isValidSchemaName("a".repeat(49)), "Cassandra caps table names at 48 characters");
    }

    @Test
    void bucketColumnsAreNamedByUnitAndSize() {
        assertEquals(
                "message_time_day",
                BucketColumns.columnName("message_time", new TimeBucketModel(ChronoUnit.DAYS, 1, 0, "")));
        assertEquals(
                "joined_4days", BucketColumns.columnName("joined", new TimeBucketModel(ChronoUnit.DAYS, 4, 0, "")));
        assertEquals(
                "at_15minutes", BucketColumns.columnName("at", new TimeBucketModel(ChronoUnit.MINUTES, 15, 0, "")));
        assertEquals("day", BucketColumns.columnName("at", new TimeBucketModel(ChronoUnit.DAYS, 1, 0, "day")));
        assertEquals(
                "timestamp", CqlTypes.type(BucketColumns.columnType(new TimeBucketModel(ChronoUnit.HOURS, 1, 0, ""))));
        assertEquals("date", CqlTypes.type(BucketColumns.columnType(new TimeBucketModel(ChronoUnit.MONTHS, 1, 0, ""))));
        assertEquals("@TimeBucket(value = ChronoUnit.DAYS, size = 4)", Buckets.annotation(ChronoUnit.DAYS, 4));
    }

    @Test
    void aSecondPatternKeyedByTheKeyWithATableOfItsOwnIsACopyNotASecondBase() {
        EntityModel message = entity("com.example.chat.Message")
                .attribute(text("id").key())
                .attribute(text("body"))
                .pattern("byId0", p -> p.where("id"))
                .pattern("byId1", p -> p.where("id").table("by_hand1"))
                .build();
        EntityDesign design = deriver.derive(message, known(message));

        assertEquals(List.of(), sink.all());
        assertEquals(
                List.of("messages_by_id", "by_hand1"),
                design.tables().stream().map(t -> t.name()).toList());
        assertEquals(
                List.of(true, false),
                design.tables().stream().map(t -> t.base()).toList(),
                "one base table; by_hand1 is a copy the DAO writes with the others");
    }

    @Test
    void collectionsNestInFrozenTypes() {
        TypeModel address = new TypeModel.Value("com.example.Address", "address", List.of());
        TypeModel text = new TypeModel.Scalar(ScalarKind.TEXT, "java.lang.String");
        assertEquals("frozen<address>", CqlTypes.type(address));
        assertEquals(
                "map<text, frozen<address>>",
                CqlTypes.type(new TypeModel.Collection(TypeModel.CollectionKind.MAP, text, address, false)));
        assertEquals(
                "list<frozen<set<text>>>",
                CqlTypes.type(new TypeModel.Collection(
                        TypeModel.CollectionKind.LIST,
                        null,
                        new TypeModel.Collection(TypeModel.CollectionKind.SET, null, text, false),
                        false)));
    }

    @Test
    void valueTypesBecomeUdtsListedAfterTheTypesTheyUse() {
        Models.AttributeBuilder geo = value(
                "geo",
                "com.example.shop.Geo",
                "geo",
                Models.scalar("lat", ScalarKind.DOUBLE, "double"),
                Models.scalar("lon", ScalarKind.DOUBLE, "double"));
        EntityModel customer = entity("com.example.shop.Customer")
                .attribute(uuid("id").key())
                .attribute(value("address", "com.example.shop.Address", "address", text("street"), geo))
                .build();
        EntityDesign design = deriver.derive(customer, known(customer));
        List<KeyspaceDesign> keyspaces = deriver.assemble(List.of(design), known(customer));

        assertEquals(List.of(), sink.all());
        assertEquals(1, keyspaces.size());
        assertEquals("shop", keyspaces.get(0).keyspace());
        List<UdtModel> types = keyspaces.get(0).types();
        assertEquals(
                List.of("geo", "address"),
                types.stream().map(UdtModel::name).toList(),
                "address uses geo, so geo comes first although it sorts later");
        assertEquals(
                List.of("street text", "geo frozen<geo>"),
                types.get(1).fields().stream()
                        .map(f -> f.name() + " " + f.cqlType())
                        .toList());
        assertEquals("frozen<address>", design.tables().get(0).column("address").cqlType());
    }

    @Test
    void qf103EntitiesInsideACollectionCannotBeFlattened() {
        EntityModel customer = Seeds.customer();
        EntityModel model =
                entity("com.example.shop.Team").attribute(uuid("id").key()).build();
        Attribute members = new Attribute(
                "members",
                "members",
                new TypeModel.Collection(
                        TypeModel.CollectionKind.SET, null, new TypeModel.Reference(customer.qualifiedName()), false),
                -1,
                AttributeCardinality.NONE,
                Optional.empty(),
                "members",
                null,
                Site.ofAttribute(model.qualifiedName(), "members"));
        EntityModel team = new EntityModel(
                model.qualifiedName(),
                model.packageName(),
                model.simpleName(),
                true,
                model.keyspace(),
                model.baseName(),
                model.ttl(),
                false,
                false,
                model.volume(),
                List.of(model.attributes().get(0), members),
                List.of(),
                model.suppressed(),
                model.site());
        deriver.derive(team, known(team, customer));
        assertEquals(1, sink.all().size());
        assertEquals(EntityMessages.REFERENCE_IN_COLLECTION, sink.all().get(0).situation());
        assertEquals(
                Site.ofAttribute(team.qualifiedName(), "members"),
                sink.all().get(0).site());
    }

    @Test
    void aVersionedEntitysBaseTableCarriesTheVersionColumn() {
        EntityModel model = entity("com.example.shop.Account")
                .versioned()
                .attribute(uuid("id").key())
                .attribute(text("owner"))
                .build();
        EntityDesign design = deriver.derive(model, known(model));
        assertEquals(
                List.of("id uuid K", "owner text", "version bigint"),
                Chebotko.columns(design.tables().get(0)));
        assertEquals(List.of(), design.tables().get(0).column("version").path(), "no attribute holds it");
    }

    @Test
    void whereOnAReferenceMeansItsKey() {
        EntityModel order = entity("com.example.shop.Order")
                .attribute(uuid("orderId").key())
                .attribute(Models.ref("customer", "com.example.shop.Customer"))
                .pattern("byCustomer", p -> p.where("customer"))
                .build();
        EntityDesign design = deriver.derive(order, known(order, Seeds.customer()));
        assertEquals(List.of(), sink.all());
        assertEquals("orders_by_customer_id", design.tables().get(1).name());
        assertEquals(
                List.of("customer_id uuid K", "order_id uuid C↑", "customer_name text S", "customer_email text S"),
                Chebotko.columns(design.tables().get(1)));
    }
}
