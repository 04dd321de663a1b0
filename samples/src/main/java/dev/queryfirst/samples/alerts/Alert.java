package dev.queryfirst.samples.alerts;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Fixed;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.TimeBucket;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.UUID;

/**
 * An alert raised on a service: a sparse key (docs/mapping-rules.md, "Bucket directories"). Most
 * services raise a few alerts a month, a noisy one a few hundred a day, so alerts are bucketed by
 * day to bound the noisy partitions, and a quiet service's days are nearly all empty.
 * {@code directory = true} lists each service's non-empty days in
 * {@code alerts_by_service_name_buckets}: "the latest 10 alerts of a service" lists them, then
 * reads only the days that hold the 10, however far back they are, where a walk would read every
 * empty day back to its lookback and stop there.
 *
 * <ul>
 *   <li>{@code latestByService}: the newest alerts of one service;
 *   <li>{@code byServiceAndTime}: one service's alerts between two instants, newest first.
 * </ul>
 *
 * <p>Alerts are kept a year. Their raise time can be corrected ({@code update} moves the copy to
 * its new day and lists that day; the old day stays listed until the audit reports it emptied).
 */
@Entity(keyspace = "alerts", ttl = "P365D")
@Cardinality(rows = 20_000, per = ChronoUnit.DAYS)
@AccessPattern(name = "latestByService", where = "serviceName", orderBy = "raisedAt DESC", limit = 10)
@AccessPattern(name = "byServiceAndTime", where = "serviceName", range = "raisedAt", orderBy = "raisedAt DESC")
public record Alert(
        @Key UUID alertId,

        @Fixed @Cardinality(distinct = 2_000, maxRowsPerValue = 500)
        String serviceName,

        // Not @Fixed: an alert from a source whose clock was wrong gets its time corrected, and its
        // rows move to the right day's bucket.
        @TimeBucket(value = ChronoUnit.DAYS, directory = true)
        Instant raisedAt,

        @Cardinality(distinct = 4) String severity,
        @Cardinality(avgBytes = 200) String summary) {}
