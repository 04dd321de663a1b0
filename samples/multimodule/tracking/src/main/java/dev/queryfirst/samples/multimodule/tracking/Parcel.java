package dev.queryfirst.samples.multimodule.tracking;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.samples.multimodule.core.Depot;
import java.time.Instant;
import java.util.UUID;

/**
 * A parcel on its way, in the keyspace of the depot it copies live ({@code core}'s
 * {@link Depot}): a rename through {@code DepotDao} reaches both of its tables.
 */
@Entity(keyspace = "parcels")
@Cardinality(rows = 1_000_000)
@AccessPattern(name = "byDepot", where = "depot.id", orderBy = "sentAt DESC", limit = 50)
public record Parcel(
        @Key UUID id,
        @Cardinality(maxRowsPerValue = 2_000) Depot depot,
        Instant sentAt,
        String recipient,
        Double weightKg) {}
