package dev.queryfirst.samples.multimodule.billing;

import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.samples.multimodule.core.Depot;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

/**
 * An invoice for a depot's handling, in keyspace {@code billing}, copying the depot live from
 * module {@code core}: no access pattern lists a depot's invoices, so a generated reference index
 * does, for {@code DepotDao}'s propagation.
 */
@Entity(keyspace = "billing")
@Cardinality(rows = 100_000)
public record Invoice(
        @Key UUID id, @Cardinality(maxRowsPerValue = 5_000) Depot depot, BigDecimal amount, Instant issuedAt) {}
