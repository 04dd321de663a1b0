package dev.queryfirst.reliability.races;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;

/**
 * The same ticket, versioned: each update is a lightweight transaction on the version it read,
 * so of two racing updates one wins and the other throws
 * {@link dev.queryfirst.runtime.ConcurrentUpdateException}.
 *
 * @param id the key
 * @param status moves on every update
 * @param assignee who changed it last
 */
@Entity(versioned = true, table = "versioned_tickets")
@Cardinality(rows = 1_000_000)
@AccessPattern(name = "byStatus", where = "status", table = "versioned_tickets_by_status")
public record VersionedTicket(
        @Key long id, @Cardinality(distinct = 100_000) String status, String assignee) {}
