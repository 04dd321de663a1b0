package dev.queryfirst.reliability.names;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;

/**
 * A non-ASCII entity name, whose derived table name ({@code straßes}) Cassandra would refuse, so
 * it names its tables by hand; and a reference to the entity named like a reserved word, whose
 * key is pushed down as {@code order_key}.
 *
 * @param 名前 the key, non-ASCII
 * @param order a reference named like a reserved word
 * @param ort moves: the partition key of {@code strassen_by_ort}
 */
@Entity(table = "strassen")
@Cardinality(rows = 100_000)
@AccessPattern(name = "byOrt", where = "ort", table = "strassen_by_ort")
@AccessPattern(name = "byOrder", where = "order.key", table = "strassen_by_order")
public record Straße(
        @Key String 名前,
        Order order,
        @Cardinality(distinct = 1_000) String ort) {}
