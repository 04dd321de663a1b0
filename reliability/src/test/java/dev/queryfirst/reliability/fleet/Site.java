package dev.queryfirst.reliability.fleet;

import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.time.Instant;
import java.util.UUID;

/**
 * A site of the fleet app (the newcomer's app that found stale live copies): every {@link Device} copies its name,
 * region and the time it was last renamed, live.
 *
 * @param id the key
 * @param name renamed while devices hold a {@code Site} object read before
 * @param region optional
 * @param renamedAt when the name last changed ({@code Instant.now()}: sub-millisecond in Java)
 */
@Entity(keyspace = "fleet")
@Cardinality(rows = 2_000)
public record Site(@Key UUID id, String name, String region, Instant renamedAt) {}
