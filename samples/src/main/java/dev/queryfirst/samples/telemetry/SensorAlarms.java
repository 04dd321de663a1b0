package dev.queryfirst.samples.telemetry;

import dev.queryfirst.annotations.Counter;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.StatementOptions;

/**
 * How many alarms each sensor raised: counters written at the entity's quorum through the driver's
 * {@code alarms} profile (docs/statement-options.md, "Writes"). An increment stays non-idempotent
 * whatever the options say, so the driver never retries it.
 */
@Entity(keyspace = "telemetry")
@StatementOptions(consistency = "LOCAL_QUORUM", timeout = "PT3S", executionProfile = "alarms")
public record SensorAlarms(@Key String sensor, @Counter long raised) {}
