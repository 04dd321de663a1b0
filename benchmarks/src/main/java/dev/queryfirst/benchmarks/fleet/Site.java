package dev.queryfirst.benchmarks.fleet;

import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.time.Instant;
import java.util.UUID;

/**
 * A site of the fleet app, whose name and region every {@link Device} copies live
 * (docs/mapping-rules.md, "Live references").
 *
 * @param id the key
 * @param name renamed now and then
 * @param region optional
 * @param renamedAt when the name last changed
 */
@Entity(keyspace = "fleet")
@Cardinality(rows = 2_000)
public record Site(@Key UUID id, @Cardinality(avgBytes = 24) String name, String region, Instant renamedAt) {}
