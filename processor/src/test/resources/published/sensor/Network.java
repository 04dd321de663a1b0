package published.sensor;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;

/** A sensor network. Q1: every network, by name: a short list, one partition. */
@Entity(keyspace = "sensor_data")
@Cardinality(rows = 1_000)
@AccessPattern(name = "all", orderBy = "name")
public record Network(
        @Key String name,
        @Cardinality(avgBytes = 200) String description,
        @Cardinality(distinct = 50) String region,
        int numSensors) {}
