package dev.queryfirst.samples.hotels;

import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;

/** A point of interest, such as a museum or a stadium, referenced by name. */
@Entity(keyspace = "hotels", table = "pois")
@Cardinality(rows = 50_000)
public record Poi(
        @Key String name, @Cardinality(avgBytes = 200) String description) {}
