package dev.queryfirst.processor.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.queryfirst.processor.derive.Models;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ScalarKind;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The SSTable bytes of one partition against what a Cassandra 5.0.9 node wrote: each shape below
 * was created with compression off, written by CQL with literal values, flushed, and its
 * {@code Data.db} (one partition) measured. Those writes came microseconds apart, so the node
 * wrote each write time in one byte where the estimate counts five (writes hours apart, as an
 * SSTable of a live table holds them), and a collection's deletion in two where it counts eight:
 * each expected value is the node's bytes plus exactly those differences.
 */
class StorageFormatTest {

    @Test
    void aRowOfTextsAndATimestamp() {
        // (id uuid PRIMARY KEY, f text, l text, e text, c timestamp), texts of 32, 32 and 24 bytes: 127 bytes.
        EntityModel user = Models.entity("com.example.User")
                .attribute(Models.uuid("id").key())
                .attribute(Models.text("f").avgBytes(32))
                .attribute(Models.text("l").avgBytes(32))
                .attribute(Models.text("e").avgBytes(24))
                .attribute(Models.instant("c"))
                .build();
        assertEquals(127 + 4, bytes(user, "users", 1));
    }

    @Test
    void anExpiringRowCarriesItsTtlOnce() {
        // The same row USING TTL: 129 bytes (a one-byte TTL and a one-byte expiry where the estimate
        // counts one and three: expiries of a live table's rows are hours apart).
        EntityModel user = Models.entity("com.example.User")
                .ttl(Duration.ofDays(1))
                .attribute(Models.uuid("id").key())
                .attribute(Models.text("f").avgBytes(32))
                .attribute(Models.text("l").avgBytes(32))
                .attribute(Models.text("e").avgBytes(24))
                .attribute(Models.instant("c"))
                .build();
        assertEquals(129 + 4 + 2, bytes(user, "users", 1));
    }

    @Test
    void aFrozenValueTypeHasA4ByteLengthPerField() {
        // (id uuid PRIMARY KEY, a frozen<addr>), addr of three 32-byte texts: 134 bytes.
        EntityModel hotel = Models.entity("com.example.Hotel")
                .attribute(Models.uuid("id").key())
                .attribute(Models.value(
                        "a",
                        "com.example.Addr",
                        "addr",
                        Models.text("street").avgBytes(32),
                        Models.text("city").avgBytes(32),
                        Models.text("zip").avgBytes(32)))
                .build();
        assertEquals(134 + 4, bytes(hotel, "hotels", 1));
    }

    @Test
    void aSetAMapAndAListOfText() {
        // set<text> {32 B, 24 B}: 87 bytes; map<text, text> {32 B: 24 B}: 86; list<text> [32 B, 24 B]: 121.
        assertEquals(
                87 + 4 + 6,
                bytes(
                        withCollection(
                                Models.set("tags", ScalarKind.TEXT).elements(2).avgBytes(28)),
                        "things",
                        1));
        assertEquals(
                86 + 4 + 6,
                bytes(
                        withCollection(Models.map("m", ScalarKind.TEXT, ScalarKind.TEXT)
                                .elements(1)
                                .avgBytes(56)),
                        "things",
                        1));
        assertEquals(
                121 + 4 + 6,
                bytes(
                        withCollection(
                                Models.list("l", ScalarKind.TEXT).elements(2).avgBytes(28)),
                        "things",
                        1));
    }

    @Test
    void countersHaveAContextAndAWriteTimeEach() {
        // (id uuid PRIMARY KEY, c1 counter, c2 counter), each incremented once: 101 bytes.
        EntityModel rating = Models.entity("com.example.Rating")
                .attribute(Models.uuid("id").key())
                .attribute(Models.scalar("c1", ScalarKind.COUNTER, "long"))
                .attribute(Models.scalar("c2", ScalarKind.COUNTER, "long"))
                .build();
        assertEquals(101 + 2 * 4, bytes(rating, "ratings", 1));
    }

    @Test
    void rowsOfAClusteredPartition() {
        // (p text, c timeuuid, v text, PRIMARY KEY (p, c)), key 'abc', two rows of a 32-byte text: 119;
        // the second row came milliseconds after the first, so its write time took 3 bytes.
        EntityModel note = Models.entity("com.example.Note")
                .rows(1_000)
                .attribute(Models.text("p").avgBytes(3).distinct(10))
                .attribute(Models.timeuuid("c").key())
                .attribute(Models.text("v").avgBytes(32))
                .pattern("byP", b -> b.where("p").orderBy("c"))
                .build();
        assertEquals(119 + 4 + 2, bytes(note, "notes_by_p", 2));
    }

    private static EntityModel withCollection(Models.AttributeBuilder collection) {
        return Models.entity("com.example.Thing")
                .attribute(Models.uuid("id").key())
                .attribute(collection)
                .build();
    }

    private static double bytes(EntityModel entity, String table, double rows) {
        Checks checks = Checks.of(entity);
        return checks.estimate(table).bytesOf(rows);
    }
}
