package published.sensor;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Fixed;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.TimeBucket;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * A sensor's average temperature over one hour, with the sensor's location (the heatmap's point).
 * Q2: a network's averages over a range of hours, newest first, one partition per network and week.
 */
@Entity(keyspace = "sensor_data")
@Cardinality(rows = 2_400_000, per = ChronoUnit.DAYS)
@AccessPattern(
        name = "byNetwork",
        where = "network",
        range = "dateHour",
        orderBy = "dateHour DESC",
        table = "temperatures_by_network")
public record HourlyTemperature(
        @Key String sensor,
        @Key @TimeBucket(value = ChronoUnit.DAYS, size = 7, column = "week") Instant dateHour,
        @Fixed @Cardinality(distinct = 1_000) String network,
        float avgTemperature,
        BigDecimal latitude,
        BigDecimal longitude) {}
