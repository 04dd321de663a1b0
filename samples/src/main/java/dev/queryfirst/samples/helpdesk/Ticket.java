package dev.queryfirst.samples.helpdesk;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Fixed;
import dev.queryfirst.annotations.Key;
import java.time.Instant;
import java.util.UUID;

/**
 * A help-desk ticket. {@code assignee} is null until someone takes the ticket, and {@code dueAt}
 * until a due date is agreed: both are optional attributes in derived keys
 * (docs/mapping-rules.md, "Sparse tables"), so an unassigned ticket has no row in
 * {@code tickets_by_assignee} and a ticket without a due date none in {@code tickets_by_team}.
 * {@code save} moves the ticket into and out of those tables as the values are set, changed and
 * cleared; the reads {@code byAssignee} and {@code byTeamDueFirst} themselves refuse a null
 * argument.
 *
 * <p>200,000 open tickets over 500 agents is 400 per agent, over 50 teams 4,000 per team.
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
        @Fixed Instant openedAt,
        Instant dueAt) {}
