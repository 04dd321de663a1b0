package dev.queryfirst.processor.generate;

import static dev.queryfirst.processor.derive.Models.entity;
import static dev.queryfirst.processor.derive.Models.integer;
import static dev.queryfirst.processor.derive.Models.ref;
import static dev.queryfirst.processor.derive.Models.scalar;
import static dev.queryfirst.processor.derive.Models.text;
import static dev.queryfirst.processor.derive.Models.uuid;
import static dev.queryfirst.processor.derive.Models.value;

import dev.queryfirst.processor.derive.Models;
import dev.queryfirst.processor.derive.Seeds;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.AttributeCardinality;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.Site;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.model.TypeModel.CollectionKind;
import java.util.List;
import java.util.Optional;

/**
 * The seeds' designs, plus a "kitchen sink" entity that stores every kind of type (enums, a
 * {@code LocalDateTime}, a {@code Duration}, {@code byte[]}, boxes, nested collections, UDTs in
 * and out of collections, a bean value, a bean entity referenced with static columns, a column
 * named with a reserved word), each with the Java sources of its entities under
 * {@code src/test/resources/entities}.
 */
final class SeedDesigns {

    /**
     * One compilation unit of the tests: designs to generate and the entity sources they need.
     *
     * @param designs the designs whose table classes and DAOs are generated
     * @param designsOf the designs' registry (entities and references)
     * @param sources entity source files under {@code entities/}
     */
    record Unit(List<EntityDesign> designs, Designs designsOf, List<String> sources) {}

    private SeedDesigns() {}

    static Unit logs() {
        Designs designs = new Designs();
        return new Unit(List.of(designs.derive(Seeds.logMessage().build())), designs, List.of("LogMessage"));
    }

    static Unit users() {
        Designs designs = new Designs();
        return new Unit(
                List.of(
                        designs.derive(Seeds.user()),
                        designs.derive(Seeds.groupMember()),
                        designs.derive(Seeds.groupJoin(4).build())),
                designs,
                List.of("User", "GroupMember", "GroupJoin"));
    }

    static Unit library() {
        Designs designs = new Designs();
        return new Unit(List.of(designs.derive(Seeds.artifact())), designs, List.of("Artifact"));
    }

    static Unit shop() {
        Designs designs = new Designs();
        return new Unit(
                List.of(
                        designs.derive(Seeds.product()),
                        designs.derive(Seeds.customer()),
                        designs.derive(Seeds.order())),
                designs,
                List.of("Product", "Customer", "Order"));
    }

    /** Basic Rules' users, {@code @Entity(versioned = true)}: updates guarded by a lightweight transaction. */
    static Unit versionedUsers() {
        Designs designs = new Designs();
        EntityModel user = Seeds.user();
        EntityModel versioned = new EntityModel(
                user.qualifiedName(),
                user.packageName(),
                user.simpleName(),
                user.record(),
                user.keyspace(),
                user.baseName(),
                user.ttl(),
                user.immutable(),
                true,
                user.volume(),
                user.attributes(),
                user.accessPatterns(),
                user.suppressed(),
                user.site());
        return new Unit(List.of(designs.derive(versioned)), designs, List.of("User"));
    }

    /** A counter entity (docs/mapping-rules.md, "Counters"): its DAO increments, reads and deletes, and writes no rows. */
    static Unit counters() {
        Designs designs = new Designs();
        EntityModel rating = entity("com.example.video.VideoRating")
                .keyspace("video")
                .attribute(uuid("videoId").key())
                .attribute(scalar("ratingCounter", ScalarKind.COUNTER, "long"))
                .attribute(scalar("ratingTotal", ScalarKind.COUNTER, "java.lang.Long"))
                .pattern("byVideo", p -> p.where("videoId"))
                .build();
        return new Unit(List.of(designs.derive(rating)), designs, List.of("VideoRating"));
    }

    static Unit kitchen() {
        Designs designs = new Designs();
        EntityModel carrier = bean(entity("com.example.kitchen.Carrier")
                .rows(1_000)
                .attribute(text("code").key())
                .attribute(text("name"))
                .attribute(scalar("active", ScalarKind.BOOLEAN, "boolean"))
                .build());
        TypeModel geo = new TypeModel.Value(
                "com.example.kitchen.Geo",
                "geo",
                List.of(
                        field("com.example.kitchen.Geo", "lat", new TypeModel.Scalar(ScalarKind.DOUBLE, "double")),
                        field("com.example.kitchen.Geo", "lon", new TypeModel.Scalar(ScalarKind.DOUBLE, "double"))));
        Models.AttributeBuilder address = value(
                "address",
                "com.example.kitchen.Address",
                "address",
                text("street"),
                integer("zip"),
                Models.scalar("geo", ScalarKind.TEXT, "java.lang.String"));
        EntityModel shipment = entity("com.example.kitchen.Shipment")
                .rows(1_000_000)
                .attribute(uuid("id").key())
                .attribute(text("order").distinct(100_000))
                .attribute(scalar("status", ScalarKind.ENUM, "com.example.kitchen.Status")
                        .distinct(3))
                .attribute(scalar("createdAt", ScalarKind.LOCAL_DATE_TIME, "java.time.LocalDateTime"))
                .attribute(scalar("timeout", ScalarKind.DURATION, "java.time.Duration"))
                .attribute(scalar("payload", ScalarKind.BLOB, "byte[]"))
                .attribute(scalar("weight", ScalarKind.INT, "java.lang.Integer"))
                .attribute(scalar("count", ScalarKind.BIGINT, "long"))
                .attribute(text("flags"))
                .attribute(text("dims"))
                .attribute(address)
                .attribute(text("stops"))
                .attribute(value(
                        "contact",
                        "com.example.kitchen.Contact",
                        "contact",
                        text("name"),
                        scalar("phone", ScalarKind.INT, "java.lang.Integer")))
                .attribute(ref("carrier", "com.example.kitchen.Carrier").maxRowsPerValue(1_000))
                .pattern("byOrder", p -> p.where("order"))
                .pattern(
                        "byCarrier",
                        p -> p.where("carrier.code").range("createdAt").orderBy("createdAt DESC"))
                .pattern("byStatus", p -> p.where("status").index())
                .build();
        TypeModel status = new TypeModel.Scalar(ScalarKind.ENUM, "com.example.kitchen.Status");
        shipment = retype(
                shipment,
                "address",
                withField((TypeModel.Value) attribute(shipment, "address").type(), "geo", geo));
        TypeModel.Value addressType =
                (TypeModel.Value) attribute(shipment, "address").type();
        shipment = retype(shipment, "flags", new TypeModel.Collection(CollectionKind.SET, null, status, false));
        shipment = retype(
                shipment,
                "dims",
                new TypeModel.Collection(
                        CollectionKind.MAP,
                        new TypeModel.Scalar(ScalarKind.TEXT, "java.lang.String"),
                        new TypeModel.Collection(
                                CollectionKind.LIST,
                                null,
                                new TypeModel.Scalar(ScalarKind.INT, "java.lang.Integer"),
                                true),
                        false));
        shipment = retype(shipment, "stops", new TypeModel.Collection(CollectionKind.LIST, null, addressType, false));
        shipment = retype(shipment, "contact", beanValue((TypeModel.Value)
                attribute(shipment, "contact").type()));
        return new Unit(
                List.of(designs.derive(carrier), designs.derive(shipment)),
                designs,
                List.of("Carrier", "Shipment", "Status", "Address", "Geo", "Contact"));
    }

    /** A record component of a value type. */
    private static Attribute field(String owner, String name, TypeModel type) {
        return new Attribute(
                name,
                name,
                type,
                -1,
                AttributeCardinality.NONE,
                Optional.empty(),
                name,
                null,
                Site.ofAttribute(owner, name));
    }

    private static Attribute attribute(EntityModel entity, String name) {
        return entity.attribute(name).orElseThrow();
    }

    private static EntityModel retype(EntityModel entity, String name, TypeModel type) {
        List<Attribute> attributes = entity.attributes().stream()
                .map(a -> a.name().equals(name)
                        ? new Attribute(
                                a.name(),
                                a.column(),
                                type,
                                a.keyOrder(),
                                a.cardinality(),
                                a.bucket(),
                                a.getter(),
                                a.setter(),
                                a.site())
                        : a)
                .toList();
        return new EntityModel(
                entity.qualifiedName(),
                entity.packageName(),
                entity.simpleName(),
                entity.record(),
                entity.keyspace(),
                entity.baseName(),
                entity.ttl(),
                entity.immutable(),
                entity.versioned(),
                entity.volume(),
                attributes,
                entity.accessPatterns(),
                entity.suppressed(),
                entity.site());
    }

    private static TypeModel.Value withField(TypeModel.Value value, String name, TypeModel type) {
        return new TypeModel.Value(
                value.javaType(),
                value.udtName(),
                value.fields().stream()
                        .map(f -> f.name().equals(name)
                                ? new Attribute(
                                        f.name(),
                                        f.column(),
                                        type,
                                        f.keyOrder(),
                                        f.cardinality(),
                                        f.bucket(),
                                        f.getter(),
                                        f.setter(),
                                        f.site())
                                : f)
                        .toList());
    }

    /** The same entity as a JavaBean: {@code getX}/{@code isX} accessors and {@code setX} setters. */
    private static EntityModel bean(EntityModel entity) {
        return new EntityModel(
                entity.qualifiedName(),
                entity.packageName(),
                entity.simpleName(),
                false,
                entity.keyspace(),
                entity.baseName(),
                entity.ttl(),
                entity.immutable(),
                entity.versioned(),
                entity.volume(),
                entity.attributes().stream().map(SeedDesigns::beanProperty).toList(),
                entity.accessPatterns(),
                entity.suppressed(),
                entity.site());
    }

    private static TypeModel.Value beanValue(TypeModel.Value value) {
        return new TypeModel.Value(
                value.javaType(),
                value.udtName(),
                value.fields().stream().map(SeedDesigns::beanProperty).toList());
    }

    private static Attribute beanProperty(Attribute a) {
        String capitalized =
                Character.toUpperCase(a.name().charAt(0)) + a.name().substring(1);
        boolean bool = a.type() instanceof TypeModel.Scalar s && s.javaType().equals("boolean");
        return new Attribute(
                a.name(),
                a.column(),
                a.type(),
                a.keyOrder(),
                a.cardinality(),
                a.bucket(),
                (bool ? "is" : "get") + capitalized,
                "set" + capitalized,
                a.site());
    }
}
