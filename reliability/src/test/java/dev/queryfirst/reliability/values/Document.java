package dev.queryfirst.reliability.values;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.TimeBucket;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * Carries hostile values through every table: text in the partition key ({@code title}), in a
 * clustering column ({@code createdAt}'s table) and in regular columns, collections of it, bytes
 * and decimals.
 *
 * @param id the key
 * @param title moves: the partition key of {@code documents_by_title}, so hostile text is a key
 * @param owner the partition key of the time-ordered tables
 * @param createdAt the clustering column of {@code documents_by_owner}: extreme timestamps
 * @param updatedAt bucketed by day for the latest-first reads
 * @param body any text, up to a megabyte
 * @param tags a list of hostile text, possibly empty
 * @param labels a set of hostile text, possibly empty
 * @param attributes a map of hostile text, possibly empty
 * @param data bytes, possibly empty
 * @param amount a decimal with many digits
 */
@Entity
@Cardinality(rows = 1_000_000)
@AccessPattern(name = "byTitle", where = "title")
@AccessPattern(name = "byOwner", where = "owner", range = "createdAt", orderBy = "createdAt DESC")
@AccessPattern(
        name = "recentByOwner",
        where = "owner",
        orderBy = "updatedAt DESC",
        limit = 10,
        table = "documents_by_owner_recent")
@SuppressWarnings({"QF303", "QF307"})
public record Document(
        @Key UUID id,
        @Cardinality(distinct = 100_000) String title,
        @Cardinality(distinct = 10_000) String owner,
        Instant createdAt,
        @TimeBucket(ChronoUnit.DAYS) Instant updatedAt,
        @Cardinality(avgBytes = 2_000) String body,
        @Cardinality(elements = 10) List<String> tags,
        @Cardinality(elements = 10) Set<String> labels,
        @Cardinality(elements = 10) Map<String, String> attributes,
        ByteBuffer data,
        BigDecimal amount) {}
