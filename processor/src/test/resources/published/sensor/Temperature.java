package published.sensor;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.TimeBucket;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/** A raw temperature reading, one a minute per sensor. Q4: a sensor's readings of one day, newest first. */
@Entity(keyspace = "sensor_data", immutable = true)
@Cardinality(rows = 144_000_000, per = ChronoUnit.DAYS)
@AccessPattern(name = "bySensor", where = "sensor", orderBy = "timestamp DESC", limit = 100)
public record Temperature(
        @Key @Cardinality(distinct = 100_000) String sensor,
        @Key @TimeBucket(value = ChronoUnit.DAYS, column = "date") Instant timestamp,
        float value) {}
