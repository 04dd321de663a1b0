package dev.queryfirst.spark.store;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Fixed;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.TimeBucket;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.List;

/**
 * A sensor's reading, the value types a copy row passes on (added in schema version 4): a key of
 * text, date and smallint, hashed into the shards of a feed; an optional enum, never changed, in a
 * derived key (a reading of no kind is in no kind table); a blob, a list, a boolean and a double.
 */
@Entity(keyspace = "store")
@Cardinality(rows = 20_000, per = ChronoUnit.DAYS)
@SuppressWarnings("QF302") // a handful of kinds: the time bucket spreads each over partitions enough for a test
@AccessPattern(name = "latest", orderBy = "takenAt DESC", limit = 50, shards = 8)
@AccessPattern(name = "byKind", where = "kind", orderBy = "takenAt DESC", limit = 20)
public record Reading(
        @Key @Cardinality(distinct = 1_000) String sensor,
        @Key LocalDate day,
        @Key short slot,
        @TimeBucket(value = ChronoUnit.HOURS, size = 12) Instant takenAt,
        @Fixed @Cardinality(distinct = 4) ReadingKind kind,
        @Cardinality(avgBytes = 16) byte[] raw,
        @Cardinality(elements = 4) List<Integer> samples,
        boolean calibrated,
        double value) {}
