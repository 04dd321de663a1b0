package dev.queryfirst.cli.desk;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.time.Instant;
import java.util.UUID;

/**
 * The starter's test model: schema version 1 is this base table; version 2 adds the access pattern
 * {@code byAssignee}, whose table the migration backfills from existing tickets; version 3 sets the
 * tables' compaction (an {@code ALTER TABLE ... WITH}), as an upgrade of QueryFirst that chooses table
 * options does.
 */
@Entity(keyspace = "desk")
@Cardinality(rows = 100_000)
@AccessPattern(name = "byAssignee", where = "assignee", orderBy = "openedAt DESC")
public record Ticket(
        @Key UUID ticketId,
        String title,
        @Cardinality(distinct = 500) String assignee,
        Instant openedAt) {}
