package dev.queryfirst.processor.read;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static dev.queryfirst.processor.read.KotlinStubs.customer;
import static dev.queryfirst.processor.read.KotlinStubs.shipment;
import static dev.queryfirst.processor.read.KotlinStubs.withKotlinAnnotations;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TypeModel;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Kotlin data classes as kapt's stubs show them: built through the primary constructor like a
 * record, read through Kotlin's getters, annotations on the backing fields.
 */
class KotlinReadingTest {

    @Test
    void readsAKotlinDataClassLikeARecord() {
        ReadCapture capture = new ReadCapture();
        Compilation compilation =
                javac().withProcessors(capture).compile(withKotlinAnnotations(customer(), shipment(true)));
        assertThat(compilation).succeededWithoutWarnings();

        EntityModel shipment = capture.model("com.example.shipping.Shipment");
        assertTrue(shipment.record(), "built through its primary constructor");
        assertEquals(
                List.of("id", "customer", "sentAt", "isGift", "note", "labels"),
                shipment.attributes().stream().map(Attribute::name).toList());
        assertEquals(
                List.of("getId", "getCustomer", "getSentAt", "isGift", "getNote", "getLabels"),
                shipment.attributes().stream().map(Attribute::getter).toList());
        shipment.attributes().forEach(a -> assertNull(a.setter(), a.name()));
        assertEquals(List.of("id"), shipment.key().stream().map(Attribute::name).toList());
        assertEquals("is_gift", shipment.attribute("isGift").orElseThrow().column());
        assertEquals(
                new TypeModel.Scalar(ScalarKind.BOOLEAN, "boolean"),
                shipment.attribute("isGift").orElseThrow().type());
        assertEquals(
                ChronoUnit.DAYS,
                shipment.attribute("sentAt")
                        .orElseThrow()
                        .bucket()
                        .orElseThrow()
                        .unit());
        assertTrue(shipment.attribute("customer").orElseThrow().type() instanceof TypeModel.Reference);
        assertEquals(Set.of("QF305"), shipment.suppressed());
        assertEquals(
                List.of("byCustomer"),
                shipment.accessPatterns().stream().map(p -> p.name()).toList());

        EntityModel customer = capture.model("com.example.shipping.Customer");
        assertTrue(customer.record());
        assertEquals(
                List.of("getId", "getName", "getEmail"),
                customer.attributes().stream().map(Attribute::getter).toList());
    }

    @Test
    void readsAKotlinDataClassThatIsNoEntityAsAValueType() {
        ReadCapture capture = new ReadCapture();
        Compilation compilation = javac().withProcessors(capture)
                .compile(withKotlinAnnotations(
                        KotlinStubs.stub(
                                "com.example.shipping.Address",
                                "@kotlin.Metadata(mv = {2, 2, 0}, k = 1, xi = 48)",
                                "public final class Address {",
                                "    @org.jetbrains.annotations.NotNull()",
                                "    private final java.lang.String street = null;",
                                "    @org.jetbrains.annotations.Nullable()",
                                "    private final java.lang.String postcode = null;",
                                "    public Address(@org.jetbrains.annotations.NotNull() java.lang.String street,"
                                        + " @org.jetbrains.annotations.Nullable() java.lang.String postcode) {",
                                "        super();",
                                "    }",
                                "    @org.jetbrains.annotations.NotNull()",
                                "    public final java.lang.String getStreet() { return null; }",
                                "    @org.jetbrains.annotations.Nullable()",
                                "    public final java.lang.String getPostcode() { return null; }",
                                "}"),
                        KotlinStubs.stub(
                                "com.example.shipping.Depot",
                                "@dev.queryfirst.annotations.Entity(keyspace = \"shipping\")",
                                "@kotlin.Metadata(mv = {2, 2, 0}, k = 1, xi = 48)",
                                "public final class Depot {",
                                "    @dev.queryfirst.annotations.Key()",
                                "    private final int number = 0;",
                                "    @org.jetbrains.annotations.Nullable()",
                                "    private final com.example.shipping.Address address = null;",
                                "    public Depot(int number,"
                                        + " @org.jetbrains.annotations.Nullable() com.example.shipping.Address address) {",
                                "        super();",
                                "    }",
                                "    public final int getNumber() { return 0; }",
                                "    @org.jetbrains.annotations.Nullable()",
                                "    public final com.example.shipping.Address getAddress() { return null; }",
                                "}")));
        assertThat(compilation).succeededWithoutWarnings();

        TypeModel.Value address = (TypeModel.Value) capture.model("com.example.shipping.Depot")
                .attribute("address")
                .orElseThrow()
                .type();
        assertEquals("address", address.udtName());
        assertEquals(
                List.of("getStreet", "getPostcode"),
                address.fields().stream().map(Attribute::getter).toList());
        address.fields().forEach(f -> assertNull(f.setter(), "built through its constructor: " + f.name()));
    }
}
