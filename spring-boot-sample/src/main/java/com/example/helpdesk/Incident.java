package com.example.helpdesk;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.time.Instant;

/**
 * An incident several agents edit at once: versioned, so a write that lost the race fails
 * (ConcurrentUpdateException, answered 409) instead of moving rows from a state that is gone.
 */
@Entity(keyspace = "helpdesk", versioned = true)
@Cardinality(rows = 10_000)
@AccessPattern(name = "byOwner", where = "owner", orderBy = "reportedAt DESC")
public record Incident(
        @Key String code,
        String summary,
        @Cardinality(distinct = 100) String owner,
        Instant reportedAt) {}
