package dev.queryfirst.samples.hotels;

import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.util.List;
import java.util.Set;
import java.util.UUID;

/**
 * A guest (the Cassandra documentation's {@code guests} table): identified by an id, because guests
 * share names. Pushed down into their reservations.
 */
@Entity(keyspace = "hotels")
@Cardinality(rows = 1_000_000)
public record Guest(
        @Key UUID id,
        String firstName,
        @Cardinality(distinct = 200_000) String lastName,
        @Cardinality(elements = 3) Set<String> emails,
        @Cardinality(elements = 3) List<String> phoneNumbers) {}
