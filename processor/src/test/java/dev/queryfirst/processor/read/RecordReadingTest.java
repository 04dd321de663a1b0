package dev.queryfirst.processor.read;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.queryfirst.processor.model.AccessPatternModel;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.AttributeCardinality;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.Ordering;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.Site;
import dev.queryfirst.processor.model.TimeBucketModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.model.TypeModel.CollectionKind;
import dev.queryfirst.processor.model.Volume;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The DESIGN's LogMessage record, read into the model. */
class RecordReadingTest {

    private static final String AP = "dev.queryfirst.annotations.AccessPattern";

    @Test
    void readsTheLogMessageRecord() {
        ReadCapture capture = new ReadCapture();
        Compilation compilation = javac().withProcessors(capture)
                .compile(JavaFileObjects.forSourceLines(
                        "com.example.logs.LogMessage",
                        "package com.example.logs;",
                        "import dev.queryfirst.annotations.*;",
                        "import java.time.Instant;",
                        "import java.time.temporal.ChronoUnit;",
                        "import java.util.*;",
                        "@Entity(keyspace = \"logs\", immutable = true, ttl = \"P30D\")",
                        "@Cardinality(rows = 50_000_000, per = ChronoUnit.DAYS)",
                        "@AccessPattern(name = \"recentBySource\", where = \"sourceName\",",
                        "               orderBy = \"messageTime DESC\", limit = 10)",
                        "@AccessPattern(name = \"bySourceAndTime\", where = \"sourceName\",",
                        "               range = \"messageTime\", orderBy = \"messageTime desc\")",
                        "@AccessPattern(name = \"byType\", where = \"sourceType\",",
                        "               strategy = AccessPattern.Strategy.INDEX)",
                        "@SuppressWarnings({\"QF302\", \"unused\"})",
                        "public record LogMessage(",
                        "    @Key @Column(timeuuid = true) UUID messageId,",
                        "    @Cardinality(distinct = 5_000) String sourceName,",
                        "    @Cardinality(distinct = 20, maxRowsPerValue = 9, per = ChronoUnit.HOURS)"
                                + " String sourceType,",
                        "    @TimeBucket(value = ChronoUnit.DAYS, size = 4, lookback = 7) Instant messageTime,",
                        "    String messageType,",
                        "    @Cardinality(avgBytes = 400) String messageBody,",
                        "    @Column(name = \"parts\") @Cardinality(elements = 20)"
                                + " Map<String, String> messageParts) {}"));
        assertThat(compilation).succeededWithoutWarnings();

        EntityModel log = capture.model("com.example.logs.LogMessage");
        assertEquals("com.example.logs", log.packageName());
        assertEquals("LogMessage", log.simpleName());
        assertTrue(log.record());
        assertEquals("logs", log.keyspace());
        assertEquals("log_messages", log.baseName());
        assertEquals(Optional.of(Duration.ofDays(30)), log.ttl());
        assertTrue(log.immutable());
        assertFalse(log.versioned());
        assertEquals(new Volume(50_000_000, ChronoUnit.DAYS), log.volume());
        assertEquals(Set.of("QF302"), log.suppressed());
        assertEquals(Site.ofEntity("com.example.logs.LogMessage"), log.site());

        assertEquals(
                List.of(
                        "messageId",
                        "sourceName",
                        "sourceType",
                        "messageTime",
                        "messageType",
                        "messageBody",
                        "messageParts"),
                log.attributes().stream().map(Attribute::name).toList());
        Attribute id = log.attribute("messageId").orElseThrow();
        assertEquals(0, id.keyOrder());
        assertEquals(new TypeModel.Scalar(ScalarKind.TIMEUUID, "java.util.UUID"), id.type());
        assertEquals("message_id", id.column());
        assertEquals("messageId", id.getter());
        assertNull(id.setter());
        assertEquals(List.of(id), log.key());

        assertEquals(
                new AttributeCardinality(5_000, 0, 0, null, 0, 0),
                log.attribute("sourceName").orElseThrow().cardinality());
        assertEquals(
                new AttributeCardinality(20, 0, 9, ChronoUnit.HOURS, 0, 0),
                log.attribute("sourceType").orElseThrow().cardinality());
        Attribute time = log.attribute("messageTime").orElseThrow();
        assertEquals(new TypeModel.Scalar(ScalarKind.TIMESTAMP, "java.time.Instant"), time.type());
        assertEquals(Optional.of(new TimeBucketModel(ChronoUnit.DAYS, 4, 7, "")), time.bucket());
        assertEquals(
                400, log.attribute("messageBody").orElseThrow().cardinality().avgBytes());
        Attribute parts = log.attribute("messageParts").orElseThrow();
        assertEquals("parts", parts.column());
        assertEquals(20, parts.cardinality().elements());
        TypeModel text = new TypeModel.Scalar(ScalarKind.TEXT, "java.lang.String");
        assertEquals(new TypeModel.Collection(CollectionKind.MAP, text, text, false), parts.type());

        List<AccessPatternModel> patterns = log.accessPatterns();
        Site entity = Site.ofEntity("com.example.logs.LogMessage");
        assertEquals(
                new AccessPatternModel(
                        "recentBySource",
                        List.of("sourceName"),
                        "",
                        List.of(new Ordering("messageTime", true)),
                        10,
                        "",
                        false,
                        true,
                        1,
                        entity.annotation(AP, 0)),
                patterns.get(0));
        assertEquals(
                new AccessPatternModel(
                        "bySourceAndTime",
                        List.of("sourceName"),
                        "messageTime",
                        List.of(new Ordering("messageTime", true)),
                        0,
                        "",
                        false,
                        true,
                        1,
                        entity.annotation(AP, 1)),
                patterns.get(1));
        assertTrue(patterns.get(2).indexStrategy());
        assertEquals(entity.annotation(AP, 2), patterns.get(2).site());
    }

    @Test
    void ordersKeysExplicitlyThenByDeclaration() {
        ReadCapture capture = new ReadCapture();
        Compilation compilation = javac().withProcessors(capture)
                .compile(JavaFileObjects.forSourceLines(
                        "com.example.hotels.Reservation",
                        "package com.example.hotels;",
                        "import dev.queryfirst.annotations.*;",
                        "import java.time.LocalDate;",
                        "@Entity",
                        "public record Reservation(@Key String guest, @Key(order = 1) LocalDate start,",
                        "    @Key(order = 0) int room, LocalDate end) {}"));
        assertThat(compilation).succeededWithoutWarnings();

        EntityModel reservation = capture.model("com.example.hotels.Reservation");
        assertEquals(
                List.of("room", "start", "guest"),
                reservation.key().stream().map(Attribute::name).toList());
        assertEquals(
                List.of(2, 1, 0, -1),
                reservation.attributes().stream().map(Attribute::keyOrder).toList());
        assertEquals("hotels", reservation.keyspace());
        assertEquals("reservations", reservation.baseName());
        assertEquals(
                new TypeModel.Scalar(ScalarKind.INT, "int"),
                reservation.attribute("room").orElseThrow().type());
    }

    @Test
    void takesTheKeyspaceFromTheOptionAndTheTableFromTheEntity() {
        ReadCapture capture = new ReadCapture();
        Compilation compilation = javac().withProcessors(capture)
                .withOptions("-Aqueryfirst.keyspace=shop")
                .compile(JavaFileObjects.forSourceLines(
                        "com.example.store.Category",
                        "package com.example.store;",
                        "@dev.queryfirst.annotations.Entity(table = \"cats\", versioned = true)",
                        "record Category(@dev.queryfirst.annotations.Key String name) {}"));
        assertThat(compilation).succeededWithoutWarnings();

        EntityModel category = capture.model("com.example.store.Category");
        assertEquals("shop", category.keyspace());
        assertEquals("cats", category.baseName());
        assertTrue(category.versioned());
        assertEquals(Volume.UNKNOWN, category.volume());
        assertEquals(Optional.empty(), category.ttl());
    }
}
