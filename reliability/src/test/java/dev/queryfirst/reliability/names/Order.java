package dev.queryfirst.reliability.names;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Column;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.time.Instant;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * Hostile names that must stay legal: an entity named like a CQL reserved word, attributes named
 * {@code key}, {@code select}, {@code from}, {@code user}, {@code token}, {@code limit},
 * {@code where}, {@code table}, {@code values}, mixed case ({@code userID}, a quoted
 * {@code MixedCase} column) and non-ASCII ({@code größe}, {@code 名前}). Each access pattern
 * partitions or orders by one of them, so they are key columns in some table.
 *
 * @param key the entity key, a non-reserved CQL keyword
 * @param select moves: the partition key of {@code orders_by_select}
 * @param from the clustering column of {@code orders_by_select}, a reserved word
 * @param user moves: the partition key of {@code orders_by_user}
 * @param token the range of {@code byUser}, a reserved word
 * @param größe moves: the partition key of {@code orders_by_groesse}
 * @param 名前 a regular column, quoted because it is not ASCII
 * @param mixed stored in a case-sensitive quoted column
 * @param userID mixed case, stored as {@code user_id}
 * @param limit a reserved word and a name the DAO's reads use for their own parameter
 * @param where a reserved word
 * @param values a collection named like a CQL keyword
 * @param table a map named like a reserved word
 */
@Entity
@SuppressWarnings("QF307")
@Cardinality(rows = 1_000_000)
@AccessPattern(name = "bySelect", where = "select", orderBy = "from DESC")
@AccessPattern(name = "byUser", where = "user", range = "token")
@AccessPattern(name = "byGröße", where = "größe", table = "orders_by_groesse")
public record Order(
        @Key UUID key,
        @Cardinality(distinct = 10_000) String select,
        Instant from,
        @Cardinality(distinct = 10_000) String user,
        long token,
        @Cardinality(distinct = 10_000) String größe,
        String 名前,
        @Column(name = "MixedCase") String mixed,
        String userID,
        int limit,
        String where,
        Set<String> values,
        Map<String, String> table) {}
