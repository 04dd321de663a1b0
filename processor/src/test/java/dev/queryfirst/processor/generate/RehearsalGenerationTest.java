package dev.queryfirst.processor.generate;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.queryfirst.processor.QueryFirstProcessor;
import dev.queryfirst.runtime.tune.AttributeNumbers;
import dev.queryfirst.runtime.tune.EntityNumbers;
import dev.queryfirst.runtime.tune.ObservationReport;
import dev.queryfirst.runtime.tune.RehearsalOptions;
import dev.queryfirst.runtime.tune.RehearsalReport;
import dev.queryfirst.runtime.tune.TableEstimate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the processor generates for a rehearsal: each entity's declared numbers and table estimates
 * as runtime values, a synthesizer and a plan that compile without a warning, and the schema
 * class's {@code rehearse} and {@code observe}.
 */
class RehearsalGenerationTest {

    private static final Compilation SHOP = javac().withProcessors(new QueryFirstProcessor())
            .withOptions("-Xlint:all,-processing", "-Werror", "-Aqueryfirst.keyspace=shop")
            .compile(
                    JavaFileObjects.forSourceLines(
                            "com.example.shop.Customer",
                            "package com.example.shop;",
                            "import dev.queryfirst.annotations.*;",
                            "@Entity @Cardinality(rows = 100_000)",
                            "public record Customer(@Key java.util.UUID id, @Cardinality(avgBytes = 40) String name) {}"),
                    JavaFileObjects.forSourceLines(
                            "com.example.shop.Status",
                            "package com.example.shop;",
                            "public enum Status { PLACED, SHIPPED, DELIVERED }"),
                    JavaFileObjects.forSourceLines(
                            "com.example.shop.Line",
                            "package com.example.shop;",
                            "public record Line(java.util.UUID sku, int quantity) {}"),
                    JavaFileObjects.forSourceLines(
                            "com.example.shop.Order",
                            "package com.example.shop;",
                            "import dev.queryfirst.annotations.*;",
                            "@Entity @Cardinality(rows = 25_000_000) @SuppressWarnings({\"QF303\", \"QF305\", \"QF309\"})",
                            "@AccessPattern(name = \"byCustomer\", where = \"customer.id\", orderBy = \"placedAt DESC\",",
                            "    limit = 20)",
                            "@AccessPattern(name = \"byStatus\", where = {\"status\", \"day\"}, limit = 100)",
                            "public record Order(",
                            "    @Key java.util.UUID orderId,",
                            "    @Cardinality(maxRowsPerValue = 250) Customer customer,",
                            "    java.time.Instant placedAt,",
                            "    @Cardinality(distinct = 1_826) java.time.LocalDate day,",
                            "    @Cardinality(distinct = 3) Status status,",
                            "    @Cardinality(avgBytes = 120) String note,",
                            "    @Cardinality(elements = 4) java.util.List<Line> lines) {}"));

    @Test
    void theNumbersAreTheDeclaredOnesResolved() throws Exception {
        assertThat(SHOP).succeededWithoutWarnings();
        EntityNumbers order = (EntityNumbers) CompiledClasses.load(SHOP, "com.example.shop.OrderRehearsal")
                .getField("NUMBERS")
                .get(null);
        assertEquals(25_000_000, order.rows());
        assertEquals(
                AttributeNumbers.of("customer")
                        .maxRowsPerValue(250, 0)
                        .asMovable()
                        .referenceTo("Customer"),
                order.numbers("customer"));
        // An enum is stored as its name: PLACED, SHIPPED, DELIVERED average 7 bytes, not 32.
        assertEquals(AttributeNumbers.of("status").distinct(3).bytes(7).asMovable(), order.numbers("status"));
        // Nullable and keyed by no table: the rehearsal leaves some null.
        assertEquals(AttributeNumbers.of("note").bytes(120).asOptional(), order.numbers("note"));
        assertEquals(AttributeNumbers.of("lines").elements(4), order.numbers("lines"));
        assertTrue(order.attribute("lines[].sku").isPresent(), "a value type's fields, in the elements");
        assertTrue(order.numbers("orderId").key());
    }

    @Test
    void aFixedAttributeIsNeverMovedByARehearsal() throws Exception {
        // The DAO refuses a save that changes a @Fixed attribute: only openedAt may move a row.
        Compilation tickets = javac().withProcessors(new QueryFirstProcessor())
                .withOptions("-Xlint:all,-processing", "-Werror", "-Aqueryfirst.keyspace=desk")
                .compile(JavaFileObjects.forSourceLines(
                        "com.example.desk.Ticket",
                        "package com.example.desk;",
                        "import dev.queryfirst.annotations.*;",
                        "@Entity @Cardinality(rows = 100_000)",
                        "@AccessPattern(name = \"byTeam\", where = \"team\", orderBy = \"openedAt DESC\", limit = 20)",
                        "public record Ticket(",
                        "    @Key java.util.UUID ticketId,",
                        "    @Fixed @Cardinality(distinct = 500) String team,",
                        "    java.time.Instant openedAt) {}"));
        assertThat(tickets).succeededWithoutWarnings();
        EntityNumbers ticket = (EntityNumbers) CompiledClasses.load(tickets, "com.example.desk.TicketRehearsal")
                .getField("NUMBERS")
                .get(null);
        assertEquals(AttributeNumbers.of("team").distinct(500).bytes(32), ticket.numbers("team"));
        assertEquals(List.of(AttributeNumbers.of("openedAt").asMovable()), ticket.movable());
    }

    @Test
    void theTablesCarryTheirEstimates() throws Exception {
        @SuppressWarnings("unchecked")
        List<TableEstimate> tables = (List<TableEstimate>) CompiledClasses.load(SHOP, "com.example.shop.OrderRehearsal")
                .getField("TABLES")
                .get(null);
        TableEstimate byStatus = tables.stream()
                .filter(t -> t.table().equals("orders_by_status_and_day"))
                .findFirst()
                .orElseThrow();
        assertEquals(List.of("status", "day"), byStatus.partitionAttributes());
        assertEquals(25_000_000 / 1_826.0, byStatus.rows(), 0.1);
        assertEquals(25_000_000 / (1_826.0 * 3), byStatus.typicalRows(), 0.1);
        assertTrue(byStatus.rowBytes() > byStatus.partitionBytes());
        TableEstimate byCustomer = tables.stream()
                .filter(t -> t.table().equals("orders_by_customer_id"))
                .findFirst()
                .orElseThrow();
        assertEquals(List.of("customer.id"), byCustomer.partitionAttributes());
        assertEquals(250, byCustomer.typicalRows(), 1e-9);
    }

    @Test
    void theSchemaClassRehearsesAndObserves() throws Exception {
        Class<?> schema = CompiledClasses.load(SHOP, "com.example.shop.ShopSchema");
        assertEquals(
                RehearsalReport.class,
                schema.getMethod("rehearse", CqlSession.class, String.class, RehearsalOptions.class)
                        .getReturnType());
        assertNotNull(schema.getMethod("rehearse", CqlSession.class, String.class));
        assertEquals(
                ObservationReport.class,
                schema.getMethod("observe", CqlSession.class).getReturnType());
        assertNotNull(schema.getMethod("observe", CqlSession.class, String.class));
    }
}
