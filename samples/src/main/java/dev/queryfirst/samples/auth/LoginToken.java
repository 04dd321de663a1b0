package dev.queryfirst.samples.auth;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.time.Instant;
import java.util.UUID;

/**
 * A login token that expires on its own: every copy is written with the entity's TTL. The TTL is
 * seconds long so the integration test can watch it expire.
 */
@Entity(keyspace = "auth", ttl = "PT3S", immutable = true)
@Cardinality(rows = 10_000)
@AccessPattern(name = "byToken", where = "token")
@AccessPattern(name = "byUser", where = "username", orderBy = "issued DESC")
public record LoginToken(
        @Key UUID token, @Cardinality(distinct = 1_000) String username, Instant issued) {}
