package dev.queryfirst.samples.telemetry;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.StatementOptions;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

/**
 * A sensor reading, read two ways with different driver settings (docs/statement-options.md):
 * the dashboard's {@code recentBySensor} answers fast from one replica or not at all, while the
 * billing export's {@code bySite} reads at the entity's quorum, in big pages, with the driver's
 * {@code export} profile. Readings are kept 30 days.
 */
@Entity(keyspace = "telemetry", ttl = "P30D")
@StatementOptions(consistency = "LOCAL_QUORUM", timeout = "PT2S")
@AccessPattern(
        name = "recentBySensor",
        where = "sensor",
        orderBy = "takenAt DESC",
        limit = 20,
        options =
                @StatementOptions(
                        consistency = "LOCAL_ONE",
                        timeout = "PT0.5S",
                        executionProfile = "dashboard",
                        pageSize = 20,
                        idempotent = StatementOptions.Idempotence.TRUE))
@AccessPattern(name = "bySite", where = "site", options = @StatementOptions(executionProfile = "export", pageSize = 3))
public record Reading(
        @Key UUID readingId,
        @Cardinality(distinct = 10_000) String sensor,
        @Cardinality(distinct = 100) String site,
        Instant takenAt,
        BigDecimal value,
        String note) {}
