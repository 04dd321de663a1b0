package dev.queryfirst.processor.read;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.AttributeCardinality;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.Site;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.model.TypeModel.CollectionKind;
import java.util.List;
import java.util.Optional;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Every supported Java type, value types, nested collections and references. */
class TypeReadingTest {

    private static final JavaFileObject CUSTOMER = JavaFileObjects.forSourceLines(
            "com.example.store.Customer",
            "package com.example.store;",
            "import dev.queryfirst.annotations.*;",
            "@Entity public record Customer(@Key java.util.UUID id, String name) {}");

    private static final JavaFileObject ADDRESS = JavaFileObjects.forSourceLines(
            "com.example.store.Address",
            "package com.example.store;",
            "public record Address(String street, @dev.queryfirst.annotations.Column(name = \"zip\")"
                    + " String postalCode, Geo geo) {",
            "  public record Geo(double lat, double lon) {}",
            "}");

    @Test
    void readsValuesReferencesAndCollections() {
        ReadCapture capture = new ReadCapture();
        Compilation compilation = javac().withProcessors(capture)
                .compile(
                        CUSTOMER,
                        ADDRESS,
                        JavaFileObjects.forSourceLines(
                                "com.example.store.Order",
                                "package com.example.store;",
                                "import dev.queryfirst.annotations.*;",
                                "import java.util.*;",
                                "@Entity",
                                "public record Order(",
                                "    @Key UUID id,",
                                "    @Key Customer customer,",
                                "    Address shipping,",
                                "    List<Address> previous,",
                                "    Status status,",
                                "    Map<String, Set<Integer>> counts,",
                                "    @Column(frozen = true) List<Long> frozenList,",
                                "    byte[] blob, java.nio.ByteBuffer buffer, java.net.InetAddress ip,",
                                "    java.math.BigDecimal total, java.math.BigInteger big,",
                                "    java.time.Duration duration, java.time.LocalTime time,",
                                "    java.time.LocalDate day, java.time.LocalDateTime local, byte b, short s,",
                                "    Long l, float f) {",
                                "  public enum Status { OPEN, PAID }",
                                "}"));
        assertThat(compilation).succeededWithoutWarnings();

        EntityModel order = capture.model("com.example.store.Order");
        assertEquals(new TypeModel.Reference("com.example.store.Customer"), type(order, "customer"));
        assertEquals(1, order.attribute("customer").orElseThrow().keyOrder());
        assertEquals(
                List.of("com.example.store.Customer", "com.example.store.Order"), List.copyOf(capture.known.keySet()));

        TypeModel text = scalar(ScalarKind.TEXT, "java.lang.String");
        TypeModel.Value geo = new TypeModel.Value(
                "com.example.store.Address.Geo",
                "geo",
                List.of(
                        field("com.example.store.Address.Geo", "lat", "lat", scalar(ScalarKind.DOUBLE, "double")),
                        field("com.example.store.Address.Geo", "lon", "lon", scalar(ScalarKind.DOUBLE, "double"))));
        TypeModel.Value address = new TypeModel.Value(
                "com.example.store.Address",
                "address",
                List.of(
                        field("com.example.store.Address", "street", "street", text),
                        field("com.example.store.Address", "postalCode", "zip", text),
                        field("com.example.store.Address", "geo", "geo", geo)));
        assertEquals(address, type(order, "shipping"));
        assertEquals(new TypeModel.Collection(CollectionKind.LIST, null, address, false), type(order, "previous"));
        assertEquals(scalar(ScalarKind.ENUM, "com.example.store.Order.Status"), type(order, "status"));
        assertEquals(
                new TypeModel.Collection(
                        CollectionKind.MAP,
                        text,
                        new TypeModel.Collection(
                                CollectionKind.SET, null, scalar(ScalarKind.INT, "java.lang.Integer"), true),
                        false),
                type(order, "counts"));
        assertEquals(
                new TypeModel.Collection(CollectionKind.LIST, null, scalar(ScalarKind.BIGINT, "java.lang.Long"), true),
                type(order, "frozenList"));
        assertEquals(scalar(ScalarKind.BLOB, "byte[]"), type(order, "blob"));
        assertEquals(scalar(ScalarKind.BLOB, "java.nio.ByteBuffer"), type(order, "buffer"));
        assertEquals(scalar(ScalarKind.INET, "java.net.InetAddress"), type(order, "ip"));
        assertEquals(scalar(ScalarKind.DECIMAL, "java.math.BigDecimal"), type(order, "total"));
        assertEquals(scalar(ScalarKind.VARINT, "java.math.BigInteger"), type(order, "big"));
        assertEquals(scalar(ScalarKind.DURATION, "java.time.Duration"), type(order, "duration"));
        assertEquals(scalar(ScalarKind.TIME, "java.time.LocalTime"), type(order, "time"));
        assertEquals(scalar(ScalarKind.DATE, "java.time.LocalDate"), type(order, "day"));
        assertEquals(scalar(ScalarKind.LOCAL_DATE_TIME, "java.time.LocalDateTime"), type(order, "local"));
        assertEquals(scalar(ScalarKind.TINYINT, "byte"), type(order, "b"));
        assertEquals(scalar(ScalarKind.SMALLINT, "short"), type(order, "s"));
        assertEquals(scalar(ScalarKind.BIGINT, "java.lang.Long"), type(order, "l"));
        assertEquals(scalar(ScalarKind.FLOAT, "float"), type(order, "f"));
    }

    private static TypeModel type(EntityModel entity, String attribute) {
        return entity.attribute(attribute).orElseThrow().type();
    }

    private static TypeModel scalar(ScalarKind kind, String javaType) {
        return new TypeModel.Scalar(kind, javaType);
    }

    private static Attribute field(String owner, String name, String column, TypeModel type) {
        return new Attribute(
                name,
                column,
                type,
                -1,
                AttributeCardinality.NONE,
                Optional.empty(),
                name,
                null,
                Site.ofAttribute(owner, name));
    }
}
