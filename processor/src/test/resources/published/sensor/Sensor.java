package published.sensor;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Column;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Fixed;
import dev.queryfirst.annotations.Key;
import java.math.BigDecimal;
import java.util.Map;

/** A sensor; it belongs to one network for good. Q3: the sensors of a network. */
@Entity(keyspace = "sensor_data")
@Cardinality(rows = 100_000)
@AccessPattern(name = "byNetwork", where = "network")
public record Sensor(
        @Key @Column(name = "sensor") String id,
        @Fixed @Cardinality(distinct = 1_000, maxRowsPerValue = 1_000) String network,
        BigDecimal latitude,
        BigDecimal longitude,
        @Cardinality(elements = 10) Map<String, String> characteristics) {}
