package dev.queryfirst.reliability.races;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;

/**
 * A ticket without a version: its updates read the previous state, then move the copy in
 * {@code tickets_by_status}. Two updates racing on one ticket can both read the same previous
 * state, and the loser's copy is never moved again.
 *
 * @param id the key
 * @param status moves on every update
 * @param assignee who changed it last
 */
@Entity
@Cardinality(rows = 1_000_000)
@AccessPattern(name = "byStatus", where = "status")
public record Ticket(
        @Key long id, @Cardinality(distinct = 100_000) String status, String assignee) {}
