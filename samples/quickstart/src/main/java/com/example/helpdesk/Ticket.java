package com.example.helpdesk;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.time.Instant;
import java.util.UUID;

/** A help-desk ticket. Agents work from the newest tickets of one queue in one status. */
@Entity(keyspace = "helpdesk")
@Cardinality(rows = 5_000_000)                                  // tickets kept
@AccessPattern(name = "byQueueAndStatus", where = {"queue", "status"},
               orderBy = "openedAt DESC", limit = 50)
public record Ticket(
    @Key UUID ticketId,
    @Cardinality(distinct = 300) String queue,
    @Cardinality(distinct = 4) String status,                  // open, waiting, solved, closed
    Instant openedAt,
    String subject,
    String assignee) {}                                         // null until an agent takes it
