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
}
