package dev.queryfirst.samples.helpdesk;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Fixed;
import dev.queryfirst.annotations.Key;
import java.time.Instant;

/**
 * An incident several agents may edit at once, so the entity is versioned: a write that lost the
 * race fails instead of moving rows from a state that is no longer current. {@code owner} is null
 * until someone owns the incident: an unowned incident has no row in {@code incidents_by_owner}
 * (docs/mapping-rules.md, "Sparse tables").
 */
@Entity(keyspace = "helpdesk", versioned = true)
@Cardinality(rows = 10_000)
@AccessPattern(name = "byOwner", where = "owner", orderBy = "reportedAt DESC")
public record Incident(
        @Key String code,
        String summary,
        @Cardinality(distinct = 100) String owner,
        @Fixed Instant reportedAt) {}
