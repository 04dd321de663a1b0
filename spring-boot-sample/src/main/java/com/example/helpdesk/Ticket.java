package com.example.helpdesk;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.time.Instant;
import java.util.UUID;

/**
 * A help-desk ticket, found by assignee (newest first) and by team (due first). The assignee is null
 * until someone takes the ticket, and the due date until one is agreed: such a ticket has no row in
 * the table of that access pattern, and the DAO moves it in and out as the value changes.
 */
@Entity(keyspace = "helpdesk")
@Cardinality(rows = 200_000)
@AccessPattern(name = "byAssignee", where = "assignee", orderBy = "openedAt DESC")
@AccessPattern(name = "byTeamDueFirst", where = "team", orderBy = "dueAt")
public record Ticket(
        @Key UUID ticketId,
        String title,
        @Cardinality(distinct = 50) String team,
        @Cardinality(distinct = 500) String assignee,
        Instant openedAt,
        Instant dueAt) {}
