package dev.queryfirst.samples.kb;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.Vector;
import java.util.UUID;

/**
 * A passage of a tenant's documents with its embedding. Passages are written once (a changed
 * document is embedded again as new passages), so an absent embedding is simply not written.
 * {@code similarInTenant} searches one tenant's partition; {@code similar} searches every tenant's
 * passages through the base table's vector index.
 */
@Entity(keyspace = "kb", immutable = true)
@Cardinality(rows = 100_000)
@AccessPattern(name = "similarInTenant", where = "tenant", nearest = "embedding", limit = 10)
@AccessPattern(name = "similar", nearest = "embedding", limit = 10)
public record Passage(
        @Key UUID id,

        @Cardinality(distinct = 100, maxRowsPerValue = 5_000)
        String tenant,

        @Cardinality(avgBytes = 400) String text,

        @Vector(dimensions = 128, similarity = Vector.Similarity.COSINE)
        float[] embedding) {}
